; ModuleID = 'addrret.9632c851cfce3e9b-cgu.0'
source_filename = "addrret.9632c851cfce3e9b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_cf978c94a98218b5c7813c240b974503 = private unnamed_addr constant [11 x i8] c"addrret.rs\00", align 1
@alloc_7e26bb96737954fbba3b30be2a5398c7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_cf978c94a98218b5c7813c240b974503, [16 x i8] c"\0A\00\00\00\00\00\00\00 \00\00\00\17\00\00\00" }>, align 8

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26d6694fa50f8673E"(ptr noalias noundef align 8 captures(none) dereferenceable(16) %self) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !92 {
start:
  %self3.i = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !137, !DIExpression(), !138)
    #dbg_value(i64 8, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !175)
    #dbg_value(i64 8, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !175)
    #dbg_value(ptr %self, !155, !DIExpression(), !175)
  %self2 = load i64, ptr %self, align 8, !dbg !177, !range !178, !noundef !114
  tail call void @llvm.experimental.noalias.scope.decl(metadata !179), !dbg !182
    #dbg_value(ptr %self, !183, !DIExpression(), !265)
    #dbg_value(ptr %self, !267, !DIExpression(), !275)
    #dbg_value(i64 %self2, !206, !DIExpression(), !265)
    #dbg_value(i64 1, !207, !DIExpression(), !265)
    #dbg_value(i64 8, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !265)
    #dbg_value(i64 8, !208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !265)
    #dbg_declare(ptr %self3.i, !277, !DIExpression(), !321)
    #dbg_value(i64 %self2, !209, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !323)
    #dbg_value(i64 %self2, !324, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !332)
  %v19.i = shl nuw i64 %self2, 1, !dbg !334
    #dbg_value(i64 %v19.i, !331, !DIExpression(), !332)
    #dbg_value(i64 %v19.i, !335, !DIExpression(), !342)
    #dbg_value(i64 %self2, !339, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !342)
    #dbg_value(i64 poison, !234, !DIExpression(), !344)
    #dbg_value(i64 poison, !324, !DIExpression(), !345)
    #dbg_value(i64 4, !331, !DIExpression(), !345)
    #dbg_value(i64 4, !335, !DIExpression(), !347)
    #dbg_value(i64 poison, !339, !DIExpression(), !347)
  %0 = tail call i64 @llvm.umax.i64(i64 %v19.i, i64 4), !dbg !349
    #dbg_value(i64 %0, !236, !DIExpression(), !350)
    #dbg_value(i64 %0, !274, !DIExpression(), !275)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !dbg !351, !noalias !179
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !352
  %self.val24.i = load ptr, ptr %1, align 8, !dbg !352, !alias.scope !179
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hab1c92f40d307eeaE"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3.i, i64 %self2, ptr %self.val24.i, i64 noundef %0) #13, !dbg !352
  %_37.i = load i64, ptr %self3.i, align 8, !dbg !353, !range !354, !noalias !179, !noundef !114
  %2 = trunc nuw i64 %_37.i to i1, !dbg !355
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8, !dbg !356
  br i1 %2, label %bb18.i, label %bb3, !dbg !355

bb18.i:                                           ; preds = %start
  %e.0.i = load i64, ptr %3, align 8, !dbg !357, !range !358, !noalias !179, !noundef !114
  %4 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16, !dbg !357
  %e.1.i = load i64, ptr %4, align 8, !dbg !357, !noalias !179
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !dbg !359, !noalias !179
    #dbg_value(i64 %e.0.i, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !360)
    #dbg_value(i64 %e.1.i, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !360)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %e.0.i, i64 %e.1.i) #14, !dbg !361
  unreachable, !dbg !361

bb3:                                              ; preds = %start
  %v.0.i = load ptr, ptr %3, align 8, !dbg !362, !noalias !179, !nonnull !114, !noundef !114
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !dbg !359, !noalias !179
    #dbg_value(ptr %v.0.i, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !363)
    #dbg_value(ptr %v.0.i, !273, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !275)
    #dbg_value(i64 poison, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !363)
    #dbg_value(i64 poison, !273, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !275)
  store ptr %v.0.i, ptr %1, align 8, !dbg !364, !alias.scope !179
  %5 = icmp sgt i64 %0, -1, !dbg !365
  tail call void @llvm.assume(i1 %5), !dbg !365
  store i64 %0, ptr %self, align 8, !dbg !372, !alias.scope !179
  ret void, !dbg !373
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hab1c92f40d307eeaE"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef %cap) unnamed_addr #1 !dbg !374 {
start:
    #dbg_value(ptr poison, !381, !DIExpression(), !413)
    #dbg_value(i64 %cap, !382, !DIExpression(), !413)
    #dbg_value(i64 %cap, !414, !DIExpression(), !437)
    #dbg_value(i64 %cap, !439, !DIExpression(), !466)
    #dbg_value(i64 %cap, !468, !DIExpression(), !492)
    #dbg_value(i64 %cap, !494, !DIExpression(), !504)
    #dbg_value(i64 8, !383, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !413)
    #dbg_value(i64 8, !383, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !413)
    #dbg_value(i64 8, !434, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !437)
    #dbg_value(i64 8, !487, !DIExpression(), !492)
    #dbg_value(i64 8, !503, !DIExpression(), !504)
    #dbg_value(i64 8, !434, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !437)
    #dbg_value(ptr poison, !463, !DIExpression(), !506)
  %_33.0 = shl i64 %cap, 3, !dbg !507
  %_33.1 = icmp ult i64 %cap, 2305843009213693952, !dbg !507
    #dbg_value(i1 %_33.1, !490, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !508)
    #dbg_value(i1 %_33.1, !509, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !516)
    #dbg_value(i64 %_33.0, !464, !DIExpression(), !518)
    #dbg_value(i64 %_33.0, !488, !DIExpression(), !508)
  %_38 = icmp ult i64 %_33.0, 9223372036854775801
  %or.cond = and i1 %_33.1, %_38, !dbg !519
  br i1 %or.cond, label %bb15, label %bb11, !dbg !519, !prof !520

bb15:                                             ; preds = %start
    #dbg_value(i64 8, !384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !521)
    #dbg_value(i64 %_33.0, !384, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !521)
    #dbg_value(ptr poison, !522, !DIExpression(), !550)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(i64 8, !552, !DIExpression(), !582)
  %0 = icmp eq i64 %self.0.val, 0, !dbg !584
  br i1 %0, label %bb5, label %bb3, !dbg !584

bb3:                                              ; preds = %bb15
    #dbg_value(i64 %self.0.val, !581, !DIExpression(), !582)
  %alloc_size.i = shl nuw i64 %self.0.val, 3, !dbg !585
  %1 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %1)
    #dbg_value(ptr %self.8.val, !408, !DIExpression(), !586)
    #dbg_value(i64 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !586)
    #dbg_value(i64 %alloc_size.i, !410, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !586)
    #dbg_value(ptr poison, !587, !DIExpression(), !598)
    #dbg_value(ptr poison, !600, !DIExpression(), !610)
    #dbg_value(ptr %self.8.val, !595, !DIExpression(), !598)
    #dbg_value(ptr %self.8.val, !606, !DIExpression(), !610)
    #dbg_value(i64 8, !596, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598)
    #dbg_value(i64 8, !607, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !610)
    #dbg_value(i64 %alloc_size.i, !596, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !598)
    #dbg_value(i64 %alloc_size.i, !607, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !610)
    #dbg_value(i64 8, !597, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598)
    #dbg_value(i64 8, !608, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !610)
    #dbg_value(i64 %_33.0, !597, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !598)
    #dbg_value(i64 %_33.0, !608, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !610)
    #dbg_value(i8 0, !609, !DIExpression(), !610)
    #dbg_value(ptr poison, !612, !DIExpression(), !656)
    #dbg_value(ptr %self.8.val, !616, !DIExpression(), !656)
    #dbg_value(i64 8, !617, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !656)
    #dbg_value(i64 8, !658, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !665)
    #dbg_value(i64 %alloc_size.i, !617, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !656)
    #dbg_value(i64 %alloc_size.i, !658, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !665)
    #dbg_value(i64 8, !618, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !656)
    #dbg_value(i64 %_33.0, !618, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !656)
    #dbg_value(i1 false, !619, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !656)
    #dbg_value(i64 %alloc_size.i, !620, !DIExpression(), !667)
    #dbg_value(ptr poison, !622, !DIExpression(), !668)
    #dbg_value(i64 %_33.0, !624, !DIExpression(), !669)
    #dbg_value(i64 %_33.0, !664, !DIExpression(), !665)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i, !dbg !670
    #dbg_value(i1 true, !671, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !678)
  tail call void @llvm.assume(i1 %cond.i.i), !dbg !680
    #dbg_value(ptr %self.8.val, !663, !DIExpression(), !665)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef 8, i64 noundef range(i64 0, 9223372036854775801) %_33.0) #13, !dbg !681
    #dbg_value(ptr poison, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !682)
    #dbg_value(i64 poison, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !682)
  br label %bb7, !dbg !683

bb5:                                              ; preds = %bb15
    #dbg_value(ptr poison, !684, !DIExpression(), !690)
    #dbg_value(ptr poison, !692, !DIExpression(), !700)
    #dbg_value(i64 8, !689, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !690)
    #dbg_value(i64 8, !698, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !700)
    #dbg_value(i64 %_33.0, !689, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !690)
    #dbg_value(i64 %_33.0, !698, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !700)
    #dbg_value(i8 0, !699, !DIExpression(), !700)
    #dbg_value(i64 8, !702, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !719)
    #dbg_value(i64 8, !721, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !726)
    #dbg_value(i64 %_33.0, !702, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !719)
    #dbg_value(i64 %_33.0, !721, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !726)
    #dbg_value(i1 false, !708, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !719)
    #dbg_value(i64 %_33.0, !709, !DIExpression(), !728)
  %2 = icmp eq i64 %_33.0, 0, !dbg !729
  br i1 %2, label %bb9, label %bb4.i.i, !dbg !729

bb4.i.i:                                          ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #13, !dbg !730
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0, i64 noundef 8) #13, !dbg !731
    #dbg_value(ptr %3, !732, !DIExpression(), !752)
    #dbg_value(ptr %3, !711, !DIExpression(), !754)
  br label %bb7, !dbg !755

bb7:                                              ; preds = %bb4.i.i, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %3, %bb4.i.i ]
    #dbg_value(ptr %raw_ptr.i.i.pn, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !682)
    #dbg_value(i64 poison, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !682)
  %4 = icmp eq ptr %raw_ptr.i.i.pn, null, !dbg !756
  br i1 %4, label %bb8, label %bb9, !dbg !757

bb8:                                              ; preds = %bb7
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !758
  store i64 8, ptr %5, align 8, !dbg !758
  br label %bb11, !dbg !759

bb9:                                              ; preds = %bb5, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %raw_ptr.i.i.pn, %bb7 ], [ inttoptr (i64 8 to ptr), %bb5 ]
    #dbg_value(i64 %_33.0, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !682)
    #dbg_value(ptr %raw_ptr.i.i.pn8, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !760)
    #dbg_value(i64 %_33.0, !411, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !760)
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !761
  store ptr %raw_ptr.i.i.pn8, ptr %6, align 8, !dbg !761
  br label %bb11, !dbg !762

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge13 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ], !dbg !413
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9, !dbg !413
  store i64 %_33.0.sink, ptr %7, align 8, !dbg !413
  store i64 %storemerge13, ptr %_0, align 8, !dbg !413
  ret void, !dbg !763
}

; addrret::client_table
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN7addrret12client_table17hdc0eed87bba8380cE(i64 noundef %r) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !764 {
start:
    #dbg_value(ptr poison, !824, !DIExpression(), !849)
  %t = alloca [24 x i8], align 8
  %v = alloca [24 x i8], align 8
    #dbg_value(i64 %r, !771, !DIExpression(), !852)
    #dbg_declare(ptr %v, !772, !DIExpression(), !853)
    #dbg_declare(ptr %t, !801, !DIExpression(), !854)
    #dbg_value(i64 1, !855, !DIExpression(), !862)
  call void @llvm.lifetime.start.p0(ptr nonnull %v), !dbg !864
  %_4 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7addrret12keeper_addrs17h5758249a97555a38E) #13, !dbg !865
  %0 = icmp ne ptr %_4, null, !dbg !866
  tail call void @llvm.assume(i1 %0), !dbg !866
    #dbg_value(ptr %_4, !779, !DIExpression(), !867)
  call void %_4(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %v, ptr noundef null) #13, !dbg !868
  call void @llvm.lifetime.start.p0(ptr nonnull %t), !dbg !869
  store i64 0, ptr %t, align 8, !dbg !870
  %_8.sroa.4.0.t.sroa_idx = getelementptr inbounds nuw i8, ptr %t, i64 8, !dbg !870
  store ptr inttoptr (i64 8 to ptr), ptr %_8.sroa.4.0.t.sroa_idx, align 8, !dbg !870
  %_8.sroa.5.0.t.sroa_idx = getelementptr inbounds nuw i8, ptr %t, i64 16, !dbg !870
  store i64 0, ptr %_8.sroa.5.0.t.sroa_idx, align 8, !dbg !870
    #dbg_value(ptr %v, !871, !DIExpression(), !884)
    #dbg_value(ptr %v, !886, !DIExpression(), !890)
    #dbg_value(ptr %v, !892, !DIExpression(), !898)
  %1 = getelementptr inbounds nuw i8, ptr %v, i64 8, !dbg !900
  %_20 = load ptr, ptr %1, align 8, !dbg !900, !nonnull !114, !noundef !114
  %2 = getelementptr inbounds nuw i8, ptr %v, i64 16, !dbg !919
  %len = load i64, ptr %2, align 8, !dbg !919, !noundef !114
    #dbg_value(i64 %len, !920, !DIExpression(), !937)
    #dbg_value(i64 %len, !945, !DIExpression(), !954)
    #dbg_value(ptr %_20, !943, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !956)
    #dbg_value(ptr %_20, !928, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !957)
    #dbg_value(i64 %len, !943, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !956)
    #dbg_value(i64 %len, !928, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !957)
    #dbg_value(ptr %_20, !933, !DIExpression(), !958)
    #dbg_value(ptr %_20, !953, !DIExpression(), !954)
  %_24.idx = shl nuw nsw i64 %len, 3, !dbg !959
  %_24 = getelementptr inbounds nuw i8, ptr %_20, i64 %_24.idx, !dbg !959
    #dbg_value(ptr %_20, !806, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !960)
    #dbg_value(ptr %_24, !806, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !960)
    #dbg_value(ptr undef, !824, !DIExpression(), !849)
    #dbg_value(ptr %_20, !843, !DIExpression(), !961)
    #dbg_value(ptr %_20, !861, !DIExpression(), !862)
    #dbg_value(ptr %_24, !845, !DIExpression(), !962)
    #dbg_value(ptr poison, !963, !DIExpression(), !971)
    #dbg_value(ptr poison, !970, !DIExpression(), !973)
  %_338 = icmp eq i64 %len, 0, !dbg !974
  br i1 %_338, label %bb7.thread, label %bb8, !dbg !972

bb7.thread:                                       ; preds = %start
; call addrret::read_at
  %_015 = call noundef double @_ZN7addrret7read_at17h88084eca56654af7E(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %t, i64 noundef 0) #15, !dbg !975
    #dbg_value(ptr poison, !976, !DIExpression(), !985)
    #dbg_value(ptr poison, !987, !DIExpression(), !995)
    #dbg_value(ptr poison, !997, !DIExpression(), !1005)
    #dbg_value(ptr poison, !1007, !DIExpression(), !1011)
    #dbg_value(ptr poison, !1013, !DIExpression(), !1021)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1021)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1021)
    #dbg_value(ptr poison, !522, !DIExpression(), !1023)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1023)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1023)
    #dbg_value(i64 8, !552, !DIExpression(), !1025)
  br label %"_ZN4core3ptr35drop_in_place$LT$addrret..Table$GT$17hd11f7c48160b2fb1E.exit", !dbg !1027

bb8:                                              ; preds = %start, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit"
  %_14.i11 = phi ptr [ %_14.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit" ], [ inttoptr (i64 8 to ptr), %start ]
  %len.i = phi i64 [ %3, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit" ], [ 0, %start ], !dbg !1028
  %iter.sroa.0.09 = phi ptr [ %_42, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit" ], [ %_20, %start ]
  %_42 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.09, i64 8, !dbg !1051
    #dbg_value(ptr %_42, !806, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !960)
  %a = load i64, ptr %iter.sroa.0.09, align 8, !dbg !1052, !noundef !114
    #dbg_value(i64 %a, !822, !DIExpression(), !1053)
    #dbg_value(i64 %a, !1049, !DIExpression(), !1054)
    #dbg_value(ptr %t, !1048, !DIExpression(), !1054)
  call void @llvm.experimental.noalias.scope.decl(metadata !1055), !dbg !1058
    #dbg_value(ptr %t, !1036, !DIExpression(), !1059)
    #dbg_value(ptr %t, !1060, !DIExpression(), !1066)
    #dbg_value(i64 %a, !1037, !DIExpression(), !1059)
    #dbg_value(i64 8, !1068, !DIExpression(), !1075)
    #dbg_value(i64 %len.i, !1038, !DIExpression(), !1084)
    #dbg_value(i64 %len.i, !1085, !DIExpression(), !1089)
    #dbg_value(ptr %t, !1082, !DIExpression(), !1091)
  %self1.i = load i64, ptr %t, align 8, !dbg !1092, !range !178, !alias.scope !1055, !noundef !114
  %_4.i = icmp eq i64 %len.i, %self1.i, !dbg !1093
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit", !dbg !1093

bb1.i:                                            ; preds = %bb8
; call alloc::raw_vec::RawVec<T,A>::grow_one
  call void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26d6694fa50f8673E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %t) #15, !dbg !1094
  %_14.i.pre = load ptr, ptr %_8.sroa.4.0.t.sroa_idx, align 8, !dbg !1095, !alias.scope !1055
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit", !dbg !1102

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit": ; preds = %bb8, %bb1.i
  %_14.i = phi ptr [ %_14.i11, %bb8 ], [ %_14.i.pre, %bb1.i ], !dbg !1095
    #dbg_value(ptr %_14.i, !1088, !DIExpression(), !1089)
  %end.i = getelementptr inbounds nuw i64, ptr %_14.i, i64 %len.i, !dbg !1103
    #dbg_value(ptr %end.i, !1040, !DIExpression(), !1104)
    #dbg_value(ptr %end.i, !1105, !DIExpression(), !1111)
    #dbg_value(i64 %a, !1110, !DIExpression(), !1111)
  store i64 %a, ptr %end.i, align 8, !dbg !1113, !noalias !1055
  %3 = add i64 %len.i, 1, !dbg !1114
  store i64 %3, ptr %_8.sroa.5.0.t.sroa_idx, align 8, !dbg !1114, !alias.scope !1055
    #dbg_value(ptr %_42, !806, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !960)
    #dbg_value(ptr undef, !824, !DIExpression(), !849)
    #dbg_value(ptr %_42, !843, !DIExpression(), !961)
    #dbg_value(ptr %_42, !861, !DIExpression(), !862)
    #dbg_value(ptr %_24, !845, !DIExpression(), !962)
    #dbg_value(ptr poison, !963, !DIExpression(), !971)
    #dbg_value(ptr poison, !970, !DIExpression(), !973)
  %_33 = icmp eq ptr %_42, %_24, !dbg !974
  br i1 %_33, label %bb7, label %bb8, !dbg !972

bb7:                                              ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E.exit"
  %t.val.pre = load i64, ptr %t, align 8, !dbg !1115, !range !178
; call addrret::read_at
  %_0 = call noundef double @_ZN7addrret7read_at17h88084eca56654af7E(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %t, i64 noundef 0) #15, !dbg !975
    #dbg_value(ptr poison, !976, !DIExpression(), !985)
    #dbg_value(ptr poison, !987, !DIExpression(), !995)
    #dbg_value(ptr poison, !997, !DIExpression(), !1005)
    #dbg_value(ptr poison, !1007, !DIExpression(), !1011)
    #dbg_value(ptr poison, !1013, !DIExpression(), !1021)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1021)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1021)
    #dbg_value(ptr poison, !522, !DIExpression(), !1023)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1023)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1023)
    #dbg_value(i64 8, !552, !DIExpression(), !1025)
  %4 = icmp eq i64 %t.val.pre, 0, !dbg !1027
  br i1 %4, label %"_ZN4core3ptr35drop_in_place$LT$addrret..Table$GT$17hd11f7c48160b2fb1E.exit", label %bb2.i.i.i.i.i, !dbg !1027

bb2.i.i.i.i.i:                                    ; preds = %bb7
  %t.val7 = load ptr, ptr %_8.sroa.4.0.t.sroa_idx, align 8, !dbg !1115, !nonnull !114, !noundef !114
    #dbg_value(i64 %t.val.pre, !581, !DIExpression(), !1025)
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %t.val.pre, 3, !dbg !1116
    #dbg_value(ptr %t.val7, !1018, !DIExpression(), !1117)
    #dbg_value(i64 8, !1020, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1117)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1020, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1117)
    #dbg_value(ptr poison, !1118, !DIExpression(), !1125)
    #dbg_value(ptr poison, !1127, !DIExpression(), !1133)
    #dbg_value(ptr %t.val7, !1123, !DIExpression(), !1125)
    #dbg_value(ptr %t.val7, !1131, !DIExpression(), !1133)
    #dbg_value(ptr %t.val7, !1135, !DIExpression(), !1142)
    #dbg_value(i64 8, !1124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1125)
    #dbg_value(i64 8, !1132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1133)
    #dbg_value(i64 8, !1141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1142)
    #dbg_value(i64 8, !1144, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1150)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1125)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1132, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1133)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1142)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1150)
    #dbg_value(ptr %t.val7, !1149, !DIExpression(), !1150)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %t.val7, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #13, !dbg !1152
  br label %"_ZN4core3ptr35drop_in_place$LT$addrret..Table$GT$17hd11f7c48160b2fb1E.exit", !dbg !1153

"_ZN4core3ptr35drop_in_place$LT$addrret..Table$GT$17hd11f7c48160b2fb1E.exit": ; preds = %bb7.thread, %bb7, %bb2.i.i.i.i.i
  %_016 = phi double [ %_015, %bb7.thread ], [ %_0, %bb7 ], [ %_0, %bb2.i.i.i.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %t), !dbg !1115
  %v.val = load i64, ptr %v, align 8, !dbg !1154, !range !178, !noundef !114
    #dbg_value(ptr poison, !987, !DIExpression(), !1155)
    #dbg_value(ptr poison, !997, !DIExpression(), !1157)
    #dbg_value(ptr poison, !1007, !DIExpression(), !1159)
    #dbg_value(ptr poison, !1013, !DIExpression(), !1161)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1161)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1161)
    #dbg_value(ptr poison, !522, !DIExpression(), !1163)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1163)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1163)
    #dbg_value(i64 8, !552, !DIExpression(), !1165)
  %5 = icmp eq i64 %v.val, 0, !dbg !1167
  br i1 %5, label %"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hf56ad9ab50cce9f7E.exit", label %bb2.i.i.i.i, !dbg !1167

bb2.i.i.i.i:                                      ; preds = %"_ZN4core3ptr35drop_in_place$LT$addrret..Table$GT$17hd11f7c48160b2fb1E.exit"
    #dbg_value(i64 %v.val, !581, !DIExpression(), !1165)
  %alloc_size.i.i.i.i.i = shl nuw i64 %v.val, 3, !dbg !1168
    #dbg_value(ptr %_20, !1018, !DIExpression(), !1169)
    #dbg_value(i64 8, !1020, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1169)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1020, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1169)
    #dbg_value(ptr poison, !1118, !DIExpression(), !1170)
    #dbg_value(ptr poison, !1127, !DIExpression(), !1172)
    #dbg_value(ptr %_20, !1123, !DIExpression(), !1170)
    #dbg_value(ptr %_20, !1131, !DIExpression(), !1172)
    #dbg_value(ptr %_20, !1135, !DIExpression(), !1174)
    #dbg_value(i64 8, !1124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1170)
    #dbg_value(i64 8, !1132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1172)
    #dbg_value(i64 8, !1141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1174)
    #dbg_value(i64 8, !1144, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1176)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1170)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1132, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1172)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1174)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1176)
    #dbg_value(ptr %_20, !1149, !DIExpression(), !1176)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_20, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #13, !dbg !1178
  br label %"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hf56ad9ab50cce9f7E.exit", !dbg !1179

"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hf56ad9ab50cce9f7E.exit": ; preds = %"_ZN4core3ptr35drop_in_place$LT$addrret..Table$GT$17hd11f7c48160b2fb1E.exit", %bb2.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %v), !dbg !1154
  ret double %_016, !dbg !1180
}

; addrret::keeper_addrs
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN7addrret12keeper_addrs17h5758249a97555a38E(ptr dead_on_unwind noalias noundef writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %this) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !1181 {
start:
    #dbg_value(ptr %this, !1186, !DIExpression(), !1187)
    #dbg_value(ptr %this, !1188, !DIExpression(), !1199)
    #dbg_value(ptr %this, !1201, !DIExpression(), !1205)
    #dbg_value(ptr %this, !1207, !DIExpression(), !1214)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 8, !dbg !1216
  %_8 = load ptr, ptr %0, align 8, !dbg !1216, !nonnull !114, !noundef !114
  %_86 = ptrtoint ptr %_8 to i64, !dbg !1238
  %1 = getelementptr inbounds nuw i8, ptr %this, i64 16, !dbg !1238
  %len = load i64, ptr %1, align 8, !dbg !1238, !noundef !114
    #dbg_value(ptr %_8, !1239, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1361)
    #dbg_value(ptr %_8, !1363, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1369)
    #dbg_value(ptr %_8, !1371, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1377)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1239, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1361)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1363, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1369)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1371, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1377)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1379), !dbg !1382
    #dbg_value(ptr poison, !1383, !DIExpression(), !1420)
    #dbg_value(ptr poison, !1427, !DIExpression(), !1442)
    #dbg_value(ptr %_8, !1437, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1443)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1437, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1443)
    #dbg_declare(ptr poison, !1444, !DIExpression(), !1451)
    #dbg_declare(ptr poison, !1460, !DIExpression(), !1467)
    #dbg_value(ptr poison, !1469, !DIExpression(), !1479)
    #dbg_value(ptr poison, !1481, !DIExpression(), !1493)
    #dbg_value(i64 8, !1495, !DIExpression(), !1506)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1491, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1523)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1520, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1524)
    #dbg_value(ptr %_8, !1521, !DIExpression(), !1524)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1512, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1525)
    #dbg_value(ptr %_8, !1513, !DIExpression(), !1525)
    #dbg_value(ptr %_8, !1505, !DIExpression(), !1526)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !1504, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1526)
  %_12.idx = shl nuw nsw i64 %len, 3, !dbg !1527
    #dbg_value(i64 %len, !1439, !DIExpression(), !1528)
    #dbg_value(i64 %len, !1458, !DIExpression(), !1529)
    #dbg_value(i64 %len, !1450, !DIExpression(), !1530)
    #dbg_value(i64 %len, !1466, !DIExpression(), !1531)
    #dbg_value(i64 %len, !1532, !DIExpression(), !1544)
    #dbg_declare(ptr poison, !1538, !DIExpression(), !1546)
    #dbg_value(i64 8, !1539, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1544)
    #dbg_value(i64 8, !1539, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1544)
    #dbg_value(i64 %len, !1547, !DIExpression(), !1581)
    #dbg_value(i1 false, !1568, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1581)
    #dbg_declare(ptr poison, !1569, !DIExpression(), !1583)
    #dbg_value(i64 8, !1570, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1581)
    #dbg_value(i64 8, !1570, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1581)
    #dbg_value(i64 8, !1571, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1584)
    #dbg_value(i64 %_12.idx, !1571, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1584)
  %2 = icmp eq i64 %len, 0, !dbg !1585
  br i1 %2, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !dbg !1585

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %start
    #dbg_value(ptr poison, !684, !DIExpression(), !1586)
    #dbg_value(ptr poison, !692, !DIExpression(), !1588)
    #dbg_value(i64 8, !689, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1586)
    #dbg_value(i64 8, !698, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1588)
    #dbg_value(i64 %_12.idx, !689, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1586)
    #dbg_value(i64 %_12.idx, !698, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1588)
    #dbg_value(i8 0, !699, !DIExpression(), !1588)
    #dbg_value(i64 8, !702, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1590)
    #dbg_value(i64 8, !721, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1592)
    #dbg_value(i64 %_12.idx, !702, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1590)
    #dbg_value(i64 %_12.idx, !721, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1592)
    #dbg_value(i1 false, !708, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1590)
    #dbg_value(i64 %_12.idx, !709, !DIExpression(), !1594)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #13, !dbg !1595, !noalias !1596
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_12.idx, i64 noundef 8) #13, !dbg !1599, !noalias !1596
    #dbg_value(i64 poison, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1600)
    #dbg_value(ptr %3, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1600)
  %4 = icmp eq ptr %3, null, !dbg !1601
  br i1 %4, label %bb3.i.i, label %bb8.i.i.i.i.i.i.preheader, !dbg !1602

