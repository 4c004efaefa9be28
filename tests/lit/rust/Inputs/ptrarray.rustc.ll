; ModuleID = 'ptrarray.b5cd09948a748bfa-cgu.0'
source_filename = "ptrarray.b5cd09948a748bfa-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; ptrarray::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN8ptrarray6client17h440e730700497aa6E(i64 noundef %r) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !79 {
start:
    #dbg_declare(ptr poison, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !123)
    #dbg_value(i64 %r, !85, !DIExpression(), !125)
    #dbg_value(i32 2, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !126)
    #dbg_value(i64 8, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !157)
    #dbg_value(i64 8, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(i64 8, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !199)
    #dbg_value(i64 24, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !157)
    #dbg_value(i64 24, !159, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(i64 24, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !199)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !187, !DIExpression(), !188)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !197, !DIExpression(), !199)
    #dbg_value(i8 0, !198, !DIExpression(), !199)
    #dbg_value(i64 8, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !240)
    #dbg_value(i64 8, !242, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !245)
    #dbg_value(i64 24, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !240)
    #dbg_value(i64 24, !242, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !245)
    #dbg_value(i1 false, !207, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !240)
    #dbg_value(i64 24, !208, !DIExpression(), !247)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !248, !noalias !249
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !252, !noalias !249
  %1 = icmp eq ptr %0, null, !dbg !253
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !254, !prof !255

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !256, !noalias !249
  unreachable, !dbg !256

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %0, !119, !DIExpression(), !257)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false), !dbg !258
  %_4.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !258
  store i32 2, ptr %_4.sroa.4.0..sroa_idx, align 8, !dbg !258
    #dbg_value(ptr %0, !86, !DIExpression(), !259)
    #dbg_value(i32 1, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !260)
    #dbg_value(ptr %0, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !260)
    #dbg_value(ptr %0, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260)
    #dbg_value(i64 8, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 8, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !264)
    #dbg_value(i64 8, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !266)
    #dbg_value(i64 24, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !262)
    #dbg_value(i64 24, !159, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !264)
    #dbg_value(i64 24, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !266)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !187, !DIExpression(), !264)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !197, !DIExpression(), !266)
    #dbg_value(i8 0, !198, !DIExpression(), !266)
    #dbg_value(i64 8, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !268)
    #dbg_value(i64 8, !242, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !270)
    #dbg_value(i64 24, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !268)
    #dbg_value(i64 24, !242, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !270)
    #dbg_value(i1 false, !207, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !268)
    #dbg_value(i64 24, !208, !DIExpression(), !272)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !273, !noalias !274
; call __rustc::__rust_alloc
  %2 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 24, i64 noundef 8) #6, !dbg !277, !noalias !274
  %3 = icmp eq ptr %2, null, !dbg !278
  br i1 %3, label %bb2.i4, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit5, !dbg !279, !prof !255

bb2.i4:                                           ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #7, !dbg !280, !noalias !274
  unreachable, !dbg !280

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit5: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
    #dbg_value(ptr %2, !119, !DIExpression(), !281)
  store ptr %0, ptr %2, align 8, !dbg !282
  %_8.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %2, i64 8, !dbg !282
  store ptr %0, ptr %_8.sroa.4.0..sroa_idx, align 8, !dbg !282
  %_8.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !282
  store i32 1, ptr %_8.sroa.5.0..sroa_idx, align 8, !dbg !282
    #dbg_value(ptr %2, !98, !DIExpression(), !283)
  %_11 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8ptrarray9acc_count17hb9eaab1b5582daddE) #6, !dbg !284
  %4 = icmp ne ptr %_11, null, !dbg !285
  tail call void @llvm.assume(i1 %4), !dbg !285
    #dbg_value(ptr %_11, !100, !DIExpression(), !286)
  %_0 = tail call noundef i64 %_11(ptr noundef null, ptr noundef nonnull %2) #6, !dbg !287
  ret i64 %_0, !dbg !288
}

