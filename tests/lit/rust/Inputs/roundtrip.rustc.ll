; ModuleID = 'roundtrip.7725cec7d1d4102b-cgu.0'
source_filename = "roundtrip.7725cec7d1d4102b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_7d224edafacb9acd74133702366cc8b7 = private unnamed_addr constant [4 x i8] c"list", align 1
@alloc_70689f08c4c40855fcc357392e6bc34a = private unnamed_addr constant [13 x i8] c"roundtrip.rs\00", align 1
@alloc_ac315cd90df0b9d3af6c8a09676c2c6e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_70689f08c4c40855fcc357392e6bc34a, [16 x i8] c"\0C\00\00\00\00\00\00\00 \00\00\00\1D\00\00\00" }>, align 8

; core::ptr::drop_in_place<roundtrip::L>
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr33drop_in_place$LT$roundtrip..L$GT$17h7ba2e6955a5b2d3dE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(16) %_1) unnamed_addr #0 !dbg !92 {
start:
    #dbg_value(ptr %_1, !119, !DIExpression(), !122)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !123
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124), !dbg !123
    #dbg_value(ptr %0, !127, !DIExpression(), !135)
  %1 = load ptr, ptr %0, align 8, !dbg !137, !alias.scope !124, !align !138, !noundef !109
  %2 = icmp eq ptr %1, null, !dbg !137
  br i1 %2, label %common.ret1, label %bb2.i, !dbg !137

common.ret1:                                      ; preds = %start, %bb2.i
  ret void, !dbg !123

bb2.i:                                            ; preds = %start
    #dbg_value(ptr %0, !139, !DIExpression(), !145)
; call core::ptr::drop_in_place<roundtrip::L>
  tail call fastcc void @"_ZN4core3ptr33drop_in_place$LT$roundtrip..L$GT$17h7ba2e6955a5b2d3dE"(ptr noalias noundef align 8 dereferenceable(16) %1) #8, !dbg !147, !noalias !148
    #dbg_value(ptr poison, !151, !DIExpression(), !190)
    #dbg_value(ptr poison, !160, !DIExpression(), !192)
    #dbg_value(i64 8, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193)
    #dbg_value(i64 16, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193)
    #dbg_value(ptr %1, !160, !DIExpression(), !192)
    #dbg_value(ptr poison, !194, !DIExpression(), !210)
    #dbg_value(ptr poison, !212, !DIExpression(), !218)
    #dbg_value(ptr %1, !208, !DIExpression(), !210)
    #dbg_value(ptr %1, !216, !DIExpression(), !218)
    #dbg_value(ptr %1, !220, !DIExpression(), !227)
    #dbg_value(i64 8, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(i64 8, !217, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218)
    #dbg_value(i64 8, !226, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !227)
    #dbg_value(i64 8, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !236)
    #dbg_value(i64 16, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(i64 16, !217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !218)
    #dbg_value(i64 16, !226, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !227)
    #dbg_value(i64 16, !229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !236)
    #dbg_value(ptr %1, !235, !DIExpression(), !236)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %1, i64 noundef 16, i64 noundef 8) #8, !dbg !238, !noalias !148
  br label %common.ret1, !dbg !123
}

; roundtrip::s_sum
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal noundef i64 @_ZN9roundtrip5s_sum17h33300fdd59eb5f28E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %l) unnamed_addr #1 !dbg !239 {
start:
    #dbg_value(ptr %this, !249, !DIExpression(), !270)
    #dbg_value(ptr %l, !250, !DIExpression(), !270)
  %0 = load i64, ptr %this, align 8, !dbg !271, !noundef !109
  %1 = add i64 %0, 1, !dbg !271
  store i64 %1, ptr %this, align 8, !dbg !271
    #dbg_value(i64 0, !251, !DIExpression(), !272)
    #dbg_value(ptr %l, !253, !DIExpression(), !273)
  br label %bb2, !dbg !274

bb2:                                              ; preds = %start, %bb2
  %s.sroa.0.08 = phi i64 [ 0, %start ], [ %2, %bb2 ]
  %c.sroa.0.07 = phi ptr [ %l, %start ], [ %4, %bb2 ]
    #dbg_value(i64 %s.sroa.0.08, !251, !DIExpression(), !272)
    #dbg_value(ptr %c.sroa.0.07, !253, !DIExpression(), !273)
    #dbg_value(ptr %c.sroa.0.07, !268, !DIExpression(), !275)
  %_5 = load i64, ptr %c.sroa.0.07, align 8, !dbg !276, !noundef !109
  %2 = add i64 %_5, %s.sroa.0.08, !dbg !277
    #dbg_value(i64 %2, !251, !DIExpression(), !272)
    #dbg_value(ptr %c.sroa.0.07, !278, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !286)
    #dbg_value(ptr %c.sroa.0.07, !288, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !310)
  %3 = getelementptr inbounds nuw i8, ptr %c.sroa.0.07, i64 8, !dbg !312
  %4 = load ptr, ptr %3, align 8, !dbg !312, !align !138, !noundef !109
    #dbg_value(ptr %4, !253, !DIExpression(), !273)
  %.not = icmp eq ptr %4, null, !dbg !313
  br i1 %.not, label %bb3, label %bb2, !dbg !274

bb3:                                              ; preds = %bb2
  ret i64 %2, !dbg !314
}