bb8.i.i.i.i.i.i.preheader:                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %5 = ptrtoint ptr %3 to i64, !dbg !1601
  %min.iters.check = icmp ult i64 %len, 6, !dbg !1603
  %6 = sub i64 %5, %_86, !dbg !1603
  %diff.check = icmp ult i64 %6, 32, !dbg !1603
  %or.cond = or i1 %min.iters.check, %diff.check, !dbg !1603
  br i1 %or.cond, label %bb8.i.i.i.i.i.i.preheader8, label %vector.ph, !dbg !1603

vector.ph:                                        ; preds = %bb8.i.i.i.i.i.i.preheader
  %n.vec = and i64 %len, -4
  br label %vector.body, !dbg !1665

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1665
  %7 = getelementptr inbounds nuw ptr, ptr %_8, i64 %index, !dbg !1665
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !1674
  %wide.load = load <2 x ptr>, ptr %7, align 8, !dbg !1674, !noalias !1675
  %wide.load7 = load <2 x ptr>, ptr %8, align 8, !dbg !1674, !noalias !1675
  %9 = ptrtoint <2 x ptr> %wide.load to <2 x i64>, !dbg !1686
  %10 = ptrtoint <2 x ptr> %wide.load7 to <2 x i64>, !dbg !1686
  %11 = getelementptr inbounds nuw i64, ptr %3, i64 %index, !dbg !1708
  %12 = getelementptr inbounds nuw i8, ptr %11, i64 16, !dbg !1731
  store <2 x i64> %9, ptr %11, align 8, !dbg !1731, !noalias !1734
  store <2 x i64> %10, ptr %12, align 8, !dbg !1731, !noalias !1734
  %index.next = add nuw i64 %index, 4, !dbg !1665
  %13 = icmp eq i64 %index.next, %n.vec, !dbg !1603
  br i1 %13, label %middle.block, label %vector.body, !dbg !1603, !llvm.loop !1741

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %len, %n.vec, !dbg !1603
  br i1 %cmp.n, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE.exit", label %bb8.i.i.i.i.i.i.preheader8, !dbg !1603

bb8.i.i.i.i.i.i.preheader8:                       ; preds = %bb8.i.i.i.i.i.i.preheader, %middle.block
  %.ph = phi i64 [ 0, %bb8.i.i.i.i.i.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %len, 3, !dbg !1603
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !1603
  br i1 %lcmp.mod.not, label %bb8.i.i.i.i.i.i.prol.loopexit, label %bb8.i.i.i.i.i.i.prol, !dbg !1603

bb8.i.i.i.i.i.i.prol:                             ; preds = %bb8.i.i.i.i.i.i.preheader8, %bb8.i.i.i.i.i.i.prol
  %14 = phi i64 [ %15, %bb8.i.i.i.i.i.i.prol ], [ %.ph, %bb8.i.i.i.i.i.i.preheader8 ], !dbg !1665
  %prol.iter = phi i64 [ %prol.iter.next, %bb8.i.i.i.i.i.i.prol ], [ 0, %bb8.i.i.i.i.i.i.preheader8 ]
    #dbg_value(i64 %14, !1635, !DIExpression(), !1744)
    #dbg_value(ptr %_8, !1671, !DIExpression(), !1745)
    #dbg_value(i64 %14, !1672, !DIExpression(), !1745)
  %_45.i.i.i.i.i.i.prol = getelementptr inbounds nuw ptr, ptr %_8, i64 %14, !dbg !1665
  %_45.val.i.i.i.i.i.i.prol = load ptr, ptr %_45.i.i.i.i.i.i.prol, align 8, !dbg !1674, !noalias !1675, !nonnull !114, !noundef !114
    #dbg_value(ptr poison, !1702, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1746)
    #dbg_declare(ptr poison, !1700, !DIExpression(), !1747)
    #dbg_value(ptr poison, !1701, !DIExpression(), !1746)
    #dbg_value(ptr poison, !1693, !DIExpression(), !1748)
    #dbg_value(ptr poison, !1692, !DIExpression(), !1748)
  %_0.i.i.i.i.i.i.i.i.prol = ptrtoint ptr %_45.val.i.i.i.i.i.i.prol to i64, !dbg !1686
    #dbg_value(ptr poison, !1726, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1749)
    #dbg_declare(ptr poison, !1727, !DIExpression(), !1750)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.prol, !1725, !DIExpression(), !1749)
    #dbg_value(ptr poison, !1717, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1751)
    #dbg_value(ptr poison, !1718, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1751)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.prol, !1716, !DIExpression(), !1751)
  %_3.i.i.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw i64, ptr %3, i64 %14, !dbg !1708
  store i64 %_0.i.i.i.i.i.i.i.i.prol, ptr %_3.i.i.i.i.i.i.i.i.i.prol, align 8, !dbg !1731, !noalias !1734
  %15 = add nuw i64 %14, 1, !dbg !1752
    #dbg_value(i64 %15, !1635, !DIExpression(), !1744)
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !1603
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter, !dbg !1603
  br i1 %prol.iter.cmp.not, label %bb8.i.i.i.i.i.i.prol.loopexit, label %bb8.i.i.i.i.i.i.prol, !dbg !1603, !llvm.loop !1760

bb8.i.i.i.i.i.i.prol.loopexit:                    ; preds = %bb8.i.i.i.i.i.i.prol, %bb8.i.i.i.i.i.i.preheader8
  %.unr = phi i64 [ %.ph, %bb8.i.i.i.i.i.i.preheader8 ], [ %15, %bb8.i.i.i.i.i.i.prol ]
  %16 = sub i64 %.ph, %len, !dbg !1603
  %17 = icmp ugt i64 %16, -4, !dbg !1603
  br i1 %17, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE.exit", label %bb8.i.i.i.i.i.i, !dbg !1603

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
    #dbg_value(i64 8, !1542, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1762)
    #dbg_value(i64 %_12.idx, !1542, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1762)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %_12.idx) #14, !dbg !1763, !noalias !1379
  unreachable, !dbg !1763

bb8.i.i.i.i.i.i:                                  ; preds = %bb8.i.i.i.i.i.i.prol.loopexit, %bb8.i.i.i.i.i.i
  %18 = phi i64 [ %22, %bb8.i.i.i.i.i.i ], [ %.unr, %bb8.i.i.i.i.i.i.prol.loopexit ], !dbg !1665
    #dbg_value(i64 %18, !1635, !DIExpression(), !1744)
    #dbg_value(ptr %_8, !1671, !DIExpression(), !1745)
    #dbg_value(i64 %18, !1672, !DIExpression(), !1745)
  %_45.i.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %_8, i64 %18, !dbg !1665
  %_45.val.i.i.i.i.i.i = load ptr, ptr %_45.i.i.i.i.i.i, align 8, !dbg !1674, !noalias !1675, !nonnull !114, !noundef !114
    #dbg_value(ptr poison, !1702, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1746)
    #dbg_declare(ptr poison, !1700, !DIExpression(), !1747)
    #dbg_value(ptr poison, !1701, !DIExpression(), !1746)
    #dbg_value(ptr poison, !1693, !DIExpression(), !1748)
    #dbg_value(ptr poison, !1692, !DIExpression(), !1748)
  %_0.i.i.i.i.i.i.i.i = ptrtoint ptr %_45.val.i.i.i.i.i.i to i64, !dbg !1686
    #dbg_value(ptr poison, !1726, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1749)
    #dbg_declare(ptr poison, !1727, !DIExpression(), !1750)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i, !1725, !DIExpression(), !1749)
    #dbg_value(ptr poison, !1717, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1751)
    #dbg_value(ptr poison, !1718, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1751)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i, !1716, !DIExpression(), !1751)
  %_3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %3, i64 %18, !dbg !1708
  store i64 %_0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i, align 8, !dbg !1731, !noalias !1734
  %19 = add nuw i64 %18, 1, !dbg !1752
    #dbg_value(i64 %19, !1635, !DIExpression(), !1744)
    #dbg_value(i64 %19, !1672, !DIExpression(), !1745)
  %_45.i.i.i.i.i.i.1 = getelementptr inbounds nuw ptr, ptr %_8, i64 %19, !dbg !1665
  %_45.val.i.i.i.i.i.i.1 = load ptr, ptr %_45.i.i.i.i.i.i.1, align 8, !dbg !1674, !noalias !1675, !nonnull !114, !noundef !114
    #dbg_declare(ptr poison, !1700, !DIExpression(), !1747)
  %_0.i.i.i.i.i.i.i.i.1 = ptrtoint ptr %_45.val.i.i.i.i.i.i.1 to i64, !dbg !1686
    #dbg_declare(ptr poison, !1727, !DIExpression(), !1750)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.1, !1725, !DIExpression(), !1749)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.1, !1716, !DIExpression(), !1751)
  %_3.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i64, ptr %3, i64 %19, !dbg !1708
  store i64 %_0.i.i.i.i.i.i.i.i.1, ptr %_3.i.i.i.i.i.i.i.i.i.1, align 8, !dbg !1731, !noalias !1734
  %20 = add nuw i64 %18, 2, !dbg !1752
    #dbg_value(i64 %20, !1635, !DIExpression(), !1744)
    #dbg_value(i64 %20, !1672, !DIExpression(), !1745)
  %_45.i.i.i.i.i.i.2 = getelementptr inbounds nuw ptr, ptr %_8, i64 %20, !dbg !1665
  %_45.val.i.i.i.i.i.i.2 = load ptr, ptr %_45.i.i.i.i.i.i.2, align 8, !dbg !1674, !noalias !1675, !nonnull !114, !noundef !114
    #dbg_declare(ptr poison, !1700, !DIExpression(), !1747)
  %_0.i.i.i.i.i.i.i.i.2 = ptrtoint ptr %_45.val.i.i.i.i.i.i.2 to i64, !dbg !1686
    #dbg_declare(ptr poison, !1727, !DIExpression(), !1750)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.2, !1725, !DIExpression(), !1749)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.2, !1716, !DIExpression(), !1751)
  %_3.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i64, ptr %3, i64 %20, !dbg !1708
  store i64 %_0.i.i.i.i.i.i.i.i.2, ptr %_3.i.i.i.i.i.i.i.i.i.2, align 8, !dbg !1731, !noalias !1734
  %21 = add nuw i64 %18, 3, !dbg !1752
    #dbg_value(i64 %21, !1635, !DIExpression(), !1744)
    #dbg_value(i64 %21, !1672, !DIExpression(), !1745)
  %_45.i.i.i.i.i.i.3 = getelementptr inbounds nuw ptr, ptr %_8, i64 %21, !dbg !1665
  %_45.val.i.i.i.i.i.i.3 = load ptr, ptr %_45.i.i.i.i.i.i.3, align 8, !dbg !1674, !noalias !1675, !nonnull !114, !noundef !114
    #dbg_declare(ptr poison, !1700, !DIExpression(), !1747)
  %_0.i.i.i.i.i.i.i.i.3 = ptrtoint ptr %_45.val.i.i.i.i.i.i.3 to i64, !dbg !1686
    #dbg_declare(ptr poison, !1727, !DIExpression(), !1750)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.3, !1725, !DIExpression(), !1749)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.3, !1716, !DIExpression(), !1751)
  %_3.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i64, ptr %3, i64 %21, !dbg !1708
  store i64 %_0.i.i.i.i.i.i.i.i.3, ptr %_3.i.i.i.i.i.i.i.i.i.3, align 8, !dbg !1731, !noalias !1734
  %22 = add nuw i64 %18, 4, !dbg !1752
    #dbg_value(i64 %22, !1635, !DIExpression(), !1744)
  %_28.i.i.i.i.i.i.3 = icmp eq i64 %22, %len, !dbg !1603
  br i1 %_28.i.i.i.i.i.i.3, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE.exit", label %bb8.i.i.i.i.i.i, !dbg !1603, !llvm.loop !1764

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE.exit": ; preds = %bb8.i.i.i.i.i.i.prol.loopexit, %bb8.i.i.i.i.i.i, %middle.block, %start
  %23 = phi ptr [ inttoptr (i64 8 to ptr), %start ], [ %3, %middle.block ], [ %3, %bb8.i.i.i.i.i.i ], [ %3, %bb8.i.i.i.i.i.i.prol.loopexit ]
    #dbg_value(i64 %len, !1438, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1765)
  store i64 %len, ptr %_0, align 8, !dbg !1766, !alias.scope !1379
  %vector.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !1766
  store ptr %23, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !dbg !1766, !alias.scope !1379
  %vector.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !1766
  store i64 %len, ptr %vector.sroa.5.0._0.sroa_idx.i, align 8, !dbg !1766, !alias.scope !1379
  ret void, !dbg !1767
}

; addrret::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN7addrret6client17h82e1198df0891f15E(i64 noundef %r) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !1768 {
start:
  %v = alloca [24 x i8], align 8
    #dbg_value(i64 %r, !1770, !DIExpression(), !1775)
    #dbg_declare(ptr %v, !1773, !DIExpression(), !1776)
    #dbg_value(double -0.000000e+00, !1777, !DIExpression(), !1801)
    #dbg_declare(ptr poison, !1796, !DIExpression(), !1819)
  %_3 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7addrret12keeper_addrs17h5758249a97555a38E) #13, !dbg !1820
  %0 = icmp ne ptr %_3, null, !dbg !1821
  tail call void @llvm.assume(i1 %0), !dbg !1821
    #dbg_value(ptr %_3, !1771, !DIExpression(), !1822)
  call void @llvm.lifetime.start.p0(ptr nonnull %v), !dbg !1823
  call void %_3(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %v, ptr noundef null) #13, !dbg !1824
    #dbg_value(ptr %v, !1825, !DIExpression(), !1828)
    #dbg_value(ptr %v, !1830, !DIExpression(), !1833)
    #dbg_value(ptr %v, !1835, !DIExpression(), !1838)
  %1 = getelementptr inbounds nuw i8, ptr %v, i64 8, !dbg !1840
  %_12 = load ptr, ptr %1, align 8, !dbg !1840, !nonnull !114, !noundef !114
  %2 = getelementptr inbounds nuw i8, ptr %v, i64 16, !dbg !1847
  %len = load i64, ptr %2, align 8, !dbg !1847, !noundef !114
    #dbg_value(ptr %_12, !1814, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1848)
    #dbg_value(ptr %_12, !1808, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1849)
    #dbg_value(ptr %_12, !1795, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1801)
    #dbg_value(!DIArgList(ptr %_12, i64 %len), !1814, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1848)
    #dbg_value(!DIArgList(ptr %_12, i64 %len), !1808, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1849)
    #dbg_value(!DIArgList(ptr %_12, i64 %len), !1795, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1801)
    #dbg_value(ptr %_12, !1850, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1877)
    #dbg_value(!DIArgList(ptr %_12, i64 %len), !1850, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1877)
    #dbg_value(double -0.000000e+00, !1859, !DIExpression(), !1877)
    #dbg_declare(ptr poison, !1860, !DIExpression(), !1879)
    #dbg_value(i64 1, !1880, !DIExpression(), !1884)
    #dbg_value(!DIArgList(ptr %_12, i64 %len), !1863, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !1886)
    #dbg_value(ptr poison, !1887, !DIExpression(), !1891)
    #dbg_value(ptr poison, !1890, !DIExpression(), !1893)
  %3 = icmp eq i64 %len, 0, !dbg !1894
  br i1 %3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit", label %bb8.i.preheader, !dbg !1895

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %len, 3, !dbg !1896
  %4 = icmp ult i64 %len, 4, !dbg !1896
  br i1 %4, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !1896

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %len, -4, !dbg !1896
  br label %bb8.i, !dbg !1896

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ], !dbg !1897
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ], !dbg !1877
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
    #dbg_value(double %acc.sroa.0.0.i, !1865, !DIExpression(), !1897)
    #dbg_value(i64 %i.sroa.0.0.i, !1883, !DIExpression(), !1884)
    #dbg_value(i64 %i.sroa.0.0.i, !1867, !DIExpression(), !1898)
    #dbg_value(ptr %_12, !1899, !DIExpression(), !1903)
    #dbg_value(i64 %i.sroa.0.0.i, !1902, !DIExpression(), !1903)
  %_45.i = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1905
  %_45.val.i = load i64, ptr %_45.i, align 8, !dbg !1906, !noundef !114
    #dbg_value(double %acc.sroa.0.0.i, !1907, !DIExpression(), !1919)
    #dbg_value(ptr poison, !1913, !DIExpression(), !1919)
    #dbg_value(ptr poison, !1921, !DIExpression(), !1930)
    #dbg_value(ptr poison, !1929, !DIExpression(), !1930)
    #dbg_value(i64 %_45.val.i, !1927, !DIExpression(), !1932)
  %_4.i.i.i = inttoptr i64 %_45.val.i to ptr, !dbg !1933
  %_0.i.i.i = load double, ptr %_4.i.i.i, align 8, !dbg !1934, !noundef !114
    #dbg_value(ptr poison, !1935, !DIExpression(), !1943)
    #dbg_value(double %acc.sroa.0.0.i, !1941, !DIExpression(), !1943)
    #dbg_value(double %_0.i.i.i, !1942, !DIExpression(), !1943)
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i, !dbg !1945
    #dbg_value(double %_0.i1.i.i, !1865, !DIExpression(), !1897)
    #dbg_value(i64 %i.sroa.0.0.i, !1867, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1898)
    #dbg_value(i64 %i.sroa.0.0.i, !1883, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1884)
    #dbg_value(i64 %i.sroa.0.0.i, !1902, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1903)
  %5 = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1905
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %5, i64 8, !dbg !1905
  %_45.val.i.1 = load i64, ptr %_45.i.1, align 8, !dbg !1906, !noundef !114
    #dbg_value(double %_0.i1.i.i, !1907, !DIExpression(), !1919)
    #dbg_value(i64 %_45.val.i.1, !1927, !DIExpression(), !1932)
  %_4.i.i.i.1 = inttoptr i64 %_45.val.i.1 to ptr, !dbg !1933
  %_0.i.i.i.1 = load double, ptr %_4.i.i.i.1, align 8, !dbg !1934, !noundef !114
    #dbg_value(double %_0.i1.i.i, !1941, !DIExpression(), !1943)
    #dbg_value(double %_0.i.i.i.1, !1942, !DIExpression(), !1943)
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1, !dbg !1945
    #dbg_value(double %_0.i1.i.i.1, !1865, !DIExpression(), !1897)
    #dbg_value(i64 %i.sroa.0.0.i, !1867, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1898)
    #dbg_value(i64 %i.sroa.0.0.i, !1883, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1884)
    #dbg_value(i64 %i.sroa.0.0.i, !1902, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1903)
  %6 = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1905
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %6, i64 16, !dbg !1905
  %_45.val.i.2 = load i64, ptr %_45.i.2, align 8, !dbg !1906, !noundef !114
    #dbg_value(double %_0.i1.i.i.1, !1907, !DIExpression(), !1919)
    #dbg_value(i64 %_45.val.i.2, !1927, !DIExpression(), !1932)
  %_4.i.i.i.2 = inttoptr i64 %_45.val.i.2 to ptr, !dbg !1933
  %_0.i.i.i.2 = load double, ptr %_4.i.i.i.2, align 8, !dbg !1934, !noundef !114
    #dbg_value(double %_0.i1.i.i.1, !1941, !DIExpression(), !1943)
    #dbg_value(double %_0.i.i.i.2, !1942, !DIExpression(), !1943)
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2, !dbg !1945
    #dbg_value(double %_0.i1.i.i.2, !1865, !DIExpression(), !1897)
    #dbg_value(i64 %i.sroa.0.0.i, !1867, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1898)
    #dbg_value(i64 %i.sroa.0.0.i, !1883, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1884)
    #dbg_value(i64 %i.sroa.0.0.i, !1902, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1903)
  %7 = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1905
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %7, i64 24, !dbg !1905
  %_45.val.i.3 = load i64, ptr %_45.i.3, align 8, !dbg !1906, !noundef !114
    #dbg_value(double %_0.i1.i.i.2, !1907, !DIExpression(), !1919)
    #dbg_value(i64 %_45.val.i.3, !1927, !DIExpression(), !1932)
  %_4.i.i.i.3 = inttoptr i64 %_45.val.i.3 to ptr, !dbg !1933
  %_0.i.i.i.3 = load double, ptr %_4.i.i.i.3, align 8, !dbg !1934, !noundef !114
    #dbg_value(double %_0.i1.i.i.2, !1941, !DIExpression(), !1943)
    #dbg_value(double %_0.i.i.i.3, !1942, !DIExpression(), !1943)
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3, !dbg !1945
    #dbg_value(double %_0.i1.i.i.3, !1865, !DIExpression(), !1897)
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4, !dbg !1946
    #dbg_value(i64 %_27.i.3, !1867, !DIExpression(), !1898)
    #dbg_value(i64 %_27.i.3, !1883, !DIExpression(), !1884)
  %niter.next.3 = add i64 %niter, 4, !dbg !1896
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !1896
  br i1 %niter.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit.loopexit.unr-lcssa", label %bb8.i, !dbg !1896

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !1896
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit", label %bb8.i.epil.preheader, !dbg !1896

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod9 = icmp ne i64 %xtraiter, 0, !dbg !1896
  call void @llvm.assume(i1 %lcmp.mod9), !dbg !1896
  br label %bb8.i.epil, !dbg !1896

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1897
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1877
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !1865, !DIExpression(), !1897)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1883, !DIExpression(), !1884)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1867, !DIExpression(), !1898)
    #dbg_value(ptr %_12, !1899, !DIExpression(), !1903)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1902, !DIExpression(), !1903)
  %_45.i.epil = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i.epil, !dbg !1905
  %_45.val.i.epil = load i64, ptr %_45.i.epil, align 8, !dbg !1906, !noundef !114
    #dbg_value(double %acc.sroa.0.0.i.epil, !1907, !DIExpression(), !1919)
    #dbg_value(ptr poison, !1913, !DIExpression(), !1919)
    #dbg_value(ptr poison, !1921, !DIExpression(), !1930)
    #dbg_value(ptr poison, !1929, !DIExpression(), !1930)
    #dbg_value(i64 %_45.val.i.epil, !1927, !DIExpression(), !1932)
  %_4.i.i.i.epil = inttoptr i64 %_45.val.i.epil to ptr, !dbg !1933
  %_0.i.i.i.epil = load double, ptr %_4.i.i.i.epil, align 8, !dbg !1934, !noundef !114
    #dbg_value(ptr poison, !1935, !DIExpression(), !1943)
    #dbg_value(double %acc.sroa.0.0.i.epil, !1941, !DIExpression(), !1943)
    #dbg_value(double %_0.i.i.i.epil, !1942, !DIExpression(), !1943)
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil, !dbg !1945
    #dbg_value(double %_0.i1.i.i.epil, !1865, !DIExpression(), !1897)
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1, !dbg !1946
    #dbg_value(i64 %_27.i.epil, !1867, !DIExpression(), !1898)
    #dbg_value(i64 %_27.i.epil, !1883, !DIExpression(), !1884)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !1896
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !1896
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit", label %bb8.i.epil, !dbg !1896, !llvm.loop !1947

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit.loopexit.unr-lcssa", %bb8.i.epil, %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb8.i.epil ], !dbg !1877
  %v.val = load i64, ptr %v, align 8, !dbg !1948, !range !178, !noundef !114
    #dbg_value(ptr poison, !987, !DIExpression(), !1949)
    #dbg_value(ptr poison, !997, !DIExpression(), !1951)
    #dbg_value(ptr poison, !1007, !DIExpression(), !1953)
    #dbg_value(ptr poison, !1013, !DIExpression(), !1955)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1955)
    #dbg_value(i64 8, !1017, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1955)
    #dbg_value(ptr poison, !522, !DIExpression(), !1957)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1957)
    #dbg_value(i64 8, !545, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1957)
    #dbg_value(i64 8, !552, !DIExpression(), !1959)
  %8 = icmp eq i64 %v.val, 0, !dbg !1961
  br i1 %8, label %"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hf56ad9ab50cce9f7E.exit", label %bb2.i.i.i.i, !dbg !1961

bb2.i.i.i.i:                                      ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit"
    #dbg_value(i64 %v.val, !581, !DIExpression(), !1959)
  %alloc_size.i.i.i.i.i = shl nuw i64 %v.val, 3, !dbg !1962
    #dbg_value(ptr %_12, !1018, !DIExpression(), !1963)
    #dbg_value(i64 8, !1020, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1963)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1020, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1963)
    #dbg_value(ptr poison, !1118, !DIExpression(), !1964)
    #dbg_value(ptr poison, !1127, !DIExpression(), !1966)
    #dbg_value(ptr %_12, !1123, !DIExpression(), !1964)
    #dbg_value(ptr %_12, !1131, !DIExpression(), !1966)
    #dbg_value(ptr %_12, !1135, !DIExpression(), !1968)
    #dbg_value(i64 8, !1124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1964)
    #dbg_value(i64 8, !1132, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1966)
    #dbg_value(i64 8, !1141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1968)
    #dbg_value(i64 8, !1144, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1970)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1964)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1132, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1966)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1968)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1970)
    #dbg_value(ptr %_12, !1149, !DIExpression(), !1970)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_12, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #13, !dbg !1972
  br label %"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hf56ad9ab50cce9f7E.exit", !dbg !1973

"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hf56ad9ab50cce9f7E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE.exit", %bb2.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %v), !dbg !1948
  ret double %_0.sroa.0.0.i, !dbg !1974
}

; addrret::read_at
; Function Attrs: noinline nounwind nonlazybind uwtable
define noundef double @_ZN7addrret7read_at17h88084eca56654af7E(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %t, i64 noundef %i) unnamed_addr #3 !dbg !1975 {
start:
    #dbg_value(ptr %t, !1980, !DIExpression(), !1982)
    #dbg_value(i64 %i, !1981, !DIExpression(), !1982)
    #dbg_value(i64 %i, !1983, !DIExpression(), !1992)
    #dbg_value(i64 %i, !1994, !DIExpression(), !2004)
    #dbg_value(i64 %i, !2006, !DIExpression(), !2013)
    #dbg_value(ptr %t, !1989, !DIExpression(), !2015)
    #dbg_value(ptr %t, !2016, !DIExpression(), !2019)
    #dbg_value(ptr %t, !2021, !DIExpression(), !2024)
    #dbg_value(ptr %t, !2026, !DIExpression(), !2029)
  %0 = getelementptr inbounds nuw i8, ptr %t, i64 16, !dbg !2031
  %_9 = load i64, ptr %0, align 8, !dbg !2031, !noundef !114
    #dbg_value(ptr poison, !2002, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2004)
    #dbg_value(ptr poison, !2012, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2013)
    #dbg_value(i64 %_9, !2002, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2004)
    #dbg_value(i64 %_9, !2012, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2013)
  %_11 = icmp ult i64 %i, %_9, !dbg !2032
  br i1 %_11, label %bb1, label %panic, !dbg !2032

