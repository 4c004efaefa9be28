; ModuleID = 'swapkeep.f24341a7539c4ace-cgu.0'
source_filename = "swapkeep.f24341a7539c4ace-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"core::mem::maybe_uninit::MaybeUninit<[u8; 8]>" = type { [8 x i8] }

; core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks
; Function Attrs: minsize nofree norecurse nosync nounwind nonlazybind optsize memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define void @_ZN4core3ptr25swap_nonoverlapping_bytes26swap_nonoverlapping_chunks17h951759a09c8b2705E(ptr noundef captures(none) %x, ptr noundef captures(none) %y, i64 noundef range(i64 1, 0) %chunks) unnamed_addr #0 !dbg !86 {
start:
    #dbg_value(ptr poison, !145, !DIExpression(), !157)
    #dbg_value(ptr poison, !180, !DIExpression(), !192)
    #dbg_value(ptr poison, !187, !DIExpression(), !193)
    #dbg_value(ptr %x, !128, !DIExpression(), !194)
    #dbg_value(ptr %x, !195, !DIExpression(), !235)
    #dbg_value(ptr %y, !129, !DIExpression(), !194)
    #dbg_value(ptr %y, !195, !DIExpression(), !237)
    #dbg_value(i64 %chunks, !130, !DIExpression(), !194)
    #dbg_value(i64 1, !239, !DIExpression(), !246)
    #dbg_value(i64 1, !248, !DIExpression(), !256)
    #dbg_value(i64 %chunks, !131, !DIExpression(), !258)
    #dbg_value(i64 0, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !259)
    #dbg_value(i64 %chunks, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !259)
  br label %bb1, !dbg !260

bb1:                                              ; preds = %bb3, %start
  %iter.sroa.0.0 = phi i64 [ 0, %start ], [ %_18, %bb3 ], !dbg !261
    #dbg_value(i64 %iter.sroa.0.0, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !259)
    #dbg_value(ptr undef, !187, !DIExpression(), !193)
    #dbg_value(ptr undef, !180, !DIExpression(), !192)
    #dbg_value(ptr undef, !145, !DIExpression(), !157)
    #dbg_value(ptr undef, !156, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !262)
  %exitcond.not = icmp eq i64 %iter.sroa.0.0, %chunks, !dbg !263
  br i1 %exitcond.not, label %bb4, label %bb3, !dbg !158

bb4:                                              ; preds = %bb1
  ret void, !dbg !264

bb3:                                              ; preds = %bb1
    #dbg_value(i64 %iter.sroa.0.0, !181, !DIExpression(), !265)
    #dbg_value(i64 %iter.sroa.0.0, !245, !DIExpression(), !246)
    #dbg_value(i64 %iter.sroa.0.0, !255, !DIExpression(), !256)
  %_18 = add i64 %iter.sroa.0.0, 1, !dbg !266
    #dbg_value(i64 %_18, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !259)
    #dbg_value(i64 %iter.sroa.0.0, !143, !DIExpression(), !267)
    #dbg_value(i64 %iter.sroa.0.0, !232, !DIExpression(), !235)
    #dbg_value(i64 %iter.sroa.0.0, !232, !DIExpression(), !237)
  %_11 = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<[u8; 8]>", ptr %x, i64 %iter.sroa.0.0, !dbg !268
  %_13 = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<[u8; 8]>", ptr %y, i64 %iter.sroa.0.0, !dbg !269
  tail call void @llvm.experimental.noalias.scope.decl(metadata !270), !dbg !273
  tail call void @llvm.experimental.noalias.scope.decl(metadata !274), !dbg !273
    #dbg_value(ptr %_11, !276, !DIExpression(), !283)
    #dbg_value(ptr %_13, !282, !DIExpression(), !283)
  %_3.sroa.0.0.copyload.i = load i64, ptr %_11, align 1, !dbg !285, !alias.scope !270, !noalias !274
  %_4.sroa.0.0.copyload.i = load i64, ptr %_13, align 1, !dbg !286, !alias.scope !274, !noalias !270
  store i64 %_4.sroa.0.0.copyload.i, ptr %_11, align 1, !dbg !287, !alias.scope !270, !noalias !274
  store i64 %_3.sroa.0.0.copyload.i, ptr %_13, align 1, !dbg !288, !alias.scope !274, !noalias !270
  br label %bb1, !dbg !260
}

; core::ptr::drop_in_place<alloc::string::String>
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
define internal fastcc void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h2e7389f6113730e9E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %_1) unnamed_addr #1 !dbg !289 {
start:
    #dbg_value(ptr %_1, !332, !DIExpression(), !335)
    #dbg_value(ptr %_1, !336, !DIExpression(), !344)
; call <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
  tail call void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr noalias noundef nonnull align 8 dereferenceable(24) %_1) #9, !dbg !346
    #dbg_value(ptr %_1, !347, !DIExpression(), !355)
; call <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
  tail call void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr noalias noundef nonnull align 8 dereferenceable(24) %_1) #9, !dbg !357
  ret void, !dbg !358
}

; core::ptr::drop_in_place<core::option::Option<alloc::boxed::Box<swapkeep::Link>>>
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
define internal fastcc void @"_ZN4core3ptr88drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$swapkeep..Link$GT$$GT$$GT$17h27641d3bd8a1705aE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #1 !dbg !359 {
start:
    #dbg_value(ptr %_1, !383, !DIExpression(), !386)
  %0 = load ptr, ptr %_1, align 8, !dbg !387, !align !388, !noundef !124
  %1 = icmp eq ptr %0, null, !dbg !387
  br i1 %1, label %common.ret1, label %bb2, !dbg !387

common.ret1:                                      ; preds = %start, %bb2
  ret void, !dbg !387

bb2:                                              ; preds = %start
    #dbg_value(ptr %_1, !389, !DIExpression(), !395)
    #dbg_value(ptr %0, !397, !DIExpression(), !405)
; call core::ptr::drop_in_place<alloc::string::String>
  tail call fastcc void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h2e7389f6113730e9E"(ptr noalias noundef nonnull align 8 dereferenceable(32) %0) #9, !dbg !407, !noalias !408
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !407
; call core::ptr::drop_in_place<core::option::Option<alloc::boxed::Box<swapkeep::Link>>>
  tail call fastcc void @"_ZN4core3ptr88drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$swapkeep..Link$GT$$GT$$GT$17h27641d3bd8a1705aE"(ptr noalias noundef align 8 dereferenceable(8) %2) #9, !dbg !407, !noalias !408
    #dbg_value(ptr %_1, !411, !DIExpression(), !443)
    #dbg_value(ptr poison, !420, !DIExpression(), !445)
    #dbg_value(i64 8, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !446)
    #dbg_value(i64 32, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !446)
    #dbg_value(ptr %0, !420, !DIExpression(), !445)
    #dbg_value(ptr %_1, !447, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !457)
    #dbg_value(ptr %_1, !459, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !465)
    #dbg_value(ptr %0, !455, !DIExpression(), !457)
    #dbg_value(ptr %0, !463, !DIExpression(), !465)
    #dbg_value(ptr %0, !467, !DIExpression(), !474)
    #dbg_value(i64 8, !456, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !457)
    #dbg_value(i64 8, !464, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !465)
    #dbg_value(i64 8, !473, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i64 8, !476, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !483)
    #dbg_value(i64 32, !456, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !457)
    #dbg_value(i64 32, !464, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !465)
    #dbg_value(i64 32, !473, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !474)
    #dbg_value(i64 32, !476, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !483)
    #dbg_value(ptr %0, !482, !DIExpression(), !483)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 32, i64 noundef 8) #9, !dbg !485, !noalias !486
  br label %common.ret1, !dbg !387
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind nonlazybind optsize willreturn memory(none) uwtable
define void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0e2cfbc67e25c4baE"(ptr noalias noundef readnone align 8 captures(none) dereferenceable(24) %self) unnamed_addr #2 !dbg !489 {
start:
    #dbg_value(ptr %self, !508, !DIExpression(), !509)
  ret void, !dbg !510
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
define void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h535fbe7686d41f9bE"(ptr noalias noundef align 8 dereferenceable(16) %self) unnamed_addr #1 !dbg !511 {
start:
    #dbg_value(ptr %self, !518, !DIExpression(), !519)
; call <alloc::raw_vec::RawVecInner>::deallocate
  tail call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr noalias noundef nonnull align 8 dereferenceable(16) %self, i64 noundef 4, i64 noundef 4) #9, !dbg !520
  ret void, !dbg !521
}

; swapkeep::k_set_item
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
define noundef i64 @_ZN8swapkeep10k_set_item17h3fa9ea94d854e1dbE(ptr noalias noundef align 8 captures(none) dereferenceable(56) %this, ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(48) %it) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !522 {
start:
  %_6 = alloca [48 x i8], align 8
    #dbg_value(ptr %this, !536, !DIExpression(), !538)
    #dbg_declare(ptr %it, !537, !DIExpression(), !539)
  call void @llvm.lifetime.start.p0(ptr nonnull %_6), !dbg !540
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %_6, ptr noundef nonnull align 8 dereferenceable(48) %it, i64 48, i1 false), !dbg !541
    #dbg_value(ptr %this, !542, !DIExpression(), !552)
    #dbg_value(ptr %_6, !549, !DIExpression(), !552)
    #dbg_value(ptr %this, !554, !DIExpression(), !563)
    #dbg_value(ptr %_6, !562, !DIExpression(), !563)
    #dbg_value(ptr %this, !565, !DIExpression(), !572)
    #dbg_value(ptr %this, !574, !DIExpression(), !593)
    #dbg_value(ptr %_6, !570, !DIExpression(), !572)
    #dbg_value(ptr %_6, !580, !DIExpression(), !593)
    #dbg_value(i64 1, !571, !DIExpression(), !572)
    #dbg_value(i64 1, !581, !DIExpression(), !593)
    #dbg_value(ptr %this, !582, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !596)
    #dbg_value(i64 1, !582, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !596)
    #dbg_value(i64 48, !589, !DIExpression(), !597)
    #dbg_value(i64 48, !591, !DIExpression(), !598)
    #dbg_value(ptr %this, !599, !DIExpression(), !618)
    #dbg_value(ptr %_6, !604, !DIExpression(), !618)
    #dbg_value(i64 48, !605, !DIExpression(), !618)
    #dbg_value(i64 48, !606, !DIExpression(), !620)
    #dbg_value(i64 6, !608, !DIExpression(), !621)
    #dbg_value(i64 0, !610, !DIExpression(), !622)
    #dbg_value(i64 6, !612, !DIExpression(), !623)