; roundtrip::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN9roundtrip6client17h72e2f227f2d9a414E(i64 noundef %r, i64 noundef %n) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !315 {
start:
    #dbg_value(ptr poison, !374, !DIExpression(), !382)
    #dbg_value(i64 %r, !319, !DIExpression(), !384)
    #dbg_value(i64 %n, !320, !DIExpression(), !384)
    #dbg_value(i64 1, !385, !DIExpression(), !395)
    #dbg_value(i64 1, !426, !DIExpression(), !459)
    #dbg_value(ptr @alloc_7d224edafacb9acd74133702366cc8b7, !461, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !470)
    #dbg_value(i64 4, !461, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !470)
    #dbg_value(ptr null, !321, !DIExpression(), !472)
    #dbg_value(i64 0, !323, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !473)
    #dbg_value(i64 %n, !323, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !473)
    #dbg_value(ptr undef, !421, !DIExpression(), !474)
    #dbg_value(ptr undef, !415, !DIExpression(), !475)
    #dbg_value(ptr undef, !476, !DIExpression(), !488)
    #dbg_value(ptr undef, !487, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !490)
  %_3012.not = icmp eq i64 %n, 0, !dbg !491
  br i1 %_3012.not, label %bb10, label %bb8, !dbg !489

bb8:                                              ; preds = %start, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE.exit"
  %iter.sroa.0.014 = phi i64 [ %_34, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE.exit" ], [ 0, %start ]
  %l.sroa.0.013 = phi ptr [ %13, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE.exit" ], [ null, %start ]
    #dbg_value(ptr %l.sroa.0.013, !321, !DIExpression(), !472)
    #dbg_value(i64 %iter.sroa.0.014, !416, !DIExpression(), !492)
    #dbg_value(i64 %iter.sroa.0.014, !394, !DIExpression(), !395)
    #dbg_value(i64 %iter.sroa.0.014, !458, !DIExpression(), !459)
  %_34 = add nuw nsw i64 %iter.sroa.0.014, 1, !dbg !493
    #dbg_value(i64 %_34, !323, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !473)
    #dbg_value(i64 %iter.sroa.0.014, !333, !DIExpression(), !494)
    #dbg_value(i64 0, !495, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !623)
    #dbg_value(i64 0, !625, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !631)
    #dbg_value(i64 0, !633, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !639)
    #dbg_value(i64 %iter.sroa.0.014, !495, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !623)
    #dbg_value(i64 %iter.sroa.0.014, !625, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !631)
    #dbg_value(i64 %iter.sroa.0.014, !633, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !639)
    #dbg_value(ptr poison, !641, !DIExpression(), !682)
    #dbg_value(ptr poison, !689, !DIExpression(), !704)
    #dbg_value(i64 0, !699, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !705)
    #dbg_value(i64 %iter.sroa.0.014, !699, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !705)
    #dbg_declare(ptr poison, !706, !DIExpression(), !713)
    #dbg_declare(ptr poison, !722, !DIExpression(), !730)
    #dbg_value(i64 %iter.sroa.0.014, !701, !DIExpression(), !732)
    #dbg_value(i64 %iter.sroa.0.014, !720, !DIExpression(), !733)
    #dbg_value(i64 %iter.sroa.0.014, !712, !DIExpression(), !734)
    #dbg_value(i64 %iter.sroa.0.014, !729, !DIExpression(), !735)
    #dbg_value(i64 %iter.sroa.0.014, !736, !DIExpression(), !764)
    #dbg_value(i64 %iter.sroa.0.014, !766, !DIExpression(), !776)
    #dbg_declare(ptr poison, !742, !DIExpression(), !778)
    #dbg_value(i64 8, !743, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !764)
    #dbg_value(i64 8, !775, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !776)
    #dbg_value(i64 8, !743, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !764)
    #dbg_value(i64 8, !775, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !776)
    #dbg_value(i64 0, !774, !DIExpression(), !776)
    #dbg_value(i64 %iter.sroa.0.014, !779, !DIExpression(), !838)
    #dbg_value(i64 %iter.sroa.0.014, !840, !DIExpression(), !863)
    #dbg_value(i64 %iter.sroa.0.014, !865, !DIExpression(), !892)
    #dbg_value(i64 %iter.sroa.0.014, !894, !DIExpression(), !904)
    #dbg_value(i64 %iter.sroa.0.014, !906, !DIExpression(), !916)
    #dbg_value(i1 false, !801, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !838)
    #dbg_declare(ptr poison, !802, !DIExpression(), !918)
    #dbg_value(i64 8, !803, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !838)
    #dbg_value(i64 8, !803, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !838)
    #dbg_value(i64 8, !860, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !863)
    #dbg_value(i64 8, !900, !DIExpression(), !904)
    #dbg_value(i64 8, !915, !DIExpression(), !916)
    #dbg_value(i64 8, !860, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !863)
    #dbg_value(ptr poison, !889, !DIExpression(), !919)
  %_33.0.i.i.i = shl i64 %iter.sroa.0.014, 3, !dbg !920
    #dbg_value(i1 true, !903, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !921)
    #dbg_value(i1 true, !922, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !929)
    #dbg_value(i64 %_33.0.i.i.i, !890, !DIExpression(), !931)
    #dbg_value(i64 %_33.0.i.i.i, !901, !DIExpression(), !921)
  %exitcond.not = icmp eq i64 %iter.sroa.0.014, 1152921504606846976, !dbg !932
  br i1 %exitcond.not, label %bb3.i.i, label %bb18.i.i.i, !dbg !932, !prof !933

bb18.i.i.i:                                       ; preds = %bb8
    #dbg_value(i64 8, !804, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !934)
    #dbg_value(i64 %_33.0.i.i.i, !804, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !934)
  %0 = icmp eq i64 %_33.0.i.i.i, 0, !dbg !935
  br i1 %0, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd5a41648a4ea3494E.exit.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !dbg !935

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb18.i.i.i
    #dbg_value(ptr poison, !936, !DIExpression(), !942)
    #dbg_value(ptr poison, !944, !DIExpression(), !952)
    #dbg_value(i64 8, !941, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !942)
    #dbg_value(i64 8, !950, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !952)
    #dbg_value(i64 %_33.0.i.i.i, !941, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !942)
    #dbg_value(i64 %_33.0.i.i.i, !950, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !952)
    #dbg_value(i8 0, !951, !DIExpression(), !952)
    #dbg_value(i64 8, !954, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !989)
    #dbg_value(i64 8, !991, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !996)
    #dbg_value(i64 %_33.0.i.i.i, !954, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !989)
    #dbg_value(i64 %_33.0.i.i.i, !991, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !996)
    #dbg_value(i1 false, !960, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !989)
    #dbg_value(i64 %_33.0.i.i.i, !961, !DIExpression(), !998)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #8, !dbg !999, !noalias !1000
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #8, !dbg !1005, !noalias !1000
    #dbg_value(i64 poison, !808, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1006)
    #dbg_value(ptr %1, !808, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1006)
  %2 = icmp eq ptr %1, null, !dbg !1007
  br i1 %2, label %bb3.i.i, label %bb10.i.i.i, !dbg !1008

bb10.i.i.i:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
    #dbg_value(ptr %1, !834, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1009)
    #dbg_value(i64 poison, !834, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1009)
  %3 = ptrtoint ptr %1 to i64, !dbg !1010
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd5a41648a4ea3494E.exit.i.i.i", !dbg !1011

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb8
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb8 ]
    #dbg_value(i64 %_4.sroa.4.0.ph.i.i, !746, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1012)
    #dbg_value(i64 %_33.0.i.i.i, !746, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1012)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #9, !dbg !1013, !noalias !1014
  unreachable, !dbg !1013

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd5a41648a4ea3494E.exit.i.i.i": ; preds = %bb10.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ %iter.sroa.0.014, %bb10.i.i.i ], [ 0, %bb18.i.i.i ], !dbg !838
  %_4.sroa.10.0.i.i = phi i64 [ %3, %bb10.i.i.i ], [ 8, %bb18.i.i.i ]
  %4 = inttoptr i64 %_4.sroa.10.0.i.i to ptr, !dbg !1015
    #dbg_value(i64 %_4.sroa.4.0.i.i, !744, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1016)
    #dbg_value(ptr %4, !744, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1016)
    #dbg_value(ptr poison, !773, !DIExpression(), !1017)
  %_7.i.i = icmp samesign ule i64 %iter.sroa.0.014, %_4.sroa.4.0.i.i, !dbg !1018
    #dbg_value(i1 true, !1019, !DIExpression(DW_OP_not, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1026)
  tail call void @llvm.assume(i1 %_7.i.i), !dbg !1028
    #dbg_value(i64 %_4.sroa.4.0.i.i, !700, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1029)
    #dbg_value(ptr %4, !700, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1029)
    #dbg_value(i64 0, !700, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1029)
    #dbg_value(ptr undef, !689, !DIExpression(), !704)
    #dbg_value(i64 0, !690, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !704)
    #dbg_value(i64 %iter.sroa.0.014, !690, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !704)
    #dbg_value(i64 0, !650, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !682)
    #dbg_value(i64 %iter.sroa.0.014, !650, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !682)
    #dbg_value(ptr undef, !641, !DIExpression(), !682)
    #dbg_value(i64 poison, !651, !DIExpression(), !1030)
    #dbg_value(i64 1, !653, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1030)
    #dbg_value(i64 %iter.sroa.0.014, !653, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1030)
    #dbg_value(i64 %iter.sroa.0.014, !654, !DIExpression(), !1031)
    #dbg_value(ptr poison, !671, !DIExpression(), !1032)
    #dbg_value(ptr undef, !674, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1033)
    #dbg_value(i64 0, !674, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1033)
    #dbg_value(ptr poison, !1034, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1048)
    #dbg_value(ptr poison, !1050, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1068)
    #dbg_value(ptr undef, !1034, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1048)
    #dbg_value(ptr undef, !1050, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1068)
    #dbg_value(i64 0, !1034, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1048)
    #dbg_value(i64 0, !1050, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1068)
    #dbg_value(i64 0, !1045, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1048)
    #dbg_value(i64 %iter.sroa.0.014, !1045, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1048)
    #dbg_value(i64 0, !1062, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1068)
    #dbg_value(i64 %iter.sroa.0.014, !1062, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1068)
    #dbg_declare(ptr poison, !1063, !DIExpression(), !1070)
    #dbg_value(ptr undef, !1071, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 0, !1071, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1091)
    #dbg_value(ptr poison, !1071, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1091)
    #dbg_value(i64 0, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %iter.sroa.0.014, !1081, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1091)
    #dbg_declare(ptr poison, !1082, !DIExpression(), !1093)
    #dbg_declare(ptr poison, !1083, !DIExpression(), !1094)
    #dbg_value(ptr undef, !1095, !DIExpression(), !1098)
    #dbg_value(ptr undef, !1100, !DIExpression(), !1105)
    #dbg_value(ptr undef, !1107, !DIExpression(), !1111)
    #dbg_value(ptr undef, !1110, !DIExpression(), !1111)
  %_0.i.i.i8.not.i.i.i.i.i.i = icmp eq i64 %iter.sroa.0.014, 0, !dbg !1113
  br i1 %_0.i.i.i8.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit", label %bb3.i.i.i.i.i.i.preheader, !dbg !1114

bb3.i.i.i.i.i.i.preheader:                        ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd5a41648a4ea3494E.exit.i.i.i"
  %xtraiter = and i64 %iter.sroa.0.014, 3, !dbg !1114
  %5 = icmp samesign ult i64 %iter.sroa.0.014, 4, !dbg !1114
  br i1 %5, label %bb3.i.i.i.i.i.i.epil.preheader, label %bb3.i.i.i.i.i.i.preheader.new, !dbg !1114

bb3.i.i.i.i.i.i.preheader.new:                    ; preds = %bb3.i.i.i.i.i.i.preheader
  %unroll_iter = and i64 %iter.sroa.0.014, 9223372036854775804, !dbg !1114
  br label %bb3.i.i.i.i.i.i, !dbg !1114

bb3.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.preheader.new
  %6 = phi i64 [ 0, %bb3.i.i.i.i.i.i.preheader.new ], [ %10, %bb3.i.i.i.i.i.i ], !dbg !1115
  %niter = phi i64 [ 0, %bb3.i.i.i.i.i.i.preheader.new ], [ %niter.next.3, %bb3.i.i.i.i.i.i ]
    #dbg_value(i64 %6, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %6, !1103, !DIExpression(), !1126)
    #dbg_value(i64 %6, !1123, !DIExpression(), !1127)
    #dbg_value(i64 %6, !1118, !DIExpression(), !1128)
    #dbg_value(i64 1, !1124, !DIExpression(), !1127)
    #dbg_value(i64 1, !1119, !DIExpression(), !1128)
  %7 = or disjoint i64 %6, 1, !dbg !1129
    #dbg_value(i64 %7, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %6, !1085, !DIExpression(), !1170)
    #dbg_value(ptr poison, !1164, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1171)
    #dbg_declare(ptr poison, !1162, !DIExpression(), !1172)
    #dbg_value(i64 %6, !1163, !DIExpression(), !1171)
    #dbg_value(ptr poison, !1173, !DIExpression(), !1180)
    #dbg_value(i64 %6, !1179, !DIExpression(), !1180)
  %_0.i.i.i.i.i.i.i.i = mul nuw nsw i64 %6, 3, !dbg !1182
    #dbg_value(ptr poison, !1152, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1183)
    #dbg_declare(ptr poison, !1153, !DIExpression(), !1184)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i, !1151, !DIExpression(), !1183)
    #dbg_value(ptr poison, !1143, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1185)
    #dbg_value(ptr poison, !1144, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1185)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i, !1142, !DIExpression(), !1185)
  %_3.i.i.i4.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %4, i64 %6, !dbg !1186
  store i64 %_0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i4.i.i.i.i.i.i, align 8, !dbg !1194, !noalias !1199
    #dbg_value(ptr undef, !1095, !DIExpression(), !1098)
    #dbg_value(ptr undef, !1100, !DIExpression(), !1105)
    #dbg_value(ptr undef, !1107, !DIExpression(), !1111)
    #dbg_value(ptr undef, !1110, !DIExpression(), !1111)
    #dbg_value(i64 %7, !1103, !DIExpression(), !1126)
    #dbg_value(i64 %7, !1123, !DIExpression(), !1127)
    #dbg_value(i64 %7, !1118, !DIExpression(), !1128)
  %8 = or disjoint i64 %6, 2, !dbg !1129
    #dbg_value(i64 %8, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %7, !1085, !DIExpression(), !1170)
    #dbg_declare(ptr poison, !1162, !DIExpression(), !1172)
    #dbg_value(i64 %7, !1163, !DIExpression(), !1171)
    #dbg_value(i64 %7, !1179, !DIExpression(), !1180)
  %_0.i.i.i.i.i.i.i.i.1 = mul nuw nsw i64 %7, 3, !dbg !1182
    #dbg_declare(ptr poison, !1153, !DIExpression(), !1184)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.1, !1151, !DIExpression(), !1183)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.1, !1142, !DIExpression(), !1185)
  %_3.i.i.i4.i.i.i.i.i.i.1 = getelementptr inbounds nuw i64, ptr %4, i64 %7, !dbg !1186
  store i64 %_0.i.i.i.i.i.i.i.i.1, ptr %_3.i.i.i4.i.i.i.i.i.i.1, align 8, !dbg !1194, !noalias !1199
    #dbg_value(i64 %8, !1103, !DIExpression(), !1126)
    #dbg_value(i64 %8, !1123, !DIExpression(), !1127)
    #dbg_value(i64 %8, !1118, !DIExpression(), !1128)
  %9 = or disjoint i64 %6, 3, !dbg !1129
    #dbg_value(i64 %9, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %8, !1085, !DIExpression(), !1170)
    #dbg_declare(ptr poison, !1162, !DIExpression(), !1172)
    #dbg_value(i64 %8, !1163, !DIExpression(), !1171)
    #dbg_value(i64 %8, !1179, !DIExpression(), !1180)
  %_0.i.i.i.i.i.i.i.i.2 = mul nuw nsw i64 %8, 3, !dbg !1182
    #dbg_declare(ptr poison, !1153, !DIExpression(), !1184)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.2, !1151, !DIExpression(), !1183)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.2, !1142, !DIExpression(), !1185)
  %_3.i.i.i4.i.i.i.i.i.i.2 = getelementptr inbounds nuw i64, ptr %4, i64 %8, !dbg !1186
  store i64 %_0.i.i.i.i.i.i.i.i.2, ptr %_3.i.i.i4.i.i.i.i.i.i.2, align 8, !dbg !1194, !noalias !1199
    #dbg_value(i64 %9, !1103, !DIExpression(), !1126)
    #dbg_value(i64 %9, !1123, !DIExpression(), !1127)
    #dbg_value(i64 %9, !1118, !DIExpression(), !1128)
  %10 = add nuw nsw i64 %6, 4, !dbg !1129
    #dbg_value(i64 %10, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %9, !1085, !DIExpression(), !1170)
    #dbg_declare(ptr poison, !1162, !DIExpression(), !1172)
    #dbg_value(i64 %9, !1163, !DIExpression(), !1171)
    #dbg_value(i64 %9, !1179, !DIExpression(), !1180)
  %_0.i.i.i.i.i.i.i.i.3 = mul nuw nsw i64 %9, 3, !dbg !1182
    #dbg_declare(ptr poison, !1153, !DIExpression(), !1184)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.3, !1151, !DIExpression(), !1183)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.3, !1142, !DIExpression(), !1185)
  %_3.i.i.i4.i.i.i.i.i.i.3 = getelementptr inbounds nuw i64, ptr %4, i64 %9, !dbg !1186
  store i64 %_0.i.i.i.i.i.i.i.i.3, ptr %_3.i.i.i4.i.i.i.i.i.i.3, align 8, !dbg !1194, !noalias !1199
  %niter.next.3 = add i64 %niter, 4, !dbg !1114
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !1114
  br i1 %niter.ncmp.3, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit.loopexit.unr-lcssa", label %bb3.i.i.i.i.i.i, !dbg !1114

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit.loopexit.unr-lcssa": ; preds = %bb3.i.i.i.i.i.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !1114
  br i1 %lcmp.mod.not, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit", label %bb3.i.i.i.i.i.i.epil.preheader, !dbg !1114

bb3.i.i.i.i.i.i.epil.preheader:                   ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit.loopexit.unr-lcssa", %bb3.i.i.i.i.i.i.preheader
  %.epil.init = phi i64 [ 0, %bb3.i.i.i.i.i.i.preheader ], [ %10, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod32 = icmp ne i64 %xtraiter, 0, !dbg !1114
  tail call void @llvm.assume(i1 %lcmp.mod32), !dbg !1114
  br label %bb3.i.i.i.i.i.i.epil, !dbg !1114

bb3.i.i.i.i.i.i.epil:                             ; preds = %bb3.i.i.i.i.i.i.epil, %bb3.i.i.i.i.i.i.epil.preheader
  %11 = phi i64 [ %12, %bb3.i.i.i.i.i.i.epil ], [ %.epil.init, %bb3.i.i.i.i.i.i.epil.preheader ], !dbg !1115
  %epil.iter = phi i64 [ %epil.iter.next, %bb3.i.i.i.i.i.i.epil ], [ 0, %bb3.i.i.i.i.i.i.epil.preheader ]
    #dbg_value(i64 %11, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %11, !1103, !DIExpression(), !1126)
    #dbg_value(i64 %11, !1123, !DIExpression(), !1127)
    #dbg_value(i64 %11, !1118, !DIExpression(), !1128)
    #dbg_value(i64 1, !1124, !DIExpression(), !1127)
    #dbg_value(i64 1, !1119, !DIExpression(), !1128)
  %12 = add nuw nsw i64 %11, 1, !dbg !1129
    #dbg_value(i64 %12, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %11, !1085, !DIExpression(), !1170)
    #dbg_value(ptr poison, !1164, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1171)
    #dbg_declare(ptr poison, !1162, !DIExpression(), !1172)
    #dbg_value(i64 %11, !1163, !DIExpression(), !1171)
    #dbg_value(ptr poison, !1173, !DIExpression(), !1180)
    #dbg_value(i64 %11, !1179, !DIExpression(), !1180)
  %_0.i.i.i.i.i.i.i.i.epil = mul nuw nsw i64 %11, 3, !dbg !1182
    #dbg_value(ptr poison, !1152, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1183)
    #dbg_declare(ptr poison, !1153, !DIExpression(), !1184)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.epil, !1151, !DIExpression(), !1183)
    #dbg_value(ptr poison, !1143, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1185)
    #dbg_value(ptr poison, !1144, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1185)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.epil, !1142, !DIExpression(), !1185)
  %_3.i.i.i4.i.i.i.i.i.i.epil = getelementptr inbounds nuw i64, ptr %4, i64 %11, !dbg !1186
  store i64 %_0.i.i.i.i.i.i.i.i.epil, ptr %_3.i.i.i4.i.i.i.i.i.i.epil, align 8, !dbg !1194, !noalias !1199
    #dbg_value(ptr undef, !1095, !DIExpression(), !1098)
    #dbg_value(ptr undef, !1100, !DIExpression(), !1105)
    #dbg_value(ptr undef, !1107, !DIExpression(), !1111)
    #dbg_value(ptr undef, !1110, !DIExpression(), !1111)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !1114
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !1114
  br i1 %epil.iter.cmp.not, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit", label %bb3.i.i.i.i.i.i.epil, !dbg !1114, !llvm.loop !1216

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit.loopexit.unr-lcssa", %bb3.i.i.i.i.i.i.epil, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hd5a41648a4ea3494E.exit.i.i.i"
    #dbg_value(i64 poison, !1081, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1091)
    #dbg_value(i64 %iter.sroa.0.014, !700, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1029)
    #dbg_value(i64 %_4.sroa.4.0.i.i, !335, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1218)
    #dbg_value(ptr %4, !335, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1218)
    #dbg_value(i64 %iter.sroa.0.014, !335, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1218)
    #dbg_value(ptr undef, !374, !DIExpression(), !382)
  %_55 = icmp samesign ult i64 %iter.sroa.0.014, 1152921504606846976, !dbg !1219
  tail call void @llvm.assume(i1 %_55), !dbg !1220
    #dbg_value(!DIArgList(i64 poison, i64 poison), !1221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1229)
    #dbg_value(ptr %l.sroa.0.013, !1221, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1229)
    #dbg_value(i64 8, !1231, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1236)
    #dbg_value(i64 8, !1238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1242)
    #dbg_value(i64 8, !1244, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1249)
    #dbg_value(i64 16, !1231, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1236)
    #dbg_value(i64 16, !1238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1242)
    #dbg_value(i64 16, !1244, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1249)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1241, !DIExpression(), !1242)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !1247, !DIExpression(), !1249)
    #dbg_value(i8 0, !1248, !DIExpression(), !1249)
    #dbg_value(i64 8, !954, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1251)
    #dbg_value(i64 8, !991, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1253)
    #dbg_value(i64 16, !954, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1251)
    #dbg_value(i64 16, !991, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1253)
    #dbg_value(i1 false, !960, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1251)
    #dbg_value(i64 16, !961, !DIExpression(), !1255)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #8, !dbg !1256, !noalias !1257
; call __rustc::__rust_alloc
  %13 = tail call noundef align 8 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 16, i64 noundef 8) #8, !dbg !1260, !noalias !1257
  %14 = icmp eq ptr %13, null, !dbg !1261
  br i1 %14, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !1262, !prof !1263

bb2.i:                                            ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit"
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 16) #9, !dbg !1264, !noalias !1257
  unreachable, !dbg !1264

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E.exit"
  %_15 = urem i64 %_4.sroa.10.0.i.i, 7, !dbg !1265
    #dbg_value(!DIArgList(i64 %_15, i64 %iter.sroa.0.014), !1221, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !1229)
  %_14 = add nuw nsw i64 %_15, %iter.sroa.0.014, !dbg !1265
    #dbg_value(i64 %_14, !1221, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1229)
    #dbg_value(ptr %13, !1227, !DIExpression(), !1266)
  store i64 %_14, ptr %13, align 8, !dbg !1267, !noalias !1257
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 8, !dbg !1267
  store ptr %l.sroa.0.013, ptr %15, align 8, !dbg !1267, !noalias !1257
    #dbg_value(ptr %13, !321, !DIExpression(), !472)
    #dbg_value(ptr poison, !1268, !DIExpression(), !1276)
    #dbg_value(ptr poison, !1278, !DIExpression(), !1286)
    #dbg_value(ptr poison, !1288, !DIExpression(), !1295)
    #dbg_value(ptr poison, !1297, !DIExpression(), !1308)
    #dbg_value(i64 8, !1304, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1308)
    #dbg_value(i64 8, !1304, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1308)
    #dbg_value(ptr poison, !1310, !DIExpression(), !1338)
    #dbg_value(i64 8, !1333, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1338)
    #dbg_value(i64 8, !1333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1338)
    #dbg_value(i64 8, !1340, !DIExpression(), !1346)
  %16 = icmp eq i64 %_4.sroa.4.0.i.i, 0, !dbg !1348
  br i1 %16, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE.exit", label %bb2.i.i.i.i, !dbg !1348

bb2.i.i.i.i:                                      ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
    #dbg_value(i64 %_4.sroa.4.0.i.i, !1345, !DIExpression(), !1346)
  %alloc_size.i.i.i.i.i = shl nuw i64 %_4.sroa.4.0.i.i, 3, !dbg !1349
    #dbg_value(ptr %4, !1305, !DIExpression(), !1350)
    #dbg_value(i64 8, !1307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1350)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1350)
    #dbg_value(ptr poison, !194, !DIExpression(), !1351)
    #dbg_value(ptr poison, !212, !DIExpression(), !1353)
    #dbg_value(ptr %4, !208, !DIExpression(), !1351)
    #dbg_value(ptr %4, !216, !DIExpression(), !1353)
    #dbg_value(ptr %4, !220, !DIExpression(), !1355)
    #dbg_value(i64 8, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1351)
    #dbg_value(i64 8, !217, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1353)
    #dbg_value(i64 8, !226, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1355)
    #dbg_value(i64 8, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1357)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1351)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1353)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !226, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1355)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1357)
    #dbg_value(ptr %4, !235, !DIExpression(), !1357)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %4, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #8, !dbg !1359
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE.exit", !dbg !1360

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE.exit": ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, %bb2.i.i.i.i
    #dbg_value(ptr %13, !321, !DIExpression(), !472)
    #dbg_value(i64 %_34, !323, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !473)
    #dbg_value(ptr undef, !421, !DIExpression(), !474)
    #dbg_value(ptr undef, !415, !DIExpression(), !475)
    #dbg_value(ptr undef, !476, !DIExpression(), !488)
    #dbg_value(ptr undef, !487, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !490)
  %exitcond18.not = icmp eq i64 %_34, %n, !dbg !491
  br i1 %exitcond18.not, label %"_ZN4core3ptr86drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$$GT$17h3b217589f9934604E.exit", label %bb8, !dbg !489

"_ZN4core3ptr86drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$$GT$17h3b217589f9934604E.exit": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE.exit"
    #dbg_value(ptr %13, !467, !DIExpression(), !470)
    #dbg_value(ptr %13, !366, !DIExpression(), !1361)
  %_27 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN9roundtrip5s_sum17h33300fdd59eb5f28E) #8, !dbg !1362
  %17 = icmp ne ptr %_27, null, !dbg !1363
  tail call void @llvm.assume(i1 %17), !dbg !1363
    #dbg_value(ptr %_27, !368, !DIExpression(), !1364)
  %_0 = tail call noundef i64 %_27(ptr noundef null, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %13) #8, !dbg !1365
    #dbg_value(ptr poison, !127, !DIExpression(), !1366)
    #dbg_value(ptr poison, !139, !DIExpression(), !1368)
; call core::ptr::drop_in_place<roundtrip::L>
  tail call fastcc void @"_ZN4core3ptr33drop_in_place$LT$roundtrip..L$GT$17h7ba2e6955a5b2d3dE"(ptr noalias noundef align 8 dereferenceable(16) %13) #8, !dbg !1370, !noalias !1371
    #dbg_value(ptr poison, !151, !DIExpression(), !1374)
    #dbg_value(i64 8, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1376)
    #dbg_value(i64 16, !174, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1376)
    #dbg_value(ptr %13, !160, !DIExpression(), !1377)
    #dbg_value(ptr poison, !194, !DIExpression(), !1378)
    #dbg_value(ptr poison, !212, !DIExpression(), !1380)
    #dbg_value(ptr %13, !208, !DIExpression(), !1378)
    #dbg_value(ptr %13, !216, !DIExpression(), !1380)
    #dbg_value(ptr %13, !220, !DIExpression(), !1382)
    #dbg_value(i64 8, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1378)
    #dbg_value(i64 8, !217, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1380)
    #dbg_value(i64 8, !226, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1382)
    #dbg_value(i64 8, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1384)
    #dbg_value(i64 16, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1378)
    #dbg_value(i64 16, !217, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1380)
    #dbg_value(i64 16, !226, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1382)
    #dbg_value(i64 16, !229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1384)
    #dbg_value(ptr %13, !235, !DIExpression(), !1384)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %13, i64 noundef 16, i64 noundef 8) #8, !dbg !1386, !noalias !1371
  ret i64 %_0, !dbg !1387

bb10:                                             ; preds = %start
    #dbg_value(ptr null, !467, !DIExpression(), !470)