bb1:                                              ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %t, i64 8, !dbg !2033
  %_10 = load ptr, ptr %1, align 8, !dbg !2033, !nonnull !114, !noundef !114
    #dbg_value(ptr %_10, !2002, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2004)
    #dbg_value(ptr %_10, !2012, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2013)
  %_5 = getelementptr inbounds nuw i64, ptr %_10, i64 %i, !dbg !2040
  %_4 = load i64, ptr %_5, align 8, !dbg !2041, !noundef !114
  %_3 = inttoptr i64 %_4 to ptr, !dbg !2042
  %_0 = load double, ptr %_3, align 8, !dbg !2043, !noundef !114
  ret double %_0, !dbg !2044

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %_9, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_7e26bb96737954fbba3b30be2a5398c7) #16, !dbg !2032
  unreachable, !dbg !2032
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #7

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #2

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #8

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #9

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #2

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

attributes #0 = { cold noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noinline nounwind }
attributes #16 = { noinline noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "addrret.rs/@/addrret.9632c851cfce3e9b-cgu.0", directory: "/work/wt-rets/tests/lit/rust/Inputs")
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
!92 = distinct !DISubprogram(name: "grow_one<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26d6694fa50f8673E", scope: !94, file: !93, line: 186, type: !132, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !135, retainedNodes: !136)
!93 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<usize, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !95, templateParams: !131, identifier: "528525a0ceaaeb1f280167659bcd6156")
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
!128 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<usize>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !129, identifier: "3c8f3a9a4c75a03e30f15c57b0fa64cc")
!129 = !{!130}
!130 = !DITemplateTypeParameter(name: "T", type: !121)
!131 = !{!130, !126}
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<usize, alloc::alloc::Global>", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!135 = !DISubprogram(name: "grow_one<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26d6694fa50f8673E", scope: !94, file: !93, line: 186, type: !132, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!136 = !{!137}
!137 = !DILocalVariable(name: "self", arg: 1, scope: !92, file: !93, line: 186, type: !134)
!138 = !DILocation(line: 0, scope: !92)
!139 = !DILocalVariable(name: "elem_layout", scope: !140, file: !93, line: 489, type: !144, align: 64)
!140 = distinct !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17h5f645af420b6e935E", scope: !97, file: !93, line: 489, type: !141, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !153, retainedNodes: !154)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !143, !144}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!144 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !145, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !147, templateParams: !114, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!145 = !DINamespace(name: "layout", scope: !146)
!146 = !DINamespace(name: "alloc", scope: !12)
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !144, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !144, file: !9, baseType: !150, size: 64, align: 64, flags: DIFlagPrivate)
!150 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !151, templateParams: !114, identifier: "5099570874743123f8e757e4da3ea37b")
!151 = !{!152}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !150, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!153 = !DISubprogram(name: "grow_one<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8grow_one17h5f645af420b6e935E", scope: !97, file: !93, line: 489, type: !141, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!154 = !{!155, !139, !156}
!155 = !DILocalVariable(name: "self", arg: 1, scope: !140, file: !93, line: 489, type: !143)
!156 = !DILocalVariable(name: "err", scope: !157, file: !93, line: 491, type: !158, align: 64)
!157 = distinct !DILexicalBlock(scope: !140, file: !93, line: 491, column: 95)
!158 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !159, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !160, templateParams: !114, identifier: "aadc5b14185c42e764a105b028ba728d")
!159 = !DINamespace(name: "collections", scope: !88)
!160 = !{!161}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !158, file: !9, baseType: !162, size: 128, align: 64, flags: DIFlagPrivate)
!162 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !159, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !163, templateParams: !114, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!163 = !{!164}
!164 = !DICompositeType(tag: DW_TAG_variant_part, scope: !162, file: !9, size: 128, align: 64, elements: !165, templateParams: !114, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !174)
!165 = !{!166, !168}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !164, file: !9, baseType: !167, size: 128, align: 64, extraData: i64 0)
!167 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !162, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !114, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!168 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !164, file: !9, baseType: !169, size: 128, align: 64)
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !162, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !170, templateParams: !114, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!170 = !{!171, !172}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !169, file: !9, baseType: !144, size: 128, align: 64, flags: DIFlagPublic)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !169, file: !9, baseType: !173, align: 8, offset: 128, flags: DIFlagPublic)
!173 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!174 = !DIDerivedType(tag: DW_TAG_member, scope: !162, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!175 = !DILocation(line: 0, scope: !140, inlinedAt: !176)
!176 = !DILocation(line: 188, column: 29, scope: !92)
!177 = !DILocation(line: 491, column: 56, scope: !157, inlinedAt: !176)
!178 = !{i64 0, i64 -9223372036854775808}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd422caf50e6ed378E: %self"}
!181 = distinct !{!181, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd422caf50e6ed378E"}
!182 = !DILocation(line: 491, column: 41, scope: !157, inlinedAt: !176)
!183 = !DILocalVariable(name: "self", arg: 1, scope: !184, file: !93, line: 502, type: !143)
!184 = distinct !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd422caf50e6ed378E", scope: !97, file: !93, line: 501, type: !185, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !204, retainedNodes: !205)
!185 = !DISubroutineType(types: !186)
!186 = !{!187, !143, !121, !121, !144}
!187 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::collections::TryReserveError>", scope: !188, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !189, templateParams: !114, identifier: "2d0f1b3cfeb09fd1542237144e704b4")
!188 = !DINamespace(name: "result", scope: !12)
!189 = !{!190}
!190 = !DICompositeType(tag: DW_TAG_variant_part, scope: !187, file: !9, size: 128, align: 64, elements: !191, templateParams: !114, identifier: "f19b2cc92f2ab05483c77d907669a6c4", discriminator: !203)
!191 = !{!192, !199}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !190, file: !9, baseType: !193, size: 128, align: 64, extraData: i64 -9223372036854775807)
!193 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !187, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !194, templateParams: !196, identifier: "fc1dd5f79cf624b456656a2f1bea1dd5")
!194 = !{!195}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !193, file: !9, baseType: !173, align: 8, flags: DIFlagPublic)
!196 = !{!197, !198}
!197 = !DITemplateTypeParameter(name: "T", type: !173)
!198 = !DITemplateTypeParameter(name: "E", type: !158)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !190, file: !9, baseType: !200, size: 128, align: 64)
!200 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !187, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !201, templateParams: !196, identifier: "b9b880ec75f0f2c23df97050c1f9d863")
!201 = !{!202}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !200, file: !9, baseType: !158, size: 128, align: 64, flags: DIFlagPublic)
!203 = !DIDerivedType(tag: DW_TAG_member, scope: !187, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!204 = !DISubprogram(name: "grow_amortized<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hd422caf50e6ed378E", scope: !97, file: !93, line: 501, type: !185, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!205 = !{!183, !206, !207, !208, !209, !211, !232, !234, !236, !238, !248, !263}
!206 = !DILocalVariable(name: "len", arg: 2, scope: !184, file: !93, line: 503, type: !121)
!207 = !DILocalVariable(name: "additional", arg: 3, scope: !184, file: !93, line: 504, type: !121)
!208 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !184, file: !93, line: 505, type: !144)
!209 = !DILocalVariable(name: "required_cap", scope: !210, file: !93, line: 517, type: !121, align: 64)
!210 = distinct !DILexicalBlock(scope: !184, file: !93, line: 517, column: 9)
!211 = !DILocalVariable(name: "residual", scope: !212, file: !93, line: 517, type: !213, align: 64)
!212 = distinct !DILexicalBlock(scope: !184, file: !93, line: 517, column: 79)
!213 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveErrorKind>", scope: !188, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !214, templateParams: !114, identifier: "684fce27aa0ce014cb47758e0849e96b")
!214 = !{!215}
!215 = !DICompositeType(tag: DW_TAG_variant_part, scope: !213, file: !9, size: 128, align: 64, elements: !216, templateParams: !114, identifier: "c4865dab106be94ee943cbb0bd998213")
!216 = !{!217, !228}
!217 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !215, file: !9, baseType: !218, size: 128, align: 64)
!218 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !213, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !219, templateParams: !225, identifier: "d22311c7edc851b0f7ac2e6a9131d9ce")
!219 = !{!220}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !218, file: !9, baseType: !221, align: 8, flags: DIFlagPublic)
!221 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !222, file: !9, align: 8, flags: DIFlagPublic, elements: !223, templateParams: !114, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!222 = !DINamespace(name: "convert", scope: !12)
!223 = !{!224}
!224 = !DICompositeType(tag: DW_TAG_variant_part, scope: !221, file: !9, align: 8, elements: !114, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!225 = !{!226, !227}
!226 = !DITemplateTypeParameter(name: "T", type: !221)
!227 = !DITemplateTypeParameter(name: "E", type: !162)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !215, file: !9, baseType: !229, size: 128, align: 64)
!229 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !213, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !230, templateParams: !225, identifier: "898e7523519ac715569c914e431d1c9a")
!230 = !{!231}
!231 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !229, file: !9, baseType: !162, size: 128, align: 64, flags: DIFlagPublic)
!232 = !DILocalVariable(name: "val", scope: !233, file: !93, line: 517, type: !121, align: 64)
!233 = distinct !DILexicalBlock(scope: !184, file: !93, line: 517, column: 79)
!234 = !DILocalVariable(name: "cap", scope: !235, file: !93, line: 521, type: !121, align: 64)
!235 = distinct !DILexicalBlock(scope: !210, file: !93, line: 521, column: 9)
!236 = !DILocalVariable(name: "cap", scope: !237, file: !93, line: 522, type: !121, align: 64)
!237 = distinct !DILexicalBlock(scope: !235, file: !93, line: 522, column: 9)
!238 = !DILocalVariable(name: "ptr", scope: !239, file: !93, line: 527, type: !240, align: 64)
!239 = distinct !DILexicalBlock(scope: !237, file: !93, line: 527, column: 9)
!240 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !105, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !241, templateParams: !109, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!241 = !{!242}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !240, file: !9, baseType: !243, size: 128, align: 64, flags: DIFlagPrivate)
!243 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !244, templateParams: !114, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!244 = !{!245, !247}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !243, file: !9, baseType: !246, size: 64, align: 64)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !243, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!248 = !DILocalVariable(name: "residual", scope: !249, file: !93, line: 527, type: !250, align: 64)
!249 = distinct !DILexicalBlock(scope: !237, file: !93, line: 527, column: 62)
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, alloc::collections::TryReserveError>", scope: !188, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !251, templateParams: !114, identifier: "2bfdff0acbde6f6a9ab9387d9392275c")
!251 = !{!252}
!252 = !DICompositeType(tag: DW_TAG_variant_part, scope: !250, file: !9, size: 128, align: 64, elements: !253, templateParams: !114, identifier: "ff6f3dc3f797e3a95bbe409426ba96a8")
!253 = !{!254, !259}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !252, file: !9, baseType: !255, size: 128, align: 64)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !250, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !256, templateParams: !258, identifier: "725030a854544723e0ecac01ee80d30f")
!256 = !{!257}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !255, file: !9, baseType: !221, align: 8, flags: DIFlagPublic)
!258 = !{!226, !198}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !252, file: !9, baseType: !260, size: 128, align: 64)
!260 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !250, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !261, templateParams: !258, identifier: "8c3934ee0f228fdce10cf88822fbd1a")
!261 = !{!262}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !260, file: !9, baseType: !158, size: 128, align: 64, flags: DIFlagPublic)
!263 = !DILocalVariable(name: "val", scope: !264, file: !93, line: 527, type: !240, align: 64)
!264 = distinct !DILexicalBlock(scope: !237, file: !93, line: 527, column: 62)
!265 = !DILocation(line: 0, scope: !184, inlinedAt: !266)
!266 = distinct !DILocation(line: 491, column: 41, scope: !157, inlinedAt: !176)
!267 = !DILocalVariable(name: "self", arg: 1, scope: !268, file: !93, line: 770, type: !143)
!268 = distinct !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17hed35ea4bc5cffcdcE", scope: !97, file: !93, line: 770, type: !269, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !271, retainedNodes: !272)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !143, !240, !121}
!271 = !DISubprogram(name: "set_ptr_and_cap<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15set_ptr_and_cap17hed35ea4bc5cffcdcE", scope: !97, file: !93, line: 770, type: !269, scopeLine: 770, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!272 = !{!267, !273, !274}
!273 = !DILocalVariable(name: "ptr", arg: 2, scope: !268, file: !93, line: 770, type: !240)
!274 = !DILocalVariable(name: "cap", arg: 3, scope: !268, file: !93, line: 770, type: !121)
!275 = !DILocation(line: 0, scope: !268, inlinedAt: !276)
!276 = distinct !DILocation(line: 530, column: 23, scope: !239, inlinedAt: !266)
!277 = !DILocalVariable(name: "self", arg: 1, scope: !278, file: !279, line: 2172, type: !301)
!278 = distinct !DISubprogram(name: "branch<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h7217e296d0e8f4d4E", scope: !280, file: !279, line: 2172, type: !281, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !309, retainedNodes: !316)
!279 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!280 = !DINamespace(name: "{impl#27}", scope: !188)
!281 = !DISubroutineType(types: !282)
!282 = !{!283, !301}
!283 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, alloc::collections::TryReserveError>, core::ptr::non_null::NonNull<[u8]>>", scope: !284, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !286, templateParams: !114, identifier: "cc7f3b831c8bf039303ab233969d396")
!284 = !DINamespace(name: "control_flow", scope: !285)
!285 = !DINamespace(name: "ops", scope: !12)
!286 = !{!287}
!287 = !DICompositeType(tag: DW_TAG_variant_part, scope: !283, file: !9, size: 192, align: 64, elements: !288, templateParams: !114, identifier: "9a8c34092b512e50a4f4cbc8479a0b4c", discriminator: !300)
!288 = !{!289, !296}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !287, file: !9, baseType: !290, size: 192, align: 64, extraData: i64 0)
!290 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !283, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !291, templateParams: !293, identifier: "d1ad1fc4321f1e7d13971afcd0567bfb")
!291 = !{!292}
!292 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !290, file: !9, baseType: !240, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!293 = !{!294, !295}
!294 = !DITemplateTypeParameter(name: "B", type: !250)
!295 = !DITemplateTypeParameter(name: "C", type: !240)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !287, file: !9, baseType: !297, size: 192, align: 64, extraData: i64 1)
!297 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !283, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !298, templateParams: !293, identifier: "7a8ab6194c10c5d41b9779df13b8a0af")
!298 = !{!299}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !297, file: !9, baseType: !250, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!300 = !DIDerivedType(tag: DW_TAG_member, scope: !283, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!301 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, alloc::collections::TryReserveError>", scope: !188, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !302, templateParams: !114, identifier: "a543b462f8d3905b46f20dfa24231bc4")
!302 = !{!303}
!303 = !DICompositeType(tag: DW_TAG_variant_part, scope: !301, file: !9, size: 192, align: 64, elements: !304, templateParams: !114, identifier: "f4a56d26994bba3f22c227d27dd0bd95", discriminator: !315)
!304 = !{!305, !311}
!305 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !303, file: !9, baseType: !306, size: 192, align: 64, extraData: i64 0)
!306 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !301, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !307, templateParams: !309, identifier: "7c69ffd21d9e02baf19a536e8f0995d")
!307 = !{!308}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !306, file: !9, baseType: !240, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!309 = !{!310, !198}
!310 = !DITemplateTypeParameter(name: "T", type: !240)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !303, file: !9, baseType: !312, size: 192, align: 64, extraData: i64 1)
!312 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !301, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !313, templateParams: !309, identifier: "9234330068e745d91141199209a66860")
!313 = !{!314}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !312, file: !9, baseType: !158, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!315 = !DIDerivedType(tag: DW_TAG_member, scope: !301, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!316 = !{!277, !317, !319}
!317 = !DILocalVariable(name: "v", scope: !318, file: !279, line: 2174, type: !240, align: 64)
!318 = distinct !DILexicalBlock(scope: !278, file: !279, line: 2174, column: 13)
!319 = !DILocalVariable(name: "e", scope: !320, file: !279, line: 2175, type: !158, align: 64)
!320 = distinct !DILexicalBlock(scope: !278, file: !279, line: 2175, column: 13)
!321 = !DILocation(line: 2172, column: 15, scope: !278, inlinedAt: !322)
!322 = distinct !DILocation(line: 527, column: 28, scope: !237, inlinedAt: !266)
!323 = !DILocation(line: 0, scope: !210, inlinedAt: !266)
!324 = !DILocalVariable(name: "v2", arg: 2, scope: !325, file: !326, line: 1681, type: !121)
!325 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3max17h2ca28b124430b8adE", scope: !327, file: !326, line: 1681, type: !328, scopeLine: 1681, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !330)
!326 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!327 = !DINamespace(name: "cmp", scope: !12)
!328 = !DISubroutineType(types: !329)
!329 = !{!121, !121, !121}
!330 = !{!331, !324}
!331 = !DILocalVariable(name: "v1", arg: 1, scope: !325, file: !326, line: 1681, type: !121)
!332 = !DILocation(line: 0, scope: !325, inlinedAt: !333)
!333 = distinct !DILocation(line: 521, column: 19, scope: !210, inlinedAt: !266)
!334 = !DILocation(line: 521, column: 28, scope: !210, inlinedAt: !266)
!335 = !DILocalVariable(name: "self", arg: 1, scope: !336, file: !326, line: 1033, type: !121)
!336 = distinct !DISubprogram(name: "max<usize>", linkageName: "_ZN4core3cmp3Ord3max17h82ce8cbfea2891ebE", scope: !337, file: !326, line: 1033, type: !328, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !340, retainedNodes: !338)
!337 = !DINamespace(name: "Ord", scope: !327)
!338 = !{!335, !339}
!339 = !DILocalVariable(name: "other", arg: 2, scope: !336, file: !326, line: 1033, type: !121)
!340 = !{!341}
!341 = !DITemplateTypeParameter(name: "Self", type: !121)
!342 = !DILocation(line: 0, scope: !336, inlinedAt: !343)
!343 = distinct !DILocation(line: 1682, column: 8, scope: !325, inlinedAt: !333)
!344 = !DILocation(line: 0, scope: !235, inlinedAt: !266)
!345 = !DILocation(line: 0, scope: !325, inlinedAt: !346)
!346 = distinct !DILocation(line: 522, column: 19, scope: !235, inlinedAt: !266)
!347 = !DILocation(line: 0, scope: !336, inlinedAt: !348)
!348 = distinct !DILocation(line: 1682, column: 8, scope: !325, inlinedAt: !346)
!349 = !DILocation(line: 1038, column: 5, scope: !336, inlinedAt: !348)
!350 = !DILocation(line: 0, scope: !237, inlinedAt: !266)
!351 = !DILocation(line: 527, column: 28, scope: !237, inlinedAt: !266)
!352 = !DILocation(line: 527, column: 33, scope: !237, inlinedAt: !266)
!353 = !DILocation(line: 2173, column: 15, scope: !278, inlinedAt: !322)
!354 = !{i64 0, i64 2}
!355 = !DILocation(line: 2173, column: 9, scope: !278, inlinedAt: !322)
!356 = !DILocation(line: 0, scope: !278, inlinedAt: !322)
!357 = !DILocation(line: 2175, column: 17, scope: !278, inlinedAt: !322)
!358 = !{i64 0, i64 -9223372036854775807}
!359 = !DILocation(line: 527, column: 62, scope: !237, inlinedAt: !266)
!360 = !DILocation(line: 0, scope: !157, inlinedAt: !176)
!361 = !DILocation(line: 492, column: 13, scope: !157, inlinedAt: !176)
!362 = !DILocation(line: 2174, column: 16, scope: !278, inlinedAt: !322)
!363 = !DILocation(line: 0, scope: !239, inlinedAt: !266)
!364 = !DILocation(line: 774, column: 9, scope: !268, inlinedAt: !276)
!365 = !DILocation(line: 42, column: 26, scope: !366, inlinedAt: !371)
!366 = distinct !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !116, file: !367, line: 40, type: !368, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !370)
!367 = !DIFile(filename: "library/core/src/num/niche_types.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b3871eb21e61251a8509e6d07911f9fb")
!368 = !DISubroutineType(types: !369)
!369 = !{!116, !121}
!370 = !DISubprogram(name: "new_unchecked", linkageName: "_RNvMs1z_NtNtCsgEmfK2I1SDS_4core3num11niche_typesNtB6_14UsizeNoHighBit13new_unchecked", scope: !116, file: !367, line: 40, type: !368, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!371 = distinct !DILocation(line: 775, column: 29, scope: !268, inlinedAt: !276)
!372 = !DILocation(line: 775, column: 9, scope: !268, inlinedAt: !276)
!373 = !DILocation(line: 189, column: 6, scope: !92)
!374 = distinct !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hab1c92f40d307eeaE", scope: !97, file: !93, line: 542, type: !375, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !378, retainedNodes: !380)
!375 = !DISubroutineType(cc: DW_CC_nocall, types: !376)
!376 = !{!301, !377, !121, !144}
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!378 = !DISubprogram(name: "finish_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hab1c92f40d307eeaE", scope: !97, file: !93, line: 542, type: !379, scopeLine: 542, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!379 = !DISubroutineType(types: !376)
!380 = !{!381, !382, !383, !384, !386, !388, !390, !408, !410, !411}
!381 = !DILocalVariable(name: "self", arg: 1, scope: !374, file: !93, line: 543, type: !377)
!382 = !DILocalVariable(name: "cap", arg: 2, scope: !374, file: !93, line: 544, type: !121)
!383 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !374, file: !93, line: 545, type: !144)
!384 = !DILocalVariable(name: "new_layout", scope: !385, file: !93, line: 547, type: !144, align: 64)
!385 = distinct !DILexicalBlock(scope: !374, file: !93, line: 547, column: 9)
!386 = !DILocalVariable(name: "residual", scope: !387, file: !93, line: 547, type: !250, align: 64)
!387 = distinct !DILexicalBlock(scope: !374, file: !93, line: 547, column: 56)
!388 = !DILocalVariable(name: "val", scope: !389, file: !93, line: 547, type: !144, align: 64)
!389 = distinct !DILexicalBlock(scope: !374, file: !93, line: 547, column: 56)
!390 = !DILocalVariable(name: "memory", scope: !391, file: !93, line: 549, type: !392, align: 64)
!391 = distinct !DILexicalBlock(scope: !385, file: !93, line: 549, column: 9)
!392 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !188, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !393, templateParams: !114, identifier: "519a674418a5b51cf8bee27a967aa54e")
!393 = !{!394}
!394 = !DICompositeType(tag: DW_TAG_variant_part, scope: !392, file: !9, size: 128, align: 64, elements: !395, templateParams: !114, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !407)
!395 = !{!396, !403}
!396 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !394, file: !9, baseType: !397, size: 128, align: 64)
!397 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !392, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !398, templateParams: !400, identifier: "30b736d771929d0b7715388dfe942406")
!398 = !{!399}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !397, file: !9, baseType: !240, size: 128, align: 64, flags: DIFlagPublic)
!400 = !{!310, !401}
!401 = !DITemplateTypeParameter(name: "E", type: !402)
!402 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !146, file: !9, align: 8, flags: DIFlagPublic, elements: !114, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!403 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !394, file: !9, baseType: !404, size: 128, align: 64, extraData: i64 0)
!404 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !392, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !405, templateParams: !400, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!405 = !{!406}
!406 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !404, file: !9, baseType: !402, align: 8, flags: DIFlagPublic)
!407 = !DIDerivedType(tag: DW_TAG_member, scope: !392, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!408 = !DILocalVariable(name: "ptr", scope: !409, file: !93, line: 549, type: !104, align: 64)
!409 = distinct !DILexicalBlock(scope: !385, file: !93, line: 549, column: 99)
!410 = !DILocalVariable(name: "old_layout", scope: !409, file: !93, line: 549, type: !144, align: 64)
!411 = !DILocalVariable(name: "memory", scope: !412, file: !93, line: 563, type: !240, align: 64)
!412 = distinct !DILexicalBlock(scope: !391, file: !93, line: 563, column: 13)
!413 = !DILocation(line: 0, scope: !374)
!414 = !DILocalVariable(name: "cap", arg: 1, scope: !415, file: !93, line: 894, type: !121)
!415 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !87, file: !93, line: 894, type: !416, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !433)
!416 = !DISubroutineType(types: !417)
!417 = !{!418, !121, !144}
!418 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !188, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !419, templateParams: !114, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!419 = !{!420}
!420 = !DICompositeType(tag: DW_TAG_variant_part, scope: !418, file: !9, size: 192, align: 64, elements: !421, templateParams: !114, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !432)
!421 = !{!422, !428}
!422 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !420, file: !9, baseType: !423, size: 192, align: 64, extraData: i64 0)
!423 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !418, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !424, templateParams: !426, identifier: "3468e8a189e0e1406885d0070654e614")
!424 = !{!425}
!425 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !423, file: !9, baseType: !144, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!426 = !{!427, !198}
!427 = !DITemplateTypeParameter(name: "T", type: !144)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !420, file: !9, baseType: !429, size: 192, align: 64, extraData: i64 1)
!429 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !418, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !430, templateParams: !426, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!430 = !{!431}
!431 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !429, file: !9, baseType: !158, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!432 = !DIDerivedType(tag: DW_TAG_member, scope: !418, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!433 = !{!414, !434, !434, !435}
!434 = !DILocalVariable(name: "elem_layout", scope: !415, file: !93, line: 894, type: !144, align: 64)
!435 = !DILocalVariable(name: "layout", scope: !436, file: !93, line: 901, type: !144, align: 64)
!436 = distinct !DILexicalBlock(scope: !415, file: !93, line: 901, column: 9)
!437 = !DILocation(line: 0, scope: !415, inlinedAt: !438)
!438 = !DILocation(line: 547, column: 26, scope: !374)
!439 = !DILocalVariable(name: "n", arg: 2, scope: !440, file: !441, line: 526, type: !121)
!440 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !144, file: !441, line: 526, type: !442, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !461, retainedNodes: !462)
!441 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!442 = !DISubroutineType(types: !443)
!443 = !{!444, !460, !121}
!444 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !188, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !445, templateParams: !114, identifier: "176dd254fc51c9bbff58827463bc0f7")
!445 = !{!446}
!446 = !DICompositeType(tag: DW_TAG_variant_part, scope: !444, file: !9, size: 128, align: 64, elements: !447, templateParams: !114, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !459)
!447 = !{!448, !455}
!448 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !446, file: !9, baseType: !449, size: 128, align: 64)
!449 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !444, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !450, templateParams: !452, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!450 = !{!451}
!451 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !449, file: !9, baseType: !144, size: 128, align: 64, flags: DIFlagPublic)
!452 = !{!427, !453}
!453 = !DITemplateTypeParameter(name: "E", type: !454)
!454 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !145, file: !9, align: 8, flags: DIFlagPublic, elements: !114, identifier: "dc083c9e2be34eb2f717cce2335e336")
!455 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !446, file: !9, baseType: !456, size: 128, align: 64, extraData: i64 0)
!456 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !444, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !457, templateParams: !452, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!457 = !{!458}
!458 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !456, file: !9, baseType: !454, align: 8, flags: DIFlagPublic)
!459 = !DIDerivedType(tag: DW_TAG_member, scope: !444, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!461 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !144, file: !441, line: 526, type: !442, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!462 = !{!463, !439, !464}
!463 = !DILocalVariable(name: "self", arg: 1, scope: !440, file: !441, line: 526, type: !460)
!464 = !DILocalVariable(name: "size", scope: !465, file: !441, line: 527, type: !121, align: 64)
!465 = distinct !DILexicalBlock(scope: !440, file: !441, line: 527, column: 54)
!466 = !DILocation(line: 0, scope: !440, inlinedAt: !467)
!467 = !DILocation(line: 900, column: 23, scope: !415, inlinedAt: !438)
!468 = !DILocalVariable(name: "rhs", arg: 2, scope: !469, file: !470, line: 1160, type: !121)
!469 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !471, file: !470, line: 1160, type: !472, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !486)
!470 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!471 = !DINamespace(name: "{impl#11}", scope: !118)
!472 = !DISubroutineType(types: !473)
!473 = !{!474, !121, !121}
!474 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !475, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !476, templateParams: !114, identifier: "6f59025219977f466509bd4ae79a2945")
!475 = !DINamespace(name: "option", scope: !12)
!476 = !{!477}
!477 = !DICompositeType(tag: DW_TAG_variant_part, scope: !474, file: !9, size: 128, align: 64, elements: !478, templateParams: !114, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !485)
!478 = !{!479, !481}
!479 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !477, file: !9, baseType: !480, size: 128, align: 64, extraData: i64 0)
!480 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !474, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !129, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!481 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !477, file: !9, baseType: !482, size: 128, align: 64, extraData: i64 1)
!482 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !474, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !483, templateParams: !129, identifier: "c70f2dfad93186ce146b7e80830727")
!483 = !{!484}
!484 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !482, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!485 = !DIDerivedType(tag: DW_TAG_member, scope: !474, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!486 = !{!487, !468, !488, !490}
!487 = !DILocalVariable(name: "self", arg: 1, scope: !469, file: !470, line: 1160, type: !121)
!488 = !DILocalVariable(name: "a", scope: !489, file: !470, line: 1161, type: !121, align: 64)
!489 = distinct !DILexicalBlock(scope: !469, file: !470, line: 1161, column: 13)
!490 = !DILocalVariable(name: "b", scope: !489, file: !470, line: 1161, type: !491, align: 8)
!491 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!492 = !DILocation(line: 0, scope: !469, inlinedAt: !493)
!493 = !DILocation(line: 527, column: 39, scope: !465, inlinedAt: !467)
!494 = !DILocalVariable(name: "rhs", arg: 2, scope: !495, file: !470, line: 3050, type: !121)
!495 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !471, file: !470, line: 3050, type: !496, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !502)
!496 = !DISubroutineType(types: !497)
!497 = !{!498, !121, !121}
!498 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !499, templateParams: !114, identifier: "d571287e27d8be874e95a2f698798cc6")
!499 = !{!500, !501}
!500 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !498, file: !9, baseType: !121, size: 64, align: 64)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !498, file: !9, baseType: !491, size: 8, align: 8, offset: 64)
!502 = !{!503, !494}
!503 = !DILocalVariable(name: "self", arg: 1, scope: !495, file: !470, line: 3050, type: !121)
!504 = !DILocation(line: 0, scope: !495, inlinedAt: !505)
!505 = !DILocation(line: 1161, column: 31, scope: !469, inlinedAt: !493)
!506 = !DILocation(line: 526, column: 32, scope: !440, inlinedAt: !467)
!507 = !DILocation(line: 3051, column: 26, scope: !495, inlinedAt: !505)
!508 = !DILocation(line: 0, scope: !489, inlinedAt: !493)
!509 = !DILocalVariable(name: "b", arg: 1, scope: !510, file: !511, line: 456, type: !491)
!510 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !512, file: !511, line: 456, type: !513, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !515)
!511 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!512 = !DINamespace(name: "intrinsics", scope: !12)
!513 = !DISubroutineType(types: !514)
!514 = !{!491, !491}
!515 = !{!509}
!516 = !DILocation(line: 0, scope: !510, inlinedAt: !517)
!517 = !DILocation(line: 1162, column: 16, scope: !489, inlinedAt: !493)
!518 = !DILocation(line: 0, scope: !465, inlinedAt: !467)
!519 = !DILocation(line: 457, column: 8, scope: !510, inlinedAt: !517)
!520 = !{!"branch_weights", i32 2000, i32 2002}
!521 = !DILocation(line: 0, scope: !385)
!522 = !DILocalVariable(name: "self", arg: 1, scope: !523, file: !93, line: 631, type: !377)
!523 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h78b0748543573124E", scope: !97, file: !93, line: 631, type: !524, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !543, retainedNodes: !544)
!524 = !DISubroutineType(types: !525)
!525 = !{!526, !377, !144}
!526 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !475, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !527, templateParams: !114, identifier: "ee7541504661f874c2915c0073b72bc1")
!527 = !{!528}
!528 = !DICompositeType(tag: DW_TAG_variant_part, scope: !526, file: !9, size: 192, align: 64, elements: !529, templateParams: !114, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !542)
!529 = !{!530, !538}
!530 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !528, file: !9, baseType: !531, size: 192, align: 64, extraData: i64 0)
!531 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !526, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !532, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!532 = !{!533}
!533 = !DITemplateTypeParameter(name: "T", type: !534)
!534 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !535, templateParams: !114, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!535 = !{!536, !537}
!536 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !534, file: !9, baseType: !104, size: 64, align: 64)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !534, file: !9, baseType: !144, size: 128, align: 64, offset: 64)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !528, file: !9, baseType: !539, size: 192, align: 64)
!539 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !526, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !540, templateParams: !532, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!540 = !{!541}
!541 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !539, file: !9, baseType: !534, size: 192, align: 64, flags: DIFlagPublic)
!542 = !DIDerivedType(tag: DW_TAG_member, scope: !526, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!543 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h78b0748543573124E", scope: !97, file: !93, line: 631, type: !524, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!544 = !{!522, !545, !546, !548}
!545 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !523, file: !93, line: 631, type: !144)
!546 = !DILocalVariable(name: "alloc_size", scope: !547, file: !93, line: 640, type: !121, align: 64)
!547 = distinct !DILexicalBlock(scope: !523, file: !93, line: 640, column: 17)
!548 = !DILocalVariable(name: "layout", scope: !549, file: !93, line: 641, type: !144, align: 64)
!549 = distinct !DILexicalBlock(scope: !547, file: !93, line: 641, column: 17)
!550 = !DILocation(line: 0, scope: !523, inlinedAt: !551)
!551 = distinct !DILocation(line: 549, column: 69, scope: !409)
!552 = !DILocalVariable(name: "self", arg: 1, scope: !553, file: !470, line: 1220, type: !121)
!553 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !471, file: !470, line: 1220, type: !554, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !580)
!554 = !DISubroutineType(types: !555)
!555 = !{!121, !121, !121, !556}
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !557, size: 64, align: 64, dwarfAddressSpace: 0)
!557 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !558, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !560, templateParams: !114, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!558 = !DINamespace(name: "location", scope: !559)
!559 = !DINamespace(name: "panic", scope: !12)
!560 = !{!561, !569, !571, !572}
!561 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !557, file: !9, baseType: !562, size: 128, align: 64, flags: DIFlagPrivate)
!562 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !105, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !563, templateParams: !109, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!563 = !{!564}
!564 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !562, file: !9, baseType: !565, size: 128, align: 64, flags: DIFlagPrivate)
!565 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !566, templateParams: !114, identifier: "238a44609877474087c05adf26cd41fa")
!566 = !{!567, !568}
!567 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !565, file: !9, baseType: !246, size: 64, align: 64)
!568 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !565, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!569 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !557, file: !9, baseType: !570, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!570 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!571 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !557, file: !9, baseType: !570, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!572 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !557, file: !9, baseType: !573, align: 8, offset: 192, flags: DIFlagPrivate)
!573 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !574, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!574 = !{!575}
!575 = !DITemplateTypeParameter(name: "T", type: !576)
!576 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !577, templateParams: !114, identifier: "9277eecd40495f85161460476aacc992")
!577 = !{!578, !579}
!578 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !576, file: !9, baseType: !246, size: 64, align: 64)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !576, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!580 = !{!552, !581}
!581 = !DILocalVariable(name: "rhs", arg: 2, scope: !553, file: !470, line: 1220, type: !121)
!582 = !DILocation(line: 0, scope: !553, inlinedAt: !583)
!583 = distinct !DILocation(line: 640, column: 53, scope: !523, inlinedAt: !551)
!584 = !DILocation(line: 632, column: 39, scope: !523, inlinedAt: !551)
!585 = !DILocation(line: 1232, column: 17, scope: !553, inlinedAt: !583)
!586 = !DILocation(line: 0, scope: !409)
!587 = !DILocalVariable(name: "self", arg: 1, scope: !588, file: !589, line: 448, type: !593)
!588 = distinct !DISubprogram(name: "grow", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow", scope: !590, file: !589, line: 447, type: !591, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !594)
!589 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!590 = !DINamespace(name: "{impl#1}", scope: !124)
!591 = !DISubroutineType(types: !592)
!592 = !{!392, !593, !104, !144, !144}
!593 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !123, size: 64, align: 64, dwarfAddressSpace: 0)
!594 = !{!587, !595, !596, !597}
!595 = !DILocalVariable(name: "ptr", arg: 2, scope: !588, file: !589, line: 449, type: !104)
!596 = !DILocalVariable(name: "old_layout", arg: 3, scope: !588, file: !589, line: 450, type: !144)
!597 = !DILocalVariable(name: "new_layout", arg: 4, scope: !588, file: !589, line: 451, type: !144)
!598 = !DILocation(line: 0, scope: !588, inlinedAt: !599)
!599 = distinct !DILocation(line: 555, column: 28, scope: !409)
!600 = !DILocalVariable(name: "self", arg: 1, scope: !601, file: !589, line: 336, type: !593)
!601 = distinct !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !123, file: !589, line: 335, type: !602, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !604, retainedNodes: !605)
!602 = !DISubroutineType(types: !603)
!603 = !{!392, !593, !104, !144, !144, !491}
!604 = !DISubprogram(name: "grow_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global9grow_impl", scope: !123, file: !589, line: 335, type: !602, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!605 = !{!600, !606, !607, !608, !609}
!606 = !DILocalVariable(name: "ptr", arg: 2, scope: !601, file: !589, line: 337, type: !104)
!607 = !DILocalVariable(name: "old_layout", arg: 3, scope: !601, file: !589, line: 338, type: !144)
!608 = !DILocalVariable(name: "new_layout", arg: 4, scope: !601, file: !589, line: 339, type: !144)
!609 = !DILocalVariable(name: "zeroed", scope: !601, file: !589, line: 340, type: !491, align: 8)
!610 = !DILocation(line: 0, scope: !601, inlinedAt: !611)
!611 = distinct !DILocation(line: 454, column: 23, scope: !588, inlinedAt: !599)
!612 = !DILocalVariable(name: "self", arg: 1, scope: !613, file: !589, line: 217, type: !593)
!613 = distinct !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !123, file: !589, line: 216, type: !602, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !614, retainedNodes: !615)
!614 = !DISubprogram(name: "grow_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime", scope: !123, file: !589, line: 216, type: !602, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!615 = !{!612, !616, !617, !618, !619, !620, !622, !624, !626, !629, !631, !646, !648, !650, !652, !654}
!616 = !DILocalVariable(name: "ptr", arg: 2, scope: !613, file: !589, line: 218, type: !104)
!617 = !DILocalVariable(name: "old_layout", arg: 3, scope: !613, file: !589, line: 219, type: !144)
!618 = !DILocalVariable(name: "new_layout", arg: 4, scope: !613, file: !589, line: 220, type: !144)
!619 = !DILocalVariable(name: "zeroed", arg: 5, scope: !613, file: !589, line: 221, type: !491)
!620 = !DILocalVariable(name: "old_size", scope: !621, file: !589, line: 233, type: !121, align: 64)
!621 = distinct !DILexicalBlock(scope: !613, file: !589, line: 233, column: 13)
!622 = !DILocalVariable(name: "old_size", scope: !621, file: !589, line: 233, type: !623, align: 64)
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!624 = !DILocalVariable(name: "new_size", scope: !625, file: !589, line: 234, type: !121, align: 64)
!625 = distinct !DILexicalBlock(scope: !621, file: !589, line: 234, column: 17)
!626 = !DILocalVariable(name: "raw_ptr", scope: !627, file: !589, line: 239, type: !628, align: 64)
!627 = distinct !DILexicalBlock(scope: !625, file: !589, line: 239, column: 17)
!628 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!629 = !DILocalVariable(name: "ptr", scope: !630, file: !589, line: 240, type: !104, align: 64)
!630 = distinct !DILexicalBlock(scope: !627, file: !589, line: 240, column: 17)
!631 = !DILocalVariable(name: "residual", scope: !632, file: !589, line: 240, type: !633, align: 8)
!632 = distinct !DILexicalBlock(scope: !627, file: !589, line: 240, column: 66)
!633 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !188, file: !9, align: 8, flags: DIFlagPublic, elements: !634, templateParams: !114, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!634 = !{!635}
!635 = !DICompositeType(tag: DW_TAG_variant_part, scope: !633, file: !9, align: 8, elements: !636, templateParams: !114, identifier: "f5e162db303eef1e33f578c71ec0a693")
!636 = !{!637, !642}
!637 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !635, file: !9, baseType: !638, align: 8)
!638 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !633, file: !9, align: 8, flags: DIFlagPublic, elements: !639, templateParams: !641, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!639 = !{!640}
!640 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !638, file: !9, baseType: !221, align: 8, flags: DIFlagPublic)
!641 = !{!226, !401}
!642 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !635, file: !9, baseType: !643, align: 8)
!643 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !633, file: !9, align: 8, flags: DIFlagPublic, elements: !644, templateParams: !641, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!644 = !{!645}
!645 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !643, file: !9, baseType: !402, align: 8, flags: DIFlagPublic)
!646 = !DILocalVariable(name: "val", scope: !647, file: !589, line: 240, type: !104, align: 64)
!647 = distinct !DILexicalBlock(scope: !627, file: !589, line: 240, column: 66)
!648 = !DILocalVariable(name: "old_size", scope: !649, file: !589, line: 252, type: !121, align: 64)
!649 = distinct !DILexicalBlock(scope: !613, file: !589, line: 252, column: 13)
!650 = !DILocalVariable(name: "new_ptr", scope: !651, file: !589, line: 253, type: !240, align: 64)
!651 = distinct !DILexicalBlock(scope: !649, file: !589, line: 253, column: 17)
!652 = !DILocalVariable(name: "residual", scope: !653, file: !589, line: 253, type: !633, align: 8)
!653 = distinct !DILexicalBlock(scope: !649, file: !589, line: 253, column: 66)
!654 = !DILocalVariable(name: "val", scope: !655, file: !589, line: 253, type: !240, align: 64)
!655 = distinct !DILexicalBlock(scope: !649, file: !589, line: 253, column: 66)
!656 = !DILocation(line: 0, scope: !613, inlinedAt: !657)
!657 = distinct !DILocation(line: 342, column: 9, scope: !601, inlinedAt: !611)
!658 = !DILocalVariable(name: "layout", arg: 2, scope: !659, file: !589, line: 134, type: !144)
!659 = distinct !DISubprogram(name: "realloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7realloc", scope: !124, file: !589, line: 134, type: !660, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !662)
!660 = !DISubroutineType(types: !661)
!661 = !{!628, !628, !144, !121}
!662 = !{!663, !658, !664}
!663 = !DILocalVariable(name: "ptr", arg: 1, scope: !659, file: !589, line: 134, type: !628)
!664 = !DILocalVariable(name: "new_size", arg: 3, scope: !659, file: !589, line: 134, type: !121)
!665 = !DILocation(line: 0, scope: !659, inlinedAt: !666)
!666 = distinct !DILocation(line: 239, column: 31, scope: !625, inlinedAt: !657)
!667 = !DILocation(line: 0, scope: !621, inlinedAt: !657)
!668 = !DILocation(line: 233, column: 13, scope: !621, inlinedAt: !657)
!669 = !DILocation(line: 0, scope: !625, inlinedAt: !657)
!670 = !DILocation(line: 237, column: 40, scope: !625, inlinedAt: !657)
!671 = !DILocalVariable(name: "cond", arg: 1, scope: !672, file: !673, line: 202, type: !491)
!672 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !674, file: !673, line: 202, type: !675, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !677)
!673 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!674 = !DINamespace(name: "hint", scope: !12)
!675 = !DISubroutineType(types: !676)
!676 = !{null, !491, !556}
!677 = !{!671}
!678 = !DILocation(line: 0, scope: !672, inlinedAt: !679)
!679 = distinct !DILocation(line: 237, column: 17, scope: !625, inlinedAt: !657)
!680 = !DILocation(line: 210, column: 9, scope: !672, inlinedAt: !679)
!681 = !DILocation(line: 135, column: 14, scope: !659, inlinedAt: !666)
!682 = !DILocation(line: 0, scope: !391)
!683 = !DILocation(line: 549, column: 22, scope: !385)
!684 = !DILocalVariable(name: "self", arg: 1, scope: !685, file: !589, line: 428, type: !593)
!685 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !590, file: !589, line: 428, type: !686, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !688)
!686 = !DISubroutineType(types: !687)
!687 = !{!392, !593, !144}
!688 = !{!684, !689}
!689 = !DILocalVariable(name: "layout", arg: 2, scope: !685, file: !589, line: 428, type: !144)
!690 = !DILocation(line: 0, scope: !685, inlinedAt: !691)
!691 = distinct !DILocation(line: 558, column: 24, scope: !385)
!692 = !DILocalVariable(name: "self", arg: 1, scope: !693, file: !589, line: 311, type: !593)
!693 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !123, file: !589, line: 311, type: !694, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !696, retainedNodes: !697)
!694 = !DISubroutineType(types: !695)
!695 = !{!392, !593, !144, !491}
!696 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !123, file: !589, line: 311, type: !694, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!697 = !{!692, !698, !699}
!698 = !DILocalVariable(name: "layout", arg: 2, scope: !693, file: !589, line: 311, type: !144)
!699 = !DILocalVariable(name: "zeroed", scope: !693, file: !589, line: 311, type: !491, align: 8)
!700 = !DILocation(line: 0, scope: !693, inlinedAt: !701)
!701 = distinct !DILocation(line: 429, column: 14, scope: !685, inlinedAt: !691)
!702 = !DILocalVariable(name: "layout", arg: 1, scope: !703, file: !589, line: 185, type: !144)
!703 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !123, file: !589, line: 185, type: !704, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !706, retainedNodes: !707)
!704 = !DISubroutineType(types: !705)
!705 = !{!392, !144, !491}
!706 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !123, file: !589, line: 185, type: !704, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!707 = !{!702, !708, !709, !711, !713, !715, !717}
!708 = !DILocalVariable(name: "zeroed", arg: 2, scope: !703, file: !589, line: 185, type: !491)
!709 = !DILocalVariable(name: "size", scope: !710, file: !589, line: 189, type: !121, align: 64)
!710 = distinct !DILexicalBlock(scope: !703, file: !589, line: 189, column: 13)
!711 = !DILocalVariable(name: "raw_ptr", scope: !712, file: !589, line: 190, type: !628, align: 64)
!712 = distinct !DILexicalBlock(scope: !710, file: !589, line: 190, column: 17)
!713 = !DILocalVariable(name: "ptr", scope: !714, file: !589, line: 191, type: !104, align: 64)
!714 = distinct !DILexicalBlock(scope: !712, file: !589, line: 191, column: 17)
!715 = !DILocalVariable(name: "residual", scope: !716, file: !589, line: 191, type: !633, align: 8)
!716 = distinct !DILexicalBlock(scope: !712, file: !589, line: 191, column: 66)
!717 = !DILocalVariable(name: "val", scope: !718, file: !589, line: 191, type: !104, align: 64)
!718 = distinct !DILexicalBlock(scope: !712, file: !589, line: 191, column: 66)
!719 = !DILocation(line: 0, scope: !703, inlinedAt: !720)
!720 = distinct !DILocation(line: 312, column: 9, scope: !693, inlinedAt: !701)
!721 = !DILocalVariable(name: "layout", arg: 1, scope: !722, file: !589, line: 89, type: !144)
!722 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !124, file: !589, line: 89, type: !723, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !725)
!723 = !DISubroutineType(types: !724)
!724 = !{!628, !144}
!725 = !{!721}
!726 = !DILocation(line: 0, scope: !722, inlinedAt: !727)
!727 = distinct !DILocation(line: 190, column: 73, scope: !710, inlinedAt: !720)
!728 = !DILocation(line: 0, scope: !710, inlinedAt: !720)
!729 = !DILocation(line: 186, column: 9, scope: !703, inlinedAt: !720)
!730 = !DILocation(line: 93, column: 9, scope: !722, inlinedAt: !727)
!731 = !DILocation(line: 95, column: 9, scope: !722, inlinedAt: !727)
!732 = !DILocalVariable(name: "ptr", arg: 1, scope: !733, file: !734, line: 269, type: !628)
!733 = distinct !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17hed5a65e143e37193E", scope: !104, file: !734, line: 269, type: !735, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !750, retainedNodes: !751)
!734 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!735 = !DISubroutineType(types: !736)
!736 = !{!737, !628}
!737 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::ptr::non_null::NonNull<u8>>", scope: !475, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !738, templateParams: !114, identifier: "1c2f5ede12c5cc8dc3cb6d5149cdb63d")
!738 = !{!739}
!739 = !DICompositeType(tag: DW_TAG_variant_part, scope: !737, file: !9, size: 64, align: 64, elements: !740, templateParams: !114, identifier: "4f2088bb8646394c7dfe10324c704100", discriminator: !749)
!740 = !{!741, !745}
!741 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !739, file: !9, baseType: !742, size: 64, align: 64, extraData: i64 0)
!742 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !737, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !743, identifier: "dad5724574518fd4604ed98c22fc07a9")
!743 = !{!744}
!744 = !DITemplateTypeParameter(name: "T", type: !104)
!745 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !739, file: !9, baseType: !746, size: 64, align: 64)
!746 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !737, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !747, templateParams: !743, identifier: "9697c4c24786271790f6148692230b16")
!747 = !{!748}
!748 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !746, file: !9, baseType: !104, size: 64, align: 64, flags: DIFlagPublic)
!749 = !DIDerivedType(tag: DW_TAG_member, scope: !737, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!750 = !DISubprogram(name: "new<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3new17hed5a65e143e37193E", scope: !104, file: !734, line: 269, type: !735, scopeLine: 269, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!751 = !{!732}
!752 = !DILocation(line: 0, scope: !733, inlinedAt: !753)
!753 = distinct !DILocation(line: 191, column: 27, scope: !712, inlinedAt: !720)
!754 = !DILocation(line: 0, scope: !712, inlinedAt: !720)
!755 = !DILocation(line: 270, column: 13, scope: !733, inlinedAt: !753)
!756 = !DILocation(line: 562, column: 15, scope: !391)
!757 = !DILocation(line: 562, column: 9, scope: !391)
!758 = !DILocation(line: 564, column: 23, scope: !391)
!759 = !DILocation(line: 564, column: 87, scope: !391)
!760 = !DILocation(line: 0, scope: !412)
!761 = !DILocation(line: 563, column: 27, scope: !412)
!762 = !DILocation(line: 563, column: 36, scope: !391)
!763 = !DILocation(line: 566, column: 6, scope: !374)
!764 = distinct !DISubprogram(name: "client_table", linkageName: "_ZN7addrret12client_table17hdc0eed87bba8380cE", scope: !766, file: !765, line: 35, type: !767, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !770)
!765 = !DIFile(filename: "addrret.rs", directory: "/work/wt-rets/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "9181c47d66df6328e6e26ef06eb92d87")
!766 = !DINamespace(name: "addrret", scope: null)
!767 = !DISubroutineType(types: !768)
!768 = !{!769, !13}
!769 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!770 = !{!771, !772, !779, !801, !806, !822}
!771 = !DILocalVariable(name: "r", arg: 1, scope: !764, file: !765, line: 35, type: !13)
!772 = !DILocalVariable(name: "v", scope: !773, file: !765, line: 37, type: !774, align: 64)
!773 = distinct !DILexicalBlock(scope: !764, file: !765, line: 37, column: 5)
!774 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<usize, alloc::alloc::Global>", scope: !775, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !776, templateParams: !131, identifier: "28fede4759c6f64aa5f6382c7d546c1e")
!775 = !DINamespace(name: "vec", scope: !88)
!776 = !{!777, !778}
!777 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !774, file: !9, baseType: !94, size: 128, align: 64, flags: DIFlagPrivate)
!778 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !774, file: !9, baseType: !121, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!779 = !DILocalVariable(name: "f", scope: !780, file: !765, line: 38, type: !781, align: 64)
!780 = distinct !DILexicalBlock(scope: !764, file: !765, line: 38, column: 9)
!781 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut addrret::Keeper) -> alloc::vec::Vec<usize, alloc::alloc::Global>", baseType: !782, size: 64, align: 64, dwarfAddressSpace: 0)
!782 = !DISubroutineType(types: !783)
!783 = !{!774, !784}
!784 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut addrret::Keeper", baseType: !785, size: 64, align: 64, dwarfAddressSpace: 0)
!785 = !DICompositeType(tag: DW_TAG_structure_type, name: "Keeper", scope: !766, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !786, templateParams: !114, identifier: "4aba31ba036643b630ca1a06f0c73947")
!786 = !{!787}
!787 = !DIDerivedType(tag: DW_TAG_member, name: "boxes", scope: !785, file: !9, baseType: !788, size: 192, align: 64, flags: DIFlagPrivate)
!788 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", scope: !775, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !789, templateParams: !799, identifier: "221359a41e1b2ffc1d46082bdd32870a")
!789 = !{!790, !800}
!790 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !788, file: !9, baseType: !791, size: 128, align: 64, flags: DIFlagPrivate)
!791 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !792, templateParams: !799, identifier: "8868a913dbcff75899a0acad1b2c9c5a")
!792 = !{!793, !794}
!793 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !791, file: !9, baseType: !97, size: 128, align: 64, flags: DIFlagPrivate)
!794 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !791, file: !9, baseType: !795, align: 8, offset: 128, flags: DIFlagPrivate)
!795 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !796, identifier: "78a75b6b3139632496268713d1169595")
!796 = !{!797}
!797 = !DITemplateTypeParameter(name: "T", type: !798)
!798 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !769, size: 64, align: 64, dwarfAddressSpace: 0)
!799 = !{!797, !126}
!800 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !788, file: !9, baseType: !121, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!801 = !DILocalVariable(name: "t", scope: !802, file: !765, line: 41, type: !803, align: 64)
!802 = distinct !DILexicalBlock(scope: !773, file: !765, line: 41, column: 5)
!803 = !DICompositeType(tag: DW_TAG_structure_type, name: "Table", scope: !766, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !804, templateParams: !114, identifier: "e5cd839793108f3da9fee4d0ee9a0233")
!804 = !{!805}
!805 = !DIDerivedType(tag: DW_TAG_member, name: "addrs", scope: !803, file: !9, baseType: !774, size: 192, align: 64, flags: DIFlagPrivate)
!806 = !DILocalVariable(name: "iter", scope: !807, file: !765, line: 42, type: !808, align: 64)
!807 = distinct !DILexicalBlock(scope: !802, file: !765, line: 42, column: 5)
!808 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<usize>", scope: !809, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !811, templateParams: !129, identifier: "75970ce777e04b337e40a4a1032cc72e")
!809 = !DINamespace(name: "iter", scope: !810)
!810 = !DINamespace(name: "slice", scope: !12)
!811 = !{!812, !817, !818}
!812 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !808, file: !9, baseType: !813, size: 64, align: 64, flags: DIFlagPrivate)
!813 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<usize>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !814, templateParams: !129, identifier: "47c2c61e174ba9af68473834c19a2f38")
!814 = !{!815}
!815 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !813, file: !9, baseType: !816, size: 64, align: 64, flags: DIFlagPrivate)
!816 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const usize", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!817 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !808, file: !9, baseType: !816, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!818 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !808, file: !9, baseType: !819, align: 8, offset: 128, flags: DIFlagPrivate)
!819 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&usize>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !820, identifier: "c11008616ad4bc7b6a9fc00f52af00e3")
!820 = !{!821}
!821 = !DITemplateTypeParameter(name: "T", type: !623)
!822 = !DILocalVariable(name: "a", scope: !823, file: !765, line: 42, type: !121, align: 64)
!823 = distinct !DILexicalBlock(scope: !807, file: !765, line: 42, column: 5)
!824 = !DILocalVariable(name: "self", arg: 1, scope: !825, file: !826, line: 157, type: !841)
!825 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h96f918c071aa75f1E", scope: !827, file: !826, line: 157, type: !828, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !842)
!826 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!827 = !DINamespace(name: "{impl#171}", scope: !809)
!828 = !DISubroutineType(types: !829)
!829 = !{!830, !841}
!830 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&usize>", scope: !475, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !831, templateParams: !114, identifier: "1455a39da48ffb3d70dcb025fbfa83ec")
!831 = !{!832}
!832 = !DICompositeType(tag: DW_TAG_variant_part, scope: !830, file: !9, size: 64, align: 64, elements: !833, templateParams: !114, identifier: "32915e9d2cd1afdb71b566ee5ae0e87", discriminator: !840)
!833 = !{!834, !836}
!834 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !832, file: !9, baseType: !835, size: 64, align: 64, extraData: i64 0)
!835 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !830, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !114, templateParams: !820, identifier: "66e4c567ce44756bf34a0631a7eb27fd")
!836 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !832, file: !9, baseType: !837, size: 64, align: 64)
!837 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !830, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !838, templateParams: !820, identifier: "55509c21998104b477f536de3aaf387f")
!838 = !{!839}
!839 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !837, file: !9, baseType: !623, size: 64, align: 64, flags: DIFlagPublic)
!840 = !DIDerivedType(tag: DW_TAG_member, scope: !830, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!841 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<usize>", baseType: !808, size: 64, align: 64, dwarfAddressSpace: 0)
!842 = !{!824, !843, !845, !847}
!843 = !DILocalVariable(name: "ptr", scope: !844, file: !826, line: 161, type: !813, align: 64)
!844 = distinct !DILexicalBlock(scope: !825, file: !826, line: 161, column: 17)
!845 = !DILocalVariable(name: "end_or_len", scope: !846, file: !826, line: 162, type: !816, align: 64)
!846 = distinct !DILexicalBlock(scope: !844, file: !826, line: 162, column: 17)
!847 = !DILocalVariable(name: "len", scope: !848, file: !826, line: 167, type: !121, align: 64)
!848 = distinct !DILexicalBlock(scope: !846, file: !826, line: 167, column: 25)
!849 = !DILocation(line: 157, column: 21, scope: !825, inlinedAt: !850)
!850 = !DILocation(line: 42, column: 15, scope: !851)
!851 = !DILexicalBlockFile(scope: !807, file: !765, discriminator: 4)
!852 = !DILocation(line: 0, scope: !764)
!853 = !DILocation(line: 37, column: 9, scope: !773)
!854 = !DILocation(line: 41, column: 9, scope: !802)
!855 = !DILocalVariable(name: "count", scope: !856, file: !734, line: 651, type: !121, align: 64)
!856 = distinct !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hbd7d8a70fe9259ecE", scope: !813, file: !734, line: 651, type: !857, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, declaration: !859, retainedNodes: !860)
!857 = !DISubroutineType(types: !858)
!858 = !{!813, !813, !121}
!859 = !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hbd7d8a70fe9259ecE", scope: !813, file: !734, line: 651, type: !857, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !129)
!860 = !{!861, !855}
!861 = !DILocalVariable(name: "self", arg: 1, scope: !856, file: !734, line: 651, type: !813)
!862 = !DILocation(line: 0, scope: !856, inlinedAt: !863)
!863 = !DILocation(line: 185, column: 40, scope: !846, inlinedAt: !850)
!864 = !DILocation(line: 37, column: 9, scope: !764)
!865 = !DILocation(line: 38, column: 75, scope: !764)
!866 = !DILocation(line: 38, column: 55, scope: !764)
!867 = !DILocation(line: 0, scope: !780)
!868 = !DILocation(line: 39, column: 9, scope: !780)
!869 = !DILocation(line: 41, column: 9, scope: !773)
!870 = !DILocation(line: 41, column: 17, scope: !773)
!871 = !DILocalVariable(name: "self", arg: 1, scope: !872, file: !873, line: 3728, type: !882)
!872 = distinct !DISubprogram(name: "deref<usize, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h18530ef92506d430E", scope: !874, file: !873, line: 3728, type: !875, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, retainedNodes: !883)
!873 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!874 = !DINamespace(name: "{impl#9}", scope: !775)
!875 = !DISubroutineType(types: !876)
!876 = !{!877, !882}
!877 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[usize]", file: !9, size: 128, align: 64, elements: !878, templateParams: !114, identifier: "9c83b9649a3bd9b0a1be84cbcc9b17db")
!878 = !{!879, !881}
!879 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !877, file: !9, baseType: !880, size: 64, align: 64)
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!881 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !877, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!882 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<usize, alloc::alloc::Global>", baseType: !774, size: 64, align: 64, dwarfAddressSpace: 0)
!883 = !{!871}
!884 = !DILocation(line: 3728, column: 14, scope: !872, inlinedAt: !885)
!885 = !DILocation(line: 42, column: 15, scope: !802)
!886 = !DILocalVariable(name: "self", arg: 1, scope: !887, file: !873, line: 1798, type: !882)
!887 = distinct !DISubprogram(name: "as_slice<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h8440335a7d5309b2E", scope: !774, file: !873, line: 1798, type: !875, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !888, retainedNodes: !889)
!888 = !DISubprogram(name: "as_slice<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h8440335a7d5309b2E", scope: !774, file: !873, line: 1798, type: !875, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!889 = !{!886}
!890 = !DILocation(line: 1798, column: 27, scope: !887, inlinedAt: !891)
!891 = !DILocation(line: 3729, column: 14, scope: !872, inlinedAt: !885)
!892 = !DILocalVariable(name: "self", arg: 1, scope: !893, file: !873, line: 1913, type: !882)
!893 = distinct !DISubprogram(name: "as_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hee36620a89495b58E", scope: !774, file: !873, line: 1913, type: !894, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !896, retainedNodes: !897)
!894 = !DISubroutineType(types: !895)
!895 = !{!816, !882}
!896 = !DISubprogram(name: "as_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hee36620a89495b58E", scope: !774, file: !873, line: 1913, type: !894, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!897 = !{!892}
!898 = !DILocation(line: 1913, column: 25, scope: !893, inlinedAt: !899)
!899 = !DILocation(line: 1815, column: 76, scope: !887, inlinedAt: !891)
!900 = !DILocation(line: 612, column: 9, scope: !901, inlinedAt: !906)
!901 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17ha432da3f7978b19bE", scope: !97, file: !93, line: 611, type: !902, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !904)
!902 = !DISubroutineType(types: !903)
!903 = !{!813, !377}
!904 = !DISubprogram(name: "non_null<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17ha432da3f7978b19bE", scope: !97, file: !93, line: 611, type: !902, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !905)
!905 = !{!126, !130}
!906 = !DILocation(line: 607, column: 14, scope: !907, inlinedAt: !912)
!907 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hc6049913ecc984b6E", scope: !97, file: !93, line: 606, type: !908, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !911)
!908 = !DISubroutineType(types: !909)
!909 = !{!910, !377}
!910 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut usize", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!911 = !DISubprogram(name: "ptr<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hc6049913ecc984b6E", scope: !97, file: !93, line: 606, type: !908, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !905)
!912 = !DILocation(line: 295, column: 20, scope: !913, inlinedAt: !918)
!913 = distinct !DISubprogram(name: "ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17ha93d953016aa077aE", scope: !94, file: !93, line: 294, type: !914, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !917)
!914 = !DISubroutineType(types: !915)
!915 = !{!910, !916}
!916 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<usize, alloc::alloc::Global>", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!917 = !DISubprogram(name: "ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17ha93d953016aa077aE", scope: !94, file: !93, line: 294, type: !914, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!918 = !DILocation(line: 1916, column: 18, scope: !893, inlinedAt: !899)
!919 = !DILocation(line: 1815, column: 86, scope: !887, inlinedAt: !891)
!920 = !DILocalVariable(name: "len", scope: !921, file: !922, line: 97, type: !121, align: 64)
!921 = distinct !DILexicalBlock(scope: !923, file: !922, line: 97, column: 9)
!922 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!923 = distinct !DISubprogram(name: "new<usize>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h79df231b5913f5f8E", scope: !808, file: !922, line: 96, type: !924, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, declaration: !926, retainedNodes: !927)
!924 = !DISubroutineType(types: !925)
!925 = !{!808, !877}
!926 = !DISubprogram(name: "new<usize>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h79df231b5913f5f8E", scope: !808, file: !922, line: 96, type: !924, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !129)
!927 = !{!928, !920, !933, !935}
!928 = !DILocalVariable(name: "slice", arg: 1, scope: !923, file: !922, line: 96, type: !929)
!929 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [usize]", file: !9, size: 128, align: 64, elements: !930, templateParams: !114, identifier: "b212e31ce0a8b243e2e81b54c36b83d9")
!930 = !{!931, !932}
!931 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !929, file: !9, baseType: !880, size: 64, align: 64)
!932 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !929, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!933 = !DILocalVariable(name: "ptr", scope: !934, file: !922, line: 98, type: !813, align: 64)
!934 = distinct !DILexicalBlock(scope: !921, file: !922, line: 98, column: 9)
!935 = !DILocalVariable(name: "end_or_len", scope: !936, file: !922, line: 101, type: !816, align: 64)
!936 = distinct !DILexicalBlock(scope: !934, file: !922, line: 101, column: 13)
!937 = !DILocation(line: 0, scope: !921, inlinedAt: !938)
!938 = !DILocation(line: 1041, column: 9, scope: !939, inlinedAt: !944)
!939 = distinct !DISubprogram(name: "iter<usize>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h13d109dd142730c3E", scope: !941, file: !940, line: 1040, type: !924, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !942)
!940 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!941 = !DINamespace(name: "{impl#0}", scope: !810)
!942 = !{!943}
!943 = !DILocalVariable(name: "self", arg: 1, scope: !939, file: !940, line: 1040, type: !929)
!944 = !DILocation(line: 42, column: 17, scope: !802)
!945 = !DILocalVariable(name: "count", arg: 2, scope: !946, file: !947, line: 927, type: !121)
!946 = distinct !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h769fde8b3f94d01bE", scope: !948, file: !947, line: 927, type: !950, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !952)
!947 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!948 = !DINamespace(name: "{impl#0}", scope: !949)
!949 = !DINamespace(name: "mut_ptr", scope: !11)
!950 = !DISubroutineType(types: !951)
!951 = !{!910, !910, !121, !556}
!952 = !{!953, !945}
!953 = !DILocalVariable(name: "self", arg: 1, scope: !946, file: !947, line: 927, type: !910)
!954 = !DILocation(line: 0, scope: !946, inlinedAt: !955)
!955 = !DILocation(line: 102, column: 78, scope: !934, inlinedAt: !938)
!956 = !DILocation(line: 0, scope: !939, inlinedAt: !944)
!957 = !DILocation(line: 0, scope: !923, inlinedAt: !938)
!958 = !DILocation(line: 0, scope: !934, inlinedAt: !938)
!959 = !DILocation(line: 961, column: 18, scope: !946, inlinedAt: !955)
!960 = !DILocation(line: 0, scope: !807)
!961 = !DILocation(line: 0, scope: !844, inlinedAt: !850)
!962 = !DILocation(line: 0, scope: !846, inlinedAt: !850)
!963 = !DILocalVariable(name: "self", arg: 1, scope: !964, file: !734, line: 1719, type: !968)
!964 = distinct !DISubprogram(name: "eq<usize>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h2077bdfe8852ff78E", scope: !965, file: !734, line: 1719, type: !966, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !969)
!965 = !DINamespace(name: "{impl#16}", scope: !105)
!966 = !DISubroutineType(types: !967)
!967 = !{!491, !968, !968}
!968 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<usize>", baseType: !813, size: 64, align: 64, dwarfAddressSpace: 0)
!969 = !{!963, !970}
!970 = !DILocalVariable(name: "other", arg: 2, scope: !964, file: !734, line: 1719, type: !968)
!971 = !DILocation(line: 1719, column: 11, scope: !964, inlinedAt: !972)
!972 = !DILocation(line: 180, column: 28, scope: !846, inlinedAt: !850)
!973 = !DILocation(line: 1719, column: 18, scope: !964, inlinedAt: !972)
!974 = !DILocation(line: 1720, column: 9, scope: !964, inlinedAt: !972)
!975 = !DILocation(line: 45, column: 5, scope: !802)
!976 = !DILocalVariable(arg: 1, scope: !977, file: !978, line: 805, type: !981)
!977 = distinct !DISubprogram(name: "drop_in_place<addrret::Table>", linkageName: "_ZN4core3ptr35drop_in_place$LT$addrret..Table$GT$17hd11f7c48160b2fb1E", scope: !11, file: !978, line: 805, type: !979, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !983, retainedNodes: !982)
!978 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!979 = !DISubroutineType(types: !980)
!980 = !{null, !981}
!981 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut addrret::Table", baseType: !803, size: 64, align: 64, dwarfAddressSpace: 0)
!982 = !{!976}
!983 = !{!984}
!984 = !DITemplateTypeParameter(name: "T", type: !803)
!985 = !DILocation(line: 0, scope: !977, inlinedAt: !986)
!986 = distinct !DILocation(line: 46, column: 1, scope: !773)
!987 = !DILocalVariable(arg: 1, scope: !988, file: !978, line: 805, type: !991)
!988 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<usize, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hf56ad9ab50cce9f7E", scope: !11, file: !978, line: 805, type: !989, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !993, retainedNodes: !992)
!989 = !DISubroutineType(types: !990)
!990 = !{null, !991}
!991 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<usize, alloc::alloc::Global>", baseType: !774, size: 64, align: 64, dwarfAddressSpace: 0)
!992 = !{!987}
!993 = !{!994}
!994 = !DITemplateTypeParameter(name: "T", type: !774)
!995 = !DILocation(line: 0, scope: !988, inlinedAt: !996)
!996 = distinct !DILocation(line: 805, column: 1, scope: !977, inlinedAt: !986)
!997 = !DILocalVariable(arg: 1, scope: !998, file: !978, line: 805, type: !1001)
!998 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<usize, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr56drop_in_place$LT$alloc..raw_vec..RawVec$LT$usize$GT$$GT$17h3b19253191c17ba7E", scope: !11, file: !978, line: 805, type: !999, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1003, retainedNodes: !1002)
!999 = !DISubroutineType(types: !1000)
!1000 = !{null, !1001}
!1001 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<usize, alloc::alloc::Global>", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!1002 = !{!997}
!1003 = !{!1004}
!1004 = !DITemplateTypeParameter(name: "T", type: !94)
!1005 = !DILocation(line: 0, scope: !998, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 805, column: 1, scope: !988, inlinedAt: !996)
!1007 = !DILocalVariable(name: "self", arg: 1, scope: !1008, file: !93, line: 421, type: !134)
!1008 = distinct !DISubprogram(name: "drop<usize, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h24a187ba4c5d1af8E", scope: !1009, file: !93, line: 421, type: !132, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, retainedNodes: !1010)
!1009 = !DINamespace(name: "{impl#3}", scope: !87)
!1010 = !{!1007}
!1011 = !DILocation(line: 0, scope: !1008, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !1006)
!1013 = !DILocalVariable(name: "self", arg: 1, scope: !1014, file: !93, line: 870, type: !143)
!1014 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hc20efcdb9e5d35e3E", scope: !97, file: !93, line: 870, type: !141, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !1015, retainedNodes: !1016)
!1015 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hc20efcdb9e5d35e3E", scope: !97, file: !93, line: 870, type: !141, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!1016 = !{!1013, !1017, !1018, !1020}
!1017 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1014, file: !93, line: 870, type: !144)
!1018 = !DILocalVariable(name: "ptr", scope: !1019, file: !93, line: 872, type: !104, align: 64)
!1019 = distinct !DILexicalBlock(scope: !1014, file: !93, line: 872, column: 82)
!1020 = !DILocalVariable(name: "layout", scope: !1019, file: !93, line: 872, type: !144, align: 64)
!1021 = !DILocation(line: 0, scope: !1014, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 423, column: 29, scope: !1008, inlinedAt: !1012)
!1023 = !DILocation(line: 0, scope: !523, inlinedAt: !1024)
!1024 = distinct !DILocation(line: 872, column: 52, scope: !1019, inlinedAt: !1022)
!1025 = !DILocation(line: 0, scope: !553, inlinedAt: !1026)
!1026 = distinct !DILocation(line: 640, column: 53, scope: !523, inlinedAt: !1024)
!1027 = !DILocation(line: 632, column: 39, scope: !523, inlinedAt: !1024)
!1028 = !DILocation(line: 1025, column: 19, scope: !1029, inlinedAt: !1042)
!1029 = distinct !DISubprogram(name: "push_mut<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E", scope: !774, file: !873, line: 1023, type: !1030, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !1034, retainedNodes: !1035)
!1030 = !DISubroutineType(types: !1031)
!1031 = !{!1032, !1033, !121}
!1032 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut usize", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!1033 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<usize, alloc::alloc::Global>", baseType: !774, size: 64, align: 64, dwarfAddressSpace: 0)
!1034 = !DISubprogram(name: "push_mut<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E", scope: !774, file: !873, line: 1023, type: !1030, scopeLine: 1023, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!1035 = !{!1036, !1037, !1038, !1040}
!1036 = !DILocalVariable(name: "self", arg: 1, scope: !1029, file: !873, line: 1023, type: !1033)
!1037 = !DILocalVariable(name: "value", arg: 2, scope: !1029, file: !873, line: 1023, type: !121)
!1038 = !DILocalVariable(name: "len", scope: !1039, file: !873, line: 1025, type: !121, align: 64)
!1039 = distinct !DILexicalBlock(scope: !1029, file: !873, line: 1025, column: 9)
!1040 = !DILocalVariable(name: "end", scope: !1041, file: !873, line: 1032, type: !910, align: 64)
!1041 = distinct !DILexicalBlock(scope: !1039, file: !873, line: 1032, column: 13)
!1042 = distinct !DILocation(line: 992, column: 22, scope: !1043, inlinedAt: !1050)
!1043 = distinct !DISubprogram(name: "push<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h39c5ae3c843c530fE", scope: !774, file: !873, line: 991, type: !1044, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !1046, retainedNodes: !1047)
!1044 = !DISubroutineType(types: !1045)
!1045 = !{null, !1033, !121}
!1046 = !DISubprogram(name: "push<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h39c5ae3c843c530fE", scope: !774, file: !873, line: 991, type: !1044, scopeLine: 991, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!1047 = !{!1048, !1049}
!1048 = !DILocalVariable(name: "self", arg: 1, scope: !1043, file: !873, line: 991, type: !1033)
!1049 = !DILocalVariable(name: "value", arg: 2, scope: !1043, file: !873, line: 991, type: !121)
!1050 = !DILocation(line: 43, column: 17, scope: !823)
!1051 = !DILocation(line: 659, column: 28, scope: !856, inlinedAt: !863)
!1052 = !DILocation(line: 42, column: 10, scope: !807)
!1053 = !DILocation(line: 0, scope: !823)
!1054 = !DILocation(line: 0, scope: !1043, inlinedAt: !1050)
!1055 = !{!1056}
!1056 = distinct !{!1056, !1057, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E: %self"}
!1057 = distinct !{!1057, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h9932787907bfdf50E"}
!1058 = !DILocation(line: 992, column: 22, scope: !1043, inlinedAt: !1050)
!1059 = !DILocation(line: 0, scope: !1029, inlinedAt: !1042)
!1060 = !DILocalVariable(name: "self", arg: 1, scope: !1061, file: !873, line: 1997, type: !1033)
!1061 = distinct !DISubprogram(name: "as_mut_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hd2f8e864b875712cE", scope: !774, file: !873, line: 1997, type: !1062, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !1064, retainedNodes: !1065)
!1062 = !DISubroutineType(types: !1063)
!1063 = !{!910, !1033}
!1064 = !DISubprogram(name: "as_mut_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$10as_mut_ptr17hd2f8e864b875712cE", scope: !774, file: !873, line: 1997, type: !1062, scopeLine: 1997, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!1065 = !{!1060}
!1066 = !DILocation(line: 0, scope: !1061, inlinedAt: !1067)
!1067 = distinct !DILocation(line: 1032, column: 28, scope: !1039, inlinedAt: !1042)
!1068 = !DILocalVariable(name: "elem_size", scope: !1069, file: !93, line: 616, type: !121, align: 64)
!1069 = distinct !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h8f8d4ee7b3a73cb6E", scope: !97, file: !93, line: 616, type: !1070, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !1072, retainedNodes: !1073)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!121, !377, !121}
!1072 = !DISubprogram(name: "capacity<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8capacity17h8f8d4ee7b3a73cb6E", scope: !97, file: !93, line: 616, type: !1070, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!1073 = !{!1074, !1068}
!1074 = !DILocalVariable(name: "self", arg: 1, scope: !1069, file: !93, line: 616, type: !377)
!1075 = !DILocation(line: 0, scope: !1069, inlinedAt: !1076)
!1076 = distinct !DILocation(line: 308, column: 20, scope: !1077, inlinedAt: !1083)
!1077 = distinct !DISubprogram(name: "capacity<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17hab308e0b07da3b05E", scope: !94, file: !93, line: 307, type: !1078, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !1080, retainedNodes: !1081)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{!121, !916}
!1080 = !DISubprogram(name: "capacity<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8capacity17hab308e0b07da3b05E", scope: !94, file: !93, line: 307, type: !1078, scopeLine: 307, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!1081 = !{!1082}
!1082 = !DILocalVariable(name: "self", arg: 1, scope: !1077, file: !93, line: 307, type: !916)
!1083 = distinct !DILocation(line: 1028, column: 28, scope: !1039, inlinedAt: !1042)
!1084 = !DILocation(line: 0, scope: !1039, inlinedAt: !1042)
!1085 = !DILocalVariable(name: "count", arg: 2, scope: !1086, file: !947, line: 927, type: !121)
!1086 = distinct !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h769fde8b3f94d01bE", scope: !948, file: !947, line: 927, type: !950, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !1087)
!1087 = !{!1088, !1085}
!1088 = !DILocalVariable(name: "self", arg: 1, scope: !1086, file: !947, line: 927, type: !910)
!1089 = !DILocation(line: 0, scope: !1086, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 1032, column: 41, scope: !1039, inlinedAt: !1042)
!1091 = !DILocation(line: 307, column: 34, scope: !1077, inlinedAt: !1083)
!1092 = !DILocation(line: 617, column: 49, scope: !1069, inlinedAt: !1076)
!1093 = !DILocation(line: 1028, column: 12, scope: !1039, inlinedAt: !1042)
!1094 = !DILocation(line: 1029, column: 22, scope: !1039, inlinedAt: !1042)
!1095 = !DILocation(line: 612, column: 9, scope: !1096, inlinedAt: !1097)
!1096 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17ha432da3f7978b19bE", scope: !97, file: !93, line: 611, type: !902, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !904)
!1097 = distinct !DILocation(line: 607, column: 14, scope: !1098, inlinedAt: !1099)
!1098 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hc6049913ecc984b6E", scope: !97, file: !93, line: 606, type: !908, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !911)
!1099 = distinct !DILocation(line: 295, column: 20, scope: !1100, inlinedAt: !1101)
!1100 = distinct !DISubprogram(name: "ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17ha93d953016aa077aE", scope: !94, file: !93, line: 294, type: !914, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !917)
!1101 = distinct !DILocation(line: 2000, column: 18, scope: !1061, inlinedAt: !1067)
!1102 = !DILocation(line: 1028, column: 9, scope: !1039, inlinedAt: !1042)
!1103 = !DILocation(line: 961, column: 18, scope: !1086, inlinedAt: !1090)
!1104 = !DILocation(line: 0, scope: !1041, inlinedAt: !1042)
!1105 = !DILocalVariable(name: "dst", arg: 1, scope: !1106, file: !978, line: 1894, type: !910)
!1106 = distinct !DISubprogram(name: "write<usize>", linkageName: "_ZN4core3ptr5write17h952eaae26df3d5aeE", scope: !11, file: !978, line: 1894, type: !1107, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !1109)
!1107 = !DISubroutineType(types: !1108)
!1108 = !{null, !910, !121, !556}
!1109 = !{!1105, !1110}
!1110 = !DILocalVariable(name: "src", arg: 2, scope: !1106, file: !978, line: 1894, type: !121)
!1111 = !DILocation(line: 0, scope: !1106, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 1033, column: 13, scope: !1041, inlinedAt: !1042)
!1113 = !DILocation(line: 1917, column: 41, scope: !1106, inlinedAt: !1112)
!1114 = !DILocation(line: 1034, column: 13, scope: !1041, inlinedAt: !1042)
!1115 = !DILocation(line: 46, column: 1, scope: !773)
!1116 = !DILocation(line: 1232, column: 17, scope: !553, inlinedAt: !1026)
!1117 = !DILocation(line: 0, scope: !1019, inlinedAt: !1022)
!1118 = !DILocalVariable(name: "self", arg: 1, scope: !1119, file: !589, line: 440, type: !593)
!1119 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !590, file: !589, line: 440, type: !1120, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1122)
!1120 = !DISubroutineType(types: !1121)
!1121 = !{null, !593, !104, !144}
!1122 = !{!1118, !1123, !1124}
!1123 = !DILocalVariable(name: "ptr", arg: 2, scope: !1119, file: !589, line: 440, type: !104)
!1124 = !DILocalVariable(name: "layout", arg: 3, scope: !1119, file: !589, line: 440, type: !144)
!1125 = !DILocation(line: 0, scope: !1119, inlinedAt: !1126)
!1126 = distinct !DILocation(line: 874, column: 28, scope: !1019, inlinedAt: !1022)
!1127 = !DILocalVariable(name: "self", arg: 1, scope: !1128, file: !589, line: 323, type: !593)
!1128 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !123, file: !589, line: 323, type: !1120, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !1129, retainedNodes: !1130)
!1129 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !123, file: !589, line: 323, type: !1120, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!1130 = !{!1127, !1131, !1132}
!1131 = !DILocalVariable(name: "ptr", arg: 2, scope: !1128, file: !589, line: 323, type: !104)
!1132 = !DILocalVariable(name: "layout", arg: 3, scope: !1128, file: !589, line: 323, type: !144)
!1133 = !DILocation(line: 0, scope: !1128, inlinedAt: !1134)
!1134 = distinct !DILocation(line: 442, column: 23, scope: !1119, inlinedAt: !1126)
!1135 = !DILocalVariable(name: "ptr", arg: 1, scope: !1136, file: !589, line: 199, type: !104)
!1136 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !123, file: !589, line: 199, type: !1137, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !1139, retainedNodes: !1140)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{null, !104, !144}
!1139 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !123, file: !589, line: 199, type: !1137, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!1140 = !{!1135, !1141}
!1141 = !DILocalVariable(name: "layout", arg: 2, scope: !1136, file: !589, line: 199, type: !144)
!1142 = !DILocation(line: 0, scope: !1136, inlinedAt: !1143)
!1143 = distinct !DILocation(line: 324, column: 9, scope: !1128, inlinedAt: !1134)
!1144 = !DILocalVariable(name: "layout", arg: 2, scope: !1145, file: !589, line: 114, type: !144)
!1145 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !124, file: !589, line: 114, type: !1146, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1148)
!1146 = !DISubroutineType(types: !1147)
!1147 = !{null, !628, !144}
!1148 = !{!1149, !1144}
!1149 = !DILocalVariable(name: "ptr", arg: 1, scope: !1145, file: !589, line: 114, type: !628)
!1150 = !DILocation(line: 0, scope: !1145, inlinedAt: !1151)
!1151 = distinct !DILocation(line: 209, column: 22, scope: !1136, inlinedAt: !1143)
!1152 = !DILocation(line: 115, column: 14, scope: !1145, inlinedAt: !1151)
!1153 = !DILocation(line: 200, column: 9, scope: !1136, inlinedAt: !1143)
!1154 = !DILocation(line: 46, column: 1, scope: !764)
!1155 = !DILocation(line: 0, scope: !988, inlinedAt: !1156)
!1156 = distinct !DILocation(line: 46, column: 1, scope: !764)
!1157 = !DILocation(line: 0, scope: !998, inlinedAt: !1158)
!1158 = distinct !DILocation(line: 805, column: 1, scope: !988, inlinedAt: !1156)
!1159 = !DILocation(line: 0, scope: !1008, inlinedAt: !1160)
!1160 = distinct !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !1158)
!1161 = !DILocation(line: 0, scope: !1014, inlinedAt: !1162)
!1162 = distinct !DILocation(line: 423, column: 29, scope: !1008, inlinedAt: !1160)
!1163 = !DILocation(line: 0, scope: !523, inlinedAt: !1164)
!1164 = distinct !DILocation(line: 872, column: 52, scope: !1019, inlinedAt: !1162)
!1165 = !DILocation(line: 0, scope: !553, inlinedAt: !1166)
!1166 = distinct !DILocation(line: 640, column: 53, scope: !523, inlinedAt: !1164)
!1167 = !DILocation(line: 632, column: 39, scope: !523, inlinedAt: !1164)
!1168 = !DILocation(line: 1232, column: 17, scope: !553, inlinedAt: !1166)
!1169 = !DILocation(line: 0, scope: !1019, inlinedAt: !1162)
!1170 = !DILocation(line: 0, scope: !1119, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 874, column: 28, scope: !1019, inlinedAt: !1162)
!1172 = !DILocation(line: 0, scope: !1128, inlinedAt: !1173)
!1173 = distinct !DILocation(line: 442, column: 23, scope: !1119, inlinedAt: !1171)
!1174 = !DILocation(line: 0, scope: !1136, inlinedAt: !1175)
!1175 = distinct !DILocation(line: 324, column: 9, scope: !1128, inlinedAt: !1173)
!1176 = !DILocation(line: 0, scope: !1145, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 209, column: 22, scope: !1136, inlinedAt: !1175)
!1178 = !DILocation(line: 115, column: 14, scope: !1145, inlinedAt: !1177)
!1179 = !DILocation(line: 200, column: 9, scope: !1136, inlinedAt: !1175)
!1180 = !DILocation(line: 46, column: 2, scope: !764)
!1181 = distinct !DISubprogram(name: "keeper_addrs", linkageName: "_ZN7addrret12keeper_addrs17h5758249a97555a38E", scope: !766, file: !765, line: 11, type: !1182, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1185)
!1182 = !DISubroutineType(types: !1183)
!1183 = !{!774, !1184}
!1184 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrret::Keeper", baseType: !785, size: 64, align: 64, dwarfAddressSpace: 0)
!1185 = !{!1186}
!1186 = !DILocalVariable(name: "this", arg: 1, scope: !1181, file: !765, line: 11, type: !1184)
!1187 = !DILocation(line: 0, scope: !1181)
!1188 = !DILocalVariable(name: "self", arg: 1, scope: !1189, file: !873, line: 3728, type: !1197)
!1189 = distinct !DISubprogram(name: "deref<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hfd9751819e9104fcE", scope: !874, file: !873, line: 3728, type: !1190, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !799, retainedNodes: !1198)
!1190 = !DISubroutineType(types: !1191)
!1191 = !{!1192, !1197}
!1192 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[alloc::boxed::Box<f64, alloc::alloc::Global>]", file: !9, size: 128, align: 64, elements: !1193, templateParams: !114, identifier: "5acac03c05d7a6f8a36d601fe33e187c")
!1193 = !{!1194, !1196}
!1194 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1192, file: !9, baseType: !1195, size: 64, align: 64)
!1195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !798, size: 64, align: 64, dwarfAddressSpace: 0)
!1196 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1192, file: !9, baseType: !121, size: 64, align: 64, offset: 64)
!1197 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !788, size: 64, align: 64, dwarfAddressSpace: 0)
!1198 = !{!1188}
!1199 = !DILocation(line: 3728, column: 14, scope: !1189, inlinedAt: !1200)
!1200 = !DILocation(line: 12, column: 5, scope: !1181)
!1201 = !DILocalVariable(name: "self", arg: 1, scope: !1202, file: !873, line: 1798, type: !1197)
!1202 = distinct !DISubprogram(name: "as_slice<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h1557cc75495c1e5fE", scope: !788, file: !873, line: 1798, type: !1190, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !799, declaration: !1203, retainedNodes: !1204)
!1203 = !DISubprogram(name: "as_slice<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h1557cc75495c1e5fE", scope: !788, file: !873, line: 1798, type: !1190, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !799)
!1204 = !{!1201}
!1205 = !DILocation(line: 1798, column: 27, scope: !1202, inlinedAt: !1206)
!1206 = !DILocation(line: 3729, column: 14, scope: !1189, inlinedAt: !1200)
!1207 = !DILocalVariable(name: "self", arg: 1, scope: !1208, file: !873, line: 1913, type: !1197)
!1208 = distinct !DISubprogram(name: "as_ptr<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h3c3633779affaa16E", scope: !788, file: !873, line: 1913, type: !1209, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !799, declaration: !1212, retainedNodes: !1213)
!1209 = !DISubroutineType(types: !1210)
!1210 = !{!1211, !1197}
!1211 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !798, size: 64, align: 64, dwarfAddressSpace: 0)
!1212 = !DISubprogram(name: "as_ptr<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h3c3633779affaa16E", scope: !788, file: !873, line: 1913, type: !1209, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !799)
!1213 = !{!1207}
!1214 = !DILocation(line: 1913, column: 25, scope: !1208, inlinedAt: !1215)
!1215 = !DILocation(line: 1815, column: 76, scope: !1202, inlinedAt: !1206)
!1216 = !DILocation(line: 612, column: 9, scope: !1217, inlinedAt: !1225)
!1217 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h84a281b272a79c84E", scope: !97, file: !93, line: 611, type: !1218, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1224, declaration: !1223)
!1218 = !DISubroutineType(types: !1219)
!1219 = !{!1220, !377}
!1220 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1221, templateParams: !796, identifier: "559c5f08807a72319dce8c15f7a8957e")
!1221 = !{!1222}
!1222 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1220, file: !9, baseType: !1211, size: 64, align: 64, flags: DIFlagPrivate)
!1223 = !DISubprogram(name: "non_null<alloc::alloc::Global, alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h84a281b272a79c84E", scope: !97, file: !93, line: 611, type: !1218, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1224)
!1224 = !{!126, !797}
!1225 = !DILocation(line: 607, column: 14, scope: !1226, inlinedAt: !1231)
!1226 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h8545104dd962f87dE", scope: !97, file: !93, line: 606, type: !1227, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1224, declaration: !1230)
!1227 = !DISubroutineType(types: !1228)
!1228 = !{!1229, !377}
!1229 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !798, size: 64, align: 64, dwarfAddressSpace: 0)
!1230 = !DISubprogram(name: "ptr<alloc::alloc::Global, alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h8545104dd962f87dE", scope: !97, file: !93, line: 606, type: !1227, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1224)
!1231 = !DILocation(line: 295, column: 20, scope: !1232, inlinedAt: !1237)
!1232 = distinct !DISubprogram(name: "ptr<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h9a3020c424572b78E", scope: !791, file: !93, line: 294, type: !1233, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !799, declaration: !1236)
!1233 = !DISubroutineType(types: !1234)
!1234 = !{!1229, !1235}
!1235 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !791, size: 64, align: 64, dwarfAddressSpace: 0)
!1236 = !DISubprogram(name: "ptr<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h9a3020c424572b78E", scope: !791, file: !93, line: 294, type: !1233, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !799)
!1237 = !DILocation(line: 1916, column: 18, scope: !1208, inlinedAt: !1215)
!1238 = !DILocation(line: 1815, column: 86, scope: !1202, inlinedAt: !1206)
!1239 = !DILocalVariable(name: "self", arg: 1, scope: !1240, file: !1241, line: 2051, type: !1248)
!1240 = distinct !DISubprogram(name: "collect<core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>, alloc::vec::Vec<usize, alloc::alloc::Global>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator7collect17h7f7b8dd74390f16fE", scope: !1242, file: !1241, line: 2051, type: !1246, scopeLine: 2051, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1358, retainedNodes: !1268)
!1241 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!1242 = !DINamespace(name: "Iterator", scope: !1243)
!1243 = !DINamespace(name: "iterator", scope: !1244)
!1244 = !DINamespace(name: "traits", scope: !1245)
!1245 = !DINamespace(name: "iter", scope: !12)
!1246 = !DISubroutineType(types: !1247)
!1247 = !{!774, !1248}
!1248 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>", scope: !1249, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1251, templateParams: !1265, identifier: "dd96cd76db279422fc8f328940933126")
!1249 = !DINamespace(name: "map", scope: !1250)
!1250 = !DINamespace(name: "adapters", scope: !1245)
!1251 = !{!1252, !1262}
!1252 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !1248, file: !9, baseType: !1253, size: 128, align: 64, flags: DIFlagProtected)
!1253 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !809, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1254, templateParams: !796, identifier: "558677c5bc6757f925d64ef7f2cff899")
!1254 = !{!1255, !1256, !1257}
!1255 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1253, file: !9, baseType: !1220, size: 64, align: 64, flags: DIFlagPrivate)
!1256 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !1253, file: !9, baseType: !1211, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1257 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1253, file: !9, baseType: !1258, align: 8, offset: 128, flags: DIFlagPrivate)
!1258 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !1259, identifier: "c2fab1f66b4156149be20948812f6e99")
!1259 = !{!1260}
!1260 = !DITemplateTypeParameter(name: "T", type: !1261)
!1261 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !798, size: 64, align: 64, dwarfAddressSpace: 0)
!1262 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1248, file: !9, baseType: !1263, align: 8, offset: 128, flags: DIFlagPrivate)
!1263 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1264, file: !9, align: 8, elements: !114, identifier: "af4ffd7f396886c93a06819be6413682")
!1264 = !DINamespace(name: "keeper_addrs", scope: !766)
!1265 = !{!1266, !1267}
!1266 = !DITemplateTypeParameter(name: "I", type: !1253)
!1267 = !DITemplateTypeParameter(name: "F", type: !1263)
!1268 = !{!1239, !1269, !1269, !1275, !1283}
!1269 = !DILocalVariable(name: "hint", scope: !1270, file: !1241, line: 2060, type: !1271, align: 64)
!1270 = distinct !DILexicalBlock(scope: !1240, file: !1241, line: 2060, column: 13)
!1271 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, core::option::Option<usize>)", file: !9, size: 192, align: 64, elements: !1272, templateParams: !114, identifier: "50ba810bbf8cd1f32313d326053c8aa")
!1272 = !{!1273, !1274}
!1273 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1271, file: !9, baseType: !121, size: 64, align: 64)
!1274 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1271, file: !9, baseType: !474, size: 128, align: 64, offset: 64)
!1275 = !DILocalVariable(name: "args", scope: !1276, file: !1241, line: 2061, type: !1279, align: 64)
!1276 = !DILexicalBlockFile(scope: !1277, file: !1241, discriminator: 0)
!1277 = distinct !DILexicalBlock(scope: !1270, file: !1278, line: 62, column: 38)
!1278 = !DIFile(filename: "library/core/src/panic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5ea139883c81a8074ac3b0ff123e16cc")
!1279 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&(usize, core::option::Option<usize>))", file: !9, size: 64, align: 64, elements: !1280, templateParams: !114, identifier: "c5028f3cc517908b2fb42933fcd3fce")
!1280 = !{!1281}
!1281 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1279, file: !9, baseType: !1282, size: 64, align: 64)
!1282 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&(usize, core::option::Option<usize>)", baseType: !1271, size: 64, align: 64, dwarfAddressSpace: 0)
!1283 = !DILocalVariable(name: "args", scope: !1284, file: !1241, line: 2061, type: !1286, align: 64)
!1284 = !DILexicalBlockFile(scope: !1285, file: !1241, discriminator: 0)
!1285 = distinct !DILexicalBlock(scope: !1277, file: !1278, line: 62, column: 38)
!1286 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1287, size: 128, align: 64, elements: !1356)
!1287 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !1288, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1290, templateParams: !114, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!1288 = !DINamespace(name: "rt", scope: !1289)
!1289 = !DINamespace(name: "fmt", scope: !12)
!1290 = !{!1291}
!1291 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !1287, file: !9, baseType: !1292, size: 128, align: 64, flags: DIFlagPrivate)
!1292 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !1288, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1293, templateParams: !114, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!1293 = !{!1294}
!1294 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1292, file: !9, size: 128, align: 64, elements: !1295, templateParams: !114, identifier: "fbd384083752b747f8b252853b979154", discriminator: !1355)
!1295 = !{!1296, !1351}
!1296 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !1294, file: !9, baseType: !1297, size: 128, align: 64)
!1297 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !1292, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1298, templateParams: !114, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!1298 = !{!1299, !1305, !1346}
!1299 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !1297, file: !9, baseType: !1300, size: 64, align: 64, flags: DIFlagPrivate)
!1300 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !105, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1301, templateParams: !1304, identifier: "f4e496144210c619b96aa08326287b92")
!1301 = !{!1302}
!1302 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1300, file: !9, baseType: !1303, size: 64, align: 64, flags: DIFlagPrivate)
!1303 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !173, size: 64, align: 64, dwarfAddressSpace: 0)
!1304 = !{!197}
!1305 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !1297, file: !9, baseType: !1306, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1306 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !1307, size: 64, align: 64, dwarfAddressSpace: 0)
!1307 = !DISubroutineType(types: !1308)
!1308 = !{!1309, !1300, !1325}
!1309 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !188, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1310, templateParams: !114, identifier: "1c6752419820cdc3961061cc58b31873")
!1310 = !{!1311}
!1311 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1309, file: !9, size: 8, align: 8, elements: !1312, templateParams: !114, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !1324)
!1312 = !{!1313, !1320}
!1313 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1311, file: !9, baseType: !1314, size: 8, align: 8, extraData: i8 0)
!1314 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1309, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1315, templateParams: !1317, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!1315 = !{!1316}
!1316 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1314, file: !9, baseType: !173, align: 8, offset: 8, flags: DIFlagPublic)
!1317 = !{!197, !1318}
!1318 = !DITemplateTypeParameter(name: "E", type: !1319)
!1319 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !1289, file: !9, align: 8, flags: DIFlagPublic, elements: !114, identifier: "5a24300cdda31093f5fe20c939b4885")
!1320 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1311, file: !9, baseType: !1321, size: 8, align: 8, extraData: i8 1)
!1321 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1309, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !1322, templateParams: !1317, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!1322 = !{!1323}
!1323 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1321, file: !9, baseType: !1319, align: 8, offset: 8, flags: DIFlagPublic)
!1324 = !DIDerivedType(tag: DW_TAG_member, scope: !1309, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagArtificial)
!1325 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !1326, size: 64, align: 64, dwarfAddressSpace: 0)
!1326 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !1289, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1327, templateParams: !114, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!1327 = !{!1328, !1335}
!1328 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !1326, file: !9, baseType: !1329, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!1329 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !1289, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !1330, templateParams: !114, identifier: "ca2f5547247cd95c514a47d5800e09e")
!1330 = !{!1331, !1332, !1334}
!1331 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !1329, file: !9, baseType: !570, size: 32, align: 32, flags: DIFlagPrivate)
!1332 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !1329, file: !9, baseType: !1333, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!1333 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!1334 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !1329, file: !9, baseType: !1333, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!1335 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !1326, file: !9, baseType: !1336, size: 128, align: 64, flags: DIFlagPrivate)
!1336 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !1337, templateParams: !114, identifier: "effe97114690fc58a8e246cb04e37234")
!1337 = !{!1338, !1341}
!1338 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1336, file: !9, baseType: !1339, size: 64, align: 64)
!1339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1340, size: 64, align: 64, dwarfAddressSpace: 0)
!1340 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !114, identifier: "64328679825f9c73b507edbfd5b86b47")
!1341 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1336, file: !9, baseType: !1342, size: 64, align: 64, offset: 64)
!1342 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !1343, size: 64, align: 64, dwarfAddressSpace: 0)
!1343 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 384, align: 64, elements: !1344)
!1344 = !{!1345}
!1345 = !DISubrange(count: 6, lowerBound: 0)
!1346 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !1297, file: !9, baseType: !1347, align: 8, offset: 128, flags: DIFlagPrivate)
!1347 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !113, file: !9, align: 8, flags: DIFlagPublic, elements: !114, templateParams: !1348, identifier: "efa596960370766459fc018866dc4048")
!1348 = !{!1349}
!1349 = !DITemplateTypeParameter(name: "T", type: !1350)
!1350 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !173, size: 64, align: 64, dwarfAddressSpace: 0)
!1351 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !1294, file: !9, baseType: !1352, size: 128, align: 64, extraData: i64 0)
!1352 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !1292, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !1353, templateParams: !114, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!1353 = !{!1354}
!1354 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1352, file: !9, baseType: !1333, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!1355 = !DIDerivedType(tag: DW_TAG_member, scope: !1292, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1356 = !{!1357}
!1357 = !DISubrange(count: 1, lowerBound: 0)
!1358 = !{!1359, !1360}
!1359 = !DITemplateTypeParameter(name: "Self", type: !1248)
!1360 = !DITemplateTypeParameter(name: "B", type: !774)
!1361 = !DILocation(line: 0, scope: !1240, inlinedAt: !1362)
!1362 = !DILocation(line: 12, column: 60, scope: !1181)
!1363 = !DILocalVariable(name: "iter", arg: 1, scope: !1364, file: !873, line: 3864, type: !1248)
!1364 = distinct !DISubprogram(name: "from_iter<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", linkageName: "_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h90080bac5b9d63a1E", scope: !1365, file: !873, line: 3864, type: !1246, scopeLine: 3864, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1367, retainedNodes: !1366)
!1365 = !DINamespace(name: "{impl#16}", scope: !775)
!1366 = !{!1363}
!1367 = !{!130, !1368}
!1368 = !DITemplateTypeParameter(name: "I", type: !1248)
!1369 = !DILocation(line: 0, scope: !1364, inlinedAt: !1370)
!1370 = !DILocation(line: 2064, column: 9, scope: !1240, inlinedAt: !1362)
!1371 = !DILocalVariable(name: "iterator", arg: 1, scope: !1372, file: !1373, line: 32, type: !1248)
!1372 = distinct !DISubprogram(name: "from_iter<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", linkageName: "_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h34e8df33d1cd4fbbE", scope: !1374, file: !1373, line: 32, type: !1246, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1367, retainedNodes: !1376)
!1373 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87e48553151b7c26b3585234ec8e05e7")
!1374 = !DINamespace(name: "{impl#0}", scope: !1375)
!1375 = !DINamespace(name: "spec_from_iter", scope: !775)
!1376 = !{!1371}
!1377 = !DILocation(line: 0, scope: !1372, inlinedAt: !1378)
!1378 = !DILocation(line: 3865, column: 9, scope: !1364, inlinedAt: !1370)
!1379 = !{!1380}
!1380 = distinct !{!1380, !1381, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE: %_0"}
!1381 = distinct !{!1381, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE"}
!1382 = !DILocation(line: 33, column: 9, scope: !1372, inlinedAt: !1378)
!1383 = !DILocalVariable(name: "self", arg: 1, scope: !1384, file: !873, line: 3988, type: !1033)
!1384 = distinct !DISubprogram(name: "extend_trusted<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2dc7aefdcad7587dE", scope: !774, file: !873, line: 3988, type: !1385, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1388, declaration: !1387, retainedNodes: !1390)
!1385 = !DISubroutineType(types: !1386)
!1386 = !{null, !1033, !1248}
!1387 = !DISubprogram(name: "extend_trusted<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2dc7aefdcad7587dE", scope: !774, file: !873, line: 3988, type: !1385, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1388)
!1388 = !{!130, !126, !1389}
!1389 = !DITemplateTypeParameter(name: "impl iter::TrustedLen<Item = T>", type: !1248)
!1390 = !{!1383, !1391, !1392, !1394, !1395, !1397, !1401, !1402, !1405, !1408, !1411, !1413}
!1391 = !DILocalVariable(name: "iterator", arg: 2, scope: !1384, file: !873, line: 3988, type: !1248)
!1392 = !DILocalVariable(name: "low", scope: !1393, file: !873, line: 3989, type: !121, align: 64)
!1393 = distinct !DILexicalBlock(scope: !1384, file: !873, line: 3989, column: 9)
!1394 = !DILocalVariable(name: "high", scope: !1393, file: !873, line: 3989, type: !474, align: 64)
!1395 = !DILocalVariable(name: "additional", scope: !1396, file: !873, line: 3990, type: !121, align: 64)
!1396 = distinct !DILexicalBlock(scope: !1393, file: !873, line: 3990, column: 40)
!1397 = !DILocalVariable(name: "left_val", scope: !1398, file: !873, line: 3991, type: !623, align: 64)
!1398 = !DILexicalBlockFile(scope: !1399, file: !873, discriminator: 0)
!1399 = distinct !DILexicalBlock(scope: !1396, file: !1400, line: 58, column: 13)
!1400 = !DIFile(filename: "library/core/src/macros/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "51376b65c07e3acab5731a6bddd7c4b3")
!1401 = !DILocalVariable(name: "right_val", scope: !1398, file: !873, line: 3991, type: !623, align: 64)
!1402 = !DILocalVariable(name: "kind", scope: !1403, file: !873, line: 3991, type: !79, align: 8)
!1403 = !DILexicalBlockFile(scope: !1404, file: !873, discriminator: 0)
!1404 = distinct !DILexicalBlock(scope: !1399, file: !1400, line: 60, column: 21)
!1405 = !DILocalVariable(name: "args", scope: !1406, file: !873, line: 3991, type: !1279, align: 64)
!1406 = !DILexicalBlockFile(scope: !1407, file: !873, discriminator: 0)
!1407 = distinct !DILexicalBlock(scope: !1404, file: !1400, line: 64, column: 114)
!1408 = !DILocalVariable(name: "args", scope: !1409, file: !873, line: 3991, type: !1286, align: 64)
!1409 = !DILexicalBlockFile(scope: !1410, file: !873, discriminator: 0)
!1410 = distinct !DILexicalBlock(scope: !1407, file: !1400, line: 64, column: 114)
!1411 = !DILocalVariable(name: "ptr", scope: !1412, file: !873, line: 3999, type: !910, align: 64)
!1412 = distinct !DILexicalBlock(scope: !1396, file: !873, line: 3999, column: 17)
!1413 = !DILocalVariable(name: "local_len", scope: !1414, file: !873, line: 4000, type: !1415, align: 64)
!1414 = distinct !DILexicalBlock(scope: !1412, file: !873, line: 4000, column: 17)
!1415 = !DICompositeType(tag: DW_TAG_structure_type, name: "SetLenOnDrop", scope: !1416, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !1417, templateParams: !114, identifier: "82f2a1ecd8ee1beb5175ffa4ead30898")
!1416 = !DINamespace(name: "set_len_on_drop", scope: !775)
!1417 = !{!1418, !1419}
!1418 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !1415, file: !9, baseType: !1032, size: 64, align: 64, flags: DIFlagPrivate)
!1419 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1415, file: !9, baseType: !121, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1420 = !DILocation(line: 0, scope: !1384, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 27, column: 14, scope: !1422, inlinedAt: !1430)
!1422 = distinct !DISubprogram(name: "spec_extend<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>, alloc::alloc::Global>", linkageName: "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h080782ab2400e1f2E", scope: !1424, file: !1423, line: 26, type: !1385, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1429, retainedNodes: !1426)
!1423 = !DIFile(filename: "library/alloc/src/vec/spec_extend.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "64fc232c5e502e0225698dc98d50caf8")
!1424 = !DINamespace(name: "{impl#1}", scope: !1425)
!1425 = !DINamespace(name: "spec_extend", scope: !775)
!1426 = !{!1427, !1428}
!1427 = !DILocalVariable(name: "self", arg: 1, scope: !1422, file: !1423, line: 26, type: !1033)
!1428 = !DILocalVariable(name: "iterator", arg: 2, scope: !1422, file: !1423, line: 26, type: !1248)
!1429 = !{!130, !1368, !126}
!1430 = distinct !DILocation(line: 60, column: 16, scope: !1431, inlinedAt: !1441)
!1431 = distinct !DILexicalBlock(scope: !1433, file: !1432, line: 51, column: 9)
!1432 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter_nested.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f1ca97f56309a9c2b99339993bd752ef")
!1433 = distinct !DISubprogram(name: "from_iter<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", linkageName: "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h99d8e657e04f2d8eE", scope: !1434, file: !1432, line: 50, type: !1246, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1367, retainedNodes: !1436)
!1434 = !DINamespace(name: "{impl#1}", scope: !1435)
!1435 = !DINamespace(name: "spec_from_iter_nested", scope: !775)
!1436 = !{!1437, !1438, !1439}
!1437 = !DILocalVariable(name: "iterator", arg: 1, scope: !1433, file: !1432, line: 50, type: !1248)
!1438 = !DILocalVariable(name: "vector", scope: !1431, file: !1432, line: 51, type: !774, align: 64)
!1439 = !DILocalVariable(name: "upper", scope: !1440, file: !1432, line: 52, type: !121, align: 64)
!1440 = distinct !DILexicalBlock(scope: !1433, file: !1432, line: 52, column: 13)
!1441 = distinct !DILocation(line: 33, column: 9, scope: !1372, inlinedAt: !1378)
!1442 = !DILocation(line: 0, scope: !1422, inlinedAt: !1430)
!1443 = !DILocation(line: 0, scope: !1433, inlinedAt: !1441)
!1444 = !DILocalVariable(name: "alloc", scope: !1445, file: !873, line: 964, type: !123, align: 8)
!1445 = distinct !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hd2812a249ae550bfE", scope: !774, file: !873, line: 964, type: !1446, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !1448, retainedNodes: !1449)
!1446 = !DISubroutineType(types: !1447)
!1447 = !{!774, !121, !123}
!1448 = !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hd2812a249ae550bfE", scope: !774, file: !873, line: 964, type: !1446, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!1449 = !{!1450, !1444}
!1450 = !DILocalVariable(name: "capacity", arg: 1, scope: !1445, file: !873, line: 964, type: !121)
!1451 = !DILocation(line: 964, column: 46, scope: !1445, inlinedAt: !1452)
!1452 = distinct !DILocation(line: 524, column: 9, scope: !1453, inlinedAt: !1459)
!1453 = distinct !DISubprogram(name: "with_capacity<usize>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h50144c40f146dc1dE", scope: !774, file: !873, line: 523, type: !1454, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, declaration: !1456, retainedNodes: !1457)
!1454 = !DISubroutineType(types: !1455)
!1455 = !{!774, !121}
!1456 = !DISubprogram(name: "with_capacity<usize>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h50144c40f146dc1dE", scope: !774, file: !873, line: 523, type: !1454, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !129)
!1457 = !{!1458}
!1458 = !DILocalVariable(name: "capacity", arg: 1, scope: !1453, file: !873, line: 523, type: !121)
!1459 = distinct !DILocation(line: 52, column: 33, scope: !1440, inlinedAt: !1441)
!1460 = !DILocalVariable(name: "alloc", scope: !1461, file: !93, line: 175, type: !123, align: 8)
!1461 = distinct !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17hd3fd5f5b0f056e86E", scope: !94, file: !93, line: 175, type: !1462, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !1464, retainedNodes: !1465)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{!94, !121, !123}
!1464 = !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17hd3fd5f5b0f056e86E", scope: !94, file: !93, line: 175, type: !1462, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !131)
!1465 = !{!1466, !1460}
!1466 = !DILocalVariable(name: "capacity", arg: 1, scope: !1461, file: !93, line: 175, type: !121)
!1467 = !DILocation(line: 175, column: 53, scope: !1461, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 965, column: 20, scope: !1445, inlinedAt: !1452)
!1469 = !DILocalVariable(name: "self", arg: 1, scope: !1470, file: !1471, line: 111, type: !1475)
!1470 = distinct !DISubprogram(name: "size_hint<usize, core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h51dc5a45f1763005E", scope: !1472, file: !1471, line: 111, type: !1473, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1477, retainedNodes: !1476)
!1471 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!1472 = !DINamespace(name: "{impl#2}", scope: !1249)
!1473 = !DISubroutineType(types: !1474)
!1474 = !{!1271, !1475}
!1475 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>", baseType: !1248, size: 64, align: 64, dwarfAddressSpace: 0)
!1476 = !{!1469}
!1477 = !{!1478, !1266, !1267}
!1478 = !DITemplateTypeParameter(name: "B", type: !121)
!1479 = !DILocation(line: 0, scope: !1470, inlinedAt: !1480)
!1480 = distinct !DILocation(line: 51, column: 41, scope: !1433, inlinedAt: !1441)
!1481 = !DILocalVariable(name: "self", arg: 1, scope: !1482, file: !826, line: 218, type: !1485)
!1482 = distinct !DISubprogram(name: "size_hint<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h83599ba344e34607E", scope: !827, file: !826, line: 218, type: !1483, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !796, retainedNodes: !1486)
!1483 = !DISubroutineType(types: !1484)
!1484 = !{!1271, !1485}
!1485 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>", baseType: !1253, size: 64, align: 64, dwarfAddressSpace: 0)
!1486 = !{!1481, !1487, !1489, !1491}
!1487 = !DILocalVariable(name: "exact", scope: !1488, file: !826, line: 219, type: !121, align: 64)
!1488 = distinct !DILexicalBlock(scope: !1482, file: !826, line: 219, column: 17)
!1489 = !DILocalVariable(name: "len", scope: !1490, file: !826, line: 29, type: !121, align: 64)
!1490 = distinct !DILexicalBlock(scope: !1482, file: !826, line: 29, column: 13)
!1491 = !DILocalVariable(name: "end", scope: !1492, file: !826, line: 33, type: !1220, align: 64)
!1492 = distinct !DILexicalBlock(scope: !1482, file: !826, line: 33, column: 13)
!1493 = !DILocation(line: 0, scope: !1482, inlinedAt: !1494)
!1494 = distinct !DILocation(line: 112, column: 19, scope: !1470, inlinedAt: !1480)
!1495 = !DILocalVariable(name: "pointee_size", scope: !1496, file: !1497, line: 726, type: !121, align: 64)
!1496 = distinct !DILexicalBlock(scope: !1498, file: !1497, line: 726, column: 9)
!1497 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!1498 = distinct !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned17h16c53884a53d93daE", scope: !1499, file: !1497, line: 701, type: !1501, scopeLine: 701, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !796, retainedNodes: !1503)
!1499 = !DINamespace(name: "{impl#0}", scope: !1500)
!1500 = !DINamespace(name: "const_ptr", scope: !11)
!1501 = !DISubroutineType(types: !1502)
!1502 = !{!121, !1211, !1211, !556}
!1503 = !{!1504, !1505, !1495}
!1504 = !DILocalVariable(name: "self", arg: 1, scope: !1498, file: !1497, line: 701, type: !1211)
!1505 = !DILocalVariable(name: "origin", arg: 2, scope: !1498, file: !1497, line: 701, type: !1211)
!1506 = !DILocation(line: 0, scope: !1496, inlinedAt: !1507)
!1507 = distinct !DILocation(line: 887, column: 37, scope: !1508, inlinedAt: !1514)
!1508 = distinct !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$20offset_from_unsigned17h5096b40c739a452cE", scope: !948, file: !947, line: 882, type: !1509, scopeLine: 882, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !796, retainedNodes: !1511)
!1509 = !DISubroutineType(types: !1510)
!1510 = !{!121, !1229, !1211, !556}
!1511 = !{!1512, !1513}
!1512 = !DILocalVariable(name: "self", arg: 1, scope: !1508, file: !947, line: 882, type: !1229)
!1513 = !DILocalVariable(name: "origin", arg: 2, scope: !1508, file: !947, line: 882, type: !1211)
!1514 = distinct !DILocation(line: 953, column: 32, scope: !1515, inlinedAt: !1522)
!1515 = distinct !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$20offset_from_unsigned17h9292caecd1961294E", scope: !1220, file: !734, line: 948, type: !1516, scopeLine: 948, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !796, declaration: !1518, retainedNodes: !1519)
!1516 = !DISubroutineType(types: !1517)
!1517 = !{!121, !1220, !1220}
!1518 = !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$20offset_from_unsigned17h9292caecd1961294E", scope: !1220, file: !734, line: 948, type: !1516, scopeLine: 948, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !796)
!1519 = !{!1520, !1521}
!1520 = !DILocalVariable(name: "self", arg: 1, scope: !1515, file: !734, line: 948, type: !1220)
!1521 = !DILocalVariable(name: "subtracted", arg: 2, scope: !1515, file: !734, line: 948, type: !1220)
!1522 = distinct !DILocation(line: 57, column: 30, scope: !1492, inlinedAt: !1494)
!1523 = !DILocation(line: 0, scope: !1492, inlinedAt: !1494)
!1524 = !DILocation(line: 0, scope: !1515, inlinedAt: !1522)
!1525 = !DILocation(line: 0, scope: !1508, inlinedAt: !1514)
!1526 = !DILocation(line: 0, scope: !1498, inlinedAt: !1507)
!1527 = !DILocation(line: 729, column: 18, scope: !1496, inlinedAt: !1507)
!1528 = !DILocation(line: 0, scope: !1440, inlinedAt: !1441)
!1529 = !DILocation(line: 0, scope: !1453, inlinedAt: !1459)
!1530 = !DILocation(line: 0, scope: !1445, inlinedAt: !1452)
!1531 = !DILocation(line: 0, scope: !1461, inlinedAt: !1468)
!1532 = !DILocalVariable(name: "capacity", arg: 1, scope: !1533, file: !93, line: 432, type: !121)
!1533 = distinct !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h90e47a6593ee1d6cE", scope: !97, file: !93, line: 432, type: !1534, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !1536, retainedNodes: !1537)
!1534 = !DISubroutineType(types: !1535)
!1535 = !{!97, !121, !123, !144}
!1536 = !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h90e47a6593ee1d6cE", scope: !97, file: !93, line: 432, type: !1534, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!1537 = !{!1532, !1538, !1539, !1540, !1542}
!1538 = !DILocalVariable(name: "alloc", arg: 2, scope: !1533, file: !93, line: 432, type: !123)
!1539 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !1533, file: !93, line: 432, type: !144)
!1540 = !DILocalVariable(name: "this", scope: !1541, file: !93, line: 434, type: !97, align: 64)
!1541 = distinct !DILexicalBlock(scope: !1533, file: !93, line: 434, column: 13)
!1542 = !DILocalVariable(name: "err", scope: !1543, file: !93, line: 441, type: !158, align: 64)
!1543 = distinct !DILexicalBlock(scope: !1533, file: !93, line: 441, column: 13)
!1544 = !DILocation(line: 0, scope: !1533, inlinedAt: !1545)
!1545 = distinct !DILocation(line: 177, column: 20, scope: !1461, inlinedAt: !1468)
!1546 = !DILocation(line: 432, column: 42, scope: !1533, inlinedAt: !1545)
!1547 = !DILocalVariable(name: "capacity", arg: 1, scope: !1548, file: !93, line: 446, type: !121)
!1548 = distinct !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h184dd5ce617f6d8dE", scope: !97, file: !93, line: 445, type: !1549, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !1566, retainedNodes: !1567)
!1549 = !DISubroutineType(types: !1550)
!1550 = !{!1551, !121, !86, !123, !144}
!1551 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<alloc::raw_vec::RawVecInner<alloc::alloc::Global>, alloc::collections::TryReserveError>", scope: !188, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1552, templateParams: !114, identifier: "e7516ca9d9f4e7570eb6b2a4431868b")
!1552 = !{!1553}
!1553 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1551, file: !9, size: 192, align: 64, elements: !1554, templateParams: !114, identifier: "9397e95d4d592ee6cd0aff367ebd7653", discriminator: !1565)
!1554 = !{!1555, !1561}
!1555 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1553, file: !9, baseType: !1556, size: 192, align: 64, extraData: i64 0)
!1556 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1551, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1557, templateParams: !1559, identifier: "cab76745ac13b130a1764d6bd5b1f7a5")
!1557 = !{!1558}
!1558 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1556, file: !9, baseType: !97, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1559 = !{!1560, !198}
!1560 = !DITemplateTypeParameter(name: "T", type: !97)
!1561 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1553, file: !9, baseType: !1562, size: 192, align: 64, extraData: i64 1)
!1562 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1551, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1563, templateParams: !1559, identifier: "54841962b1957e307458a8d575a1009c")
!1563 = !{!1564}
!1564 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1562, file: !9, baseType: !158, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1565 = !DIDerivedType(tag: DW_TAG_member, scope: !1551, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1566 = !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h184dd5ce617f6d8dE", scope: !97, file: !93, line: 445, type: !1549, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!1567 = !{!1547, !1568, !1569, !1570, !1571, !1573, !1575, !1577, !1579}
!1568 = !DILocalVariable(name: "init", arg: 2, scope: !1548, file: !93, line: 447, type: !86)
!1569 = !DILocalVariable(name: "alloc", arg: 3, scope: !1548, file: !93, line: 448, type: !123)
!1570 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !1548, file: !93, line: 449, type: !144)
!1571 = !DILocalVariable(name: "layout", scope: !1572, file: !93, line: 453, type: !144, align: 64)
!1572 = distinct !DILexicalBlock(scope: !1548, file: !93, line: 453, column: 9)
!1573 = !DILocalVariable(name: "layout", scope: !1574, file: !93, line: 454, type: !144, align: 64)
!1574 = distinct !DILexicalBlock(scope: !1548, file: !93, line: 454, column: 13)
!1575 = !DILocalVariable(name: "result", scope: !1576, file: !93, line: 463, type: !392, align: 64)
!1576 = distinct !DILexicalBlock(scope: !1572, file: !93, line: 463, column: 9)
!1577 = !DILocalVariable(name: "ptr", scope: !1578, file: !93, line: 468, type: !240, align: 64)
!1578 = distinct !DILexicalBlock(scope: !1576, file: !93, line: 468, column: 9)
!1579 = !DILocalVariable(name: "ptr", scope: !1580, file: !93, line: 469, type: !240, align: 64)
!1580 = distinct !DILexicalBlock(scope: !1576, file: !93, line: 469, column: 13)
!1581 = !DILocation(line: 0, scope: !1548, inlinedAt: !1582)
!1582 = distinct !DILocation(line: 433, column: 15, scope: !1533, inlinedAt: !1545)
!1583 = !DILocation(line: 448, column: 9, scope: !1548, inlinedAt: !1582)
!1584 = !DILocation(line: 0, scope: !1572, inlinedAt: !1582)
!1585 = !DILocation(line: 459, column: 12, scope: !1572, inlinedAt: !1582)
!1586 = !DILocation(line: 0, scope: !685, inlinedAt: !1587)
!1587 = distinct !DILocation(line: 464, column: 47, scope: !1572, inlinedAt: !1582)
!1588 = !DILocation(line: 0, scope: !693, inlinedAt: !1589)
!1589 = distinct !DILocation(line: 429, column: 14, scope: !685, inlinedAt: !1587)
!1590 = !DILocation(line: 0, scope: !703, inlinedAt: !1591)
!1591 = distinct !DILocation(line: 312, column: 9, scope: !693, inlinedAt: !1589)
!1592 = !DILocation(line: 0, scope: !722, inlinedAt: !1593)
!1593 = distinct !DILocation(line: 190, column: 73, scope: !710, inlinedAt: !1591)
!1594 = !DILocation(line: 0, scope: !710, inlinedAt: !1591)
!1595 = !DILocation(line: 93, column: 9, scope: !722, inlinedAt: !1593)
!1596 = !{!1597, !1380}
!1597 = distinct !{!1597, !1598, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h184dd5ce617f6d8dE: %_0"}
!1598 = distinct !{!1598, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h184dd5ce617f6d8dE"}
!1599 = !DILocation(line: 95, column: 9, scope: !722, inlinedAt: !1593)
!1600 = !DILocation(line: 0, scope: !1576, inlinedAt: !1582)
!1601 = !DILocation(line: 468, column: 25, scope: !1576, inlinedAt: !1582)
!1602 = !DILocation(line: 468, column: 19, scope: !1576, inlinedAt: !1582)
!1603 = !DILocation(line: 284, column: 24, scope: !1604, inlinedAt: !1644)
!1604 = distinct !DILexicalBlock(scope: !1605, file: !826, line: 275, column: 17)
!1605 = distinct !DILexicalBlock(scope: !1606, file: !826, line: 274, column: 17)
!1606 = distinct !DILexicalBlock(scope: !1607, file: !826, line: 273, column: 17)
!1607 = distinct !DISubprogram(name: "fold<alloc::boxed::Box<f64, alloc::alloc::Global>, (), core::iter::adapters::map::map_fold::{closure_env#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrret::keeper_addrs::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf08dd51c1fa117caE", scope: !827, file: !826, line: 259, type: !1608, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1641, retainedNodes: !1626)
!1608 = !DISubroutineType(types: !1609)
!1609 = !{null, !1253, !173, !1610}
!1610 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrret::keeper_addrs::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>>", scope: !1611, file: !9, size: 192, align: 64, elements: !1612, templateParams: !114, identifier: "a24c61e7d40bb4fa428b51c815df9bd6")
!1611 = !DINamespace(name: "map_fold", scope: !1249)
!1612 = !{!1613, !1625}
!1613 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1610, file: !9, baseType: !1614, size: 192, align: 64)
!1614 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>", scope: !1615, file: !9, size: 192, align: 64, elements: !1617, templateParams: !114, identifier: "b691b7e3a1c10b88983df1904d0ea870")
!1615 = !DINamespace(name: "call", scope: !1616)
!1616 = !DINamespace(name: "for_each", scope: !1242)
!1617 = !{!1618}
!1618 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1614, file: !9, baseType: !1619, size: 192, align: 64)
!1619 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", scope: !1620, file: !9, size: 192, align: 64, elements: !1622, templateParams: !114, identifier: "a1eb8501fe5f17ed8a31d34c9320013b")
!1620 = !DINamespace(name: "extend_trusted", scope: !1621)
!1621 = !DINamespace(name: "{impl#21}", scope: !775)
!1622 = !{!1623, !1624}
!1623 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1619, file: !9, baseType: !910, size: 64, align: 64, offset: 128)
!1624 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1619, file: !9, baseType: !1415, size: 128, align: 64)
!1625 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1610, file: !9, baseType: !1263, align: 8, offset: 192)
!1626 = !{!1627, !1628, !1629, !1630, !1632, !1634, !1635, !1636, !1637, !1639}
!1627 = !DILocalVariable(name: "self", arg: 1, scope: !1607, file: !826, line: 259, type: !1253)
!1628 = !DILocalVariable(name: "init", arg: 2, scope: !1607, file: !826, line: 259, type: !173)
!1629 = !DILocalVariable(name: "f", arg: 3, scope: !1607, file: !826, line: 259, type: !1610)
!1630 = !DILocalVariable(name: "len", scope: !1631, file: !826, line: 29, type: !121, align: 64)
!1631 = distinct !DILexicalBlock(scope: !1607, file: !826, line: 29, column: 13)
!1632 = !DILocalVariable(name: "end", scope: !1633, file: !826, line: 33, type: !1220, align: 64)
!1633 = distinct !DILexicalBlock(scope: !1607, file: !826, line: 33, column: 13)
!1634 = !DILocalVariable(name: "acc", scope: !1606, file: !826, line: 273, type: !173, align: 8)
!1635 = !DILocalVariable(name: "i", scope: !1605, file: !826, line: 274, type: !121, align: 64)
!1636 = !DILocalVariable(name: "len", scope: !1604, file: !826, line: 275, type: !121, align: 64)
!1637 = !DILocalVariable(name: "len", scope: !1638, file: !826, line: 29, type: !121, align: 64)
!1638 = distinct !DILexicalBlock(scope: !1605, file: !826, line: 29, column: 13)
!1639 = !DILocalVariable(name: "end", scope: !1640, file: !826, line: 33, type: !1220, align: 64)
!1640 = distinct !DILexicalBlock(scope: !1605, file: !826, line: 33, column: 13)
!1641 = !{!797, !1642, !1643}
!1642 = !DITemplateTypeParameter(name: "B", type: !173)
!1643 = !DITemplateTypeParameter(name: "F", type: !1610)
!1644 = distinct !DILocation(line: 128, column: 19, scope: !1645, inlinedAt: !1655)
!1645 = distinct !DISubprogram(name: "fold<usize, core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}, (), core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6af32c435f1afd12E", scope: !1472, file: !1471, line: 124, type: !1646, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1652, retainedNodes: !1648)
!1646 = !DISubroutineType(types: !1647)
!1647 = !{null, !1248, !173, !1614}
!1648 = !{!1649, !1650, !1651}
!1649 = !DILocalVariable(name: "self", arg: 1, scope: !1645, file: !1471, line: 124, type: !1248)
!1650 = !DILocalVariable(name: "init", arg: 2, scope: !1645, file: !1471, line: 124, type: !173)
!1651 = !DILocalVariable(name: "g", arg: 3, scope: !1645, file: !1471, line: 124, type: !1614)
!1652 = !{!1478, !1266, !1267, !1653, !1654}
!1653 = !DITemplateTypeParameter(name: "Acc", type: !173)
!1654 = !DITemplateTypeParameter(name: "G", type: !1614)
!1655 = distinct !DILocation(line: 845, column: 14, scope: !1656, inlinedAt: !1664)
!1656 = distinct !DISubprogram(name: "for_each<core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each17h3ec78c2a504d67afE", scope: !1242, file: !1241, line: 835, type: !1657, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1662, retainedNodes: !1659)
!1657 = !DISubroutineType(types: !1658)
!1658 = !{null, !1248, !1619}
!1659 = !{!1660, !1661}
!1660 = !DILocalVariable(name: "self", arg: 1, scope: !1656, file: !1241, line: 835, type: !1248)
!1661 = !DILocalVariable(name: "f", arg: 2, scope: !1656, file: !1241, line: 835, type: !1619)
!1662 = !{!1359, !1663}
!1663 = !DITemplateTypeParameter(name: "F", type: !1619)
!1664 = distinct !DILocation(line: 4001, column: 26, scope: !1414, inlinedAt: !1421)
!1665 = !DILocation(line: 659, column: 28, scope: !1666, inlinedAt: !1673)
!1666 = distinct !DISubprogram(name: "add<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h3281a95020657676E", scope: !1220, file: !734, line: 651, type: !1667, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !796, declaration: !1669, retainedNodes: !1670)
!1667 = !DISubroutineType(types: !1668)
!1668 = !{!1220, !1220, !121}
!1669 = !DISubprogram(name: "add<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h3281a95020657676E", scope: !1220, file: !734, line: 651, type: !1667, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !796)
!1670 = !{!1671, !1672}
!1671 = !DILocalVariable(name: "self", arg: 1, scope: !1666, file: !734, line: 651, type: !1220)
!1672 = !DILocalVariable(name: "count", arg: 2, scope: !1666, file: !734, line: 651, type: !121)
!1673 = distinct !DILocation(line: 279, column: 67, scope: !1604, inlinedAt: !1644)
!1674 = !DILocation(line: 279, column: 27, scope: !1604, inlinedAt: !1644)
!1675 = !{!1676, !1678, !1680, !1682, !1684, !1380}
!1676 = distinct !{!1676, !1677, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf08dd51c1fa117caE: %f"}
!1677 = distinct !{!1677, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf08dd51c1fa117caE"}
!1678 = distinct !{!1678, !1679, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6af32c435f1afd12E: %g"}
!1679 = distinct !{!1679, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6af32c435f1afd12E"}
!1680 = distinct !{!1680, !1681, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h3ec78c2a504d67afE: %f"}
!1681 = distinct !{!1681, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h3ec78c2a504d67afE"}
!1682 = distinct !{!1682, !1683, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2dc7aefdcad7587dE: %self"}
!1683 = distinct !{!1683, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2dc7aefdcad7587dE"}
!1684 = distinct !{!1684, !1685, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h080782ab2400e1f2E: %self"}
!1685 = distinct !{!1685, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h080782ab2400e1f2E"}
!1686 = !DILocation(line: 12, column: 31, scope: !1687, inlinedAt: !1694)
!1687 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7addrret12keeper_addrs28_$u7b$$u7b$closure$u7d$$u7d$17h80c1cb93aba9b39dE", scope: !1264, file: !765, line: 12, type: !1688, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1691)
!1688 = !DISubroutineType(types: !1689)
!1689 = !{!121, !1690, !1261}
!1690 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrret::keeper_addrs::{closure_env#0}", baseType: !1263, size: 64, align: 64, dwarfAddressSpace: 0)
!1691 = !{!1692, !1693}
!1692 = !DILocalVariable(name: "b", arg: 2, scope: !1687, file: !765, line: 12, type: !1261)
!1693 = !DILocalVariable(arg: 1, scope: !1687, file: !765, line: 12, type: !1690)
!1694 = distinct !DILocation(line: 88, column: 28, scope: !1695, inlinedAt: !1707)
!1695 = distinct !DISubprogram(name: "{closure#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrret::keeper_addrs::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1ba96436c9435494E", scope: !1611, file: !1471, line: 88, type: !1696, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1704, retainedNodes: !1699)
!1696 = !DISubroutineType(types: !1697)
!1697 = !{null, !1698, !173, !1261}
!1698 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrret::keeper_addrs::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>>", baseType: !1610, size: 64, align: 64, dwarfAddressSpace: 0)
!1699 = !{!1700, !1701, !1702, !1703}
!1700 = !DILocalVariable(name: "acc", arg: 2, scope: !1695, file: !1471, line: 88, type: !173)
!1701 = !DILocalVariable(name: "elt", arg: 3, scope: !1695, file: !1471, line: 88, type: !1261)
!1702 = !DILocalVariable(name: "g", scope: !1695, file: !1471, line: 86, type: !1614, align: 64)
!1703 = !DILocalVariable(name: "f", scope: !1695, file: !1471, line: 85, type: !1263, align: 8)
!1704 = !{!1260, !1478, !1653, !1705, !1706}
!1705 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !1263)
!1706 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1614)
!1707 = distinct !DILocation(line: 279, column: 27, scope: !1604, inlinedAt: !1644)
!1708 = !DILocation(line: 961, column: 18, scope: !1709, inlinedAt: !1710)
!1709 = distinct !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h769fde8b3f94d01bE", scope: !948, file: !947, line: 927, type: !950, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129)
!1710 = distinct !DILocation(line: 4002, column: 36, scope: !1711, inlinedAt: !1719)
!1711 = distinct !DISubprogram(name: "{closure#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h798611e71b0c08d2E", scope: !1620, file: !873, line: 4001, type: !1712, scopeLine: 4001, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1388, retainedNodes: !1715)
!1712 = !DISubroutineType(types: !1713)
!1713 = !{null, !1714, !121}
!1714 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>", baseType: !1619, size: 64, align: 64, dwarfAddressSpace: 0)
!1715 = !{!1716, !1717, !1718}
!1716 = !DILocalVariable(name: "element", arg: 2, scope: !1711, file: !873, line: 4001, type: !121)
!1717 = !DILocalVariable(name: "ptr", scope: !1711, file: !873, line: 3999, type: !910, align: 64)
!1718 = !DILocalVariable(name: "local_len", scope: !1711, file: !873, line: 4000, type: !1415, align: 64)
!1719 = distinct !DILocation(line: 842, column: 29, scope: !1720, inlinedAt: !1730)
!1720 = distinct !DISubprogram(name: "{closure#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hcc4665051a0dd87dE", scope: !1615, file: !1241, line: 842, type: !1721, scopeLine: 842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1728, retainedNodes: !1724)
!1721 = !DISubroutineType(types: !1722)
!1722 = !{null, !1723, !173, !121}
!1723 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrret::keeper_addrs::{closure_env#0}>>>", baseType: !1614, size: 64, align: 64, dwarfAddressSpace: 0)
!1724 = !{!1725, !1726, !1727}
!1725 = !DILocalVariable(name: "item", arg: 3, scope: !1720, file: !1241, line: 842, type: !121)
!1726 = !DILocalVariable(name: "f", scope: !1720, file: !1241, line: 841, type: !1619, align: 64)
!1727 = !DILocalVariable(arg: 2, scope: !1720, file: !1241, line: 842, type: !173)
!1728 = !{!130, !1729}
!1729 = !DITemplateTypeParameter(name: "impl FnMut(T)", type: !1619)
!1730 = distinct !DILocation(line: 88, column: 21, scope: !1695, inlinedAt: !1707)
!1731 = !DILocation(line: 1917, column: 41, scope: !1732, inlinedAt: !1733)
!1732 = distinct !DISubprogram(name: "write<usize>", linkageName: "_ZN4core3ptr5write17h952eaae26df3d5aeE", scope: !11, file: !978, line: 1894, type: !1107, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129)
!1733 = distinct !DILocation(line: 4002, column: 21, scope: !1711, inlinedAt: !1719)
!1734 = !{!1735, !1737, !1739, !1676, !1678, !1680, !1682, !1684, !1380}
!1735 = distinct !{!1735, !1736, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h798611e71b0c08d2E: %_1"}
!1736 = distinct !{!1736, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h798611e71b0c08d2E"}
!1737 = distinct !{!1737, !1738, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hcc4665051a0dd87dE: %_1"}
!1738 = distinct !{!1738, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hcc4665051a0dd87dE"}
!1739 = distinct !{!1739, !1740, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1ba96436c9435494E: %_1"}
!1740 = distinct !{!1740, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1ba96436c9435494E"}
!1741 = distinct !{!1741, !1742, !1743}
!1742 = !{!"llvm.loop.isvectorized", i32 1}
!1743 = !{!"llvm.loop.unroll.runtime.disable"}
!1744 = !DILocation(line: 0, scope: !1605, inlinedAt: !1644)
!1745 = !DILocation(line: 0, scope: !1666, inlinedAt: !1673)
!1746 = !DILocation(line: 0, scope: !1695, inlinedAt: !1707)
!1747 = !DILocation(line: 88, column: 11, scope: !1695, inlinedAt: !1707)
!1748 = !DILocation(line: 0, scope: !1687, inlinedAt: !1694)
!1749 = !DILocation(line: 0, scope: !1720, inlinedAt: !1730)
!1750 = !DILocation(line: 842, column: 19, scope: !1720, inlinedAt: !1730)
!1751 = !DILocation(line: 0, scope: !1711, inlinedAt: !1719)
!1752 = !DILocation(line: 19, column: 9, scope: !1753, inlinedAt: !1759)
!1753 = distinct !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !1415, file: !1754, line: 18, type: !1755, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, declaration: !1758)
!1754 = !DIFile(filename: "library/alloc/src/vec/set_len_on_drop.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9a0d01ce4a85900df996691fa734ffd7")
!1755 = !DISubroutineType(types: !1756)
!1756 = !{null, !1757, !121}
!1757 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::set_len_on_drop::SetLenOnDrop", baseType: !1415, size: 64, align: 64, dwarfAddressSpace: 0)
!1758 = !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !1415, file: !1754, line: 18, type: !1755, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !114)
!1759 = distinct !DILocation(line: 4006, column: 31, scope: !1711, inlinedAt: !1719)
!1760 = distinct !{!1760, !1761}
!1761 = !{!"llvm.loop.unroll.disable"}
!1762 = !DILocation(line: 0, scope: !1543, inlinedAt: !1545)
!1763 = !DILocation(line: 441, column: 25, scope: !1543, inlinedAt: !1545)
!1764 = distinct !{!1764, !1742}
!1765 = !DILocation(line: 0, scope: !1431, inlinedAt: !1441)
!1766 = !DILocation(line: 61, column: 9, scope: !1431, inlinedAt: !1441)
!1767 = !DILocation(line: 13, column: 2, scope: !1181)
!1768 = distinct !DISubprogram(name: "client", linkageName: "_ZN7addrret6client17h82e1198df0891f15E", scope: !766, file: !765, line: 15, type: !767, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1769)
!1769 = !{!1770, !1771, !1773}
!1770 = !DILocalVariable(name: "r", arg: 1, scope: !1768, file: !765, line: 15, type: !13)
!1771 = !DILocalVariable(name: "f", scope: !1772, file: !765, line: 18, type: !781, align: 64)
!1772 = distinct !DILexicalBlock(scope: !1768, file: !765, line: 18, column: 9)
!1773 = !DILocalVariable(name: "v", scope: !1774, file: !765, line: 19, type: !774, align: 64)
!1774 = distinct !DILexicalBlock(scope: !1772, file: !765, line: 19, column: 9)
!1775 = !DILocation(line: 0, scope: !1768)
!1776 = !DILocation(line: 19, column: 13, scope: !1774)
!1777 = !DILocalVariable(name: "init", scope: !1778, file: !1471, line: 124, type: !769, align: 64)
!1778 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h909dedfa01e167d9E", scope: !1472, file: !1471, line: 124, type: !1779, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1797, retainedNodes: !1794)
!1779 = !DISubroutineType(types: !1780)
!1780 = !{!769, !1781, !769, !1790}
!1781 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>", scope: !1249, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1782, templateParams: !1787, identifier: "fe355d76dc6833f24b0cfb6057361999")
!1782 = !{!1783, !1784}
!1783 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !1781, file: !9, baseType: !808, size: 128, align: 64, flags: DIFlagProtected)
!1784 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1781, file: !9, baseType: !1785, align: 8, offset: 128, flags: DIFlagPrivate)
!1785 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1786, file: !9, align: 8, elements: !114, identifier: "1de90c00acc79a6acba655440c6d96a9")
!1786 = !DINamespace(name: "client", scope: !766)
!1787 = !{!1788, !1789}
!1788 = !DITemplateTypeParameter(name: "I", type: !808)
!1789 = !DITemplateTypeParameter(name: "F", type: !1785)
!1790 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>", scope: !1791, file: !9, align: 8, elements: !114, identifier: "da54d8e4d8216b0bf3345457483b6e59")
!1791 = !DINamespace(name: "sum", scope: !1792)
!1792 = !DINamespace(name: "{impl#132}", scope: !1793)
!1793 = !DINamespace(name: "accum", scope: !1244)
!1794 = !{!1795, !1795, !1777, !1796}
!1795 = !DILocalVariable(name: "self", scope: !1778, file: !1471, line: 124, type: !1781, align: 64)
!1796 = !DILocalVariable(name: "g", scope: !1778, file: !1471, line: 124, type: !1790, align: 8)
!1797 = !{!1798, !1788, !1789, !1799, !1800}
!1798 = !DITemplateTypeParameter(name: "B", type: !769)
!1799 = !DITemplateTypeParameter(name: "Acc", type: !769)
!1800 = !DITemplateTypeParameter(name: "G", type: !1790)
!1801 = !DILocation(line: 0, scope: !1778, inlinedAt: !1802)
!1802 = !DILocation(line: 161, column: 22, scope: !1803, inlinedAt: !1811)
!1803 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17ha75660e1d7d08787E", scope: !1792, file: !1804, line: 160, type: !1805, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1809, retainedNodes: !1807)
!1804 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!1805 = !DISubroutineType(types: !1806)
!1806 = !{!769, !1781}
!1807 = !{!1808, !1808}
!1808 = !DILocalVariable(name: "iter", scope: !1803, file: !1804, line: 160, type: !1781, align: 64)
!1809 = !{!1810}
!1810 = !DITemplateTypeParameter(name: "I", type: !1781)
!1811 = !DILocation(line: 3658, column: 9, scope: !1812, inlinedAt: !1818)
!1812 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h3840c51ca85cfef6E", scope: !1242, file: !1241, line: 3653, type: !1805, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1815, retainedNodes: !1813)
!1813 = !{!1814, !1814}
!1814 = !DILocalVariable(name: "self", scope: !1812, file: !1241, line: 3653, type: !1781, align: 64)
!1815 = !{!1816, !1817}
!1816 = !DITemplateTypeParameter(name: "Self", type: !1781)
!1817 = !DITemplateTypeParameter(name: "S", type: !769)
!1818 = !DILocation(line: 20, column: 47, scope: !1774)
!1819 = !DILocation(line: 124, column: 38, scope: !1778, inlinedAt: !1802)
!1820 = !DILocation(line: 18, column: 75, scope: !1768)
!1821 = !DILocation(line: 18, column: 55, scope: !1768)
!1822 = !DILocation(line: 0, scope: !1772)
!1823 = !DILocation(line: 19, column: 13, scope: !1772)
!1824 = !DILocation(line: 19, column: 17, scope: !1772)
!1825 = !DILocalVariable(name: "self", arg: 1, scope: !1826, file: !873, line: 3728, type: !882)
!1826 = distinct !DISubprogram(name: "deref<usize, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h18530ef92506d430E", scope: !874, file: !873, line: 3728, type: !875, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, retainedNodes: !1827)
!1827 = !{!1825}
!1828 = !DILocation(line: 3728, column: 14, scope: !1826, inlinedAt: !1829)
!1829 = !DILocation(line: 20, column: 9, scope: !1774)
!1830 = !DILocalVariable(name: "self", arg: 1, scope: !1831, file: !873, line: 1798, type: !882)
!1831 = distinct !DISubprogram(name: "as_slice<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h8440335a7d5309b2E", scope: !774, file: !873, line: 1798, type: !875, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !888, retainedNodes: !1832)
!1832 = !{!1830}
!1833 = !DILocation(line: 1798, column: 27, scope: !1831, inlinedAt: !1834)
!1834 = !DILocation(line: 3729, column: 14, scope: !1826, inlinedAt: !1829)
!1835 = !DILocalVariable(name: "self", arg: 1, scope: !1836, file: !873, line: 1913, type: !882)
!1836 = distinct !DISubprogram(name: "as_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hee36620a89495b58E", scope: !774, file: !873, line: 1913, type: !894, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !896, retainedNodes: !1837)
!1837 = !{!1835}
!1838 = !DILocation(line: 1913, column: 25, scope: !1836, inlinedAt: !1839)
!1839 = !DILocation(line: 1815, column: 76, scope: !1831, inlinedAt: !1834)
!1840 = !DILocation(line: 612, column: 9, scope: !1841, inlinedAt: !1842)
!1841 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17ha432da3f7978b19bE", scope: !97, file: !93, line: 611, type: !902, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !904)
!1842 = !DILocation(line: 607, column: 14, scope: !1843, inlinedAt: !1844)
!1843 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hc6049913ecc984b6E", scope: !97, file: !93, line: 606, type: !908, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !911)
!1844 = !DILocation(line: 295, column: 20, scope: !1845, inlinedAt: !1846)
!1845 = distinct !DISubprogram(name: "ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17ha93d953016aa077aE", scope: !94, file: !93, line: 294, type: !914, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !917)
!1846 = !DILocation(line: 1916, column: 18, scope: !1836, inlinedAt: !1839)
!1847 = !DILocation(line: 1815, column: 86, scope: !1831, inlinedAt: !1834)
!1848 = !DILocation(line: 0, scope: !1812, inlinedAt: !1818)
!1849 = !DILocation(line: 0, scope: !1803, inlinedAt: !1811)
!1850 = !DILocalVariable(name: "self", arg: 1, scope: !1851, file: !826, line: 259, type: !808)
!1851 = distinct !DISubprogram(name: "fold<usize, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&usize, f64, f64, addrret::client::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc4b7d0041af4922aE", scope: !827, file: !826, line: 259, type: !1852, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1875, retainedNodes: !1858)
!1852 = !DISubroutineType(types: !1853)
!1853 = !{!769, !808, !769, !1854}
!1854 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&usize, f64, f64, addrret::client::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>>", scope: !1611, file: !9, align: 8, elements: !1855, templateParams: !114, identifier: "bc42613a0bb4e5b481b4d5da26e0d77a")
!1855 = !{!1856, !1857}
!1856 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1854, file: !9, baseType: !1790, align: 8)
!1857 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1854, file: !9, baseType: !1785, align: 8)
!1858 = !{!1850, !1859, !1860, !1861, !1863, !1865, !1867, !1869, !1871, !1873}
!1859 = !DILocalVariable(name: "init", arg: 2, scope: !1851, file: !826, line: 259, type: !769)
!1860 = !DILocalVariable(name: "f", arg: 3, scope: !1851, file: !826, line: 259, type: !1854)
!1861 = !DILocalVariable(name: "len", scope: !1862, file: !826, line: 29, type: !121, align: 64)
!1862 = distinct !DILexicalBlock(scope: !1851, file: !826, line: 29, column: 13)
!1863 = !DILocalVariable(name: "end", scope: !1864, file: !826, line: 33, type: !813, align: 64)
!1864 = distinct !DILexicalBlock(scope: !1851, file: !826, line: 33, column: 13)
!1865 = !DILocalVariable(name: "acc", scope: !1866, file: !826, line: 273, type: !769, align: 64)
!1866 = distinct !DILexicalBlock(scope: !1851, file: !826, line: 273, column: 17)
!1867 = !DILocalVariable(name: "i", scope: !1868, file: !826, line: 274, type: !121, align: 64)
!1868 = distinct !DILexicalBlock(scope: !1866, file: !826, line: 274, column: 17)
!1869 = !DILocalVariable(name: "len", scope: !1870, file: !826, line: 275, type: !121, align: 64)
!1870 = distinct !DILexicalBlock(scope: !1868, file: !826, line: 275, column: 17)
!1871 = !DILocalVariable(name: "len", scope: !1872, file: !826, line: 29, type: !121, align: 64)
!1872 = distinct !DILexicalBlock(scope: !1868, file: !826, line: 29, column: 13)
!1873 = !DILocalVariable(name: "end", scope: !1874, file: !826, line: 33, type: !813, align: 64)
!1874 = distinct !DILexicalBlock(scope: !1868, file: !826, line: 33, column: 13)
!1875 = !{!130, !1798, !1876}
!1876 = !DITemplateTypeParameter(name: "F", type: !1854)
!1877 = !DILocation(line: 0, scope: !1851, inlinedAt: !1878)
!1878 = distinct !DILocation(line: 128, column: 19, scope: !1778, inlinedAt: !1802)
!1879 = !DILocation(line: 259, column: 42, scope: !1851, inlinedAt: !1878)
!1880 = !DILocalVariable(name: "rhs", scope: !1881, file: !470, line: 832, type: !121, align: 64)
!1881 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !471, file: !470, line: 832, type: !554, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1882)
!1882 = !{!1883, !1880}
!1883 = !DILocalVariable(name: "self", arg: 1, scope: !1881, file: !470, line: 832, type: !121)
!1884 = !DILocation(line: 0, scope: !1881, inlinedAt: !1885)
!1885 = distinct !DILocation(line: 283, column: 36, scope: !1870, inlinedAt: !1878)
!1886 = !DILocation(line: 0, scope: !1864, inlinedAt: !1878)
!1887 = !DILocalVariable(name: "self", arg: 1, scope: !1888, file: !734, line: 1719, type: !968)
!1888 = distinct !DISubprogram(name: "eq<usize>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h2077bdfe8852ff78E", scope: !965, file: !734, line: 1719, type: !966, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !1889)
!1889 = !{!1887, !1890}
!1890 = !DILocalVariable(name: "other", arg: 2, scope: !1888, file: !734, line: 1719, type: !968)
!1891 = !DILocation(line: 1719, column: 11, scope: !1888, inlinedAt: !1892)
!1892 = distinct !DILocation(line: 44, column: 20, scope: !1864, inlinedAt: !1878)
!1893 = !DILocation(line: 1719, column: 18, scope: !1888, inlinedAt: !1892)
!1894 = !DILocation(line: 1720, column: 9, scope: !1888, inlinedAt: !1892)
!1895 = !DILocation(line: 25, column: 86, scope: !1851, inlinedAt: !1878)
!1896 = !DILocation(line: 284, column: 24, scope: !1870, inlinedAt: !1878)
!1897 = !DILocation(line: 0, scope: !1866, inlinedAt: !1878)
!1898 = !DILocation(line: 0, scope: !1868, inlinedAt: !1878)
!1899 = !DILocalVariable(name: "self", arg: 1, scope: !1900, file: !734, line: 651, type: !813)
!1900 = distinct !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hbd7d8a70fe9259ecE", scope: !813, file: !734, line: 651, type: !857, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, declaration: !859, retainedNodes: !1901)
!1901 = !{!1899, !1902}
!1902 = !DILocalVariable(name: "count", arg: 2, scope: !1900, file: !734, line: 651, type: !121)
!1903 = !DILocation(line: 0, scope: !1900, inlinedAt: !1904)
!1904 = distinct !DILocation(line: 279, column: 67, scope: !1870, inlinedAt: !1878)
!1905 = !DILocation(line: 659, column: 28, scope: !1900, inlinedAt: !1904)
!1906 = !DILocation(line: 279, column: 27, scope: !1870, inlinedAt: !1878)
!1907 = !DILocalVariable(name: "acc", arg: 2, scope: !1908, file: !1471, line: 88, type: !769)
!1908 = distinct !DISubprogram(name: "{closure#0}<&usize, f64, f64, addrret::client::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h03fa5f353c346fbfE", scope: !1611, file: !1471, line: 88, type: !1909, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1916, retainedNodes: !1912)
!1909 = !DISubroutineType(types: !1910)
!1910 = !{!769, !1911, !769, !623}
!1911 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&usize, f64, f64, addrret::client::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>>", baseType: !1854, size: 64, align: 64, dwarfAddressSpace: 0)
!1912 = !{!1907, !1913, !1914, !1915}
!1913 = !DILocalVariable(name: "elt", arg: 3, scope: !1908, file: !1471, line: 88, type: !623)
!1914 = !DILocalVariable(name: "g", scope: !1908, file: !1471, line: 86, type: !1790, align: 8)
!1915 = !DILocalVariable(name: "f", scope: !1908, file: !1471, line: 85, type: !1785, align: 8)
!1916 = !{!821, !1798, !1799, !1917, !1918}
!1917 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !1785)
!1918 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1790)
!1919 = !DILocation(line: 0, scope: !1908, inlinedAt: !1920)
!1920 = distinct !DILocation(line: 279, column: 27, scope: !1870, inlinedAt: !1878)
!1921 = !DILocalVariable(arg: 1, scope: !1922, file: !765, line: 20, type: !1925)
!1922 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7addrret6client28_$u7b$$u7b$closure$u7d$$u7d$17hbfb2721c87c7f6ffE", scope: !1786, file: !765, line: 20, type: !1923, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1926)
!1923 = !DISubroutineType(types: !1924)
!1924 = !{!769, !1925, !623}
!1925 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrret::client::{closure_env#0}", baseType: !1785, size: 64, align: 64, dwarfAddressSpace: 0)
!1926 = !{!1927, !1921, !1929}
!1927 = !DILocalVariable(name: "a", scope: !1928, file: !765, line: 20, type: !121, align: 64)
!1928 = distinct !DILexicalBlock(scope: !1922, file: !765, line: 20, column: 27)
!1929 = !DILocalVariable(arg: 2, scope: !1922, file: !765, line: 20, type: !623)
!1930 = !DILocation(line: 0, scope: !1922, inlinedAt: !1931)
!1931 = distinct !DILocation(line: 88, column: 28, scope: !1908, inlinedAt: !1920)
!1932 = !DILocation(line: 0, scope: !1928, inlinedAt: !1931)
!1933 = !DILocation(line: 20, column: 28, scope: !1928, inlinedAt: !1931)
!1934 = !DILocation(line: 20, column: 27, scope: !1928, inlinedAt: !1931)
!1935 = !DILocalVariable(arg: 1, scope: !1936, file: !1804, line: 164, type: !1939)
!1936 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hdfc415226fb555cbE", scope: !1791, file: !1804, line: 164, type: !1937, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1809, retainedNodes: !1940)
!1937 = !DISubroutineType(types: !1938)
!1938 = !{!769, !1939, !769, !769}
!1939 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrret::client::{closure_env#0}>>", baseType: !1790, size: 64, align: 64, dwarfAddressSpace: 0)
!1940 = !{!1941, !1942, !1935}
!1941 = !DILocalVariable(name: "a", arg: 2, scope: !1936, file: !1804, line: 164, type: !769)
!1942 = !DILocalVariable(name: "b", arg: 3, scope: !1936, file: !1804, line: 164, type: !769)
!1943 = !DILocation(line: 0, scope: !1936, inlinedAt: !1944)
!1944 = distinct !DILocation(line: 88, column: 21, scope: !1908, inlinedAt: !1920)
!1945 = !DILocation(line: 164, column: 28, scope: !1936, inlinedAt: !1944)
!1946 = !DILocation(line: 844, column: 17, scope: !1881, inlinedAt: !1885)
!1947 = distinct !{!1947, !1761}
!1948 = !DILocation(line: 21, column: 5, scope: !1772)
!1949 = !DILocation(line: 0, scope: !988, inlinedAt: !1950)
!1950 = distinct !DILocation(line: 21, column: 5, scope: !1772)
!1951 = !DILocation(line: 0, scope: !998, inlinedAt: !1952)
!1952 = distinct !DILocation(line: 805, column: 1, scope: !988, inlinedAt: !1950)
!1953 = !DILocation(line: 0, scope: !1008, inlinedAt: !1954)
!1954 = distinct !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !1952)
!1955 = !DILocation(line: 0, scope: !1014, inlinedAt: !1956)
!1956 = distinct !DILocation(line: 423, column: 29, scope: !1008, inlinedAt: !1954)
!1957 = !DILocation(line: 0, scope: !523, inlinedAt: !1958)
!1958 = distinct !DILocation(line: 872, column: 52, scope: !1019, inlinedAt: !1956)
!1959 = !DILocation(line: 0, scope: !553, inlinedAt: !1960)
!1960 = distinct !DILocation(line: 640, column: 53, scope: !523, inlinedAt: !1958)
!1961 = !DILocation(line: 632, column: 39, scope: !523, inlinedAt: !1958)
!1962 = !DILocation(line: 1232, column: 17, scope: !553, inlinedAt: !1960)
!1963 = !DILocation(line: 0, scope: !1019, inlinedAt: !1956)
!1964 = !DILocation(line: 0, scope: !1119, inlinedAt: !1965)
!1965 = distinct !DILocation(line: 874, column: 28, scope: !1019, inlinedAt: !1956)
!1966 = !DILocation(line: 0, scope: !1128, inlinedAt: !1967)
!1967 = distinct !DILocation(line: 442, column: 23, scope: !1119, inlinedAt: !1965)
!1968 = !DILocation(line: 0, scope: !1136, inlinedAt: !1969)
!1969 = distinct !DILocation(line: 324, column: 9, scope: !1128, inlinedAt: !1967)
!1970 = !DILocation(line: 0, scope: !1145, inlinedAt: !1971)
!1971 = distinct !DILocation(line: 209, column: 22, scope: !1136, inlinedAt: !1969)
!1972 = !DILocation(line: 115, column: 14, scope: !1145, inlinedAt: !1971)
!1973 = !DILocation(line: 200, column: 9, scope: !1136, inlinedAt: !1969)
!1974 = !DILocation(line: 22, column: 2, scope: !1768)
!1975 = distinct !DISubprogram(name: "read_at", linkageName: "_ZN7addrret7read_at17h88084eca56654af7E", scope: !766, file: !765, line: 30, type: !1976, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !1979)
!1976 = !DISubroutineType(types: !1977)
!1977 = !{!769, !1978, !121}
!1978 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&addrret::Table", baseType: !803, size: 64, align: 64, dwarfAddressSpace: 0)
!1979 = !{!1980, !1981}
!1980 = !DILocalVariable(name: "t", arg: 1, scope: !1975, file: !765, line: 30, type: !1978)
!1981 = !DILocalVariable(name: "i", arg: 2, scope: !1975, file: !765, line: 30, type: !121)
!1982 = !DILocation(line: 0, scope: !1975)
!1983 = !DILocalVariable(name: "index", arg: 2, scope: !1984, file: !873, line: 3803, type: !121)
!1984 = distinct !DISubprogram(name: "index<usize, usize, alloc::alloc::Global>", linkageName: "_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h266662d1a9d1f9beE", scope: !1985, file: !873, line: 3803, type: !1986, scopeLine: 3803, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1990, retainedNodes: !1988)
!1985 = !DINamespace(name: "{impl#14}", scope: !775)
!1986 = !DISubroutineType(types: !1987)
!1987 = !{!623, !882, !121, !556}
!1988 = !{!1989, !1983}
!1989 = !DILocalVariable(name: "self", arg: 1, scope: !1984, file: !873, line: 3803, type: !882)
!1990 = !{!130, !1991, !126}
!1991 = !DITemplateTypeParameter(name: "I", type: !121)
!1992 = !DILocation(line: 0, scope: !1984, inlinedAt: !1993)
!1993 = !DILocation(line: 32, column: 23, scope: !1975)
!1994 = !DILocalVariable(name: "index", arg: 2, scope: !1995, file: !1996, line: 18, type: !121)
!1995 = distinct !DISubprogram(name: "index<usize, usize>", linkageName: "_ZN4core5slice5index74_$LT$impl$u20$core..ops..index..Index$LT$I$GT$$u20$for$u20$$u5b$T$u5d$$GT$5index17hbc452f30f36be481E", scope: !1997, file: !1996, line: 18, type: !1999, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !2003, retainedNodes: !2001)
!1996 = !DIFile(filename: "library/core/src/slice/index.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "35f1d9855ef780cd44773269ad8900cd")
!1997 = !DINamespace(name: "{impl#0}", scope: !1998)
!1998 = !DINamespace(name: "index", scope: !810)
!1999 = !DISubroutineType(types: !2000)
!2000 = !{!623, !877, !121, !556}
!2001 = !{!2002, !1994}
!2002 = !DILocalVariable(name: "self", arg: 1, scope: !1995, file: !1996, line: 18, type: !929)
!2003 = !{!130, !1991}
!2004 = !DILocation(line: 0, scope: !1995, inlinedAt: !2005)
!2005 = !DILocation(line: 3804, column: 9, scope: !1984, inlinedAt: !1993)
!2006 = !DILocalVariable(name: "self", arg: 1, scope: !2007, file: !1996, line: 270, type: !121)
!2007 = distinct !DISubprogram(name: "index<usize>", linkageName: "_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h4b9cf60bf0a027f7E", scope: !2008, file: !1996, line: 270, type: !2009, scopeLine: 270, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !2011)
!2008 = !DINamespace(name: "{impl#2}", scope: !1998)
!2009 = !DISubroutineType(types: !2010)
!2010 = !{!623, !121, !877, !556}
!2011 = !{!2006, !2012}
!2012 = !DILocalVariable(name: "slice", arg: 2, scope: !2007, file: !1996, line: 270, type: !929)
!2013 = !DILocation(line: 0, scope: !2007, inlinedAt: !2014)
!2014 = !DILocation(line: 19, column: 15, scope: !1995, inlinedAt: !2005)
!2015 = !DILocation(line: 3803, column: 14, scope: !1984, inlinedAt: !1993)
!2016 = !DILocalVariable(name: "self", arg: 1, scope: !2017, file: !873, line: 3728, type: !882)
!2017 = distinct !DISubprogram(name: "deref<usize, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h18530ef92506d430E", scope: !874, file: !873, line: 3728, type: !875, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, retainedNodes: !2018)
!2018 = !{!2016}
!2019 = !DILocation(line: 3728, column: 14, scope: !2017, inlinedAt: !2020)
!2020 = !DILocation(line: 3804, column: 23, scope: !1984, inlinedAt: !1993)
!2021 = !DILocalVariable(name: "self", arg: 1, scope: !2022, file: !873, line: 1798, type: !882)
!2022 = distinct !DISubprogram(name: "as_slice<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h8440335a7d5309b2E", scope: !774, file: !873, line: 1798, type: !875, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !888, retainedNodes: !2023)
!2023 = !{!2021}
!2024 = !DILocation(line: 1798, column: 27, scope: !2022, inlinedAt: !2025)
!2025 = !DILocation(line: 3729, column: 14, scope: !2017, inlinedAt: !2020)
!2026 = !DILocalVariable(name: "self", arg: 1, scope: !2027, file: !873, line: 1913, type: !882)
!2027 = distinct !DISubprogram(name: "as_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hee36620a89495b58E", scope: !774, file: !873, line: 1913, type: !894, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !896, retainedNodes: !2028)
!2028 = !{!2026}
!2029 = !DILocation(line: 1913, column: 25, scope: !2027, inlinedAt: !2030)
!2030 = !DILocation(line: 1815, column: 76, scope: !2022, inlinedAt: !2025)
!2031 = !DILocation(line: 1815, column: 86, scope: !2022, inlinedAt: !2025)
!2032 = !DILocation(line: 272, column: 10, scope: !2007, inlinedAt: !2014)
!2033 = !DILocation(line: 612, column: 9, scope: !2034, inlinedAt: !2035)
!2034 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17ha432da3f7978b19bE", scope: !97, file: !93, line: 611, type: !902, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !904)
!2035 = !DILocation(line: 607, column: 14, scope: !2036, inlinedAt: !2037)
!2036 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hc6049913ecc984b6E", scope: !97, file: !93, line: 606, type: !908, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !905, declaration: !911)
!2037 = !DILocation(line: 295, column: 20, scope: !2038, inlinedAt: !2039)
!2038 = distinct !DISubprogram(name: "ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17ha93d953016aa077aE", scope: !94, file: !93, line: 294, type: !914, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !131, declaration: !917)
!2039 = !DILocation(line: 1916, column: 18, scope: !2027, inlinedAt: !2030)
!2040 = !DILocation(line: 272, column: 9, scope: !2007, inlinedAt: !2014)
!2041 = !DILocation(line: 32, column: 16, scope: !1975)
!2042 = !DILocation(line: 32, column: 15, scope: !1975)
!2043 = !DILocation(line: 32, column: 14, scope: !1975)
!2044 = !DILocation(line: 33, column: 2, scope: !1975)