; ptrarray::acc_count
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define noundef i64 @_ZN8ptrarray9acc_count17hb9eaab1b5582daddE(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noundef readonly captures(none) %d) unnamed_addr #1 !dbg !289 {
start:
    #dbg_value(ptr %this, !294, !DIExpression(), !348)
    #dbg_value(ptr %d, !295, !DIExpression(), !348)
  %self.sroa.0.0.copyload = load ptr, ptr %d, align 8, !dbg !349
  %self.sroa.4.0.d.sroa_idx = getelementptr inbounds nuw i8, ptr %d, i64 8, !dbg !349
  %self.sroa.4.0.copyload = load ptr, ptr %self.sroa.4.0.d.sroa_idx, align 8, !dbg !349
    #dbg_value(i64 0, !296, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 2, !296, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
    #dbg_value(ptr %self.sroa.0.0.copyload, !296, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !350)
    #dbg_value(ptr %self.sroa.4.0.copyload, !296, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !350)
  %this.promoted = load i64, ptr %this, align 8
    #dbg_value(ptr %self.sroa.0.0.copyload, !346, !DIExpression(), !351)
  %0 = getelementptr inbounds nuw i8, ptr %self.sroa.0.0.copyload, i64 16, !dbg !352
  %small1 = load i32, ptr %0, align 8, !dbg !352, !noundef !97
    #dbg_value(i32 %small1, !353, !DIExpression(), !361)
  %_10 = zext i32 %small1 to i64, !dbg !363
  %1 = add i64 %this.promoted, %_10, !dbg !364
    #dbg_value(ptr %self.sroa.4.0.copyload, !346, !DIExpression(), !351)
  %2 = getelementptr inbounds nuw i8, ptr %self.sroa.4.0.copyload, i64 16, !dbg !352
  %small1.1 = load i32, ptr %2, align 8, !dbg !352, !noundef !97
    #dbg_value(i32 %small1.1, !353, !DIExpression(), !361)
  %_10.1 = zext i32 %small1.1 to i64, !dbg !363
  %3 = add i64 %1, %_10.1, !dbg !364
    #dbg_value(i64 2, !296, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
  store i64 %3, ptr %this, align 8, !dbg !364
  %4 = getelementptr inbounds nuw i8, ptr %d, i64 16, !dbg !365
  %small = load i32, ptr %4, align 8, !dbg !365, !noundef !97
    #dbg_value(i32 %small, !353, !DIExpression(), !366)
  %_13 = zext i32 %small to i64, !dbg !368
  %_0 = add i64 %3, %_13, !dbg !369
  ret i64 %_0, !dbg !370
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

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!6 = !DIFile(filename: "ptrarray.rs/@/ptrarray.b5cd09948a748bfa-cgu.0", directory: "/work/wt-rets/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "client", linkageName: "_ZN8ptrarray6client17h440e730700497aa6E", scope: !81, file: !80, line: 24, type: !82, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, retainedNodes: !84)
!80 = !DIFile(filename: "ptrarray.rs", directory: "/work/wt-rets/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "25f97859cd54f536f295cc13048e3019")
!81 = !DINamespace(name: "ptrarray", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!13, !13}
!84 = !{!85, !86, !98, !100}
!85 = !DILocalVariable(name: "r", arg: 1, scope: !79, file: !80, line: 24, type: !13)
!86 = !DILocalVariable(name: "leaf", scope: !87, file: !80, line: 25, type: !88, align: 64)
!87 = distinct !DILexicalBlock(scope: !79, file: !80, line: 25, column: 5)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut ptrarray::D", baseType: !89, size: 64, align: 64, dwarfAddressSpace: 0)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "D", scope: !81, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !90, templateParams: !97, identifier: "6684ab5a70a4a2f1b20279f6e4e1b9b0")
!90 = !{!91, !93}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !89, file: !9, baseType: !92, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!92 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "kids", scope: !89, file: !9, baseType: !94, size: 128, align: 64, flags: DIFlagPrivate)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, align: 64, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 2, lowerBound: 0)
!97 = !{}
!98 = !DILocalVariable(name: "root", scope: !99, file: !80, line: 26, type: !88, align: 64)
!99 = distinct !DILexicalBlock(scope: !87, file: !80, line: 26, column: 5)
!100 = !DILocalVariable(name: "count", scope: !101, file: !80, line: 29, type: !102, align: 64)
!101 = distinct !DILexicalBlock(scope: !99, file: !80, line: 29, column: 9)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut ptrarray::Acc, *mut ptrarray::D) -> u64", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!13, !105, !88}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut ptrarray::Acc", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !81, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !107, templateParams: !97, identifier: "fd88b01cb31e9e4478b599213f6d3016")
!107 = !{!108}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !106, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!109 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !111, line: 284, type: !89)
!110 = distinct !DISubprogram(name: "new<ptrarray::D>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hc8d6f3794344e246E", scope: !112, file: !111, line: 284, type: !115, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !121, retainedNodes: !118)
!111 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!112 = !DINamespace(name: "{impl#0}", scope: !113)
!113 = !DINamespace(name: "boxed", scope: !114)
!114 = !DINamespace(name: "alloc", scope: null)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !89}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<ptrarray::D, alloc::alloc::Global>", baseType: !89, size: 64, align: 64, dwarfAddressSpace: 0)
!118 = !{!109, !119}
!119 = !DILocalVariable(name: "ptr", scope: !120, file: !111, line: 286, type: !88, align: 64)
!120 = distinct !DILexicalBlock(scope: !110, file: !111, line: 286, column: 9)
!121 = !{!122}
!122 = !DITemplateTypeParameter(name: "T", type: !89)
!123 = !DILocation(line: 284, column: 16, scope: !110, inlinedAt: !124)
!124 = distinct !DILocation(line: 25, column: 30, scope: !79)
!125 = !DILocation(line: 0, scope: !79)
!126 = !DILocation(line: 0, scope: !110, inlinedAt: !124)
!127 = !DILocalVariable(name: "layout", arg: 1, scope: !128, file: !111, line: 247, type: !133)
!128 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !113, file: !111, line: 247, type: !129, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, retainedNodes: !143)
!129 = !DISubroutineType(types: !130)
!130 = !{!131, !133}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!133 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !134, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !136, templateParams: !97, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!134 = !DINamespace(name: "layout", scope: !135)
!135 = !DINamespace(name: "alloc", scope: !12)
!136 = !{!137, !139}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !133, file: !9, baseType: !138, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!138 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !133, file: !9, baseType: !140, size: 64, align: 64, flags: DIFlagPrivate)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !141, templateParams: !97, identifier: "5099570874743123f8e757e4da3ea37b")
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !140, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!143 = !{!127, !144}
!144 = !DILocalVariable(name: "ptr", scope: !145, file: !111, line: 249, type: !146, align: 64)
!145 = distinct !DILexicalBlock(scope: !128, file: !111, line: 249, column: 9)
!146 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !147, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !148, templateParams: !155, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!147 = !DINamespace(name: "non_null", scope: !11)
!148 = !{!149}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !146, file: !9, baseType: !150, size: 128, align: 64, flags: DIFlagPrivate)
!150 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !151, templateParams: !97, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!151 = !{!152, !154}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !150, file: !9, baseType: !153, size: 64, align: 64)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !150, file: !9, baseType: !138, size: 64, align: 64, offset: 64)
!155 = !{!156}
!156 = !DITemplateTypeParameter(name: "T", type: !132)
!157 = !DILocation(line: 0, scope: !128, inlinedAt: !158)
!158 = distinct !DILocation(line: 286, column: 19, scope: !110, inlinedAt: !124)
!159 = !DILocalVariable(name: "layout", arg: 2, scope: !160, file: !161, line: 428, type: !133)
!160 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !162, file: !161, line: 428, type: !164, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, retainedNodes: !186)
!161 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!162 = !DINamespace(name: "{impl#1}", scope: !163)
!163 = !DINamespace(name: "alloc", scope: !114)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !184, !133}
!166 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !167, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !168, templateParams: !97, identifier: "519a674418a5b51cf8bee27a967aa54e")
!167 = !DINamespace(name: "result", scope: !12)
!168 = !{!169}
!169 = !DICompositeType(tag: DW_TAG_variant_part, scope: !166, file: !9, size: 128, align: 64, elements: !170, templateParams: !97, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !183)
!170 = !{!171, !179}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !169, file: !9, baseType: !172, size: 128, align: 64)
!172 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !166, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !173, templateParams: !175, identifier: "30b736d771929d0b7715388dfe942406")
!173 = !{!174}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !172, file: !9, baseType: !146, size: 128, align: 64, flags: DIFlagPublic)
!175 = !{!176, !177}
!176 = !DITemplateTypeParameter(name: "T", type: !146)
!177 = !DITemplateTypeParameter(name: "E", type: !178)
!178 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !135, file: !9, align: 8, flags: DIFlagPublic, elements: !97, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!179 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !169, file: !9, baseType: !180, size: 128, align: 64, extraData: i64 0)
!180 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !166, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !181, templateParams: !175, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!181 = !{!182}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !180, file: !9, baseType: !178, align: 8, flags: DIFlagPublic)
!183 = !DIDerivedType(tag: DW_TAG_member, scope: !166, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !185, size: 64, align: 64, dwarfAddressSpace: 0)
!185 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !163, file: !9, align: 8, flags: DIFlagPublic, elements: !97, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!186 = !{!187, !159}
!187 = !DILocalVariable(name: "self", scope: !160, file: !161, line: 428, type: !184, align: 64)
!188 = !DILocation(line: 0, scope: !160, inlinedAt: !189)
!189 = distinct !DILocation(line: 248, column: 18, scope: !128, inlinedAt: !158)
!190 = !DILocalVariable(name: "layout", arg: 2, scope: !191, file: !161, line: 311, type: !133)
!191 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !185, file: !161, line: 311, type: !192, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, declaration: !195, retainedNodes: !196)
!192 = !DISubroutineType(types: !193)
!193 = !{!166, !184, !133, !194}
!194 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!195 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !185, file: !161, line: 311, type: !192, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !97)
!196 = !{!197, !190, !198}
!197 = !DILocalVariable(name: "self", scope: !191, file: !161, line: 311, type: !184, align: 64)
!198 = !DILocalVariable(name: "zeroed", scope: !191, file: !161, line: 311, type: !194, align: 8)
!199 = !DILocation(line: 0, scope: !191, inlinedAt: !200)
!200 = distinct !DILocation(line: 429, column: 14, scope: !160, inlinedAt: !189)
!201 = !DILocalVariable(name: "layout", arg: 1, scope: !202, file: !161, line: 185, type: !133)
!202 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !185, file: !161, line: 185, type: !203, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, declaration: !205, retainedNodes: !206)
!203 = !DISubroutineType(types: !204)
!204 = !{!166, !133, !194}
!205 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !185, file: !161, line: 185, type: !203, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !97)
!206 = !{!201, !207, !208, !210, !212, !218, !238}
!207 = !DILocalVariable(name: "zeroed", arg: 2, scope: !202, file: !161, line: 185, type: !194)
!208 = !DILocalVariable(name: "size", scope: !209, file: !161, line: 189, type: !138, align: 64)
!209 = distinct !DILexicalBlock(scope: !202, file: !161, line: 189, column: 13)
!210 = !DILocalVariable(name: "raw_ptr", scope: !211, file: !161, line: 190, type: !131, align: 64)
!211 = distinct !DILexicalBlock(scope: !209, file: !161, line: 190, column: 17)
!212 = !DILocalVariable(name: "ptr", scope: !213, file: !161, line: 191, type: !214, align: 64)
!213 = distinct !DILexicalBlock(scope: !211, file: !161, line: 191, column: 17)
!214 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !147, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !215, templateParams: !155, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!215 = !{!216}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !214, file: !9, baseType: !217, size: 64, align: 64, flags: DIFlagPrivate)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!218 = !DILocalVariable(name: "residual", scope: !219, file: !161, line: 191, type: !220, align: 8)
!219 = distinct !DILexicalBlock(scope: !211, file: !161, line: 191, column: 66)
!220 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !167, file: !9, align: 8, flags: DIFlagPublic, elements: !221, templateParams: !97, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!221 = !{!222}
!222 = !DICompositeType(tag: DW_TAG_variant_part, scope: !220, file: !9, align: 8, elements: !223, templateParams: !97, identifier: "f5e162db303eef1e33f578c71ec0a693")
!223 = !{!224, !234}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !222, file: !9, baseType: !225, align: 8)
!225 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !220, file: !9, align: 8, flags: DIFlagPublic, elements: !226, templateParams: !232, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!226 = !{!227}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !225, file: !9, baseType: !228, align: 8, flags: DIFlagPublic)
!228 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !229, file: !9, align: 8, flags: DIFlagPublic, elements: !230, templateParams: !97, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!229 = !DINamespace(name: "convert", scope: !12)
!230 = !{!231}
!231 = !DICompositeType(tag: DW_TAG_variant_part, scope: !228, file: !9, align: 8, elements: !97, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!232 = !{!233, !177}
!233 = !DITemplateTypeParameter(name: "T", type: !228)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !222, file: !9, baseType: !235, align: 8)
!235 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !220, file: !9, align: 8, flags: DIFlagPublic, elements: !236, templateParams: !232, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!236 = !{!237}
!237 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !235, file: !9, baseType: !178, align: 8, flags: DIFlagPublic)
!238 = !DILocalVariable(name: "val", scope: !239, file: !161, line: 191, type: !214, align: 64)
!239 = distinct !DILexicalBlock(scope: !211, file: !161, line: 191, column: 66)
!240 = !DILocation(line: 0, scope: !202, inlinedAt: !241)
!241 = distinct !DILocation(line: 312, column: 9, scope: !191, inlinedAt: !200)
!242 = !DILocalVariable(name: "layout", arg: 1, scope: !243, file: !161, line: 89, type: !133)
!243 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !163, file: !161, line: 89, type: !129, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, retainedNodes: !244)
!244 = !{!242}
!245 = !DILocation(line: 0, scope: !243, inlinedAt: !246)
!246 = distinct !DILocation(line: 190, column: 73, scope: !209, inlinedAt: !241)
!247 = !DILocation(line: 0, scope: !209, inlinedAt: !241)
!248 = !DILocation(line: 93, column: 9, scope: !243, inlinedAt: !246)
!249 = !{!250}
!250 = distinct !{!250, !251, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc8d6f3794344e246E: %x"}
!251 = distinct !{!251, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc8d6f3794344e246E"}
!252 = !DILocation(line: 95, column: 9, scope: !243, inlinedAt: !246)
!253 = !DILocation(line: 248, column: 11, scope: !128, inlinedAt: !158)
!254 = !DILocation(line: 248, column: 5, scope: !128, inlinedAt: !158)
!255 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!256 = !DILocation(line: 250, column: 19, scope: !128, inlinedAt: !158)
!257 = !DILocation(line: 0, scope: !120, inlinedAt: !124)
!258 = !DILocation(line: 289, column: 56, scope: !120, inlinedAt: !124)
!259 = !DILocation(line: 0, scope: !87)
!260 = !DILocation(line: 0, scope: !110, inlinedAt: !261)
!261 = distinct !DILocation(line: 26, column: 30, scope: !87)
!262 = !DILocation(line: 0, scope: !128, inlinedAt: !263)
!263 = distinct !DILocation(line: 286, column: 19, scope: !110, inlinedAt: !261)
!264 = !DILocation(line: 0, scope: !160, inlinedAt: !265)
!265 = distinct !DILocation(line: 248, column: 18, scope: !128, inlinedAt: !263)
!266 = !DILocation(line: 0, scope: !191, inlinedAt: !267)
!267 = distinct !DILocation(line: 429, column: 14, scope: !160, inlinedAt: !265)
!268 = !DILocation(line: 0, scope: !202, inlinedAt: !269)
!269 = distinct !DILocation(line: 312, column: 9, scope: !191, inlinedAt: !267)
!270 = !DILocation(line: 0, scope: !243, inlinedAt: !271)
!271 = distinct !DILocation(line: 190, column: 73, scope: !209, inlinedAt: !269)
!272 = !DILocation(line: 0, scope: !209, inlinedAt: !269)
!273 = !DILocation(line: 93, column: 9, scope: !243, inlinedAt: !271)
!274 = !{!275}
!275 = distinct !{!275, !276, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc8d6f3794344e246E: %x"}
!276 = distinct !{!276, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hc8d6f3794344e246E"}
!277 = !DILocation(line: 95, column: 9, scope: !243, inlinedAt: !271)
!278 = !DILocation(line: 248, column: 11, scope: !128, inlinedAt: !263)
!279 = !DILocation(line: 248, column: 5, scope: !128, inlinedAt: !263)
!280 = !DILocation(line: 250, column: 19, scope: !128, inlinedAt: !263)
!281 = !DILocation(line: 0, scope: !120, inlinedAt: !261)
!282 = !DILocation(line: 289, column: 56, scope: !120, inlinedAt: !261)
!283 = !DILocation(line: 0, scope: !99)
!284 = !DILocation(line: 29, column: 77, scope: !99)
!285 = !DILocation(line: 29, column: 57, scope: !99)
!286 = !DILocation(line: 0, scope: !101)
!287 = !DILocation(line: 30, column: 9, scope: !101)
!288 = !DILocation(line: 32, column: 2, scope: !79)
!289 = distinct !DISubprogram(name: "acc_count", linkageName: "_ZN8ptrarray9acc_count17hb9eaab1b5582daddE", scope: !81, file: !80, line: 14, type: !290, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, retainedNodes: !293)
!290 = !DISubroutineType(types: !291)
!291 = !{!13, !292, !88}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut ptrarray::Acc", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!293 = !{!294, !295, !296, !346}
!294 = !DILocalVariable(name: "this", arg: 1, scope: !289, file: !80, line: 14, type: !292)
!295 = !DILocalVariable(name: "d", arg: 2, scope: !289, file: !80, line: 14, type: !88)
!296 = !DILocalVariable(name: "iter", scope: !297, file: !80, line: 17, type: !298, align: 64)
!297 = distinct !DILexicalBlock(scope: !289, file: !80, line: 17, column: 9)
!298 = !DICompositeType(tag: DW_TAG_structure_type, name: "IntoIter<*mut ptrarray::D, 2>", scope: !299, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !301, templateParams: !338, identifier: "96470f6b914c862c5261d2fb9dadb07a")
!299 = !DINamespace(name: "iter", scope: !300)
!300 = !DINamespace(name: "array", scope: !12)
!301 = !{!302}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !298, file: !9, baseType: !303, size: 256, align: 64, flags: DIFlagPrivate)
!303 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<core::array::iter::iter_inner::PolymorphicIter<[core::mem::maybe_uninit::MaybeUninit<*mut ptrarray::D>; 2]>>", scope: !304, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !306, templateParams: !344, identifier: "9de937e4c135edea11a0efc3413be412")
!304 = !DINamespace(name: "manually_drop", scope: !305)
!305 = !DINamespace(name: "mem", scope: !12)
!306 = !{!307}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !303, file: !9, baseType: !308, size: 256, align: 64, flags: DIFlagPrivate)
!308 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<core::array::iter::iter_inner::PolymorphicIter<[core::mem::maybe_uninit::MaybeUninit<*mut ptrarray::D>; 2]>>", scope: !309, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !310, templateParams: !342, identifier: "7aaa22069e17177a99e3729fe48fc6cf")
!309 = !DINamespace(name: "maybe_dangling", scope: !305)
!310 = !{!311}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !308, file: !9, baseType: !312, size: 256, align: 64, flags: DIFlagPrivate)
!312 = !DICompositeType(tag: DW_TAG_structure_type, name: "PolymorphicIter<[core::mem::maybe_uninit::MaybeUninit<*mut ptrarray::D>; 2]>", scope: !313, file: !9, size: 256, align: 64, flags: DIFlagProtected, elements: !314, templateParams: !340, identifier: "e29e7bed2860f0d6ea1afc3f92877183")
!313 = !DINamespace(name: "iter_inner", scope: !299)
!314 = !{!315, !322}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !312, file: !9, baseType: !316, size: 128, align: 64, flags: DIFlagPrivate)
!316 = !DICompositeType(tag: DW_TAG_structure_type, name: "IndexRange", scope: !317, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !319, templateParams: !97, identifier: "9d57a0034a7acda8f094eb96e3b9b624")
!317 = !DINamespace(name: "index_range", scope: !318)
!318 = !DINamespace(name: "ops", scope: !12)
!319 = !{!320, !321}
!320 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !316, file: !9, baseType: !138, size: 64, align: 64, flags: DIFlagPrivate)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !316, file: !9, baseType: !138, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !312, file: !9, baseType: !323, size: 128, align: 64, offset: 128, flags: DIFlagPrivate)
!323 = !DICompositeType(tag: DW_TAG_array_type, baseType: !324, size: 128, align: 64, elements: !95)
!324 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<*mut ptrarray::D>", scope: !325, file: !9, size: 64, align: 64, elements: !326, templateParams: !338, identifier: "f398b63b762d72d9ed8c99789389ed0d")
!325 = !DINamespace(name: "maybe_uninit", scope: !305)
!326 = !{!327, !329}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !324, file: !9, baseType: !328, align: 8)
!328 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !324, file: !9, baseType: !330, size: 64, align: 64)
!330 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<*mut ptrarray::D>", scope: !304, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !331, templateParams: !338, identifier: "cca3576c330f4efb3659220ffefac793")
!331 = !{!332}
!332 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !330, file: !9, baseType: !333, size: 64, align: 64, flags: DIFlagPrivate)
!333 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<*mut ptrarray::D>", scope: !309, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !334, templateParams: !336, identifier: "3b812009f4ba2a161d405685e4341ae1")
!334 = !{!335}
!335 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !333, file: !9, baseType: !88, size: 64, align: 64, flags: DIFlagPrivate)
!336 = !{!337}
!337 = !DITemplateTypeParameter(name: "P", type: !88)
!338 = !{!339}
!339 = !DITemplateTypeParameter(name: "T", type: !88)
!340 = !{!341}
!341 = !DITemplateTypeParameter(name: "DATA", type: !323)
!342 = !{!343}
!343 = !DITemplateTypeParameter(name: "P", type: !312)
!344 = !{!345}
!345 = !DITemplateTypeParameter(name: "T", type: !312)
!346 = !DILocalVariable(name: "k", scope: !347, file: !80, line: 17, type: !88, align: 64)
!347 = distinct !DILexicalBlock(scope: !297, file: !80, line: 17, column: 9)
!348 = !DILocation(line: 0, scope: !289)
!349 = !DILocation(line: 17, column: 18, scope: !289)
!350 = !DILocation(line: 0, scope: !297)
!351 = !DILocation(line: 0, scope: !347)
!352 = !DILocation(line: 18, column: 37, scope: !347)
!353 = !DILocalVariable(name: "small", arg: 1, scope: !354, file: !355, line: 79, type: !92)
!354 = distinct !DISubprogram(name: "from", linkageName: "_RNvXs18_NtNtCsgEmfK2I1SDS_4core7convert3numyINtB8_4FrommE4from", scope: !356, file: !355, line: 79, type: !358, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !97, retainedNodes: !360)
!355 = !DIFile(filename: "library/core/src/convert/num.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5c89b4a3c13ad525a8a6672c69b7f326")
!356 = !DINamespace(name: "{impl#72}", scope: !357)
!357 = !DINamespace(name: "num", scope: !229)
!358 = !DISubroutineType(types: !359)
!359 = !{!13, !92}
!360 = !{!353}
!361 = !DILocation(line: 0, scope: !354, inlinedAt: !362)
!362 = !DILocation(line: 18, column: 27, scope: !347)
!363 = !DILocation(line: 82, column: 17, scope: !354, inlinedAt: !362)
!364 = !DILocation(line: 18, column: 13, scope: !347)
!365 = !DILocation(line: 20, column: 32, scope: !289)
!366 = !DILocation(line: 0, scope: !354, inlinedAt: !367)
!367 = !DILocation(line: 20, column: 22, scope: !289)
!368 = !DILocation(line: 82, column: 17, scope: !354, inlinedAt: !367)
!369 = !DILocation(line: 20, column: 9, scope: !289)
!370 = !DILocation(line: 22, column: 2, scope: !289)