; call core::option::expect_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_7d224edafacb9acd74133702366cc8b7, i64 noundef 4, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ac315cd90df0b9d3af6c8a09676c2c6e) #10, !dbg !1388
  unreachable, !dbg !1388
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #3

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #4

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #5

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #5

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nosync nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noinline noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "roundtrip.rs/@/roundtrip.7725cec7d1d4102b-cgu.0", directory: "/work/wt-rf/tests/lit/rust/Inputs")
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
!92 = distinct !DISubprogram(name: "drop_in_place<roundtrip::L>", linkageName: "_ZN4core3ptr33drop_in_place$LT$roundtrip..L$GT$17h7ba2e6955a5b2d3dE", scope: !11, file: !93, line: 805, type: !94, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !118)
!93 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!94 = !DISubroutineType(types: !95)
!95 = !{null, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut roundtrip::L", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "L", scope: !98, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !99, templateParams: !109, identifier: "8dae0c96b5af7f8b494ee625c7711d26")
!98 = !DINamespace(name: "roundtrip", scope: null)
!99 = !{!100, !101}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !97, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !97, file: !9, baseType: !102, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", scope: !103, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !104, templateParams: !109, identifier: "f3222168f0cc6e46530777eccf2bac79")
!103 = !DINamespace(name: "option", scope: !12)
!104 = !{!105}
!105 = !DICompositeType(tag: DW_TAG_variant_part, scope: !102, file: !9, size: 64, align: 64, elements: !106, templateParams: !109, identifier: "dca3c4d636d1e4dd1fbe1efe2f9c51ee", discriminator: !117)
!106 = !{!107, !113}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !105, file: !9, baseType: !108, size: 64, align: 64, extraData: i64 0)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !102, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !110, identifier: "566ec4f3df85dcc685d2d0b044e0c3c7")
!109 = !{}
!110 = !{!111}
!111 = !DITemplateTypeParameter(name: "T", type: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !105, file: !9, baseType: !114, size: 64, align: 64)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !102, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !115, templateParams: !110, identifier: "b131df5f097a2f3188e67827bc4eb78b")
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !114, file: !9, baseType: !112, size: 64, align: 64, flags: DIFlagPublic)
!117 = !DIDerivedType(tag: DW_TAG_member, scope: !102, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!118 = !{!119}
!119 = !DILocalVariable(arg: 1, scope: !92, file: !93, line: 805, type: !96)
!120 = !{!121}
!121 = !DITemplateTypeParameter(name: "T", type: !97)
!122 = !DILocation(line: 0, scope: !92)
!123 = !DILocation(line: 805, column: 1, scope: !92)
!124 = !{!125}
!125 = distinct !{!125, !126, !"_ZN4core3ptr86drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$$GT$17h3b217589f9934604E: %_1"}
!126 = distinct !{!126, !"_ZN4core3ptr86drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$$GT$17h3b217589f9934604E"}
!127 = !DILocalVariable(arg: 1, scope: !128, file: !93, line: 805, type: !131)
!128 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr86drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$$GT$17h3b217589f9934604E", scope: !11, file: !93, line: 805, type: !129, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !133, retainedNodes: !132)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !{!127}
!133 = !{!134}
!134 = !DITemplateTypeParameter(name: "T", type: !102)
!135 = !DILocation(line: 0, scope: !128, inlinedAt: !136)
!136 = distinct !DILocation(line: 805, column: 1, scope: !92)
!137 = !DILocation(line: 805, column: 1, scope: !128, inlinedAt: !136)
!138 = !{i64 8}
!139 = !DILocalVariable(arg: 1, scope: !140, file: !93, line: 805, type: !143)
!140 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr58drop_in_place$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$17h3f0315921c3bc429E", scope: !11, file: !93, line: 805, type: !141, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, retainedNodes: !144)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>", baseType: !112, size: 64, align: 64, dwarfAddressSpace: 0)
!144 = !{!139}
!145 = !DILocation(line: 0, scope: !140, inlinedAt: !146)
!146 = distinct !DILocation(line: 805, column: 1, scope: !128, inlinedAt: !136)
!147 = !DILocation(line: 805, column: 1, scope: !140, inlinedAt: !146)
!148 = !{!149, !125}
!149 = distinct !{!149, !150, !"_ZN4core3ptr58drop_in_place$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$17h3f0315921c3bc429E: %_1"}
!150 = distinct !{!150, !"_ZN4core3ptr58drop_in_place$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$17h3f0315921c3bc429E"}
!151 = !DILocalVariable(name: "self", arg: 1, scope: !152, file: !153, line: 1913, type: !158)
!152 = distinct !DISubprogram(name: "drop<roundtrip::L, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h309b6fbe1b8e42e4E", scope: !154, file: !153, line: 1913, type: !156, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !186, retainedNodes: !159)
!153 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!154 = !DINamespace(name: "{impl#10}", scope: !155)
!155 = !DINamespace(name: "boxed", scope: !88)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>", baseType: !112, size: 64, align: 64, dwarfAddressSpace: 0)
!159 = !{!151, !160, !160, !174}
!160 = !DILocalVariable(name: "ptr", scope: !161, file: !153, line: 1916, type: !162, align: 64)
!161 = distinct !DILexicalBlock(scope: !152, file: !153, line: 1916, column: 9)
!162 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<roundtrip::L>", scope: !163, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !164, templateParams: !120, identifier: "bf155e787d5495c7a619aa51abc7153b")
!163 = !DINamespace(name: "unique", scope: !11)
!164 = !{!165, !171}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !162, file: !9, baseType: !166, size: 64, align: 64, flags: DIFlagPrivate)
!166 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<roundtrip::L>", scope: !167, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !168, templateParams: !120, identifier: "bc444720b5564572f3903da3a0805ee6")
!167 = !DINamespace(name: "non_null", scope: !11)
!168 = !{!169}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !166, file: !9, baseType: !170, size: 64, align: 64, flags: DIFlagPrivate)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const roundtrip::L", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !162, file: !9, baseType: !172, align: 8, offset: 64, flags: DIFlagPrivate)
!172 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<roundtrip::L>", scope: !173, file: !9, align: 8, flags: DIFlagPublic, elements: !109, templateParams: !120, identifier: "5b4fad21e012dbb1c25d2c862256849")
!173 = !DINamespace(name: "marker", scope: !12)
!174 = !DILocalVariable(name: "layout", scope: !175, file: !153, line: 1919, type: !176, align: 64)
!175 = distinct !DILexicalBlock(scope: !161, file: !153, line: 1919, column: 13)
!176 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !177, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !179, templateParams: !109, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!177 = !DINamespace(name: "layout", scope: !178)
!178 = !DINamespace(name: "alloc", scope: !12)
!179 = !{!180, !182}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !176, file: !9, baseType: !181, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!181 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !176, file: !9, baseType: !183, size: 64, align: 64, flags: DIFlagPrivate)
!183 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !184, templateParams: !109, identifier: "5099570874743123f8e757e4da3ea37b")
!184 = !{!185}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !183, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!186 = !{!121, !187}
!187 = !DITemplateTypeParameter(name: "A", type: !188)
!188 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !189, file: !9, align: 8, flags: DIFlagPublic, elements: !109, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!189 = !DINamespace(name: "alloc", scope: !88)
!190 = !DILocation(line: 0, scope: !152, inlinedAt: !191)
!191 = distinct !DILocation(line: 805, column: 1, scope: !140, inlinedAt: !146)
!192 = !DILocation(line: 0, scope: !161, inlinedAt: !191)
!193 = !DILocation(line: 0, scope: !175, inlinedAt: !191)
!194 = !DILocalVariable(name: "self", arg: 1, scope: !195, file: !196, line: 440, type: !200)
!195 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !197, file: !196, line: 440, type: !198, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !207)
!196 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!197 = !DINamespace(name: "{impl#1}", scope: !189)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !200, !201, !176}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !188, size: 64, align: 64, dwarfAddressSpace: 0)
!201 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !167, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !202, templateParams: !205, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!202 = !{!203}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !201, file: !9, baseType: !204, size: 64, align: 64, flags: DIFlagPrivate)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!205 = !{!206}
!206 = !DITemplateTypeParameter(name: "T", type: !81)
!207 = !{!194, !208, !209}
!208 = !DILocalVariable(name: "ptr", arg: 2, scope: !195, file: !196, line: 440, type: !201)
!209 = !DILocalVariable(name: "layout", arg: 3, scope: !195, file: !196, line: 440, type: !176)
!210 = !DILocation(line: 0, scope: !195, inlinedAt: !211)
!211 = distinct !DILocation(line: 1921, column: 24, scope: !175, inlinedAt: !191)
!212 = !DILocalVariable(name: "self", arg: 1, scope: !213, file: !196, line: 323, type: !200)
!213 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !188, file: !196, line: 323, type: !198, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !214, retainedNodes: !215)
!214 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !188, file: !196, line: 323, type: !198, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!215 = !{!212, !216, !217}
!216 = !DILocalVariable(name: "ptr", arg: 2, scope: !213, file: !196, line: 323, type: !201)
!217 = !DILocalVariable(name: "layout", arg: 3, scope: !213, file: !196, line: 323, type: !176)
!218 = !DILocation(line: 0, scope: !213, inlinedAt: !219)
!219 = distinct !DILocation(line: 442, column: 23, scope: !195, inlinedAt: !211)
!220 = !DILocalVariable(name: "ptr", arg: 1, scope: !221, file: !196, line: 199, type: !201)
!221 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !188, file: !196, line: 199, type: !222, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !224, retainedNodes: !225)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !201, !176}
!224 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !188, file: !196, line: 199, type: !222, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!225 = !{!220, !226}
!226 = !DILocalVariable(name: "layout", arg: 2, scope: !221, file: !196, line: 199, type: !176)
!227 = !DILocation(line: 0, scope: !221, inlinedAt: !228)
!228 = distinct !DILocation(line: 324, column: 9, scope: !213, inlinedAt: !219)
!229 = !DILocalVariable(name: "layout", arg: 2, scope: !230, file: !196, line: 114, type: !176)
!230 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !189, file: !196, line: 114, type: !231, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !234)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !233, !176}
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!234 = !{!235, !229}
!235 = !DILocalVariable(name: "ptr", arg: 1, scope: !230, file: !196, line: 114, type: !233)
!236 = !DILocation(line: 0, scope: !230, inlinedAt: !237)
!237 = distinct !DILocation(line: 209, column: 22, scope: !221, inlinedAt: !228)
!238 = !DILocation(line: 115, column: 14, scope: !230, inlinedAt: !237)
!239 = distinct !DISubprogram(name: "s_sum", linkageName: "_ZN9roundtrip5s_sum17h33300fdd59eb5f28E", scope: !98, file: !240, line: 15, type: !241, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !248)
!240 = !DIFile(filename: "roundtrip.rs", directory: "/work/wt-rf/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "e85c767187cf49fe350a5c9af371be74")
!241 = !DISubroutineType(types: !242)
!242 = !{!13, !243, !247}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut roundtrip::S", baseType: !244, size: 64, align: 64, dwarfAddressSpace: 0)
!244 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !98, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !245, templateParams: !109, identifier: "1b693b64ac281eb1f4368a912d2f875")
!245 = !{!246}
!246 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !244, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&roundtrip::L", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!248 = !{!249, !250, !251, !253, !268}
!249 = !DILocalVariable(name: "this", arg: 1, scope: !239, file: !240, line: 15, type: !243)
!250 = !DILocalVariable(name: "l", arg: 2, scope: !239, file: !240, line: 15, type: !247)
!251 = !DILocalVariable(name: "s", scope: !252, file: !240, line: 17, type: !13, align: 64)
!252 = distinct !DILexicalBlock(scope: !239, file: !240, line: 17, column: 5)
!253 = !DILocalVariable(name: "c", scope: !254, file: !240, line: 18, type: !255, align: 64)
!254 = distinct !DILexicalBlock(scope: !252, file: !240, line: 18, column: 5)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&roundtrip::L>", scope: !103, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !256, templateParams: !109, identifier: "a9437a8ea2d82f16c89c53692714e7e")
!256 = !{!257}
!257 = !DICompositeType(tag: DW_TAG_variant_part, scope: !255, file: !9, size: 64, align: 64, elements: !258, templateParams: !109, identifier: "93b6a94b3e21cd1bf1136565c788c10b", discriminator: !267)
!258 = !{!259, !263}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !257, file: !9, baseType: !260, size: 64, align: 64, extraData: i64 0)
!260 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !255, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !261, identifier: "e994684c61ab30cd4202e370fb5e2c07")
!261 = !{!262}
!262 = !DITemplateTypeParameter(name: "T", type: !247)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !257, file: !9, baseType: !264, size: 64, align: 64)
!264 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !255, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !265, templateParams: !261, identifier: "9231fbfaa0fff0c3eb3cef65545d1573")
!265 = !{!266}
!266 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !264, file: !9, baseType: !247, size: 64, align: 64, flags: DIFlagPublic)
!267 = !DIDerivedType(tag: DW_TAG_member, scope: !255, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!268 = !DILocalVariable(name: "x", scope: !269, file: !240, line: 19, type: !247, align: 64)
!269 = distinct !DILexicalBlock(scope: !254, file: !240, line: 19, column: 27)
!270 = !DILocation(line: 0, scope: !239)
!271 = !DILocation(line: 16, column: 5, scope: !239)
!272 = !DILocation(line: 0, scope: !252)
!273 = !DILocation(line: 0, scope: !254)
!274 = !DILocation(line: 19, column: 15, scope: !269)
!275 = !DILocation(line: 0, scope: !269)
!276 = !DILocation(line: 20, column: 14, scope: !269)
!277 = !DILocation(line: 20, column: 9, scope: !269)
!278 = !DILocalVariable(name: "self", arg: 1, scope: !279, file: !280, line: 1390, type: !283)
!279 = distinct !DISubprogram(name: "as_deref<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17hf19658f1bd018678E", scope: !102, file: !280, line: 1390, type: !281, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, declaration: !284, retainedNodes: !285)
!280 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!281 = !DISubroutineType(types: !282)
!282 = !{!255, !283}
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::option::Option<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!284 = !DISubprogram(name: "as_deref<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17hf19658f1bd018678E", scope: !102, file: !280, line: 1390, type: !281, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !110)
!285 = !{!278}
!286 = !DILocation(line: 1390, column: 27, scope: !279, inlinedAt: !287)
!287 = !DILocation(line: 21, column: 20, scope: !269)
!288 = !DILocalVariable(name: "self", arg: 1, scope: !289, file: !280, line: 744, type: !283)
!289 = distinct !DISubprogram(name: "as_ref<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17hb787776c7a23aba6E", scope: !102, file: !280, line: 744, type: !290, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, declaration: !306, retainedNodes: !307)
!290 = !DISubroutineType(types: !291)
!291 = !{!292, !283}
!292 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", scope: !103, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !293, templateParams: !109, identifier: "bfab874163ae9554bdacb8b090fd64d1")
!293 = !{!294}
!294 = !DICompositeType(tag: DW_TAG_variant_part, scope: !292, file: !9, size: 64, align: 64, elements: !295, templateParams: !109, identifier: "6425dbc492fbc67388d6f0202f441f07", discriminator: !305)
!295 = !{!296, !301}
!296 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !294, file: !9, baseType: !297, size: 64, align: 64, extraData: i64 0)
!297 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !292, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !298, identifier: "bc9971f5a11a4cdd4ab36215ce44cc01")
!298 = !{!299}
!299 = !DITemplateTypeParameter(name: "T", type: !300)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>", baseType: !112, size: 64, align: 64, dwarfAddressSpace: 0)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !294, file: !9, baseType: !302, size: 64, align: 64)
!302 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !292, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !303, templateParams: !298, identifier: "9946da2c63d28669fa0c2b90cc6864ab")
!303 = !{!304}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !302, file: !9, baseType: !300, size: 64, align: 64, flags: DIFlagPublic)
!305 = !DIDerivedType(tag: DW_TAG_member, scope: !292, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!306 = !DISubprogram(name: "as_ref<alloc::boxed::Box<roundtrip::L, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17hb787776c7a23aba6E", scope: !102, file: !280, line: 744, type: !290, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !110)
!307 = !{!288, !308}
!308 = !DILocalVariable(name: "x", scope: !309, file: !280, line: 746, type: !300, align: 64)
!309 = distinct !DILexicalBlock(scope: !289, file: !280, line: 746, column: 13)
!310 = !DILocation(line: 744, column: 25, scope: !289, inlinedAt: !311)
!311 = !DILocation(line: 1394, column: 14, scope: !279, inlinedAt: !287)
!312 = !DILocation(line: 745, column: 15, scope: !289, inlinedAt: !311)
!313 = !DILocation(line: 19, column: 25, scope: !269)
!314 = !DILocation(line: 24, column: 2, scope: !239)
!315 = distinct !DISubprogram(name: "client", linkageName: "_ZN9roundtrip6client17h72e2f227f2d9a414E", scope: !98, file: !240, line: 26, type: !316, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!13, !13, !13}
!318 = !{!319, !320, !321, !323, !333, !335, !366, !368}
!319 = !DILocalVariable(name: "r", arg: 1, scope: !315, file: !240, line: 26, type: !13)
!320 = !DILocalVariable(name: "n", arg: 2, scope: !315, file: !240, line: 26, type: !13)
!321 = !DILocalVariable(name: "l", scope: !322, file: !240, line: 27, type: !102, align: 64)
!322 = distinct !DILexicalBlock(scope: !315, file: !240, line: 27, column: 5)
!323 = !DILocalVariable(name: "iter", scope: !324, file: !240, line: 28, type: !325, align: 64)
!324 = distinct !DILexicalBlock(scope: !322, file: !240, line: 28, column: 5)
!325 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u64>", scope: !326, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !328, templateParams: !331, identifier: "2f49f24d28a85bfcea6200aeb3aa9bc")
!326 = !DINamespace(name: "range", scope: !327)
!327 = !DINamespace(name: "ops", scope: !12)
!328 = !{!329, !330}
!329 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !325, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !325, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!331 = !{!332}
!332 = !DITemplateTypeParameter(name: "Idx", type: !13)
!333 = !DILocalVariable(name: "i", scope: !334, file: !240, line: 28, type: !13, align: 64)
!334 = distinct !DILexicalBlock(scope: !324, file: !240, line: 28, column: 5)
!335 = !DILocalVariable(name: "xs", scope: !336, file: !240, line: 29, type: !337, align: 64)
!336 = distinct !DILexicalBlock(scope: !334, file: !240, line: 29, column: 9)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u64, alloc::alloc::Global>", scope: !338, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !339, templateParams: !364, identifier: "803b60f6994bee5670c1cc95f7b1985")
!338 = !DINamespace(name: "vec", scope: !88)
!339 = !{!340, !365}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !337, file: !9, baseType: !341, size: 128, align: 64, flags: DIFlagPrivate)
!341 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u64, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !342, templateParams: !364, identifier: "41af8a80ede3d54e8e7eb33d66c59aa4")
!342 = !{!343, !360}
!343 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !341, file: !9, baseType: !344, size: 128, align: 64, flags: DIFlagPrivate)
!344 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !345, templateParams: !359, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!345 = !{!346, !352, !358}
!346 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !344, file: !9, baseType: !347, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!347 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !163, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !348, templateParams: !205, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!348 = !{!349, !350}
!349 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !347, file: !9, baseType: !201, size: 64, align: 64, flags: DIFlagPrivate)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !347, file: !9, baseType: !351, align: 8, offset: 64, flags: DIFlagPrivate)
!351 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !173, file: !9, align: 8, flags: DIFlagPublic, elements: !109, templateParams: !205, identifier: "15bae875c56c7c0f828edf19d836075e")
!352 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !344, file: !9, baseType: !353, size: 64, align: 64, flags: DIFlagPrivate)
!353 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !354, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !356, templateParams: !109, identifier: "cad7375c0c871c072d809328de25b44")
!354 = !DINamespace(name: "niche_types", scope: !355)
!355 = !DINamespace(name: "num", scope: !12)
!356 = !{!357}
!357 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !353, file: !9, baseType: !181, size: 64, align: 64, flags: DIFlagPrivate)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !344, file: !9, baseType: !188, align: 8, offset: 128, flags: DIFlagPrivate)
!359 = !{!187}
!360 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !341, file: !9, baseType: !361, align: 8, offset: 128, flags: DIFlagPrivate)
!361 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u64>", scope: !173, file: !9, align: 8, flags: DIFlagPublic, elements: !109, templateParams: !362, identifier: "a18c0f604714e83479daf388b0b74b92")
!362 = !{!363}
!363 = !DITemplateTypeParameter(name: "T", type: !13)
!364 = !{!363, !187}
!365 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !337, file: !9, baseType: !181, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!366 = !DILocalVariable(name: "head", scope: !367, file: !240, line: 32, type: !247, align: 64)
!367 = distinct !DILexicalBlock(scope: !322, file: !240, line: 32, column: 5)
!368 = !DILocalVariable(name: "sum", scope: !369, file: !240, line: 35, type: !370, align: 64)
!369 = distinct !DILexicalBlock(scope: !367, file: !240, line: 35, column: 9)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut roundtrip::S, &roundtrip::L) -> u64", baseType: !371, size: 64, align: 64, dwarfAddressSpace: 0)
!371 = !DISubroutineType(types: !372)
!372 = !{!13, !373, !247}
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut roundtrip::S", baseType: !244, size: 64, align: 64, dwarfAddressSpace: 0)
!374 = !DILocalVariable(name: "self", arg: 1, scope: !375, file: !376, line: 2996, type: !379)
!375 = distinct !DISubprogram(name: "len<u64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h34af520560ed7f9fE", scope: !337, file: !376, line: 2996, type: !377, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !364, declaration: !380, retainedNodes: !381)
!376 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!377 = !DISubroutineType(types: !378)
!378 = !{!181, !379}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<u64, alloc::alloc::Global>", baseType: !337, size: 64, align: 64, dwarfAddressSpace: 0)
!380 = !DISubprogram(name: "len<u64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h34af520560ed7f9fE", scope: !337, file: !376, line: 2996, type: !377, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !364)
!381 = !{!374}
!382 = !DILocation(line: 2996, column: 22, scope: !375, inlinedAt: !383)
!383 = !DILocation(line: 30, column: 62, scope: !336)
!384 = !DILocation(line: 0, scope: !315)
!385 = !DILocalVariable(name: "n", scope: !386, file: !387, line: 211, type: !181, align: 64)
!386 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsD_NtNtCsgEmfK2I1SDS_4core4iter5rangeyNtB5_4Step17forward_unchecked", scope: !388, file: !387, line: 211, type: !391, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !393)
!387 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!388 = !DINamespace(name: "{impl#41}", scope: !389)
!389 = !DINamespace(name: "range", scope: !390)
!390 = !DINamespace(name: "iter", scope: !12)
!391 = !DISubroutineType(types: !392)
!392 = !{!13, !13, !181}
!393 = !{!394, !385}
!394 = !DILocalVariable(name: "start", arg: 1, scope: !386, file: !387, line: 211, type: !13)
!395 = !DILocation(line: 0, scope: !386, inlinedAt: !396)
!396 = !DILocation(line: 775, column: 35, scope: !397, inlinedAt: !417)
!397 = distinct !DILexicalBlock(scope: !398, file: !387, line: 773, column: 13)
!398 = distinct !DISubprogram(name: "spec_next<u64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h325d7d4d64913549E", scope: !399, file: !387, line: 771, type: !400, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !362, retainedNodes: !414)
!399 = !DINamespace(name: "{impl#5}", scope: !389)
!400 = !DISubroutineType(types: !401)
!401 = !{!402, !413}
!402 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u64>", scope: !103, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !403, templateParams: !109, identifier: "5df48e78344d287b1aa2beff979690a1")
!403 = !{!404}
!404 = !DICompositeType(tag: DW_TAG_variant_part, scope: !402, file: !9, size: 128, align: 64, elements: !405, templateParams: !109, identifier: "da17d114a1834722a5f601c2025b5dcb", discriminator: !412)
!405 = !{!406, !408}
!406 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !404, file: !9, baseType: !407, size: 128, align: 64, extraData: i64 0)
!407 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !402, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !362, identifier: "256b60841e0fc6362895d4ec6d413175")
!408 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !404, file: !9, baseType: !409, size: 128, align: 64, extraData: i64 1)
!409 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !402, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !410, templateParams: !362, identifier: "3208af99933a2c8c23fde6905b1cbd11")
!410 = !{!411}
!411 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !409, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!412 = !DIDerivedType(tag: DW_TAG_member, scope: !402, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<u64>", baseType: !325, size: 64, align: 64, dwarfAddressSpace: 0)
!414 = !{!415, !416}
!415 = !DILocalVariable(name: "self", arg: 1, scope: !398, file: !387, line: 771, type: !413)
!416 = !DILocalVariable(name: "old", scope: !397, file: !387, line: 773, type: !13, align: 64)
!417 = !DILocation(line: 857, column: 14, scope: !418, inlinedAt: !424)
!418 = distinct !DISubprogram(name: "next<u64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h6199aa284273f009E", scope: !419, file: !387, line: 856, type: !400, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !422, retainedNodes: !420)
!419 = !DINamespace(name: "{impl#6}", scope: !389)
!420 = !{!421}
!421 = !DILocalVariable(name: "self", arg: 1, scope: !418, file: !387, line: 856, type: !413)
!422 = !{!423}
!423 = !DITemplateTypeParameter(name: "A", type: !13)
!424 = !DILocation(line: 28, column: 14, scope: !425)
!425 = !DILexicalBlockFile(scope: !324, file: !240, discriminator: 2)
!426 = !DILocalVariable(name: "rhs", scope: !427, file: !428, line: 832, type: !13, align: 64)
!427 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs7_NtCsgEmfK2I1SDS_4core3numy13unchecked_add", scope: !429, file: !428, line: 832, type: !430, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !457)
!428 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!429 = !DINamespace(name: "{impl#9}", scope: !355)
!430 = !DISubroutineType(types: !431)
!431 = !{!13, !13, !13, !432}
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !433, size: 64, align: 64, dwarfAddressSpace: 0)
!433 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !434, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !436, templateParams: !109, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!434 = !DINamespace(name: "location", scope: !435)
!435 = !DINamespace(name: "panic", scope: !12)
!436 = !{!437, !446, !448, !449}
!437 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !433, file: !9, baseType: !438, size: 128, align: 64, flags: DIFlagPrivate)
!438 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !167, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !439, templateParams: !205, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!439 = !{!440}
!440 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !438, file: !9, baseType: !441, size: 128, align: 64, flags: DIFlagPrivate)
!441 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !442, templateParams: !109, identifier: "238a44609877474087c05adf26cd41fa")
!442 = !{!443, !445}
!443 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !441, file: !9, baseType: !444, size: 64, align: 64)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !441, file: !9, baseType: !181, size: 64, align: 64, offset: 64)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !433, file: !9, baseType: !447, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!447 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!448 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !433, file: !9, baseType: !447, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !433, file: !9, baseType: !450, align: 8, offset: 192, flags: DIFlagPrivate)
!450 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !173, file: !9, align: 8, flags: DIFlagPublic, elements: !109, templateParams: !451, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!451 = !{!452}
!452 = !DITemplateTypeParameter(name: "T", type: !453)
!453 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !454, templateParams: !109, identifier: "9277eecd40495f85161460476aacc992")
!454 = !{!455, !456}
!455 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !453, file: !9, baseType: !444, size: 64, align: 64)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !453, file: !9, baseType: !181, size: 64, align: 64, offset: 64)
!457 = !{!458, !426}
!458 = !DILocalVariable(name: "self", arg: 1, scope: !427, file: !428, line: 832, type: !13)
!459 = !DILocation(line: 0, scope: !427, inlinedAt: !460)
!460 = !DILocation(line: 213, column: 28, scope: !386, inlinedAt: !396)
!461 = !DILocalVariable(name: "msg", scope: !462, file: !280, line: 968, type: !453, align: 64)
!462 = distinct !DISubprogram(name: "expect<&roundtrip::L>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17h7d5ba432bf9b2ad1E", scope: !255, file: !280, line: 968, type: !463, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !261, declaration: !465, retainedNodes: !466)
!463 = !DISubroutineType(types: !464)
!464 = !{!247, !255, !453, !432}
!465 = !DISubprogram(name: "expect<&roundtrip::L>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17h7d5ba432bf9b2ad1E", scope: !255, file: !280, line: 968, type: !463, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !261)
!466 = !{!467, !461, !468}
!467 = !DILocalVariable(name: "self", arg: 1, scope: !462, file: !280, line: 968, type: !255)
!468 = !DILocalVariable(name: "val", scope: !469, file: !280, line: 970, type: !247, align: 64)
!469 = distinct !DILexicalBlock(scope: !462, file: !280, line: 970, column: 13)
!470 = !DILocation(line: 0, scope: !462, inlinedAt: !471)
!471 = !DILocation(line: 32, column: 29, scope: !322)
!472 = !DILocation(line: 0, scope: !322)
!473 = !DILocation(line: 0, scope: !324)
!474 = !DILocation(line: 856, column: 13, scope: !418, inlinedAt: !424)
!475 = !DILocation(line: 771, column: 18, scope: !398, inlinedAt: !417)
!476 = !DILocalVariable(name: "self", arg: 1, scope: !477, file: !478, line: 1916, type: !485)
!477 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs12_NtNtCsgEmfK2I1SDS_4core3cmp5implsyNtB8_10PartialOrd2lt", scope: !479, file: !478, line: 1916, type: !482, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !486)
!478 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!479 = !DINamespace(name: "{impl#66}", scope: !480)
!480 = !DINamespace(name: "impls", scope: !481)
!481 = !DINamespace(name: "cmp", scope: !12)
!482 = !DISubroutineType(types: !483)
!483 = !{!484, !485, !485}
!484 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!485 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!486 = !{!476, !487}
!487 = !DILocalVariable(name: "other", arg: 2, scope: !477, file: !478, line: 1916, type: !485)
!488 = !DILocation(line: 1916, column: 19, scope: !477, inlinedAt: !489)
!489 = !DILocation(line: 772, column: 12, scope: !398, inlinedAt: !417)
!490 = !DILocation(line: 1916, column: 26, scope: !477, inlinedAt: !489)
!491 = !DILocation(line: 1916, column: 50, scope: !477, inlinedAt: !489)
!492 = !DILocation(line: 0, scope: !397, inlinedAt: !417)
!493 = !DILocation(line: 844, column: 17, scope: !427, inlinedAt: !460)
!494 = !DILocation(line: 0, scope: !334)
!495 = !DILocalVariable(name: "self", arg: 1, scope: !496, file: !497, line: 2051, type: !503)
!496 = distinct !DISubprogram(name: "collect<core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>, alloc::vec::Vec<u64, alloc::alloc::Global>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator7collect17h4dda66a23f3fa6bdE", scope: !498, file: !497, line: 2051, type: !501, scopeLine: 2051, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !620, retainedNodes: !514)
!497 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!498 = !DINamespace(name: "Iterator", scope: !499)
!499 = !DINamespace(name: "iterator", scope: !500)
!500 = !DINamespace(name: "traits", scope: !390)
!501 = !DISubroutineType(types: !502)
!502 = !{!337, !503}
!503 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>", scope: !504, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !506, templateParams: !511, identifier: "8807d931dc3b5050beff4fd220ccd227")
!504 = !DINamespace(name: "map", scope: !505)
!505 = !DINamespace(name: "adapters", scope: !390)
!506 = !{!507, !508}
!507 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !503, file: !9, baseType: !325, size: 128, align: 64, flags: DIFlagProtected)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !503, file: !9, baseType: !509, align: 8, offset: 128, flags: DIFlagPrivate)
!509 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !510, file: !9, align: 8, elements: !109, identifier: "5f9a1b10008d9a9d48914a9e2749ebdc")
!510 = !DINamespace(name: "client", scope: !98)
!511 = !{!512, !513}
!512 = !DITemplateTypeParameter(name: "I", type: !325)
!513 = !DITemplateTypeParameter(name: "F", type: !509)
!514 = !{!495, !515, !515, !534, !542}
!515 = !DILocalVariable(name: "hint", scope: !516, file: !497, line: 2060, type: !517, align: 64)
!516 = distinct !DILexicalBlock(scope: !496, file: !497, line: 2060, column: 13)
!517 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, core::option::Option<usize>)", file: !9, size: 192, align: 64, elements: !518, templateParams: !109, identifier: "50ba810bbf8cd1f32313d326053c8aa")
!518 = !{!519, !520}
!519 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !517, file: !9, baseType: !181, size: 64, align: 64)
!520 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !517, file: !9, baseType: !521, size: 128, align: 64, offset: 64)
!521 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !103, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !522, templateParams: !109, identifier: "6f59025219977f466509bd4ae79a2945")
!522 = !{!523}
!523 = !DICompositeType(tag: DW_TAG_variant_part, scope: !521, file: !9, size: 128, align: 64, elements: !524, templateParams: !109, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !533)
!524 = !{!525, !529}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !523, file: !9, baseType: !526, size: 128, align: 64, extraData: i64 0)
!526 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !521, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !527, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!527 = !{!528}
!528 = !DITemplateTypeParameter(name: "T", type: !181)
!529 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !523, file: !9, baseType: !530, size: 128, align: 64, extraData: i64 1)
!530 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !521, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !531, templateParams: !527, identifier: "c70f2dfad93186ce146b7e80830727")
!531 = !{!532}
!532 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !530, file: !9, baseType: !181, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!533 = !DIDerivedType(tag: DW_TAG_member, scope: !521, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!534 = !DILocalVariable(name: "args", scope: !535, file: !497, line: 2061, type: !538, align: 64)
!535 = !DILexicalBlockFile(scope: !536, file: !497, discriminator: 0)
!536 = distinct !DILexicalBlock(scope: !516, file: !537, line: 62, column: 38)
!537 = !DIFile(filename: "library/core/src/panic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5ea139883c81a8074ac3b0ff123e16cc")
!538 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&(usize, core::option::Option<usize>))", file: !9, size: 64, align: 64, elements: !539, templateParams: !109, identifier: "c5028f3cc517908b2fb42933fcd3fce")
!539 = !{!540}
!540 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !538, file: !9, baseType: !541, size: 64, align: 64)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&(usize, core::option::Option<usize>)", baseType: !517, size: 64, align: 64, dwarfAddressSpace: 0)
!542 = !DILocalVariable(name: "args", scope: !543, file: !497, line: 2061, type: !545, align: 64)
!543 = !DILexicalBlockFile(scope: !544, file: !497, discriminator: 0)
!544 = distinct !DILexicalBlock(scope: !536, file: !537, line: 62, column: 38)
!545 = !DICompositeType(tag: DW_TAG_array_type, baseType: !546, size: 128, align: 64, elements: !618)
!546 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !547, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !549, templateParams: !109, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!547 = !DINamespace(name: "rt", scope: !548)
!548 = !DINamespace(name: "fmt", scope: !12)
!549 = !{!550}
!550 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !546, file: !9, baseType: !551, size: 128, align: 64, flags: DIFlagPrivate)
!551 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !547, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !552, templateParams: !109, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!552 = !{!553}
!553 = !DICompositeType(tag: DW_TAG_variant_part, scope: !551, file: !9, size: 128, align: 64, elements: !554, templateParams: !109, identifier: "fbd384083752b747f8b252853b979154", discriminator: !617)
!554 = !{!555, !613}
!555 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !553, file: !9, baseType: !556, size: 128, align: 64)
!556 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !551, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !557, templateParams: !109, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!557 = !{!558, !566, !608}
!558 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !556, file: !9, baseType: !559, size: 64, align: 64, flags: DIFlagPrivate)
!559 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !167, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !560, templateParams: !564, identifier: "f4e496144210c619b96aa08326287b92")
!560 = !{!561}
!561 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !559, file: !9, baseType: !562, size: 64, align: 64, flags: DIFlagPrivate)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !563, size: 64, align: 64, dwarfAddressSpace: 0)
!563 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!564 = !{!565}
!565 = !DITemplateTypeParameter(name: "T", type: !563)
!566 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !556, file: !9, baseType: !567, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !568, size: 64, align: 64, dwarfAddressSpace: 0)
!568 = !DISubroutineType(types: !569)
!569 = !{!570, !559, !587}
!570 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !571, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !572, templateParams: !109, identifier: "1c6752419820cdc3961061cc58b31873")
!571 = !DINamespace(name: "result", scope: !12)
!572 = !{!573}
!573 = !DICompositeType(tag: DW_TAG_variant_part, scope: !570, file: !9, size: 8, align: 8, elements: !574, templateParams: !109, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !586)
!574 = !{!575, !582}
!575 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !573, file: !9, baseType: !576, size: 8, align: 8, extraData: i8 0)
!576 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !570, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !577, templateParams: !579, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!577 = !{!578}
!578 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !576, file: !9, baseType: !563, align: 8, offset: 8, flags: DIFlagPublic)
!579 = !{!565, !580}
!580 = !DITemplateTypeParameter(name: "E", type: !581)
!581 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !548, file: !9, align: 8, flags: DIFlagPublic, elements: !109, identifier: "5a24300cdda31093f5fe20c939b4885")
!582 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !573, file: !9, baseType: !583, size: 8, align: 8, extraData: i8 1)
!583 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !570, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !584, templateParams: !579, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!584 = !{!585}
!585 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !583, file: !9, baseType: !581, align: 8, offset: 8, flags: DIFlagPublic)
!586 = !DIDerivedType(tag: DW_TAG_member, scope: !570, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagArtificial)
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !588, size: 64, align: 64, dwarfAddressSpace: 0)
!588 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !548, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !589, templateParams: !109, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!589 = !{!590, !597}
!590 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !588, file: !9, baseType: !591, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!591 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !548, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !592, templateParams: !109, identifier: "ca2f5547247cd95c514a47d5800e09e")
!592 = !{!593, !594, !596}
!593 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !591, file: !9, baseType: !447, size: 32, align: 32, flags: DIFlagPrivate)
!594 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !591, file: !9, baseType: !595, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!595 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !591, file: !9, baseType: !595, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!597 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !588, file: !9, baseType: !598, size: 128, align: 64, flags: DIFlagPrivate)
!598 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !599, templateParams: !109, identifier: "effe97114690fc58a8e246cb04e37234")
!599 = !{!600, !603}
!600 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !598, file: !9, baseType: !601, size: 64, align: 64)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !602, size: 64, align: 64, dwarfAddressSpace: 0)
!602 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !109, identifier: "64328679825f9c73b507edbfd5b86b47")
!603 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !598, file: !9, baseType: !604, size: 64, align: 64, offset: 64)
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !605, size: 64, align: 64, dwarfAddressSpace: 0)
!605 = !DICompositeType(tag: DW_TAG_array_type, baseType: !181, size: 384, align: 64, elements: !606)
!606 = !{!607}
!607 = !DISubrange(count: 6, lowerBound: 0)
!608 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !556, file: !9, baseType: !609, align: 8, offset: 128, flags: DIFlagPrivate)
!609 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !173, file: !9, align: 8, flags: DIFlagPublic, elements: !109, templateParams: !610, identifier: "efa596960370766459fc018866dc4048")
!610 = !{!611}
!611 = !DITemplateTypeParameter(name: "T", type: !612)
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !563, size: 64, align: 64, dwarfAddressSpace: 0)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !553, file: !9, baseType: !614, size: 128, align: 64, extraData: i64 0)
!614 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !551, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !615, templateParams: !109, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!615 = !{!616}
!616 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !614, file: !9, baseType: !595, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!617 = !DIDerivedType(tag: DW_TAG_member, scope: !551, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!618 = !{!619}
!619 = !DISubrange(count: 1, lowerBound: 0)
!620 = !{!621, !622}
!621 = !DITemplateTypeParameter(name: "Self", type: !503)
!622 = !DITemplateTypeParameter(name: "B", type: !337)
!623 = !DILocation(line: 0, scope: !496, inlinedAt: !624)
!624 = !DILocation(line: 29, column: 50, scope: !334)
!625 = !DILocalVariable(name: "iter", arg: 1, scope: !626, file: !376, line: 3864, type: !503)
!626 = distinct !DISubprogram(name: "from_iter<u64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", linkageName: "_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17he6e9bcddee073072E", scope: !627, file: !376, line: 3864, type: !501, scopeLine: 3864, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !629, retainedNodes: !628)
!627 = !DINamespace(name: "{impl#16}", scope: !338)
!628 = !{!625}
!629 = !{!363, !630}
!630 = !DITemplateTypeParameter(name: "I", type: !503)
!631 = !DILocation(line: 0, scope: !626, inlinedAt: !632)
!632 = !DILocation(line: 2064, column: 9, scope: !496, inlinedAt: !624)
!633 = !DILocalVariable(name: "iterator", arg: 1, scope: !634, file: !635, line: 32, type: !503)
!634 = distinct !DISubprogram(name: "from_iter<u64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", linkageName: "_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h659d15356cfc8f12E", scope: !636, file: !635, line: 32, type: !501, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !629, retainedNodes: !638)
!635 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87e48553151b7c26b3585234ec8e05e7")
!636 = !DINamespace(name: "{impl#0}", scope: !637)
!637 = !DINamespace(name: "spec_from_iter", scope: !338)
!638 = !{!633}
!639 = !DILocation(line: 0, scope: !634, inlinedAt: !640)
!640 = !DILocation(line: 3865, column: 9, scope: !626, inlinedAt: !632)
!641 = !DILocalVariable(name: "self", arg: 1, scope: !642, file: !376, line: 3988, type: !645)
!642 = distinct !DISubprogram(name: "extend_trusted<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc7761f4fbf43f68fE", scope: !337, file: !376, line: 3988, type: !643, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !647, declaration: !646, retainedNodes: !649)
!643 = !DISubroutineType(types: !644)
!644 = !{null, !645, !503}
!645 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<u64, alloc::alloc::Global>", baseType: !337, size: 64, align: 64, dwarfAddressSpace: 0)
!646 = !DISubprogram(name: "extend_trusted<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc7761f4fbf43f68fE", scope: !337, file: !376, line: 3988, type: !643, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !647)
!647 = !{!363, !187, !648}
!648 = !DITemplateTypeParameter(name: "impl iter::TrustedLen<Item = T>", type: !503)
!649 = !{!641, !650, !651, !653, !654, !656, !661, !662, !665, !668, !671, !674}
!650 = !DILocalVariable(name: "iterator", arg: 2, scope: !642, file: !376, line: 3988, type: !503)
!651 = !DILocalVariable(name: "low", scope: !652, file: !376, line: 3989, type: !181, align: 64)
!652 = distinct !DILexicalBlock(scope: !642, file: !376, line: 3989, column: 9)
!653 = !DILocalVariable(name: "high", scope: !652, file: !376, line: 3989, type: !521, align: 64)
!654 = !DILocalVariable(name: "additional", scope: !655, file: !376, line: 3990, type: !181, align: 64)
!655 = distinct !DILexicalBlock(scope: !652, file: !376, line: 3990, column: 40)
!656 = !DILocalVariable(name: "left_val", scope: !657, file: !376, line: 3991, type: !660, align: 64)
!657 = !DILexicalBlockFile(scope: !658, file: !376, discriminator: 0)
!658 = distinct !DILexicalBlock(scope: !655, file: !659, line: 58, column: 13)
!659 = !DIFile(filename: "library/core/src/macros/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "51376b65c07e3acab5731a6bddd7c4b3")
!660 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !181, size: 64, align: 64, dwarfAddressSpace: 0)
!661 = !DILocalVariable(name: "right_val", scope: !657, file: !376, line: 3991, type: !660, align: 64)
!662 = !DILocalVariable(name: "kind", scope: !663, file: !376, line: 3991, type: !79, align: 8)
!663 = !DILexicalBlockFile(scope: !664, file: !376, discriminator: 0)
!664 = distinct !DILexicalBlock(scope: !658, file: !659, line: 60, column: 21)
!665 = !DILocalVariable(name: "args", scope: !666, file: !376, line: 3991, type: !538, align: 64)
!666 = !DILexicalBlockFile(scope: !667, file: !376, discriminator: 0)
!667 = distinct !DILexicalBlock(scope: !664, file: !659, line: 64, column: 114)
!668 = !DILocalVariable(name: "args", scope: !669, file: !376, line: 3991, type: !545, align: 64)
!669 = !DILexicalBlockFile(scope: !670, file: !376, discriminator: 0)
!670 = distinct !DILexicalBlock(scope: !667, file: !659, line: 64, column: 114)
!671 = !DILocalVariable(name: "ptr", scope: !672, file: !376, line: 3999, type: !673, align: 64)
!672 = distinct !DILexicalBlock(scope: !655, file: !376, line: 3999, column: 17)
!673 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!674 = !DILocalVariable(name: "local_len", scope: !675, file: !376, line: 4000, type: !676, align: 64)
!675 = distinct !DILexicalBlock(scope: !672, file: !376, line: 4000, column: 17)
!676 = !DICompositeType(tag: DW_TAG_structure_type, name: "SetLenOnDrop", scope: !677, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !678, templateParams: !109, identifier: "82f2a1ecd8ee1beb5175ffa4ead30898")
!677 = !DINamespace(name: "set_len_on_drop", scope: !338)
!678 = !{!679, !681}
!679 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !676, file: !9, baseType: !680, size: 64, align: 64, flags: DIFlagPrivate)
!680 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut usize", baseType: !181, size: 64, align: 64, dwarfAddressSpace: 0)
!681 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !676, file: !9, baseType: !181, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!682 = !DILocation(line: 0, scope: !642, inlinedAt: !683)
!683 = distinct !DILocation(line: 27, column: 14, scope: !684, inlinedAt: !692)
!684 = distinct !DISubprogram(name: "spec_extend<u64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>, alloc::alloc::Global>", linkageName: "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h791965aaae128948E", scope: !686, file: !685, line: 26, type: !643, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !691, retainedNodes: !688)
!685 = !DIFile(filename: "library/alloc/src/vec/spec_extend.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "64fc232c5e502e0225698dc98d50caf8")
!686 = !DINamespace(name: "{impl#1}", scope: !687)
!687 = !DINamespace(name: "spec_extend", scope: !338)
!688 = !{!689, !690}
!689 = !DILocalVariable(name: "self", arg: 1, scope: !684, file: !685, line: 26, type: !645)
!690 = !DILocalVariable(name: "iterator", arg: 2, scope: !684, file: !685, line: 26, type: !503)
!691 = !{!363, !630, !187}
!692 = distinct !DILocation(line: 60, column: 16, scope: !693, inlinedAt: !703)
!693 = distinct !DILexicalBlock(scope: !695, file: !694, line: 51, column: 9)
!694 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter_nested.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f1ca97f56309a9c2b99339993bd752ef")
!695 = distinct !DISubprogram(name: "from_iter<u64, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", linkageName: "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E", scope: !696, file: !694, line: 50, type: !501, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !629, retainedNodes: !698)
!696 = !DINamespace(name: "{impl#1}", scope: !697)
!697 = !DINamespace(name: "spec_from_iter_nested", scope: !338)
!698 = !{!699, !700, !701}
!699 = !DILocalVariable(name: "iterator", arg: 1, scope: !695, file: !694, line: 50, type: !503)
!700 = !DILocalVariable(name: "vector", scope: !693, file: !694, line: 51, type: !337, align: 64)
!701 = !DILocalVariable(name: "upper", scope: !702, file: !694, line: 52, type: !181, align: 64)
!702 = distinct !DILexicalBlock(scope: !695, file: !694, line: 52, column: 13)
!703 = distinct !DILocation(line: 33, column: 9, scope: !634, inlinedAt: !640)
!704 = !DILocation(line: 0, scope: !684, inlinedAt: !692)
!705 = !DILocation(line: 0, scope: !695, inlinedAt: !703)
!706 = !DILocalVariable(name: "alloc", scope: !707, file: !376, line: 964, type: !188, align: 8)
!707 = distinct !DISubprogram(name: "with_capacity_in<u64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hc36229d8b8684df7E", scope: !337, file: !376, line: 964, type: !708, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !364, declaration: !710, retainedNodes: !711)
!708 = !DISubroutineType(types: !709)
!709 = !{!337, !181, !188}
!710 = !DISubprogram(name: "with_capacity_in<u64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hc36229d8b8684df7E", scope: !337, file: !376, line: 964, type: !708, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !364)
!711 = !{!712, !706}
!712 = !DILocalVariable(name: "capacity", arg: 1, scope: !707, file: !376, line: 964, type: !181)
!713 = !DILocation(line: 964, column: 46, scope: !707, inlinedAt: !714)
!714 = distinct !DILocation(line: 524, column: 9, scope: !715, inlinedAt: !721)
!715 = distinct !DISubprogram(name: "with_capacity<u64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h6bc0dc0788f755cdE", scope: !337, file: !376, line: 523, type: !716, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !362, declaration: !718, retainedNodes: !719)
!716 = !DISubroutineType(types: !717)
!717 = !{!337, !181}
!718 = !DISubprogram(name: "with_capacity<u64>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h6bc0dc0788f755cdE", scope: !337, file: !376, line: 523, type: !716, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !362)
!719 = !{!720}
!720 = !DILocalVariable(name: "capacity", arg: 1, scope: !715, file: !376, line: 523, type: !181)
!721 = distinct !DILocation(line: 52, column: 33, scope: !702, inlinedAt: !703)
!722 = !DILocalVariable(name: "alloc", scope: !723, file: !724, line: 175, type: !188, align: 8)
!723 = distinct !DISubprogram(name: "with_capacity_in<u64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h97acf77c67d117f8E", scope: !341, file: !724, line: 175, type: !725, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !364, declaration: !727, retainedNodes: !728)
!724 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!725 = !DISubroutineType(types: !726)
!726 = !{!341, !181, !188}
!727 = !DISubprogram(name: "with_capacity_in<u64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h97acf77c67d117f8E", scope: !341, file: !724, line: 175, type: !725, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !364)
!728 = !{!729, !722}
!729 = !DILocalVariable(name: "capacity", arg: 1, scope: !723, file: !724, line: 175, type: !181)
!730 = !DILocation(line: 175, column: 53, scope: !723, inlinedAt: !731)
!731 = distinct !DILocation(line: 965, column: 20, scope: !707, inlinedAt: !714)
!732 = !DILocation(line: 0, scope: !702, inlinedAt: !703)
!733 = !DILocation(line: 0, scope: !715, inlinedAt: !721)
!734 = !DILocation(line: 0, scope: !707, inlinedAt: !714)
!735 = !DILocation(line: 0, scope: !723, inlinedAt: !731)
!736 = !DILocalVariable(name: "capacity", arg: 1, scope: !737, file: !724, line: 432, type: !181)
!737 = distinct !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h82d30f0427430ff9E", scope: !344, file: !724, line: 432, type: !738, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !359, declaration: !740, retainedNodes: !741)
!738 = !DISubroutineType(types: !739)
!739 = !{!344, !181, !188, !176}
!740 = !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h82d30f0427430ff9E", scope: !344, file: !724, line: 432, type: !738, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !359)
!741 = !{!736, !742, !743, !744, !746}
!742 = !DILocalVariable(name: "alloc", arg: 2, scope: !737, file: !724, line: 432, type: !188)
!743 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !737, file: !724, line: 432, type: !176)
!744 = !DILocalVariable(name: "this", scope: !745, file: !724, line: 434, type: !344, align: 64)
!745 = distinct !DILexicalBlock(scope: !737, file: !724, line: 434, column: 13)
!746 = !DILocalVariable(name: "err", scope: !747, file: !724, line: 441, type: !748, align: 64)
!747 = distinct !DILexicalBlock(scope: !737, file: !724, line: 441, column: 13)
!748 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !749, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !750, templateParams: !109, identifier: "aadc5b14185c42e764a105b028ba728d")
!749 = !DINamespace(name: "collections", scope: !88)
!750 = !{!751}
!751 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !748, file: !9, baseType: !752, size: 128, align: 64, flags: DIFlagPrivate)
!752 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !749, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !753, templateParams: !109, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!753 = !{!754}
!754 = !DICompositeType(tag: DW_TAG_variant_part, scope: !752, file: !9, size: 128, align: 64, elements: !755, templateParams: !109, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !763)
!755 = !{!756, !758}
!756 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !754, file: !9, baseType: !757, size: 128, align: 64, extraData: i64 0)
!757 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !752, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !109, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!758 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !754, file: !9, baseType: !759, size: 128, align: 64)
!759 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !752, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !760, templateParams: !109, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!760 = !{!761, !762}
!761 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !759, file: !9, baseType: !176, size: 128, align: 64, flags: DIFlagPublic)
!762 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !759, file: !9, baseType: !563, align: 8, offset: 128, flags: DIFlagPublic)
!763 = !DIDerivedType(tag: DW_TAG_member, scope: !752, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!764 = !DILocation(line: 0, scope: !737, inlinedAt: !765)
!765 = distinct !DILocation(line: 177, column: 20, scope: !723, inlinedAt: !731)
!766 = !DILocalVariable(name: "additional", arg: 3, scope: !767, file: !724, line: 764, type: !181)
!767 = distinct !DISubprogram(name: "needs_to_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$13needs_to_grow17h8db2a48e562fec98E", scope: !344, file: !724, line: 764, type: !768, scopeLine: 764, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !359, declaration: !771, retainedNodes: !772)
!768 = !DISubroutineType(types: !769)
!769 = !{!484, !770, !181, !181, !176}
!770 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !344, size: 64, align: 64, dwarfAddressSpace: 0)
!771 = !DISubprogram(name: "needs_to_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$13needs_to_grow17h8db2a48e562fec98E", scope: !344, file: !724, line: 764, type: !768, scopeLine: 764, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !359)
!772 = !{!773, !774, !766, !775}
!773 = !DILocalVariable(name: "self", arg: 1, scope: !767, file: !724, line: 764, type: !770)
!774 = !DILocalVariable(name: "len", scope: !767, file: !724, line: 764, type: !181, align: 64)
!775 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !767, file: !724, line: 764, type: !176)
!776 = !DILocation(line: 0, scope: !767, inlinedAt: !777)
!777 = distinct !DILocation(line: 437, column: 50, scope: !745, inlinedAt: !765)
!778 = !DILocation(line: 432, column: 42, scope: !737, inlinedAt: !765)
!779 = !DILocalVariable(name: "capacity", arg: 1, scope: !780, file: !724, line: 446, type: !181)
!780 = distinct !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha795abe94f0b166cE", scope: !344, file: !724, line: 445, type: !781, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !359, declaration: !799, retainedNodes: !800)
!781 = !DISubroutineType(types: !782)
!782 = !{!783, !181, !86, !188, !176}
!783 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<alloc::raw_vec::RawVecInner<alloc::alloc::Global>, alloc::collections::TryReserveError>", scope: !571, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !784, templateParams: !109, identifier: "e7516ca9d9f4e7570eb6b2a4431868b")
!784 = !{!785}
!785 = !DICompositeType(tag: DW_TAG_variant_part, scope: !783, file: !9, size: 192, align: 64, elements: !786, templateParams: !109, identifier: "9397e95d4d592ee6cd0aff367ebd7653", discriminator: !798)
!786 = !{!787, !794}
!787 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !785, file: !9, baseType: !788, size: 192, align: 64, extraData: i64 0)
!788 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !783, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !789, templateParams: !791, identifier: "cab76745ac13b130a1764d6bd5b1f7a5")
!789 = !{!790}
!790 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !788, file: !9, baseType: !344, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!791 = !{!792, !793}
!792 = !DITemplateTypeParameter(name: "T", type: !344)
!793 = !DITemplateTypeParameter(name: "E", type: !748)
!794 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !785, file: !9, baseType: !795, size: 192, align: 64, extraData: i64 1)
!795 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !783, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !796, templateParams: !791, identifier: "54841962b1957e307458a8d575a1009c")
!796 = !{!797}
!797 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !795, file: !9, baseType: !748, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!798 = !DIDerivedType(tag: DW_TAG_member, scope: !783, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!799 = !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha795abe94f0b166cE", scope: !344, file: !724, line: 445, type: !781, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !359)
!800 = !{!779, !801, !802, !803, !804, !806, !808, !834, !836}
!801 = !DILocalVariable(name: "init", arg: 2, scope: !780, file: !724, line: 447, type: !86)
!802 = !DILocalVariable(name: "alloc", arg: 3, scope: !780, file: !724, line: 448, type: !188)
!803 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !780, file: !724, line: 449, type: !176)
!804 = !DILocalVariable(name: "layout", scope: !805, file: !724, line: 453, type: !176, align: 64)
!805 = distinct !DILexicalBlock(scope: !780, file: !724, line: 453, column: 9)
!806 = !DILocalVariable(name: "layout", scope: !807, file: !724, line: 454, type: !176, align: 64)
!807 = distinct !DILexicalBlock(scope: !780, file: !724, line: 454, column: 13)
!808 = !DILocalVariable(name: "result", scope: !809, file: !724, line: 463, type: !810, align: 64)
!809 = distinct !DILexicalBlock(scope: !805, file: !724, line: 463, column: 9)
!810 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !571, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !811, templateParams: !109, identifier: "519a674418a5b51cf8bee27a967aa54e")
!811 = !{!812}
!812 = !DICompositeType(tag: DW_TAG_variant_part, scope: !810, file: !9, size: 128, align: 64, elements: !813, templateParams: !109, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !833)
!813 = !{!814, !829}
!814 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !812, file: !9, baseType: !815, size: 128, align: 64)
!815 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !810, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !816, templateParams: !825, identifier: "30b736d771929d0b7715388dfe942406")
!816 = !{!817}
!817 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !815, file: !9, baseType: !818, size: 128, align: 64, flags: DIFlagPublic)
!818 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !167, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !819, templateParams: !205, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!819 = !{!820}
!820 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !818, file: !9, baseType: !821, size: 128, align: 64, flags: DIFlagPrivate)
!821 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !822, templateParams: !109, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!822 = !{!823, !824}
!823 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !821, file: !9, baseType: !444, size: 64, align: 64)
!824 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !821, file: !9, baseType: !181, size: 64, align: 64, offset: 64)
!825 = !{!826, !827}
!826 = !DITemplateTypeParameter(name: "T", type: !818)
!827 = !DITemplateTypeParameter(name: "E", type: !828)
!828 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !178, file: !9, align: 8, flags: DIFlagPublic, elements: !109, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!829 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !812, file: !9, baseType: !830, size: 128, align: 64, extraData: i64 0)
!830 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !810, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !831, templateParams: !825, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!831 = !{!832}
!832 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !830, file: !9, baseType: !828, align: 8, flags: DIFlagPublic)
!833 = !DIDerivedType(tag: DW_TAG_member, scope: !810, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!834 = !DILocalVariable(name: "ptr", scope: !835, file: !724, line: 468, type: !818, align: 64)
!835 = distinct !DILexicalBlock(scope: !809, file: !724, line: 468, column: 9)
!836 = !DILocalVariable(name: "ptr", scope: !837, file: !724, line: 469, type: !818, align: 64)
!837 = distinct !DILexicalBlock(scope: !809, file: !724, line: 469, column: 13)
!838 = !DILocation(line: 0, scope: !780, inlinedAt: !839)
!839 = distinct !DILocation(line: 433, column: 15, scope: !737, inlinedAt: !765)
!840 = !DILocalVariable(name: "cap", arg: 1, scope: !841, file: !724, line: 894, type: !181)
!841 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !87, file: !724, line: 894, type: !842, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !859)
!842 = !DISubroutineType(types: !843)
!843 = !{!844, !181, !176}
!844 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !571, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !845, templateParams: !109, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!845 = !{!846}
!846 = !DICompositeType(tag: DW_TAG_variant_part, scope: !844, file: !9, size: 192, align: 64, elements: !847, templateParams: !109, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !858)
!847 = !{!848, !854}
!848 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !846, file: !9, baseType: !849, size: 192, align: 64, extraData: i64 0)
!849 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !844, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !850, templateParams: !852, identifier: "3468e8a189e0e1406885d0070654e614")
!850 = !{!851}
!851 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !849, file: !9, baseType: !176, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!852 = !{!853, !793}
!853 = !DITemplateTypeParameter(name: "T", type: !176)
!854 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !846, file: !9, baseType: !855, size: 192, align: 64, extraData: i64 1)
!855 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !844, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !856, templateParams: !852, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!856 = !{!857}
!857 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !855, file: !9, baseType: !748, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!858 = !DIDerivedType(tag: DW_TAG_member, scope: !844, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!859 = !{!840, !860, !860, !861}
!860 = !DILocalVariable(name: "elem_layout", scope: !841, file: !724, line: 894, type: !176, align: 64)
!861 = !DILocalVariable(name: "layout", scope: !862, file: !724, line: 901, type: !176, align: 64)
!862 = distinct !DILexicalBlock(scope: !841, file: !724, line: 901, column: 9)
!863 = !DILocation(line: 0, scope: !841, inlinedAt: !864)
!864 = distinct !DILocation(line: 453, column: 28, scope: !780, inlinedAt: !839)
!865 = !DILocalVariable(name: "n", arg: 2, scope: !866, file: !867, line: 526, type: !181)
!866 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !176, file: !867, line: 526, type: !868, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !887, retainedNodes: !888)
!867 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!868 = !DISubroutineType(types: !869)
!869 = !{!870, !886, !181}
!870 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !571, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !871, templateParams: !109, identifier: "176dd254fc51c9bbff58827463bc0f7")
!871 = !{!872}
!872 = !DICompositeType(tag: DW_TAG_variant_part, scope: !870, file: !9, size: 128, align: 64, elements: !873, templateParams: !109, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !885)
!873 = !{!874, !881}
!874 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !872, file: !9, baseType: !875, size: 128, align: 64)
!875 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !870, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !876, templateParams: !878, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!876 = !{!877}
!877 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !875, file: !9, baseType: !176, size: 128, align: 64, flags: DIFlagPublic)
!878 = !{!853, !879}
!879 = !DITemplateTypeParameter(name: "E", type: !880)
!880 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !177, file: !9, align: 8, flags: DIFlagPublic, elements: !109, identifier: "dc083c9e2be34eb2f717cce2335e336")
!881 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !872, file: !9, baseType: !882, size: 128, align: 64, extraData: i64 0)
!882 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !870, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !883, templateParams: !878, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!883 = !{!884}
!884 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !882, file: !9, baseType: !880, align: 8, flags: DIFlagPublic)
!885 = !DIDerivedType(tag: DW_TAG_member, scope: !870, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!886 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !176, size: 64, align: 64, dwarfAddressSpace: 0)
!887 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !176, file: !867, line: 526, type: !868, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!888 = !{!889, !865, !890}
!889 = !DILocalVariable(name: "self", arg: 1, scope: !866, file: !867, line: 526, type: !886)
!890 = !DILocalVariable(name: "size", scope: !891, file: !867, line: 527, type: !181, align: 64)
!891 = distinct !DILexicalBlock(scope: !866, file: !867, line: 527, column: 54)
!892 = !DILocation(line: 0, scope: !866, inlinedAt: !893)
!893 = distinct !DILocation(line: 900, column: 23, scope: !841, inlinedAt: !864)
!894 = !DILocalVariable(name: "rhs", arg: 2, scope: !895, file: !428, line: 1160, type: !181)
!895 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !896, file: !428, line: 1160, type: !897, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !899)
!896 = !DINamespace(name: "{impl#11}", scope: !355)
!897 = !DISubroutineType(types: !898)
!898 = !{!521, !181, !181}
!899 = !{!900, !894, !901, !903}
!900 = !DILocalVariable(name: "self", arg: 1, scope: !895, file: !428, line: 1160, type: !181)
!901 = !DILocalVariable(name: "a", scope: !902, file: !428, line: 1161, type: !181, align: 64)
!902 = distinct !DILexicalBlock(scope: !895, file: !428, line: 1161, column: 13)
!903 = !DILocalVariable(name: "b", scope: !902, file: !428, line: 1161, type: !484, align: 8)
!904 = !DILocation(line: 0, scope: !895, inlinedAt: !905)
!905 = distinct !DILocation(line: 527, column: 39, scope: !891, inlinedAt: !893)
!906 = !DILocalVariable(name: "rhs", arg: 2, scope: !907, file: !428, line: 3050, type: !181)
!907 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !896, file: !428, line: 3050, type: !908, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !914)
!908 = !DISubroutineType(types: !909)
!909 = !{!910, !181, !181}
!910 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !911, templateParams: !109, identifier: "d571287e27d8be874e95a2f698798cc6")
!911 = !{!912, !913}
!912 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !910, file: !9, baseType: !181, size: 64, align: 64)
!913 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !910, file: !9, baseType: !484, size: 8, align: 8, offset: 64)
!914 = !{!915, !906}
!915 = !DILocalVariable(name: "self", arg: 1, scope: !907, file: !428, line: 3050, type: !181)
!916 = !DILocation(line: 0, scope: !907, inlinedAt: !917)
!917 = distinct !DILocation(line: 1161, column: 31, scope: !895, inlinedAt: !905)
!918 = !DILocation(line: 448, column: 9, scope: !780, inlinedAt: !839)
!919 = !DILocation(line: 526, column: 32, scope: !866, inlinedAt: !893)
!920 = !DILocation(line: 3051, column: 26, scope: !907, inlinedAt: !917)
!921 = !DILocation(line: 0, scope: !902, inlinedAt: !905)
!922 = !DILocalVariable(name: "b", arg: 1, scope: !923, file: !924, line: 456, type: !484)
!923 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !925, file: !924, line: 456, type: !926, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !928)
!924 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!925 = !DINamespace(name: "intrinsics", scope: !12)
!926 = !DISubroutineType(types: !927)
!927 = !{!484, !484}
!928 = !{!922}
!929 = !DILocation(line: 0, scope: !923, inlinedAt: !930)
!930 = distinct !DILocation(line: 1162, column: 16, scope: !902, inlinedAt: !905)
!931 = !DILocation(line: 0, scope: !891, inlinedAt: !893)
!932 = !DILocation(line: 457, column: 8, scope: !923, inlinedAt: !930)
!933 = !{!"branch_weights", i32 2002, i32 2000}
!934 = !DILocation(line: 0, scope: !805, inlinedAt: !839)
!935 = !DILocation(line: 459, column: 12, scope: !805, inlinedAt: !839)
!936 = !DILocalVariable(name: "self", arg: 1, scope: !937, file: !196, line: 428, type: !200)
!937 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !197, file: !196, line: 428, type: !938, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !940)
!938 = !DISubroutineType(types: !939)
!939 = !{!810, !200, !176}
!940 = !{!936, !941}
!941 = !DILocalVariable(name: "layout", arg: 2, scope: !937, file: !196, line: 428, type: !176)
!942 = !DILocation(line: 0, scope: !937, inlinedAt: !943)
!943 = distinct !DILocation(line: 464, column: 47, scope: !805, inlinedAt: !839)
!944 = !DILocalVariable(name: "self", arg: 1, scope: !945, file: !196, line: 311, type: !200)
!945 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !188, file: !196, line: 311, type: !946, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !948, retainedNodes: !949)
!946 = !DISubroutineType(types: !947)
!947 = !{!810, !200, !176, !484}
!948 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !188, file: !196, line: 311, type: !946, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!949 = !{!944, !950, !951}
!950 = !DILocalVariable(name: "layout", arg: 2, scope: !945, file: !196, line: 311, type: !176)
!951 = !DILocalVariable(name: "zeroed", scope: !945, file: !196, line: 311, type: !484, align: 8)
!952 = !DILocation(line: 0, scope: !945, inlinedAt: !953)
!953 = distinct !DILocation(line: 429, column: 14, scope: !937, inlinedAt: !943)
!954 = !DILocalVariable(name: "layout", arg: 1, scope: !955, file: !196, line: 185, type: !176)
!955 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !188, file: !196, line: 185, type: !956, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !958, retainedNodes: !959)
!956 = !DISubroutineType(types: !957)
!957 = !{!810, !176, !484}
!958 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !188, file: !196, line: 185, type: !956, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!959 = !{!954, !960, !961, !963, !965, !967, !987}
!960 = !DILocalVariable(name: "zeroed", arg: 2, scope: !955, file: !196, line: 185, type: !484)
!961 = !DILocalVariable(name: "size", scope: !962, file: !196, line: 189, type: !181, align: 64)
!962 = distinct !DILexicalBlock(scope: !955, file: !196, line: 189, column: 13)
!963 = !DILocalVariable(name: "raw_ptr", scope: !964, file: !196, line: 190, type: !233, align: 64)
!964 = distinct !DILexicalBlock(scope: !962, file: !196, line: 190, column: 17)
!965 = !DILocalVariable(name: "ptr", scope: !966, file: !196, line: 191, type: !201, align: 64)
!966 = distinct !DILexicalBlock(scope: !964, file: !196, line: 191, column: 17)
!967 = !DILocalVariable(name: "residual", scope: !968, file: !196, line: 191, type: !969, align: 8)
!968 = distinct !DILexicalBlock(scope: !964, file: !196, line: 191, column: 66)
!969 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !571, file: !9, align: 8, flags: DIFlagPublic, elements: !970, templateParams: !109, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!970 = !{!971}
!971 = !DICompositeType(tag: DW_TAG_variant_part, scope: !969, file: !9, align: 8, elements: !972, templateParams: !109, identifier: "f5e162db303eef1e33f578c71ec0a693")
!972 = !{!973, !983}
!973 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !971, file: !9, baseType: !974, align: 8)
!974 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !969, file: !9, align: 8, flags: DIFlagPublic, elements: !975, templateParams: !981, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!975 = !{!976}
!976 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !974, file: !9, baseType: !977, align: 8, flags: DIFlagPublic)
!977 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !978, file: !9, align: 8, flags: DIFlagPublic, elements: !979, templateParams: !109, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!978 = !DINamespace(name: "convert", scope: !12)
!979 = !{!980}
!980 = !DICompositeType(tag: DW_TAG_variant_part, scope: !977, file: !9, align: 8, elements: !109, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!981 = !{!982, !827}
!982 = !DITemplateTypeParameter(name: "T", type: !977)
!983 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !971, file: !9, baseType: !984, align: 8)
!984 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !969, file: !9, align: 8, flags: DIFlagPublic, elements: !985, templateParams: !981, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!985 = !{!986}
!986 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !984, file: !9, baseType: !828, align: 8, flags: DIFlagPublic)
!987 = !DILocalVariable(name: "val", scope: !988, file: !196, line: 191, type: !201, align: 64)
!988 = distinct !DILexicalBlock(scope: !964, file: !196, line: 191, column: 66)
!989 = !DILocation(line: 0, scope: !955, inlinedAt: !990)
!990 = distinct !DILocation(line: 312, column: 9, scope: !945, inlinedAt: !953)
!991 = !DILocalVariable(name: "layout", arg: 1, scope: !992, file: !196, line: 89, type: !176)
!992 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !189, file: !196, line: 89, type: !993, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !995)
!993 = !DISubroutineType(types: !994)
!994 = !{!233, !176}
!995 = !{!991}
!996 = !DILocation(line: 0, scope: !992, inlinedAt: !997)
!997 = distinct !DILocation(line: 190, column: 73, scope: !962, inlinedAt: !990)
!998 = !DILocation(line: 0, scope: !962, inlinedAt: !990)
!999 = !DILocation(line: 93, column: 9, scope: !992, inlinedAt: !997)
!1000 = !{!1001, !1003}
!1001 = distinct !{!1001, !1002, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha795abe94f0b166cE: %_0"}
!1002 = distinct !{!1002, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha795abe94f0b166cE"}
!1003 = distinct !{!1003, !1004, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E: %_0"}
!1004 = distinct !{!1004, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h6f2836afbbb09909E"}
!1005 = !DILocation(line: 95, column: 9, scope: !992, inlinedAt: !997)
!1006 = !DILocation(line: 0, scope: !809, inlinedAt: !839)
!1007 = !DILocation(line: 468, column: 25, scope: !809, inlinedAt: !839)
!1008 = !DILocation(line: 468, column: 19, scope: !809, inlinedAt: !839)
!1009 = !DILocation(line: 0, scope: !835, inlinedAt: !839)
!1010 = !DILocation(line: 476, column: 9, scope: !835, inlinedAt: !839)
!1011 = !DILocation(line: 481, column: 5, scope: !780, inlinedAt: !839)
!1012 = !DILocation(line: 0, scope: !747, inlinedAt: !765)
!1013 = !DILocation(line: 441, column: 25, scope: !747, inlinedAt: !765)
!1014 = !{!1003}
!1015 = !DILocation(line: 434, column: 16, scope: !737, inlinedAt: !765)
!1016 = !DILocation(line: 0, scope: !745, inlinedAt: !765)
!1017 = !DILocation(line: 764, column: 28, scope: !767, inlinedAt: !777)
!1018 = !DILocation(line: 765, column: 9, scope: !767, inlinedAt: !777)
!1019 = !DILocalVariable(name: "cond", arg: 1, scope: !1020, file: !1021, line: 202, type: !484)
!1020 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !1022, file: !1021, line: 202, type: !1023, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1025)
!1021 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!1022 = !DINamespace(name: "hint", scope: !12)
!1023 = !DISubroutineType(types: !1024)
!1024 = !{null, !484, !432}
!1025 = !{!1019}
!1026 = !DILocation(line: 0, scope: !1020, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 437, column: 21, scope: !745, inlinedAt: !765)
!1028 = !DILocation(line: 210, column: 9, scope: !1020, inlinedAt: !1027)
!1029 = !DILocation(line: 0, scope: !693, inlinedAt: !703)
!1030 = !DILocation(line: 0, scope: !652, inlinedAt: !683)
!1031 = !DILocation(line: 0, scope: !655, inlinedAt: !683)
!1032 = !DILocation(line: 0, scope: !672, inlinedAt: !683)
!1033 = !DILocation(line: 0, scope: !675, inlinedAt: !683)
!1034 = !DILocalVariable(name: "f", arg: 2, scope: !1035, file: !497, line: 835, type: !1038)
!1035 = distinct !DISubprogram(name: "for_each<core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each17habbea00eb49ef597E", scope: !498, file: !497, line: 835, type: !1036, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1046, retainedNodes: !1044)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{null, !503, !1038}
!1038 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", scope: !1039, file: !9, size: 192, align: 64, elements: !1041, templateParams: !109, identifier: "5764d459e036946f644f5f6768bf0478")
!1039 = !DINamespace(name: "extend_trusted", scope: !1040)
!1040 = !DINamespace(name: "{impl#21}", scope: !338)
!1041 = !{!1042, !1043}
!1042 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1038, file: !9, baseType: !673, size: 64, align: 64, offset: 128)
!1043 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1038, file: !9, baseType: !676, size: 128, align: 64)
!1044 = !{!1045, !1034}
!1045 = !DILocalVariable(name: "self", arg: 1, scope: !1035, file: !497, line: 835, type: !503)
!1046 = !{!621, !1047}
!1047 = !DITemplateTypeParameter(name: "F", type: !1038)
!1048 = !DILocation(line: 0, scope: !1035, inlinedAt: !1049)
!1049 = distinct !DILocation(line: 4001, column: 26, scope: !675, inlinedAt: !683)
!1050 = !DILocalVariable(name: "g", arg: 3, scope: !1051, file: !1052, line: 124, type: !1056)
!1051 = distinct !DISubprogram(name: "fold<u64, core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}, (), core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf3044187b56dbcf4E", scope: !1053, file: !1052, line: 124, type: !1054, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1064, retainedNodes: !1061)
!1052 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!1053 = !DINamespace(name: "{impl#2}", scope: !504)
!1054 = !DISubroutineType(types: !1055)
!1055 = !{null, !503, !563, !1056}
!1056 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>", scope: !1057, file: !9, size: 192, align: 64, elements: !1059, templateParams: !109, identifier: "690f0f4137e0ee58cb37a34053abef6e")
!1057 = !DINamespace(name: "call", scope: !1058)
!1058 = !DINamespace(name: "for_each", scope: !498)
!1059 = !{!1060}
!1060 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1056, file: !9, baseType: !1038, size: 192, align: 64)
!1061 = !{!1062, !1063, !1050}
!1062 = !DILocalVariable(name: "self", arg: 1, scope: !1051, file: !1052, line: 124, type: !503)
!1063 = !DILocalVariable(name: "init", arg: 2, scope: !1051, file: !1052, line: 124, type: !563)
!1064 = !{!1065, !512, !513, !1066, !1067}
!1065 = !DITemplateTypeParameter(name: "B", type: !13)
!1066 = !DITemplateTypeParameter(name: "Acc", type: !563)
!1067 = !DITemplateTypeParameter(name: "G", type: !1056)
!1068 = !DILocation(line: 0, scope: !1051, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 845, column: 14, scope: !1035, inlinedAt: !1049)
!1070 = !DILocation(line: 124, column: 27, scope: !1051, inlinedAt: !1069)
!1071 = !DILocalVariable(name: "f", arg: 3, scope: !1072, file: !497, line: 2640, type: !1075)
!1072 = distinct !DISubprogram(name: "fold<core::ops::range::Range<u64>, (), core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, (), roundtrip::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator4fold17h85dfe0604fb45049E", scope: !498, file: !497, line: 2640, type: !1073, scopeLine: 2640, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1087, retainedNodes: !1080)
!1073 = !DISubroutineType(types: !1074)
!1074 = !{null, !325, !563, !1075}
!1075 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64, u64, (), roundtrip::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>>", scope: !1076, file: !9, size: 192, align: 64, elements: !1077, templateParams: !109, identifier: "338f633727ef606250beb8b105577612")
!1076 = !DINamespace(name: "map_fold", scope: !504)
!1077 = !{!1078, !1079}
!1078 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1075, file: !9, baseType: !1056, size: 192, align: 64)
!1079 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1075, file: !9, baseType: !509, align: 8, offset: 192)
!1080 = !{!1081, !1082, !1071, !1083, !1085}
!1081 = !DILocalVariable(name: "self", arg: 1, scope: !1072, file: !497, line: 2640, type: !325)
!1082 = !DILocalVariable(name: "init", arg: 2, scope: !1072, file: !497, line: 2640, type: !563)
!1083 = !DILocalVariable(name: "accum", scope: !1084, file: !497, line: 2645, type: !563, align: 8)
!1084 = distinct !DILexicalBlock(scope: !1072, file: !497, line: 2645, column: 9)
!1085 = !DILocalVariable(name: "x", scope: !1086, file: !497, line: 2646, type: !13, align: 64)
!1086 = distinct !DILexicalBlock(scope: !1084, file: !497, line: 2646, column: 41)
!1087 = !{!1088, !1089, !1090}
!1088 = !DITemplateTypeParameter(name: "Self", type: !325)
!1089 = !DITemplateTypeParameter(name: "B", type: !563)
!1090 = !DITemplateTypeParameter(name: "F", type: !1075)
!1091 = !DILocation(line: 0, scope: !1072, inlinedAt: !1092)
!1092 = distinct !DILocation(line: 128, column: 19, scope: !1051, inlinedAt: !1069)
!1093 = !DILocation(line: 2640, column: 29, scope: !1072, inlinedAt: !1092)
!1094 = !DILocation(line: 2645, column: 13, scope: !1084, inlinedAt: !1092)
!1095 = !DILocalVariable(name: "self", arg: 1, scope: !1096, file: !387, line: 856, type: !413)
!1096 = distinct !DISubprogram(name: "next<u64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h6199aa284273f009E", scope: !419, file: !387, line: 856, type: !400, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !422, retainedNodes: !1097)
!1097 = !{!1095}
!1098 = !DILocation(line: 0, scope: !1096, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 2646, column: 34, scope: !1086, inlinedAt: !1092)
!1100 = !DILocalVariable(name: "self", arg: 1, scope: !1101, file: !387, line: 771, type: !413)
!1101 = distinct !DISubprogram(name: "spec_next<u64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h325d7d4d64913549E", scope: !399, file: !387, line: 771, type: !400, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !362, retainedNodes: !1102)
!1102 = !{!1100, !1103}
!1103 = !DILocalVariable(name: "old", scope: !1104, file: !387, line: 773, type: !13, align: 64)
!1104 = distinct !DILexicalBlock(scope: !1101, file: !387, line: 773, column: 13)
!1105 = !DILocation(line: 0, scope: !1101, inlinedAt: !1106)
!1106 = distinct !DILocation(line: 857, column: 14, scope: !1096, inlinedAt: !1099)
!1107 = !DILocalVariable(name: "self", arg: 1, scope: !1108, file: !478, line: 1916, type: !485)
!1108 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs12_NtNtCsgEmfK2I1SDS_4core3cmp5implsyNtB8_10PartialOrd2lt", scope: !479, file: !478, line: 1916, type: !482, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1109)
!1109 = !{!1107, !1110}
!1110 = !DILocalVariable(name: "other", arg: 2, scope: !1108, file: !478, line: 1916, type: !485)
!1111 = !DILocation(line: 0, scope: !1108, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 772, column: 12, scope: !1101, inlinedAt: !1106)
!1113 = !DILocation(line: 1916, column: 50, scope: !1108, inlinedAt: !1112)
!1114 = !DILocation(line: 772, column: 12, scope: !1101, inlinedAt: !1106)
!1115 = !DILocation(line: 844, column: 17, scope: !1116, inlinedAt: !1120)
!1116 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs7_NtCsgEmfK2I1SDS_4core3numy13unchecked_add", scope: !429, file: !428, line: 832, type: !430, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1117)
!1117 = !{!1118, !1119}
!1118 = !DILocalVariable(name: "self", arg: 1, scope: !1116, file: !428, line: 832, type: !13)
!1119 = !DILocalVariable(name: "rhs", arg: 2, scope: !1116, file: !428, line: 832, type: !13)
!1120 = distinct !DILocation(line: 213, column: 28, scope: !1121, inlinedAt: !1125)
!1121 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsD_NtNtCsgEmfK2I1SDS_4core4iter5rangeyNtB5_4Step17forward_unchecked", scope: !388, file: !387, line: 211, type: !391, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1122)
!1122 = !{!1123, !1124}
!1123 = !DILocalVariable(name: "start", arg: 1, scope: !1121, file: !387, line: 211, type: !13)
!1124 = !DILocalVariable(name: "n", arg: 2, scope: !1121, file: !387, line: 211, type: !181)
!1125 = distinct !DILocation(line: 775, column: 35, scope: !1104, inlinedAt: !1106)
!1126 = !DILocation(line: 0, scope: !1104, inlinedAt: !1106)
!1127 = !DILocation(line: 0, scope: !1121, inlinedAt: !1125)
!1128 = !DILocation(line: 0, scope: !1116, inlinedAt: !1120)
!1129 = !DILocation(line: 19, column: 9, scope: !1130, inlinedAt: !1136)
!1130 = distinct !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !676, file: !1131, line: 18, type: !1132, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !1135)
!1131 = !DIFile(filename: "library/alloc/src/vec/set_len_on_drop.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9a0d01ce4a85900df996691fa734ffd7")
!1132 = !DISubroutineType(types: !1133)
!1133 = !{null, !1134, !181}
!1134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::set_len_on_drop::SetLenOnDrop", baseType: !676, size: 64, align: 64, dwarfAddressSpace: 0)
!1135 = !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !676, file: !1131, line: 18, type: !1132, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !109)
!1136 = distinct !DILocation(line: 4006, column: 31, scope: !1137, inlinedAt: !1145)
!1137 = distinct !DISubprogram(name: "{closure#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h996ece00dcfeee6cE", scope: !1039, file: !376, line: 4001, type: !1138, scopeLine: 4001, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !647, retainedNodes: !1141)
!1138 = !DISubroutineType(types: !1139)
!1139 = !{null, !1140, !13}
!1140 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>", baseType: !1038, size: 64, align: 64, dwarfAddressSpace: 0)
!1141 = !{!1142, !1143, !1144}
!1142 = !DILocalVariable(name: "element", arg: 2, scope: !1137, file: !376, line: 4001, type: !13)
!1143 = !DILocalVariable(name: "ptr", scope: !1137, file: !376, line: 3999, type: !673, align: 64)
!1144 = !DILocalVariable(name: "local_len", scope: !1137, file: !376, line: 4000, type: !676, align: 64)
!1145 = distinct !DILocation(line: 842, column: 29, scope: !1146, inlinedAt: !1156)
!1146 = distinct !DISubprogram(name: "{closure#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6e3c8b043d07c8b1E", scope: !1057, file: !497, line: 842, type: !1147, scopeLine: 842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1154, retainedNodes: !1150)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{null, !1149, !563, !13}
!1149 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>", baseType: !1056, size: 64, align: 64, dwarfAddressSpace: 0)
!1150 = !{!1151, !1152, !1153}
!1151 = !DILocalVariable(name: "item", arg: 3, scope: !1146, file: !497, line: 842, type: !13)
!1152 = !DILocalVariable(name: "f", scope: !1146, file: !497, line: 841, type: !1038, align: 64)
!1153 = !DILocalVariable(arg: 2, scope: !1146, file: !497, line: 842, type: !563)
!1154 = !{!363, !1155}
!1155 = !DITemplateTypeParameter(name: "impl FnMut(T)", type: !1038)
!1156 = distinct !DILocation(line: 88, column: 21, scope: !1157, inlinedAt: !1169)
!1157 = distinct !DISubprogram(name: "{closure#0}<u64, u64, (), roundtrip::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17haf248a7b91b8bc9aE", scope: !1076, file: !1052, line: 88, type: !1158, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1166, retainedNodes: !1161)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{null, !1160, !563, !13}
!1160 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, (), roundtrip::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<u64, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<u64, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, roundtrip::client::{closure_env#0}>>>>", baseType: !1075, size: 64, align: 64, dwarfAddressSpace: 0)
!1161 = !{!1162, !1163, !1164, !1165}
!1162 = !DILocalVariable(name: "acc", arg: 2, scope: !1157, file: !1052, line: 88, type: !563)
!1163 = !DILocalVariable(name: "elt", arg: 3, scope: !1157, file: !1052, line: 88, type: !13)
!1164 = !DILocalVariable(name: "g", scope: !1157, file: !1052, line: 86, type: !1056, align: 64)
!1165 = !DILocalVariable(name: "f", scope: !1157, file: !1052, line: 85, type: !509, align: 8)
!1166 = !{!363, !1065, !1066, !1167, !1168}
!1167 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !509)
!1168 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1056)
!1169 = distinct !DILocation(line: 2647, column: 21, scope: !1086, inlinedAt: !1092)
!1170 = !DILocation(line: 0, scope: !1086, inlinedAt: !1092)
!1171 = !DILocation(line: 0, scope: !1157, inlinedAt: !1169)
!1172 = !DILocation(line: 88, column: 11, scope: !1157, inlinedAt: !1169)
!1173 = !DILocalVariable(arg: 1, scope: !1174, file: !240, line: 29, type: !1177)
!1174 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN9roundtrip6client28_$u7b$$u7b$closure$u7d$$u7d$17h877aea0d08eca566E", scope: !510, file: !240, line: 29, type: !1175, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1178)
!1175 = !DISubroutineType(types: !1176)
!1176 = !{!13, !1177, !13}
!1177 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut roundtrip::client::{closure_env#0}", baseType: !509, size: 64, align: 64, dwarfAddressSpace: 0)
!1178 = !{!1179, !1173}
!1179 = !DILocalVariable(name: "k", arg: 2, scope: !1174, file: !240, line: 29, type: !13)
!1180 = !DILocation(line: 0, scope: !1174, inlinedAt: !1181)
!1181 = distinct !DILocation(line: 88, column: 28, scope: !1157, inlinedAt: !1169)
!1182 = !DILocation(line: 29, column: 43, scope: !1174, inlinedAt: !1181)
!1183 = !DILocation(line: 0, scope: !1146, inlinedAt: !1156)
!1184 = !DILocation(line: 842, column: 19, scope: !1146, inlinedAt: !1156)
!1185 = !DILocation(line: 0, scope: !1137, inlinedAt: !1145)
!1186 = !DILocation(line: 961, column: 18, scope: !1187, inlinedAt: !1193)
!1187 = distinct !DISubprogram(name: "add<u64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h12599c6eea077849E", scope: !1189, file: !1188, line: 927, type: !1191, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !362)
!1188 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!1189 = !DINamespace(name: "{impl#0}", scope: !1190)
!1190 = !DINamespace(name: "mut_ptr", scope: !11)
!1191 = !DISubroutineType(types: !1192)
!1192 = !{!673, !673, !181, !432}
!1193 = distinct !DILocation(line: 4002, column: 36, scope: !1137, inlinedAt: !1145)
!1194 = !DILocation(line: 1917, column: 41, scope: !1195, inlinedAt: !1198)
!1195 = distinct !DISubprogram(name: "write<u64>", linkageName: "_ZN4core3ptr5write17h89e99e771f9a2cb5E", scope: !11, file: !93, line: 1894, type: !1196, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !362)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{null, !673, !13, !432}
!1198 = distinct !DILocation(line: 4002, column: 21, scope: !1137, inlinedAt: !1145)
!1199 = !{!1200, !1202, !1204, !1206, !1208, !1210, !1212, !1214, !1003}
!1200 = distinct !{!1200, !1201, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h996ece00dcfeee6cE: %_1"}
!1201 = distinct !{!1201, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h996ece00dcfeee6cE"}
!1202 = distinct !{!1202, !1203, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6e3c8b043d07c8b1E: %_1"}
!1203 = distinct !{!1203, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6e3c8b043d07c8b1E"}
!1204 = distinct !{!1204, !1205, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17haf248a7b91b8bc9aE: %_1"}
!1205 = distinct !{!1205, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17haf248a7b91b8bc9aE"}
!1206 = distinct !{!1206, !1207, !"_ZN4core4iter6traits8iterator8Iterator4fold17h85dfe0604fb45049E: %f"}
!1207 = distinct !{!1207, !"_ZN4core4iter6traits8iterator8Iterator4fold17h85dfe0604fb45049E"}
!1208 = distinct !{!1208, !1209, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf3044187b56dbcf4E: %g"}
!1209 = distinct !{!1209, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf3044187b56dbcf4E"}
!1210 = distinct !{!1210, !1211, !"_ZN4core4iter6traits8iterator8Iterator8for_each17habbea00eb49ef597E: %f"}
!1211 = distinct !{!1211, !"_ZN4core4iter6traits8iterator8Iterator8for_each17habbea00eb49ef597E"}
!1212 = distinct !{!1212, !1213, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc7761f4fbf43f68fE: %self"}
!1213 = distinct !{!1213, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc7761f4fbf43f68fE"}
!1214 = distinct !{!1214, !1215, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h791965aaae128948E: %self"}
!1215 = distinct !{!1215, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h791965aaae128948E"}
!1216 = distinct !{!1216, !1217}
!1217 = !{!"llvm.loop.unroll.disable"}
!1218 = !DILocation(line: 0, scope: !336)
!1219 = !DILocation(line: 3002, column: 37, scope: !375, inlinedAt: !383)
!1220 = !DILocation(line: 3002, column: 18, scope: !375, inlinedAt: !383)
!1221 = !DILocalVariable(name: "x", arg: 1, scope: !1222, file: !153, line: 284, type: !97)
!1222 = distinct !DISubprogram(name: "new<roundtrip::L>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h088ed91301f346f0E", scope: !1223, file: !153, line: 284, type: !1224, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !120, retainedNodes: !1226)
!1223 = !DINamespace(name: "{impl#0}", scope: !155)
!1224 = !DISubroutineType(types: !1225)
!1225 = !{!112, !97}
!1226 = !{!1221, !1227}
!1227 = !DILocalVariable(name: "ptr", scope: !1228, file: !153, line: 286, type: !96, align: 64)
!1228 = distinct !DILexicalBlock(scope: !1222, file: !153, line: 286, column: 9)
!1229 = !DILocation(line: 0, scope: !1222, inlinedAt: !1230)
!1230 = distinct !DILocation(line: 30, column: 18, scope: !336)
!1231 = !DILocalVariable(name: "layout", arg: 1, scope: !1232, file: !153, line: 247, type: !176)
!1232 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !155, file: !153, line: 247, type: !993, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1233)
!1233 = !{!1231, !1234}
!1234 = !DILocalVariable(name: "ptr", scope: !1235, file: !153, line: 249, type: !818, align: 64)
!1235 = distinct !DILexicalBlock(scope: !1232, file: !153, line: 249, column: 9)
!1236 = !DILocation(line: 0, scope: !1232, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 286, column: 19, scope: !1222, inlinedAt: !1230)
!1238 = !DILocalVariable(name: "layout", arg: 2, scope: !1239, file: !196, line: 428, type: !176)
!1239 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !197, file: !196, line: 428, type: !938, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1240)
!1240 = !{!1241, !1238}
!1241 = !DILocalVariable(name: "self", scope: !1239, file: !196, line: 428, type: !200, align: 64)
!1242 = !DILocation(line: 0, scope: !1239, inlinedAt: !1243)
!1243 = distinct !DILocation(line: 248, column: 18, scope: !1232, inlinedAt: !1237)
!1244 = !DILocalVariable(name: "layout", arg: 2, scope: !1245, file: !196, line: 311, type: !176)
!1245 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !188, file: !196, line: 311, type: !946, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, declaration: !948, retainedNodes: !1246)
!1246 = !{!1247, !1244, !1248}
!1247 = !DILocalVariable(name: "self", scope: !1245, file: !196, line: 311, type: !200, align: 64)
!1248 = !DILocalVariable(name: "zeroed", scope: !1245, file: !196, line: 311, type: !484, align: 8)
!1249 = !DILocation(line: 0, scope: !1245, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 429, column: 14, scope: !1239, inlinedAt: !1243)
!1251 = !DILocation(line: 0, scope: !955, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 312, column: 9, scope: !1245, inlinedAt: !1250)
!1253 = !DILocation(line: 0, scope: !992, inlinedAt: !1254)
!1254 = distinct !DILocation(line: 190, column: 73, scope: !962, inlinedAt: !1252)
!1255 = !DILocation(line: 0, scope: !962, inlinedAt: !1252)
!1256 = !DILocation(line: 93, column: 9, scope: !992, inlinedAt: !1254)
!1257 = !{!1258}
!1258 = distinct !{!1258, !1259, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h088ed91301f346f0E: argument 0"}
!1259 = distinct !{!1259, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h088ed91301f346f0E"}
!1260 = !DILocation(line: 95, column: 9, scope: !992, inlinedAt: !1254)
!1261 = !DILocation(line: 248, column: 11, scope: !1232, inlinedAt: !1237)
!1262 = !DILocation(line: 248, column: 5, scope: !1232, inlinedAt: !1237)
!1263 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!1264 = !DILocation(line: 250, column: 19, scope: !1232, inlinedAt: !1237)
!1265 = !DILocation(line: 30, column: 34, scope: !336)
!1266 = !DILocation(line: 0, scope: !1228, inlinedAt: !1230)
!1267 = !DILocation(line: 289, column: 56, scope: !1228, inlinedAt: !1230)
!1268 = !DILocalVariable(arg: 1, scope: !1269, file: !93, line: 805, type: !1272)
!1269 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17hb2fab48d249d381bE", scope: !11, file: !93, line: 805, type: !1270, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1274, retainedNodes: !1273)
!1270 = !DISubroutineType(types: !1271)
!1271 = !{null, !1272}
!1272 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u64, alloc::alloc::Global>", baseType: !337, size: 64, align: 64, dwarfAddressSpace: 0)
!1273 = !{!1268}
!1274 = !{!1275}
!1275 = !DITemplateTypeParameter(name: "T", type: !337)
!1276 = !DILocation(line: 0, scope: !1269, inlinedAt: !1277)
!1277 = distinct !DILocation(line: 31, column: 5, scope: !334)
!1278 = !DILocalVariable(arg: 1, scope: !1279, file: !93, line: 805, type: !1282)
!1279 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u64$GT$$GT$17he2baf86068cbfe5eE", scope: !11, file: !93, line: 805, type: !1280, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1284, retainedNodes: !1283)
!1280 = !DISubroutineType(types: !1281)
!1281 = !{null, !1282}
!1282 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u64, alloc::alloc::Global>", baseType: !341, size: 64, align: 64, dwarfAddressSpace: 0)
!1283 = !{!1278}
!1284 = !{!1285}
!1285 = !DITemplateTypeParameter(name: "T", type: !341)
!1286 = !DILocation(line: 0, scope: !1279, inlinedAt: !1287)
!1287 = distinct !DILocation(line: 805, column: 1, scope: !1269, inlinedAt: !1277)
!1288 = !DILocalVariable(name: "self", arg: 1, scope: !1289, file: !724, line: 421, type: !1293)
!1289 = distinct !DISubprogram(name: "drop<u64, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0d3bdd5e0ebf3124E", scope: !1290, file: !724, line: 421, type: !1291, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !364, retainedNodes: !1294)
!1290 = !DINamespace(name: "{impl#3}", scope: !87)
!1291 = !DISubroutineType(types: !1292)
!1292 = !{null, !1293}
!1293 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u64, alloc::alloc::Global>", baseType: !341, size: 64, align: 64, dwarfAddressSpace: 0)
!1294 = !{!1288}
!1295 = !DILocation(line: 0, scope: !1289, inlinedAt: !1296)
!1296 = distinct !DILocation(line: 805, column: 1, scope: !1279, inlinedAt: !1287)
!1297 = !DILocalVariable(name: "self", arg: 1, scope: !1298, file: !724, line: 870, type: !1301)
!1298 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hb5fa63d85ee7dbadE", scope: !344, file: !724, line: 870, type: !1299, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !359, declaration: !1302, retainedNodes: !1303)
!1299 = !DISubroutineType(types: !1300)
!1300 = !{null, !1301, !176}
!1301 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !344, size: 64, align: 64, dwarfAddressSpace: 0)
!1302 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hb5fa63d85ee7dbadE", scope: !344, file: !724, line: 870, type: !1299, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !359)
!1303 = !{!1297, !1304, !1305, !1307}
!1304 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1298, file: !724, line: 870, type: !176)
!1305 = !DILocalVariable(name: "ptr", scope: !1306, file: !724, line: 872, type: !201, align: 64)
!1306 = distinct !DILexicalBlock(scope: !1298, file: !724, line: 872, column: 82)
!1307 = !DILocalVariable(name: "layout", scope: !1306, file: !724, line: 872, type: !176, align: 64)
!1308 = !DILocation(line: 0, scope: !1298, inlinedAt: !1309)
!1309 = distinct !DILocation(line: 423, column: 29, scope: !1289, inlinedAt: !1296)
!1310 = !DILocalVariable(name: "self", arg: 1, scope: !1311, file: !724, line: 631, type: !770)
!1311 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h361bfb16d12d0a48E", scope: !344, file: !724, line: 631, type: !1312, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !359, declaration: !1331, retainedNodes: !1332)
!1312 = !DISubroutineType(types: !1313)
!1313 = !{!1314, !770, !176}
!1314 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !103, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1315, templateParams: !109, identifier: "ee7541504661f874c2915c0073b72bc1")
!1315 = !{!1316}
!1316 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1314, file: !9, size: 192, align: 64, elements: !1317, templateParams: !109, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !1330)
!1317 = !{!1318, !1326}
!1318 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1316, file: !9, baseType: !1319, size: 192, align: 64, extraData: i64 0)
!1319 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1314, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !109, templateParams: !1320, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!1320 = !{!1321}
!1321 = !DITemplateTypeParameter(name: "T", type: !1322)
!1322 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !1323, templateParams: !109, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!1323 = !{!1324, !1325}
!1324 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1322, file: !9, baseType: !201, size: 64, align: 64)
!1325 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1322, file: !9, baseType: !176, size: 128, align: 64, offset: 64)
!1326 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1316, file: !9, baseType: !1327, size: 192, align: 64)
!1327 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1314, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1328, templateParams: !1320, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!1328 = !{!1329}
!1329 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1327, file: !9, baseType: !1322, size: 192, align: 64, flags: DIFlagPublic)
!1330 = !DIDerivedType(tag: DW_TAG_member, scope: !1314, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!1331 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h361bfb16d12d0a48E", scope: !344, file: !724, line: 631, type: !1312, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !359)
!1332 = !{!1310, !1333, !1334, !1336}
!1333 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1311, file: !724, line: 631, type: !176)
!1334 = !DILocalVariable(name: "alloc_size", scope: !1335, file: !724, line: 640, type: !181, align: 64)
!1335 = distinct !DILexicalBlock(scope: !1311, file: !724, line: 640, column: 17)
!1336 = !DILocalVariable(name: "layout", scope: !1337, file: !724, line: 641, type: !176, align: 64)
!1337 = distinct !DILexicalBlock(scope: !1335, file: !724, line: 641, column: 17)
!1338 = !DILocation(line: 0, scope: !1311, inlinedAt: !1339)
!1339 = distinct !DILocation(line: 872, column: 52, scope: !1306, inlinedAt: !1309)
!1340 = !DILocalVariable(name: "self", arg: 1, scope: !1341, file: !428, line: 1220, type: !181)
!1341 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !896, file: !428, line: 1220, type: !1342, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !109, retainedNodes: !1344)
!1342 = !DISubroutineType(types: !1343)
!1343 = !{!181, !181, !181, !432}
!1344 = !{!1340, !1345}
!1345 = !DILocalVariable(name: "rhs", arg: 2, scope: !1341, file: !428, line: 1220, type: !181)
!1346 = !DILocation(line: 0, scope: !1341, inlinedAt: !1347)
!1347 = distinct !DILocation(line: 640, column: 53, scope: !1311, inlinedAt: !1339)
!1348 = !DILocation(line: 632, column: 39, scope: !1311, inlinedAt: !1339)
!1349 = !DILocation(line: 1232, column: 17, scope: !1341, inlinedAt: !1347)
!1350 = !DILocation(line: 0, scope: !1306, inlinedAt: !1309)
!1351 = !DILocation(line: 0, scope: !195, inlinedAt: !1352)
!1352 = distinct !DILocation(line: 874, column: 28, scope: !1306, inlinedAt: !1309)
!1353 = !DILocation(line: 0, scope: !213, inlinedAt: !1354)
!1354 = distinct !DILocation(line: 442, column: 23, scope: !195, inlinedAt: !1352)
!1355 = !DILocation(line: 0, scope: !221, inlinedAt: !1356)
!1356 = distinct !DILocation(line: 324, column: 9, scope: !213, inlinedAt: !1354)
!1357 = !DILocation(line: 0, scope: !230, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 209, column: 22, scope: !221, inlinedAt: !1356)
!1359 = !DILocation(line: 115, column: 14, scope: !230, inlinedAt: !1358)
!1360 = !DILocation(line: 200, column: 9, scope: !221, inlinedAt: !1356)
!1361 = !DILocation(line: 0, scope: !367)
!1362 = !DILocation(line: 35, column: 69, scope: !367)
!1363 = !DILocation(line: 35, column: 49, scope: !367)
!1364 = !DILocation(line: 0, scope: !369)
!1365 = !DILocation(line: 36, column: 9, scope: !369)
!1366 = !DILocation(line: 0, scope: !128, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 38, column: 1, scope: !315)
!1368 = !DILocation(line: 0, scope: !140, inlinedAt: !1369)
!1369 = distinct !DILocation(line: 805, column: 1, scope: !128, inlinedAt: !1367)
!1370 = !DILocation(line: 805, column: 1, scope: !140, inlinedAt: !1369)
!1371 = !{!1372}
!1372 = distinct !{!1372, !1373, !"_ZN4core3ptr58drop_in_place$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$17h3f0315921c3bc429E: %_1"}
!1373 = distinct !{!1373, !"_ZN4core3ptr58drop_in_place$LT$alloc..boxed..Box$LT$roundtrip..L$GT$$GT$17h3f0315921c3bc429E"}
!1374 = !DILocation(line: 0, scope: !152, inlinedAt: !1375)
!1375 = distinct !DILocation(line: 805, column: 1, scope: !140, inlinedAt: !1369)
!1376 = !DILocation(line: 0, scope: !175, inlinedAt: !1375)
!1377 = !DILocation(line: 0, scope: !161, inlinedAt: !1375)
!1378 = !DILocation(line: 0, scope: !195, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 1921, column: 24, scope: !175, inlinedAt: !1375)
!1380 = !DILocation(line: 0, scope: !213, inlinedAt: !1381)
!1381 = distinct !DILocation(line: 442, column: 23, scope: !195, inlinedAt: !1379)
!1382 = !DILocation(line: 0, scope: !221, inlinedAt: !1383)
!1383 = distinct !DILocation(line: 324, column: 9, scope: !213, inlinedAt: !1381)
!1384 = !DILocation(line: 0, scope: !230, inlinedAt: !1385)
!1385 = distinct !DILocation(line: 209, column: 22, scope: !221, inlinedAt: !1383)
!1386 = !DILocation(line: 115, column: 14, scope: !230, inlinedAt: !1385)
!1387 = !DILocation(line: 38, column: 2, scope: !315)
!1388 = !DILocation(line: 971, column: 21, scope: !462, inlinedAt: !471)