; call core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks
  call void @_ZN4core3ptr25swap_nonoverlapping_bytes26swap_nonoverlapping_chunks17h951759a09c8b2705E(ptr noundef nonnull align 8 dereferenceable(48) %this, ptr noundef nonnull align 8 dereferenceable(48) %_6, i64 noundef 6) #9, !dbg !624
    #dbg_value(ptr %_6, !625, !DIExpression(), !630)
; call core::ptr::drop_in_place<alloc::string::String>
  call fastcc void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h2e7389f6113730e9E"(ptr noalias noundef nonnull align 8 dereferenceable(48) %_6) #9, !dbg !632
  %0 = getelementptr inbounds nuw i8, ptr %_6, i64 24, !dbg !632
    #dbg_value(ptr %0, !633, !DIExpression(), !641)
    #dbg_value(ptr %0, !643, !DIExpression(), !651)
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h535fbe7686d41f9bE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %0) #9, !dbg !653
  call void @llvm.lifetime.end.p0(ptr nonnull %_6), !dbg !654
  ret i64 0, !dbg !655
}

; swapkeep::k_set_list
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
define noundef i64 @_ZN8swapkeep10k_set_list17h97fe57b6fbfcea82E(ptr noalias noundef align 8 captures(none) dereferenceable(56) %this, ptr noalias noundef align 8 %l) unnamed_addr #1 !dbg !656 {
start:
    #dbg_value(ptr %this, !660, !DIExpression(), !662)
    #dbg_value(ptr %l, !661, !DIExpression(), !662)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 48, !dbg !663
; call core::ptr::drop_in_place<core::option::Option<alloc::boxed::Box<swapkeep::Link>>>
  tail call fastcc void @"_ZN4core3ptr88drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$swapkeep..Link$GT$$GT$$GT$17h27641d3bd8a1705aE"(ptr noalias noundef align 8 dereferenceable(8) %0) #9, !dbg !663
  store ptr %l, ptr %0, align 8, !dbg !663
  ret i64 1, !dbg !664
}

; swapkeep::client
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
define noundef i64 @_ZN8swapkeep6client17h0f9ee0ef8f4f2e30E(i64 noundef %r, ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(48) %it, ptr noalias noundef align 8 %l) unnamed_addr #1 !dbg !665 {
start:
    #dbg_value(i64 %r, !669, !DIExpression(), !688)
    #dbg_declare(ptr %it, !670, !DIExpression(), !689)
    #dbg_value(ptr %l, !671, !DIExpression(), !688)
  %_5 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8swapkeep10k_set_item17h3fa9ea94d854e1dbE) #9, !dbg !690
  %0 = icmp ne ptr %_5, null, !dbg !691
  tail call void @llvm.assume(i1 %0), !dbg !691
    #dbg_value(ptr %_5, !672, !DIExpression(), !692)
  %_9 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8swapkeep10k_set_list17h97fe57b6fbfcea82E) #9, !dbg !693
  %1 = icmp ne ptr %_9, null, !dbg !694
  tail call void @llvm.assume(i1 %1), !dbg !694
    #dbg_value(ptr %_9, !678, !DIExpression(), !695)
  %_13 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8swapkeep7k_names17ha8202545840896f8E) #9, !dbg !696
  %2 = icmp ne ptr %_13, null, !dbg !697
  tail call void @llvm.assume(i1 %2), !dbg !697
    #dbg_value(ptr %_13, !683, !DIExpression(), !698)
  %_17 = tail call noundef i64 %_5(ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(48) %it) #9, !dbg !699
  %_19 = tail call noundef i64 %_9(ptr noundef null, ptr noalias noundef align 8 %l) #9, !dbg !700
  %_16 = add i64 %_19, %_17, !dbg !699
  %_22 = tail call noundef i64 %_13(ptr noundef null) #9, !dbg !701
  %_0 = add i64 %_16, %_22, !dbg !699
  ret i64 %_0, !dbg !702
}

; swapkeep::k_names
; Function Attrs: minsize nofree norecurse nosync nounwind nonlazybind optsize memory(read, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable
define noundef i64 @_ZN8swapkeep7k_names17ha8202545840896f8E(ptr noalias noundef readonly align 8 captures(none) dereferenceable(56) %this) unnamed_addr #3 !dbg !703 {
start:
    #dbg_value(ptr %this, !707, !DIExpression(), !728)
    #dbg_value(ptr %this, !729, !DIExpression(), !737)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 16, !dbg !739
  %_0.i = load i64, ptr %0, align 8, !dbg !739, !alias.scope !746, !noundef !124
  %_2.i = icmp sgt i64 %_0.i, -1, !dbg !749
  tail call void @llvm.assume(i1 %_2.i), !dbg !750
    #dbg_value(i64 %_0.i, !708, !DIExpression(), !751)
  %_3 = getelementptr inbounds nuw i8, ptr %this, i64 48, !dbg !752
    #dbg_value(ptr %_3, !753, !DIExpression(), !761)
    #dbg_value(ptr %_3, !763, !DIExpression(), !785)
    #dbg_value(ptr poison, !710, !DIExpression(), !787)
  br label %bb3, !dbg !788

bb3:                                              ; preds = %bb4, %start
  %c.sroa.0.0.in = phi ptr [ %_3, %start ], [ %_9, %bb4 ]
  %n.sroa.0.0 = phi i64 [ %_0.i, %start ], [ %2, %bb4 ], !dbg !728
  %c.sroa.0.0 = load ptr, ptr %c.sroa.0.0.in, align 8, !dbg !789, !align !388, !noundef !124
    #dbg_value(i64 %n.sroa.0.0, !708, !DIExpression(), !751)
    #dbg_value(ptr %c.sroa.0.0, !710, !DIExpression(), !787)
  %.not = icmp eq ptr %c.sroa.0.0, null, !dbg !791
  br i1 %.not, label %bb7, label %bb4, !dbg !792

bb4:                                              ; preds = %bb3
    #dbg_value(ptr %c.sroa.0.0, !726, !DIExpression(), !793)
    #dbg_value(ptr %c.sroa.0.0, !729, !DIExpression(), !794)
  %1 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 16, !dbg !796
  %_0.i2 = load i64, ptr %1, align 8, !dbg !796, !alias.scope !798, !noundef !124
  %_2.i3 = icmp sgt i64 %_0.i2, -1, !dbg !801
  tail call void @llvm.assume(i1 %_2.i3), !dbg !802
  %2 = add i64 %_0.i2, %n.sroa.0.0, !dbg !803
    #dbg_value(i64 %2, !708, !DIExpression(), !751)
  %_9 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 24, !dbg !804
    #dbg_value(ptr %_9, !753, !DIExpression(), !805)
    #dbg_value(ptr %_9, !763, !DIExpression(), !807)
    #dbg_value(ptr poison, !710, !DIExpression(), !787)
  br label %bb3, !dbg !788

bb7:                                              ; preds = %bb3
  ret i64 %n.sroa.0.0, !dbg !809
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; __rustc::__rust_dealloc
; Function Attrs: minsize nounwind nonlazybind optsize allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

; Function Attrs: minsize nounwind nonlazybind optsize uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #7

; <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
declare void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
declare void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #1

; <alloc::raw_vec::RawVecInner>::deallocate
; Function Attrs: minsize nounwind nonlazybind optsize uwtable
declare void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr noalias noundef align 8 dereferenceable(16), i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #1

; Function Attrs: minsize nounwind nonlazybind optsize uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { minsize nofree norecurse nosync nounwind nonlazybind optsize memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { minsize nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { minsize mustprogress nofree norecurse nosync nounwind nonlazybind optsize willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { minsize nofree norecurse nosync nounwind nonlazybind optsize memory(read, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { minsize nounwind nonlazybind optsize allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rustpass/tests/lit/rust/Inputs/swapkeep.rs/@/swapkeep.f24341a7539c4ace-cgu.0", directory: "/work/wt-rustpass/tests/lit/rust/Inputs")
!7 = !{!8, !17}
!8 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AssertKind", scope: !10, file: !9, baseType: !12, size: 8, align: 8, flags: DIFlagEnumClass, elements: !13)
!9 = !DIFile(filename: "<unknown>", directory: "")
!10 = !DINamespace(name: "panicking", scope: !11)
!11 = !DINamespace(name: "core", scope: null)
!12 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "Eq", value: 0, isUnsigned: true)
!15 = !DIEnumerator(name: "Ne", value: 1, isUnsigned: true)
!16 = !DIEnumerator(name: "Match", value: 2, isUnsigned: true)
!17 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !18, file: !9, baseType: !20, size: 64, align: 64, flags: DIFlagEnumClass, elements: !21)
!18 = !DINamespace(name: "alignment", scope: !19)
!19 = !DINamespace(name: "ptr", scope: !11)
!20 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!21 = !{!22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85}
!22 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!23 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!24 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!25 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!26 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!27 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!28 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!29 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!30 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!31 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!32 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!33 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!34 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!35 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!36 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!37 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!38 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!39 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!40 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!41 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!42 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!43 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!44 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!45 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!46 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!47 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!48 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!49 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!50 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!51 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!52 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!53 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!54 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!55 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!56 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!57 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!58 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!59 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!60 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!61 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!62 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!63 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!64 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!65 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!66 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!67 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!68 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!69 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!70 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!71 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!72 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!73 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!74 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!75 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!76 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!77 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!78 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!79 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!80 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!81 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!82 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!83 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!84 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!85 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!86 = distinct !DISubprogram(name: "swap_nonoverlapping_chunks<8>", linkageName: "_ZN4core3ptr25swap_nonoverlapping_bytes26swap_nonoverlapping_chunks17h951759a09c8b2705E", scope: !88, file: !87, line: 1442, type: !89, scopeLine: 1442, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !127)
!87 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!88 = !DINamespace(name: "swap_nonoverlapping_bytes", scope: !19)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91, !91, !114}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::mem::maybe_uninit::MaybeUninit<[u8; 8]>", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<[u8; 8]>", scope: !93, file: !9, size: 64, align: 8, elements: !95, templateParams: !112, identifier: "fd510f5f89dca24846c234172ca6f31d")
!93 = !DINamespace(name: "maybe_uninit", scope: !94)
!94 = !DINamespace(name: "mem", scope: !11)
!95 = !{!96, !98}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !92, file: !9, baseType: !97, align: 8)
!97 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !92, file: !9, baseType: !99, size: 64, align: 8)
!99 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<[u8; 8]>", scope: !100, file: !9, size: 64, align: 8, flags: DIFlagPublic, elements: !101, templateParams: !112, identifier: "6f26dbcdf1ed107a18cccc9e26e85390")
!100 = !DINamespace(name: "manually_drop", scope: !94)
!101 = !{!102}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !99, file: !9, baseType: !103, size: 64, align: 8, flags: DIFlagPrivate)
!103 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<[u8; 8]>", scope: !104, file: !9, size: 64, align: 8, flags: DIFlagPublic, elements: !105, templateParams: !110, identifier: "c81b025d3dfb2f305c2f74d76ce6030f")
!104 = !DINamespace(name: "maybe_dangling", scope: !94)
!105 = !{!106}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !103, file: !9, baseType: !107, size: 64, align: 8, flags: DIFlagPrivate)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, align: 8, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 8, lowerBound: 0)
!110 = !{!111}
!111 = !DITemplateTypeParameter(name: "P", type: !107)
!112 = !{!113}
!113 = !DITemplateTypeParameter(name: "T", type: !107)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZero<usize>", scope: !115, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !117, templateParams: !125, identifier: "44b3255484829a0f48397ba71910d976")
!115 = !DINamespace(name: "nonzero", scope: !116)
!116 = !DINamespace(name: "num", scope: !11)
!117 = !{!118}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !114, file: !9, baseType: !119, size: 64, align: 64, flags: DIFlagPrivate)
!119 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZeroUsizeInner", scope: !120, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !121, templateParams: !124, identifier: "3fd2e83a31e4fa746278d8fcd4d42ef")
!120 = !DINamespace(name: "niche_types", scope: !116)
!121 = !{!122}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !119, file: !9, baseType: !123, size: 64, align: 64, flags: DIFlagPrivate)
!123 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!124 = !{}
!125 = !{!126}
!126 = !DITemplateTypeParameter(name: "T", type: !123)
!127 = !{!128, !129, !130, !131, !133, !143}
!128 = !DILocalVariable(name: "x", arg: 1, scope: !86, file: !87, line: 1443, type: !91)
!129 = !DILocalVariable(name: "y", arg: 2, scope: !86, file: !87, line: 1444, type: !91)
!130 = !DILocalVariable(name: "chunks", arg: 3, scope: !86, file: !87, line: 1445, type: !114)
!131 = !DILocalVariable(name: "chunks", scope: !132, file: !87, line: 1447, type: !123, align: 64)
!132 = distinct !DILexicalBlock(scope: !86, file: !87, line: 1447, column: 9)
!133 = !DILocalVariable(name: "iter", scope: !134, file: !87, line: 1448, type: !135, align: 64)
!134 = distinct !DILexicalBlock(scope: !132, file: !87, line: 1448, column: 9)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !136, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !138, templateParams: !141, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!136 = !DINamespace(name: "range", scope: !137)
!137 = !DINamespace(name: "ops", scope: !11)
!138 = !{!139, !140}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !135, file: !9, baseType: !123, size: 64, align: 64, flags: DIFlagPublic)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !135, file: !9, baseType: !123, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!141 = !{!142}
!142 = !DITemplateTypeParameter(name: "Idx", type: !123)
!143 = !DILocalVariable(name: "i", scope: !144, file: !87, line: 1448, type: !123, align: 64)
!144 = distinct !DILexicalBlock(scope: !134, file: !87, line: 1448, column: 9)
!145 = !DILocalVariable(name: "self", arg: 1, scope: !146, file: !147, line: 1916, type: !154)
!146 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !148, file: !147, line: 1916, type: !151, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !155)
!147 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!148 = !DINamespace(name: "{impl#58}", scope: !149)
!149 = !DINamespace(name: "impls", scope: !150)
!150 = !DINamespace(name: "cmp", scope: !11)
!151 = !DISubroutineType(types: !152)
!152 = !{!153, !154, !154}
!153 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !123, size: 64, align: 64, dwarfAddressSpace: 0)
!155 = !{!145, !156}
!156 = !DILocalVariable(name: "other", arg: 2, scope: !146, file: !147, line: 1916, type: !154)
!157 = !DILocation(line: 1916, column: 19, scope: !146, inlinedAt: !158)
!158 = !DILocation(line: 772, column: 12, scope: !159, inlinedAt: !183)
!159 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h7f89831f3988c571E", scope: !161, file: !160, line: 771, type: !164, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, retainedNodes: !179)
!160 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!161 = !DINamespace(name: "{impl#5}", scope: !162)
!162 = !DINamespace(name: "range", scope: !163)
!163 = !DINamespace(name: "iter", scope: !11)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !178}
!166 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !167, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !168, templateParams: !124, identifier: "6f59025219977f466509bd4ae79a2945")
!167 = !DINamespace(name: "option", scope: !11)
!168 = !{!169}
!169 = !DICompositeType(tag: DW_TAG_variant_part, scope: !166, file: !9, size: 128, align: 64, elements: !170, templateParams: !124, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !177)
!170 = !{!171, !173}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !169, file: !9, baseType: !172, size: 128, align: 64, extraData: i64 0)
!172 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !166, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !124, templateParams: !125, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!173 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !169, file: !9, baseType: !174, size: 128, align: 64, extraData: i64 1)
!174 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !166, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !175, templateParams: !125, identifier: "c70f2dfad93186ce146b7e80830727")
!175 = !{!176}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !174, file: !9, baseType: !123, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!177 = !DIDerivedType(tag: DW_TAG_member, scope: !166, file: !9, baseType: !20, size: 64, align: 64, flags: DIFlagArtificial)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!179 = !{!180, !181}
!180 = !DILocalVariable(name: "self", arg: 1, scope: !159, file: !160, line: 771, type: !178)
!181 = !DILocalVariable(name: "old", scope: !182, file: !160, line: 773, type: !123, align: 64)
!182 = distinct !DILexicalBlock(scope: !159, file: !160, line: 773, column: 13)
!183 = !DILocation(line: 857, column: 14, scope: !184, inlinedAt: !190)
!184 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h7a82bae8bf856e3fE", scope: !185, file: !160, line: 856, type: !164, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !188, retainedNodes: !186)
!185 = !DINamespace(name: "{impl#6}", scope: !162)
!186 = !{!187}
!187 = !DILocalVariable(name: "self", arg: 1, scope: !184, file: !160, line: 856, type: !178)
!188 = !{!189}
!189 = !DITemplateTypeParameter(name: "A", type: !123)
!190 = !DILocation(line: 1448, column: 18, scope: !191)
!191 = !DILexicalBlockFile(scope: !134, file: !87, discriminator: 2)
!192 = !DILocation(line: 771, column: 18, scope: !159, inlinedAt: !183)
!193 = !DILocation(line: 856, column: 13, scope: !184, inlinedAt: !190)
!194 = !DILocation(line: 0, scope: !86)
!195 = !DILocalVariable(name: "self", arg: 1, scope: !196, file: !197, line: 927, type: !91)
!196 = distinct !DISubprogram(name: "add<core::mem::maybe_uninit::MaybeUninit<[u8; 8]>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h37933d301118bb4eE", scope: !198, file: !197, line: 927, type: !200, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !233, retainedNodes: !231)
!197 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!198 = !DINamespace(name: "{impl#0}", scope: !199)
!199 = !DINamespace(name: "mut_ptr", scope: !19)
!200 = !DISubroutineType(types: !201)
!201 = !{!91, !91, !123, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !203, size: 64, align: 64, dwarfAddressSpace: 0)
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !204, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !206, templateParams: !124, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!204 = !DINamespace(name: "location", scope: !205)
!205 = !DINamespace(name: "panic", scope: !11)
!206 = !{!207, !219, !221, !222}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !203, file: !9, baseType: !208, size: 128, align: 64, flags: DIFlagPrivate)
!208 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !209, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !210, templateParams: !217, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!209 = !DINamespace(name: "non_null", scope: !19)
!210 = !{!211}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !208, file: !9, baseType: !212, size: 128, align: 64, flags: DIFlagPrivate)
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !213, templateParams: !124, identifier: "238a44609877474087c05adf26cd41fa")
!213 = !{!214, !216}
!214 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !212, file: !9, baseType: !215, size: 64, align: 64)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !212, file: !9, baseType: !123, size: 64, align: 64, offset: 64)
!217 = !{!218}
!218 = !DITemplateTypeParameter(name: "T", type: !12)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !203, file: !9, baseType: !220, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!220 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !203, file: !9, baseType: !220, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !203, file: !9, baseType: !223, align: 8, offset: 192, flags: DIFlagPrivate)
!223 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !224, file: !9, align: 8, flags: DIFlagPublic, elements: !124, templateParams: !225, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!224 = !DINamespace(name: "marker", scope: !11)
!225 = !{!226}
!226 = !DITemplateTypeParameter(name: "T", type: !227)
!227 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !228, templateParams: !124, identifier: "9277eecd40495f85161460476aacc992")
!228 = !{!229, !230}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !227, file: !9, baseType: !215, size: 64, align: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !227, file: !9, baseType: !123, size: 64, align: 64, offset: 64)
!231 = !{!195, !232}
!232 = !DILocalVariable(name: "count", arg: 2, scope: !196, file: !197, line: 927, type: !123)
!233 = !{!234}
!234 = !DITemplateTypeParameter(name: "T", type: !92)
!235 = !DILocation(line: 0, scope: !196, inlinedAt: !236)
!236 = !DILocation(line: 1450, column: 41, scope: !144)
!237 = !DILocation(line: 0, scope: !196, inlinedAt: !238)
!238 = !DILocation(line: 1450, column: 57, scope: !144)
!239 = !DILocalVariable(name: "n", scope: !240, file: !160, line: 211, type: !123, align: 64)
!240 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !241, file: !160, line: 211, type: !242, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !244)
!241 = !DINamespace(name: "{impl#43}", scope: !162)
!242 = !DISubroutineType(types: !243)
!243 = !{!123, !123, !123}
!244 = !{!245, !239}
!245 = !DILocalVariable(name: "start", arg: 1, scope: !240, file: !160, line: 211, type: !123)
!246 = !DILocation(line: 0, scope: !240, inlinedAt: !247)
!247 = !DILocation(line: 775, column: 35, scope: !182, inlinedAt: !183)
!248 = !DILocalVariable(name: "rhs", scope: !249, file: !250, line: 832, type: !123, align: 64)
!249 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !251, file: !250, line: 832, type: !252, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !254)
!250 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!251 = !DINamespace(name: "{impl#11}", scope: !116)
!252 = !DISubroutineType(types: !253)
!253 = !{!123, !123, !123, !202}
!254 = !{!255, !248}
!255 = !DILocalVariable(name: "self", arg: 1, scope: !249, file: !250, line: 832, type: !123)
!256 = !DILocation(line: 0, scope: !249, inlinedAt: !257)
!257 = !DILocation(line: 213, column: 28, scope: !240, inlinedAt: !247)
!258 = !DILocation(line: 0, scope: !132)
!259 = !DILocation(line: 0, scope: !134)
!260 = !DILocation(line: 1448, column: 9, scope: !134)
!261 = !DILocation(line: 1448, column: 18, scope: !132)
!262 = !DILocation(line: 1916, column: 26, scope: !146, inlinedAt: !158)
!263 = !DILocation(line: 1916, column: 50, scope: !146, inlinedAt: !158)
!264 = !DILocation(line: 1452, column: 6, scope: !86)
!265 = !DILocation(line: 0, scope: !182, inlinedAt: !183)
!266 = !DILocation(line: 844, column: 17, scope: !249, inlinedAt: !257)
!267 = !DILocation(line: 0, scope: !144)
!268 = !DILocation(line: 961, column: 18, scope: !196, inlinedAt: !236)
!269 = !DILocation(line: 961, column: 18, scope: !196, inlinedAt: !238)
!270 = !{!271}
!271 = distinct !{!271, !272, !"_ZN4core3ptr10swap_chunk17h0cd3d17807f11971E: %x"}
!272 = distinct !{!272, !"_ZN4core3ptr10swap_chunk17h0cd3d17807f11971E"}
!273 = !DILocation(line: 1450, column: 22, scope: !144)
!274 = !{!275}
!275 = distinct !{!275, !272, !"_ZN4core3ptr10swap_chunk17h0cd3d17807f11971E: %y"}
!276 = !DILocalVariable(name: "x", arg: 1, scope: !277, file: !87, line: 1432, type: !280)
!277 = distinct !DISubprogram(name: "swap_chunk<8>", linkageName: "_ZN4core3ptr10swap_chunk17h0cd3d17807f11971E", scope: !19, file: !87, line: 1432, type: !278, scopeLine: 1432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !281)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !280, !280}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::mem::maybe_uninit::MaybeUninit<[u8; 8]>", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!281 = !{!276, !282}
!282 = !DILocalVariable(name: "y", arg: 2, scope: !277, file: !87, line: 1432, type: !280)
!283 = !DILocation(line: 0, scope: !277, inlinedAt: !284)
!284 = distinct !DILocation(line: 1450, column: 22, scope: !144)
!285 = !DILocation(line: 1433, column: 13, scope: !277, inlinedAt: !284)
!286 = !DILocation(line: 1434, column: 13, scope: !277, inlinedAt: !284)
!287 = !DILocation(line: 1435, column: 5, scope: !277, inlinedAt: !284)
!288 = !DILocation(line: 1436, column: 5, scope: !277, inlinedAt: !284)
!289 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h2e7389f6113730e9E", scope: !19, file: !87, line: 805, type: !290, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, retainedNodes: !331)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !292}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::string::String", baseType: !293, size: 64, align: 64, dwarfAddressSpace: 0)
!293 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !294, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !296, templateParams: !124, identifier: "bc53cb80a87db744310a1cd4bda01882")
!294 = !DINamespace(name: "string", scope: !295)
!295 = !DINamespace(name: "alloc", scope: null)
!296 = !{!297}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !293, file: !9, baseType: !298, size: 192, align: 64, flags: DIFlagPrivate)
!298 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !299, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !300, templateParams: !329, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!299 = !DINamespace(name: "vec", scope: !295)
!300 = !{!301, !330}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !298, file: !9, baseType: !302, size: 128, align: 64, flags: DIFlagPrivate)
!302 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !303, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !304, templateParams: !329, identifier: "1786a941d613205182510ae0fe838410")
!303 = !DINamespace(name: "raw_vec", scope: !295)
!304 = !{!305, !328}
!305 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !302, file: !9, baseType: !306, size: 128, align: 64, flags: DIFlagPrivate)
!306 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !303, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !307, templateParams: !326, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!307 = !{!308, !319, !323}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !306, file: !9, baseType: !309, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!309 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !310, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !311, templateParams: !217, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!310 = !DINamespace(name: "unique", scope: !19)
!311 = !{!312, !317}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !309, file: !9, baseType: !313, size: 64, align: 64, flags: DIFlagPrivate)
!313 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !209, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !314, templateParams: !217, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!314 = !{!315}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !313, file: !9, baseType: !316, size: 64, align: 64, flags: DIFlagPrivate)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !309, file: !9, baseType: !318, align: 8, offset: 64, flags: DIFlagPrivate)
!318 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !224, file: !9, align: 8, flags: DIFlagPublic, elements: !124, templateParams: !217, identifier: "15bae875c56c7c0f828edf19d836075e")
!319 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !306, file: !9, baseType: !320, size: 64, align: 64, flags: DIFlagPrivate)
!320 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !120, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !321, templateParams: !124, identifier: "cad7375c0c871c072d809328de25b44")
!321 = !{!322}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !320, file: !9, baseType: !123, size: 64, align: 64, flags: DIFlagPrivate)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !306, file: !9, baseType: !324, align: 8, offset: 128, flags: DIFlagPrivate)
!324 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !325, file: !9, align: 8, flags: DIFlagPublic, elements: !124, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!325 = !DINamespace(name: "alloc", scope: !295)
!326 = !{!327}
!327 = !DITemplateTypeParameter(name: "A", type: !324)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !302, file: !9, baseType: !318, align: 8, offset: 128, flags: DIFlagPrivate)
!329 = !{!218, !327}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !298, file: !9, baseType: !123, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!331 = !{!332}
!332 = !DILocalVariable(arg: 1, scope: !289, file: !87, line: 805, type: !292)
!333 = !{!334}
!334 = !DITemplateTypeParameter(name: "T", type: !293)
!335 = !DILocation(line: 0, scope: !289)
!336 = !DILocalVariable(arg: 1, scope: !337, file: !87, line: 805, type: !340)
!337 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17ha372db7c6a4203f6E", scope: !19, file: !87, line: 805, type: !338, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !342, retainedNodes: !341)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !340}
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !298, size: 64, align: 64, dwarfAddressSpace: 0)
!341 = !{!336}
!342 = !{!343}
!343 = !DITemplateTypeParameter(name: "T", type: !298)
!344 = !DILocation(line: 0, scope: !337, inlinedAt: !345)
!345 = distinct !DILocation(line: 805, column: 1, scope: !289)
!346 = !DILocation(line: 805, column: 1, scope: !337, inlinedAt: !345)
!347 = !DILocalVariable(arg: 1, scope: !348, file: !87, line: 805, type: !351)
!348 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hd5c4f1d96d2a10dcE", scope: !19, file: !87, line: 805, type: !349, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !353, retainedNodes: !352)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !351}
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !302, size: 64, align: 64, dwarfAddressSpace: 0)
!352 = !{!347}
!353 = !{!354}
!354 = !DITemplateTypeParameter(name: "T", type: !302)
!355 = !DILocation(line: 0, scope: !348, inlinedAt: !356)
!356 = distinct !DILocation(line: 805, column: 1, scope: !337, inlinedAt: !345)
!357 = !DILocation(line: 805, column: 1, scope: !348, inlinedAt: !356)
!358 = !DILocation(line: 805, column: 1, scope: !289)
!359 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr88drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$swapkeep..Link$GT$$GT$$GT$17h27641d3bd8a1705aE", scope: !19, file: !87, line: 805, type: !360, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !384, retainedNodes: !382)
!360 = !DISubroutineType(types: !361)
!361 = !{null, !362}
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", baseType: !363, size: 64, align: 64, dwarfAddressSpace: 0)
!363 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", scope: !167, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !364, templateParams: !124, identifier: "af01faee850f64f7fa2cd8e961f7e926")
!364 = !{!365}
!365 = !DICompositeType(tag: DW_TAG_variant_part, scope: !363, file: !9, size: 64, align: 64, elements: !366, templateParams: !124, identifier: "4201756a384a3fa936dfef73ea037a7e", discriminator: !381)
!366 = !{!367, !377}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !365, file: !9, baseType: !368, size: 64, align: 64, extraData: i64 0)
!368 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !363, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !124, templateParams: !369, identifier: "d3390c3777908d0a1b184c56be5e6173")
!369 = !{!370}
!370 = !DITemplateTypeParameter(name: "T", type: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>", baseType: !372, size: 64, align: 64, dwarfAddressSpace: 0)
!372 = !DICompositeType(tag: DW_TAG_structure_type, name: "Link", scope: !373, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !374, templateParams: !124, identifier: "60348dc57beb160c6e80214ea02d524a")
!373 = !DINamespace(name: "swapkeep", scope: null)
!374 = !{!375, !376}
!375 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !372, file: !9, baseType: !293, size: 192, align: 64, flags: DIFlagPublic)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !372, file: !9, baseType: !363, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !365, file: !9, baseType: !378, size: 64, align: 64)
!378 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !363, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !379, templateParams: !369, identifier: "d5a0ec20bfcd1a7d2ab6157f13ef9fb4")
!379 = !{!380}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !378, file: !9, baseType: !371, size: 64, align: 64, flags: DIFlagPublic)
!381 = !DIDerivedType(tag: DW_TAG_member, scope: !363, file: !9, baseType: !20, size: 64, align: 64, flags: DIFlagArtificial)
!382 = !{!383}
!383 = !DILocalVariable(arg: 1, scope: !359, file: !87, line: 805, type: !362)
!384 = !{!385}
!385 = !DITemplateTypeParameter(name: "T", type: !363)
!386 = !DILocation(line: 0, scope: !359)
!387 = !DILocation(line: 805, column: 1, scope: !359)
!388 = !{i64 8}
!389 = !DILocalVariable(arg: 1, scope: !390, file: !87, line: 805, type: !393)
!390 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$swapkeep..Link$GT$$GT$17he8ffa6637ded33deE", scope: !19, file: !87, line: 805, type: !391, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !369, retainedNodes: !394)
!391 = !DISubroutineType(types: !392)
!392 = !{null, !393}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>", baseType: !371, size: 64, align: 64, dwarfAddressSpace: 0)
!394 = !{!389}
!395 = !DILocation(line: 0, scope: !390, inlinedAt: !396)
!396 = distinct !DILocation(line: 805, column: 1, scope: !359)
!397 = !DILocalVariable(arg: 1, scope: !398, file: !87, line: 805, type: !401)
!398 = distinct !DISubprogram(name: "drop_in_place<swapkeep::Link>", linkageName: "_ZN4core3ptr35drop_in_place$LT$swapkeep..Link$GT$17h9441f8fea5ca41afE", scope: !19, file: !87, line: 805, type: !399, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !403, retainedNodes: !402)
!399 = !DISubroutineType(types: !400)
!400 = !{null, !401}
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut swapkeep::Link", baseType: !372, size: 64, align: 64, dwarfAddressSpace: 0)
!402 = !{!397}
!403 = !{!404}
!404 = !DITemplateTypeParameter(name: "T", type: !372)
!405 = !DILocation(line: 0, scope: !398, inlinedAt: !406)
!406 = distinct !DILocation(line: 805, column: 1, scope: !390, inlinedAt: !396)
!407 = !DILocation(line: 805, column: 1, scope: !398, inlinedAt: !406)
!408 = !{!409}
!409 = distinct !{!409, !410, !"_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$swapkeep..Link$GT$$GT$17he8ffa6637ded33deE: %_1"}
!410 = distinct !{!410, !"_ZN4core3ptr60drop_in_place$LT$alloc..boxed..Box$LT$swapkeep..Link$GT$$GT$17he8ffa6637ded33deE"}
!411 = !DILocalVariable(name: "self", arg: 1, scope: !412, file: !413, line: 1913, type: !418)
!412 = distinct !DISubprogram(name: "drop<swapkeep::Link, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6d61ce42e8b49f8E", scope: !414, file: !413, line: 1913, type: !416, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !442, retainedNodes: !419)
!413 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!414 = !DINamespace(name: "{impl#10}", scope: !415)
!415 = !DINamespace(name: "boxed", scope: !295)
!416 = !DISubroutineType(types: !417)
!417 = !{null, !418}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>", baseType: !371, size: 64, align: 64, dwarfAddressSpace: 0)
!419 = !{!411, !420, !420, !431}
!420 = !DILocalVariable(name: "ptr", scope: !421, file: !413, line: 1916, type: !422, align: 64)
!421 = distinct !DILexicalBlock(scope: !412, file: !413, line: 1916, column: 9)
!422 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<swapkeep::Link>", scope: !310, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !423, templateParams: !403, identifier: "965ac76aa6b276f527ff9756df2d6e11")
!423 = !{!424, !429}
!424 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !422, file: !9, baseType: !425, size: 64, align: 64, flags: DIFlagPrivate)
!425 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<swapkeep::Link>", scope: !209, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !426, templateParams: !403, identifier: "f7921b07051fcbf53097140f2a3c8db2")
!426 = !{!427}
!427 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !425, file: !9, baseType: !428, size: 64, align: 64, flags: DIFlagPrivate)
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const swapkeep::Link", baseType: !372, size: 64, align: 64, dwarfAddressSpace: 0)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !422, file: !9, baseType: !430, align: 8, offset: 64, flags: DIFlagPrivate)
!430 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<swapkeep::Link>", scope: !224, file: !9, align: 8, flags: DIFlagPublic, elements: !124, templateParams: !403, identifier: "542fea767696a46abd5c03880ec3d1b2")
!431 = !DILocalVariable(name: "layout", scope: !432, file: !413, line: 1919, type: !433, align: 64)
!432 = distinct !DILexicalBlock(scope: !421, file: !413, line: 1919, column: 13)
!433 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !434, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !436, templateParams: !124, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!434 = !DINamespace(name: "layout", scope: !435)
!435 = !DINamespace(name: "alloc", scope: !11)
!436 = !{!437, !438}
!437 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !433, file: !9, baseType: !123, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !433, file: !9, baseType: !439, size: 64, align: 64, flags: DIFlagPrivate)
!439 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !18, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !440, templateParams: !124, identifier: "5099570874743123f8e757e4da3ea37b")
!440 = !{!441}
!441 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !439, file: !9, baseType: !17, size: 64, align: 64, flags: DIFlagPrivate)
!442 = !{!404, !327}
!443 = !DILocation(line: 0, scope: !412, inlinedAt: !444)
!444 = distinct !DILocation(line: 805, column: 1, scope: !390, inlinedAt: !396)
!445 = !DILocation(line: 0, scope: !421, inlinedAt: !444)
!446 = !DILocation(line: 0, scope: !432, inlinedAt: !444)
!447 = !DILocalVariable(name: "self", arg: 1, scope: !448, file: !449, line: 440, type: !453)
!448 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !450, file: !449, line: 440, type: !451, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !454)
!449 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!450 = !DINamespace(name: "{impl#1}", scope: !325)
!451 = !DISubroutineType(types: !452)
!452 = !{null, !453, !313, !433}
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !324, size: 64, align: 64, dwarfAddressSpace: 0)
!454 = !{!447, !455, !456}
!455 = !DILocalVariable(name: "ptr", arg: 2, scope: !448, file: !449, line: 440, type: !313)
!456 = !DILocalVariable(name: "layout", arg: 3, scope: !448, file: !449, line: 440, type: !433)
!457 = !DILocation(line: 0, scope: !448, inlinedAt: !458)
!458 = distinct !DILocation(line: 1921, column: 24, scope: !432, inlinedAt: !444)
!459 = !DILocalVariable(name: "self", arg: 1, scope: !460, file: !449, line: 323, type: !453)
!460 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !324, file: !449, line: 323, type: !451, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, declaration: !461, retainedNodes: !462)
!461 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !324, file: !449, line: 323, type: !451, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !124)
!462 = !{!459, !463, !464}
!463 = !DILocalVariable(name: "ptr", arg: 2, scope: !460, file: !449, line: 323, type: !313)
!464 = !DILocalVariable(name: "layout", arg: 3, scope: !460, file: !449, line: 323, type: !433)
!465 = !DILocation(line: 0, scope: !460, inlinedAt: !466)
!466 = distinct !DILocation(line: 442, column: 23, scope: !448, inlinedAt: !458)
!467 = !DILocalVariable(name: "ptr", arg: 1, scope: !468, file: !449, line: 199, type: !313)
!468 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !324, file: !449, line: 199, type: !469, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, declaration: !471, retainedNodes: !472)
!469 = !DISubroutineType(types: !470)
!470 = !{null, !313, !433}
!471 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !324, file: !449, line: 199, type: !469, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !124)
!472 = !{!467, !473}
!473 = !DILocalVariable(name: "layout", arg: 2, scope: !468, file: !449, line: 199, type: !433)
!474 = !DILocation(line: 0, scope: !468, inlinedAt: !475)
!475 = distinct !DILocation(line: 324, column: 9, scope: !460, inlinedAt: !466)
!476 = !DILocalVariable(name: "layout", arg: 2, scope: !477, file: !449, line: 114, type: !433)
!477 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !325, file: !449, line: 114, type: !478, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !481)
!478 = !DISubroutineType(types: !479)
!479 = !{null, !480, !433}
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!481 = !{!482, !476}
!482 = !DILocalVariable(name: "ptr", arg: 1, scope: !477, file: !449, line: 114, type: !480)
!483 = !DILocation(line: 0, scope: !477, inlinedAt: !484)
!484 = distinct !DILocation(line: 209, column: 22, scope: !468, inlinedAt: !475)
!485 = !DILocation(line: 115, column: 14, scope: !477, inlinedAt: !484)
!486 = !{!487}
!487 = distinct !{!487, !488, !"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6d61ce42e8b49f8E: %self"}
!488 = distinct !{!488, !"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6d61ce42e8b49f8E"}
!489 = distinct !DISubprogram(name: "drop<u32, alloc::alloc::Global>", linkageName: "_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0e2cfbc67e25c4baE", scope: !491, file: !490, line: 4219, type: !492, scopeLine: 4219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !505, retainedNodes: !507)
!490 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!491 = !DINamespace(name: "{impl#26}", scope: !299)
!492 = !DISubroutineType(types: !493)
!493 = !{null, !494}
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<u32, alloc::alloc::Global>", baseType: !495, size: 64, align: 64, dwarfAddressSpace: 0)
!495 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u32, alloc::alloc::Global>", scope: !299, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !496, templateParams: !505, identifier: "bf8cb6ef34736dc85633a1808cdfd26b")
!496 = !{!497, !506}
!497 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !495, file: !9, baseType: !498, size: 128, align: 64, flags: DIFlagPrivate)
!498 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u32, alloc::alloc::Global>", scope: !303, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !499, templateParams: !505, identifier: "9868379835cd12aad1f7b7429a54c1e6")
!499 = !{!500, !501}
!500 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !498, file: !9, baseType: !306, size: 128, align: 64, flags: DIFlagPrivate)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !498, file: !9, baseType: !502, align: 8, offset: 128, flags: DIFlagPrivate)
!502 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u32>", scope: !224, file: !9, align: 8, flags: DIFlagPublic, elements: !124, templateParams: !503, identifier: "22b38a2374285c7c4395d66812ec9371")
!503 = !{!504}
!504 = !DITemplateTypeParameter(name: "T", type: !220)
!505 = !{!504, !327}
!506 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !495, file: !9, baseType: !123, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!507 = !{!508}
!508 = !DILocalVariable(name: "self", arg: 1, scope: !489, file: !490, line: 4219, type: !494)
!509 = !DILocation(line: 0, scope: !489)
!510 = !DILocation(line: 4227, column: 6, scope: !489)
!511 = distinct !DISubprogram(name: "drop<u32, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h535fbe7686d41f9bE", scope: !513, file: !512, line: 421, type: !514, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !505, retainedNodes: !517)
!512 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!513 = !DINamespace(name: "{impl#3}", scope: !303)
!514 = !DISubroutineType(types: !515)
!515 = !{null, !516}
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u32, alloc::alloc::Global>", baseType: !498, size: 64, align: 64, dwarfAddressSpace: 0)
!517 = !{!518}
!518 = !DILocalVariable(name: "self", arg: 1, scope: !511, file: !512, line: 421, type: !516)
!519 = !DILocation(line: 0, scope: !511)
!520 = !DILocation(line: 423, column: 29, scope: !511)
!521 = !DILocation(line: 424, column: 6, scope: !511)
!522 = distinct !DISubprogram(name: "k_set_item", linkageName: "_ZN8swapkeep10k_set_item17h3fa9ea94d854e1dbE", scope: !373, file: !523, line: 25, type: !524, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !535)
!523 = !DIFile(filename: "swapkeep.rs", directory: "/work/wt-rustpass/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "74e43e038bfe33bea5fb449d54326734")
!524 = !DISubroutineType(types: !525)
!525 = !{!20, !526, !530}
!526 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut swapkeep::Keeper", baseType: !527, size: 64, align: 64, dwarfAddressSpace: 0)
!527 = !DICompositeType(tag: DW_TAG_structure_type, name: "Keeper", scope: !373, file: !9, size: 448, align: 64, flags: DIFlagPublic, elements: !528, templateParams: !124, identifier: "2ceb923d5ab3dedf1a3467caa07ffcb9")
!528 = !{!529, !534}
!529 = !DIDerivedType(tag: DW_TAG_member, name: "last_item", scope: !527, file: !9, baseType: !530, size: 384, align: 64, flags: DIFlagPublic)
!530 = !DICompositeType(tag: DW_TAG_structure_type, name: "Item", scope: !373, file: !9, size: 384, align: 64, flags: DIFlagPublic, elements: !531, templateParams: !124, identifier: "e55a218a6eedf98faf7d36d93c148c06")
!531 = !{!532, !533}
!532 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !530, file: !9, baseType: !293, size: 192, align: 64, flags: DIFlagPublic)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !530, file: !9, baseType: !495, size: 192, align: 64, offset: 192, flags: DIFlagPublic)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "boxed", scope: !527, file: !9, baseType: !363, size: 64, align: 64, offset: 384, flags: DIFlagPublic)
!535 = !{!536, !537}
!536 = !DILocalVariable(name: "this", arg: 1, scope: !522, file: !523, line: 25, type: !526)
!537 = !DILocalVariable(name: "it", arg: 2, scope: !522, file: !523, line: 25, type: !530)
!538 = !DILocation(line: 0, scope: !522)
!539 = !DILocation(line: 25, column: 38, scope: !522)
!540 = !DILocation(line: 26, column: 46, scope: !522)
!541 = !DILocation(line: 26, column: 48, scope: !522)
!542 = !DILocalVariable(name: "x", arg: 1, scope: !543, file: !544, line: 756, type: !547)
!543 = distinct !DISubprogram(name: "swap<swapkeep::Item>", linkageName: "_ZN4core3mem4swap17h4edd2594af3cbcf5E", scope: !94, file: !544, line: 756, type: !545, scopeLine: 756, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !550, retainedNodes: !548)
!544 = !DIFile(filename: "library/core/src/mem/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6bca88b164013e73def192dcdbc80502")
!545 = !DISubroutineType(types: !546)
!546 = !{null, !547, !547}
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut swapkeep::Item", baseType: !530, size: 64, align: 64, dwarfAddressSpace: 0)
!548 = !{!542, !549}
!549 = !DILocalVariable(name: "y", arg: 2, scope: !543, file: !544, line: 756, type: !547)
!550 = !{!551}
!551 = !DITemplateTypeParameter(name: "T", type: !530)
!552 = !DILocation(line: 0, scope: !543, inlinedAt: !553)
!553 = distinct !DILocation(line: 26, column: 5, scope: !522)
!554 = !DILocalVariable(name: "x", arg: 1, scope: !555, file: !556, line: 2574, type: !560)
!555 = distinct !DISubprogram(name: "typed_swap_nonoverlapping<swapkeep::Item>", linkageName: "_ZN4core10intrinsics25typed_swap_nonoverlapping17h8003b3a8b3020b60E", scope: !557, file: !556, line: 2574, type: !558, scopeLine: 2574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !550, retainedNodes: !561)
!556 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!557 = !DINamespace(name: "intrinsics", scope: !11)
!558 = !DISubroutineType(types: !559)
!559 = !{null, !560, !560}
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut swapkeep::Item", baseType: !530, size: 64, align: 64, dwarfAddressSpace: 0)
!561 = !{!554, !562}
!562 = !DILocalVariable(name: "y", arg: 2, scope: !555, file: !556, line: 2574, type: !560)
!563 = !DILocation(line: 0, scope: !555, inlinedAt: !564)
!564 = distinct !DILocation(line: 759, column: 14, scope: !543, inlinedAt: !553)
!565 = !DILocalVariable(name: "x", arg: 1, scope: !566, file: !87, line: 1363, type: !560)
!566 = distinct !DISubprogram(name: "swap_nonoverlapping<swapkeep::Item>", linkageName: "_ZN4core3ptr19swap_nonoverlapping17he434583a680a47e3E", scope: !19, file: !87, line: 1363, type: !567, scopeLine: 1363, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !550, retainedNodes: !569)
!567 = !DISubroutineType(types: !568)
!568 = !{null, !560, !560, !123, !202}
!569 = !{!565, !570, !571}
!570 = !DILocalVariable(name: "y", arg: 2, scope: !566, file: !87, line: 1363, type: !560)
!571 = !DILocalVariable(name: "count", arg: 3, scope: !566, file: !87, line: 1363, type: !123)
!572 = !DILocation(line: 0, scope: !566, inlinedAt: !573)
!573 = distinct !DILocation(line: 2577, column: 14, scope: !555, inlinedAt: !564)
!574 = !DILocalVariable(name: "x", arg: 1, scope: !575, file: !556, line: 2434, type: !560)
!575 = distinct !DISubprogram(name: "runtime<swapkeep::Item>", linkageName: "_ZN4core3ptr19swap_nonoverlapping7runtime17h33e4dcf50b052b36E", scope: !576, file: !556, line: 2434, type: !577, scopeLine: 2434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !550, retainedNodes: !579)
!576 = !DINamespace(name: "swap_nonoverlapping", scope: !19)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !560, !560, !123}
!579 = !{!574, !580, !581, !582, !589, !591}
!580 = !DILocalVariable(name: "y", arg: 2, scope: !575, file: !556, line: 2434, type: !560)
!581 = !DILocalVariable(name: "count", arg: 3, scope: !575, file: !556, line: 2434, type: !123)
!582 = !DILocalVariable(name: "slice", scope: !583, file: !87, line: 1390, type: !584, align: 64)
!583 = distinct !DILexicalBlock(scope: !575, file: !87, line: 1390, column: 13)
!584 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut [swapkeep::Item]", file: !9, size: 128, align: 64, elements: !585, templateParams: !124, identifier: "eabebced77b3d51c4d28096f4f4f2455")
!585 = !{!586, !588}
!586 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !584, file: !9, baseType: !587, size: 64, align: 64)
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64, align: 64, dwarfAddressSpace: 0)
!588 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !584, file: !9, baseType: !123, size: 64, align: 64, offset: 64)
!589 = !DILocalVariable(name: "bytes", scope: !590, file: !87, line: 1393, type: !123, align: 64)
!590 = distinct !DILexicalBlock(scope: !583, file: !87, line: 1393, column: 13)
!591 = !DILocalVariable(name: "bytes", scope: !592, file: !87, line: 1394, type: !114, align: 64)
!592 = distinct !DILexicalBlock(scope: !590, file: !87, line: 1394, column: 54)
!593 = !DILocation(line: 0, scope: !575, inlinedAt: !594)
!594 = distinct !DILocation(line: 2447, column: 9, scope: !595, inlinedAt: !573)
!595 = !DILexicalBlockFile(scope: !566, file: !556, discriminator: 0)
!596 = !DILocation(line: 0, scope: !583, inlinedAt: !594)
!597 = !DILocation(line: 0, scope: !590, inlinedAt: !594)
!598 = !DILocation(line: 0, scope: !592, inlinedAt: !594)
!599 = !DILocalVariable(name: "x", arg: 1, scope: !600, file: !87, line: 1440, type: !480)
!600 = distinct !DISubprogram(name: "swap_nonoverlapping_bytes", linkageName: "_RNvNtCsgEmfK2I1SDS_4core3ptr25swap_nonoverlapping_bytes", scope: !19, file: !87, line: 1440, type: !601, scopeLine: 1440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !603)
!601 = !DISubroutineType(types: !602)
!602 = !{null, !480, !480, !114}
!603 = !{!599, !604, !605, !606, !608, !610, !612, !614, !616}
!604 = !DILocalVariable(name: "y", arg: 2, scope: !600, file: !87, line: 1440, type: !480)
!605 = !DILocalVariable(name: "bytes", arg: 3, scope: !600, file: !87, line: 1440, type: !114)
!606 = !DILocalVariable(name: "bytes", scope: !607, file: !87, line: 1481, type: !123, align: 64)
!607 = distinct !DILexicalBlock(scope: !600, file: !87, line: 1481, column: 5)
!608 = !DILocalVariable(name: "chunks", scope: !609, file: !87, line: 1483, type: !123, align: 64)
!609 = distinct !DILexicalBlock(scope: !607, file: !87, line: 1483, column: 5)
!610 = !DILocalVariable(name: "tail", scope: !611, file: !87, line: 1484, type: !123, align: 64)
!611 = distinct !DILexicalBlock(scope: !609, file: !87, line: 1484, column: 5)
!612 = !DILocalVariable(name: "chunks", scope: !613, file: !87, line: 1485, type: !114, align: 64)
!613 = distinct !DILexicalBlock(scope: !611, file: !87, line: 1485, column: 48)
!614 = !DILocalVariable(name: "tail", scope: !615, file: !87, line: 1490, type: !114, align: 64)
!615 = distinct !DILexicalBlock(scope: !611, file: !87, line: 1490, column: 44)
!616 = !DILocalVariable(name: "delta", scope: !617, file: !87, line: 1492, type: !123, align: 64)
!617 = distinct !DILexicalBlock(scope: !615, file: !87, line: 1492, column: 9)
!618 = !DILocation(line: 0, scope: !600, inlinedAt: !619)
!619 = distinct !DILocation(line: 1397, column: 26, scope: !592, inlinedAt: !594)
!620 = !DILocation(line: 0, scope: !607, inlinedAt: !619)
!621 = !DILocation(line: 0, scope: !609, inlinedAt: !619)
!622 = !DILocation(line: 0, scope: !611, inlinedAt: !619)
!623 = !DILocation(line: 0, scope: !613, inlinedAt: !619)
!624 = !DILocation(line: 1488, column: 18, scope: !613, inlinedAt: !619)
!625 = !DILocalVariable(arg: 1, scope: !626, file: !87, line: 805, type: !560)
!626 = distinct !DISubprogram(name: "drop_in_place<swapkeep::Item>", linkageName: "_ZN4core3ptr35drop_in_place$LT$swapkeep..Item$GT$17hcfb047e2e225edeaE", scope: !19, file: !87, line: 805, type: !627, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !550, retainedNodes: !629)
!627 = !DISubroutineType(types: !628)
!628 = !{null, !560}
!629 = !{!625}
!630 = !DILocation(line: 0, scope: !626, inlinedAt: !631)
!631 = distinct !DILocation(line: 26, column: 53, scope: !522)
!632 = !DILocation(line: 805, column: 1, scope: !626, inlinedAt: !631)
!633 = !DILocalVariable(arg: 1, scope: !634, file: !87, line: 805, type: !637)
!634 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u32, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u32$GT$$GT$17h2824b02d585b3657E", scope: !19, file: !87, line: 805, type: !635, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !639, retainedNodes: !638)
!635 = !DISubroutineType(types: !636)
!636 = !{null, !637}
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u32, alloc::alloc::Global>", baseType: !495, size: 64, align: 64, dwarfAddressSpace: 0)
!638 = !{!633}
!639 = !{!640}
!640 = !DITemplateTypeParameter(name: "T", type: !495)
!641 = !DILocation(line: 0, scope: !634, inlinedAt: !642)
!642 = distinct !DILocation(line: 805, column: 1, scope: !626, inlinedAt: !631)
!643 = !DILocalVariable(arg: 1, scope: !644, file: !87, line: 805, type: !647)
!644 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u32, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u32$GT$$GT$17h7ffb70a4676ef3eaE", scope: !19, file: !87, line: 805, type: !645, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !649, retainedNodes: !648)
!645 = !DISubroutineType(types: !646)
!646 = !{null, !647}
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u32, alloc::alloc::Global>", baseType: !498, size: 64, align: 64, dwarfAddressSpace: 0)
!648 = !{!643}
!649 = !{!650}
!650 = !DITemplateTypeParameter(name: "T", type: !498)
!651 = !DILocation(line: 0, scope: !644, inlinedAt: !652)
!652 = distinct !DILocation(line: 805, column: 1, scope: !634, inlinedAt: !642)
!653 = !DILocation(line: 805, column: 1, scope: !644, inlinedAt: !652)
!654 = !DILocation(line: 26, column: 53, scope: !522)
!655 = !DILocation(line: 28, column: 2, scope: !522)
!656 = distinct !DISubprogram(name: "k_set_list", linkageName: "_ZN8swapkeep10k_set_list17h97fe57b6fbfcea82E", scope: !373, file: !523, line: 30, type: !657, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !659)
!657 = !DISubroutineType(types: !658)
!658 = !{!20, !526, !363}
!659 = !{!660, !661}
!660 = !DILocalVariable(name: "this", arg: 1, scope: !656, file: !523, line: 30, type: !526)
!661 = !DILocalVariable(name: "l", arg: 2, scope: !656, file: !523, line: 30, type: !363)
!662 = !DILocation(line: 0, scope: !656)
!663 = !DILocation(line: 31, column: 5, scope: !656)
!664 = !DILocation(line: 33, column: 2, scope: !656)
!665 = distinct !DISubprogram(name: "client", linkageName: "_ZN8swapkeep6client17h0f9ee0ef8f4f2e30E", scope: !373, file: !523, line: 45, type: !666, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !668)
!666 = !DISubroutineType(types: !667)
!667 = !{!20, !20, !530, !363}
!668 = !{!669, !670, !671, !672, !678, !683}
!669 = !DILocalVariable(name: "r", arg: 1, scope: !665, file: !523, line: 45, type: !20)
!670 = !DILocalVariable(name: "it", arg: 2, scope: !665, file: !523, line: 45, type: !530)
!671 = !DILocalVariable(name: "l", arg: 3, scope: !665, file: !523, line: 45, type: !363)
!672 = !DILocalVariable(name: "set_item", scope: !673, file: !523, line: 48, type: !674, align: 64)
!673 = distinct !DILexicalBlock(scope: !665, file: !523, line: 48, column: 9)
!674 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut swapkeep::Keeper, swapkeep::Item) -> u64", baseType: !675, size: 64, align: 64, dwarfAddressSpace: 0)
!675 = !DISubroutineType(types: !676)
!676 = !{!20, !677, !530}
!677 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut swapkeep::Keeper", baseType: !527, size: 64, align: 64, dwarfAddressSpace: 0)
!678 = !DILocalVariable(name: "set_list", scope: !679, file: !523, line: 49, type: !680, align: 64)
!679 = distinct !DILexicalBlock(scope: !673, file: !523, line: 49, column: 9)
!680 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut swapkeep::Keeper, core::option::Option<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>) -> u64", baseType: !681, size: 64, align: 64, dwarfAddressSpace: 0)
!681 = !DISubroutineType(types: !682)
!682 = !{!20, !677, !363}
!683 = !DILocalVariable(name: "names", scope: !684, file: !523, line: 50, type: !685, align: 64)
!684 = distinct !DILexicalBlock(scope: !679, file: !523, line: 50, column: 9)
!685 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut swapkeep::Keeper) -> usize", baseType: !686, size: 64, align: 64, dwarfAddressSpace: 0)
!686 = !DISubroutineType(types: !687)
!687 = !{!123, !677}
!688 = !DILocation(line: 0, scope: !665)
!689 = !DILocation(line: 45, column: 23, scope: !665)
!690 = !DILocation(line: 48, column: 81, scope: !665)
!691 = !DILocation(line: 48, column: 61, scope: !665)
!692 = !DILocation(line: 0, scope: !673)
!693 = !DILocation(line: 49, column: 94, scope: !673)
!694 = !DILocation(line: 49, column: 74, scope: !673)
!695 = !DILocation(line: 0, scope: !679)
!696 = !DILocation(line: 50, column: 74, scope: !679)
!697 = !DILocation(line: 50, column: 54, scope: !679)
!698 = !DILocation(line: 0, scope: !684)
!699 = !DILocation(line: 51, column: 9, scope: !684)
!700 = !DILocation(line: 51, column: 46, scope: !684)
!701 = !DILocation(line: 51, column: 82, scope: !684)
!702 = !DILocation(line: 53, column: 2, scope: !665)
!703 = distinct !DISubprogram(name: "k_names", linkageName: "_ZN8swapkeep7k_names17ha8202545840896f8E", scope: !373, file: !523, line: 35, type: !704, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, retainedNodes: !706)
!704 = !DISubroutineType(types: !705)
!705 = !{!123, !526}
!706 = !{!707, !708, !710, !726}
!707 = !DILocalVariable(name: "this", arg: 1, scope: !703, file: !523, line: 35, type: !526)
!708 = !DILocalVariable(name: "n", scope: !709, file: !523, line: 36, type: !123, align: 64)
!709 = distinct !DILexicalBlock(scope: !703, file: !523, line: 36, column: 5)
!710 = !DILocalVariable(name: "c", scope: !711, file: !523, line: 37, type: !712, align: 64)
!711 = distinct !DILexicalBlock(scope: !709, file: !523, line: 37, column: 5)
!712 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&swapkeep::Link>", scope: !167, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !713, templateParams: !124, identifier: "1267d3af62f74981e3954e7b6a8d6b15")
!713 = !{!714}
!714 = !DICompositeType(tag: DW_TAG_variant_part, scope: !712, file: !9, size: 64, align: 64, elements: !715, templateParams: !124, identifier: "90cebbb3dd3d843a2ef2fa25196a3c1e", discriminator: !725)
!715 = !{!716, !721}
!716 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !714, file: !9, baseType: !717, size: 64, align: 64, extraData: i64 0)
!717 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !712, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !124, templateParams: !718, identifier: "af03f3b735ec8892a4934c7fffab591a")
!718 = !{!719}
!719 = !DITemplateTypeParameter(name: "T", type: !720)
!720 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&swapkeep::Link", baseType: !372, size: 64, align: 64, dwarfAddressSpace: 0)
!721 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !714, file: !9, baseType: !722, size: 64, align: 64)
!722 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !712, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !723, templateParams: !718, identifier: "5283b83483c6e8b7ff2ec7be3a87329b")
!723 = !{!724}
!724 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !722, file: !9, baseType: !720, size: 64, align: 64, flags: DIFlagPublic)
!725 = !DIDerivedType(tag: DW_TAG_member, scope: !712, file: !9, baseType: !20, size: 64, align: 64, flags: DIFlagArtificial)
!726 = !DILocalVariable(name: "l", scope: !727, file: !523, line: 38, type: !720, align: 64)
!727 = distinct !DILexicalBlock(scope: !711, file: !523, line: 38, column: 27)
!728 = !DILocation(line: 0, scope: !703)
!729 = !DILocalVariable(name: "self", arg: 1, scope: !730, file: !731, line: 1860, type: !734)
!730 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len", scope: !293, file: !731, line: 1860, type: !732, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !124, declaration: !735, retainedNodes: !736)
!731 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!732 = !DISubroutineType(types: !733)
!733 = !{!123, !734}
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::string::String", baseType: !293, size: 64, align: 64, dwarfAddressSpace: 0)
!735 = !DISubprogram(name: "len", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len", scope: !293, file: !731, line: 1860, type: !732, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !124)
!736 = !{!729}
!737 = !DILocation(line: 0, scope: !730, inlinedAt: !738)
!738 = distinct !DILocation(line: 36, column: 37, scope: !703)
!739 = !DILocation(line: 2997, column: 19, scope: !740, inlinedAt: !745)
!740 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h7c5fd940b0a0b8d8E", scope: !298, file: !490, line: 2996, type: !741, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !329, declaration: !744)
!741 = !DISubroutineType(types: !742)
!742 = !{!123, !743}
!743 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !298, size: 64, align: 64, dwarfAddressSpace: 0)
!744 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h7c5fd940b0a0b8d8E", scope: !298, file: !490, line: 2996, type: !741, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !329)
!745 = distinct !DILocation(line: 1861, column: 18, scope: !730, inlinedAt: !738)
!746 = !{!747}
!747 = distinct !{!747, !748, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len: %self"}
!748 = distinct !{!748, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len"}
!749 = !DILocation(line: 3002, column: 37, scope: !740, inlinedAt: !745)
!750 = !DILocation(line: 3002, column: 18, scope: !740, inlinedAt: !745)
!751 = !DILocation(line: 0, scope: !709)
!752 = !DILocation(line: 37, column: 17, scope: !709)
!753 = !DILocalVariable(name: "self", arg: 1, scope: !754, file: !755, line: 1390, type: !758)
!754 = distinct !DISubprogram(name: "as_deref<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17h136d32b781b73a5fE", scope: !363, file: !755, line: 1390, type: !756, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !369, declaration: !759, retainedNodes: !760)
!755 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!756 = !DISubroutineType(types: !757)
!757 = !{!712, !758}
!758 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::option::Option<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", baseType: !363, size: 64, align: 64, dwarfAddressSpace: 0)
!759 = !DISubprogram(name: "as_deref<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17h136d32b781b73a5fE", scope: !363, file: !755, line: 1390, type: !756, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !369)
!760 = !{!753}
!761 = !DILocation(line: 0, scope: !754, inlinedAt: !762)
!762 = distinct !DILocation(line: 37, column: 28, scope: !709)
!763 = !DILocalVariable(name: "self", arg: 1, scope: !764, file: !755, line: 744, type: !758)
!764 = distinct !DISubprogram(name: "as_ref<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17h6ef93c8d2d5ba548E", scope: !363, file: !755, line: 744, type: !765, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !369, declaration: !781, retainedNodes: !782)
!765 = !DISubroutineType(types: !766)
!766 = !{!767, !758}
!767 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", scope: !167, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !768, templateParams: !124, identifier: "d9a84e0ff852bae2e630eb71e559704f")
!768 = !{!769}
!769 = !DICompositeType(tag: DW_TAG_variant_part, scope: !767, file: !9, size: 64, align: 64, elements: !770, templateParams: !124, identifier: "14b5b887c8d2fdb7c6786223b1e63dcb", discriminator: !780)
!770 = !{!771, !776}
!771 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !769, file: !9, baseType: !772, size: 64, align: 64, extraData: i64 0)
!772 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !767, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !124, templateParams: !773, identifier: "3cef6fa14058a07eae761d7d792e2142")
!773 = !{!774}
!774 = !DITemplateTypeParameter(name: "T", type: !775)
!775 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>", baseType: !371, size: 64, align: 64, dwarfAddressSpace: 0)
!776 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !769, file: !9, baseType: !777, size: 64, align: 64)
!777 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !767, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !778, templateParams: !773, identifier: "acf5efbd79a6580c5a45aff61ec11ca3")
!778 = !{!779}
!779 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !777, file: !9, baseType: !775, size: 64, align: 64, flags: DIFlagPublic)
!780 = !DIDerivedType(tag: DW_TAG_member, scope: !767, file: !9, baseType: !20, size: 64, align: 64, flags: DIFlagArtificial)
!781 = !DISubprogram(name: "as_ref<alloc::boxed::Box<swapkeep::Link, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17h6ef93c8d2d5ba548E", scope: !363, file: !755, line: 744, type: !765, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !369)
!782 = !{!763, !783}
!783 = !DILocalVariable(name: "x", scope: !784, file: !755, line: 746, type: !775, align: 64)
!784 = distinct !DILexicalBlock(scope: !764, file: !755, line: 746, column: 13)
!785 = !DILocation(line: 0, scope: !764, inlinedAt: !786)
!786 = distinct !DILocation(line: 1394, column: 14, scope: !754, inlinedAt: !762)
!787 = !DILocation(line: 0, scope: !711)
!788 = !DILocation(line: 38, column: 5, scope: !711)
!789 = !DILocation(line: 745, column: 15, scope: !764, inlinedAt: !790)
!790 = !DILocation(line: 1394, column: 14, scope: !754, inlinedAt: !751)
!791 = !DILocation(line: 38, column: 25, scope: !727)
!792 = !DILocation(line: 38, column: 15, scope: !727)
!793 = !DILocation(line: 0, scope: !727)
!794 = !DILocation(line: 0, scope: !730, inlinedAt: !795)
!795 = distinct !DILocation(line: 39, column: 21, scope: !727)
!796 = !DILocation(line: 2997, column: 19, scope: !740, inlinedAt: !797)
!797 = distinct !DILocation(line: 1861, column: 18, scope: !730, inlinedAt: !795)
!798 = !{!799}
!799 = distinct !{!799, !800, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len: %self"}
!800 = distinct !{!800, !"_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len"}
!801 = !DILocation(line: 3002, column: 37, scope: !740, inlinedAt: !797)
!802 = !DILocation(line: 3002, column: 18, scope: !740, inlinedAt: !797)
!803 = !DILocation(line: 39, column: 9, scope: !727)
!804 = !DILocation(line: 40, column: 13, scope: !727)
!805 = !DILocation(line: 0, scope: !754, inlinedAt: !806)
!806 = distinct !DILocation(line: 40, column: 20, scope: !727)
!807 = !DILocation(line: 0, scope: !764, inlinedAt: !808)
!808 = distinct !DILocation(line: 1394, column: 14, scope: !754, inlinedAt: !806)
!809 = !DILocation(line: 43, column: 2, scope: !703)
