; ModuleID = 'calls.6840fc1a2791a9d5-cgu.0'
source_filename = "calls.6840fc1a2791a9d5-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; calls::client
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5calls6client17hb0e93d9a7992229fE(ptr dead_on_unwind noalias noundef writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) initializes((0, 24)) %_0) unnamed_addr #0 !dbg !79 {
start:
  %_2 = tail call noundef ptr @__cormi_remote_ctor(i32 noundef 1, ptr noundef nonnull @_ZN5calls7acc_new17h419bbb8f390234faE) #5, !dbg !119
  %0 = icmp ne ptr %_2, null, !dbg !120
  tail call void @llvm.assume(i1 %0), !dbg !120
    #dbg_value(ptr %_2, !96, !DIExpression(), !121)
  %_7 = tail call noundef ptr %_2() #5, !dbg !122
  %_6 = ptrtoint ptr %_7 to i64, !dbg !122
    #dbg_value(i64 %_6, !105, !DIExpression(), !123)
  %_9 = tail call noundef ptr @__cormi_remote_method(i64 noundef %_6, ptr noundef nonnull @_ZN5calls7acc_add17h93ba091bf2164343E) #5, !dbg !124
  %1 = icmp ne ptr %_9, null, !dbg !125
  tail call void @llvm.assume(i1 %1), !dbg !125
    #dbg_value(ptr %_9, !107, !DIExpression(), !126)
  %s = tail call noundef double %_9(ptr noundef null, double noundef 2.000000e+00) #5, !dbg !127
    #dbg_value(double %s, !112, !DIExpression(), !128)
  %_14 = tail call noundef ptr @__cormi_remote_method(i64 noundef %_6, ptr noundef nonnull @_ZN5calls8acc_pair17hfc6085ee79566be9E) #5, !dbg !129
  %2 = icmp ne ptr %_14, null, !dbg !130
  tail call void @llvm.assume(i1 %2), !dbg !130
    #dbg_value(ptr %_14, !114, !DIExpression(), !131)
  %3 = tail call { double, i64 } %_14(ptr noundef null, double noundef 1.500000e+00, i64 noundef 10) #5, !dbg !132
  %_17.0 = extractvalue { double, i64 } %3, 0, !dbg !132
  %_17.1 = extractvalue { double, i64 } %3, 1, !dbg !132
  store double %s, ptr %_0, align 8, !dbg !133
  %4 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !133
  store double %_17.0, ptr %4, align 8, !dbg !133
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !133
  store i64 %_17.1, ptr %5, align 8, !dbg !133
  ret void, !dbg !134
}

; calls::acc_add
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable
define internal noundef double @_ZN5calls7acc_add17h93ba091bf2164343E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, double noundef %x) unnamed_addr #1 !dbg !135 {
start:
    #dbg_value(ptr %this, !140, !DIExpression(), !142)
    #dbg_value(double %x, !141, !DIExpression(), !142)
  %0 = load double, ptr %this, align 8, !dbg !143, !noundef !94
  %1 = fadd double %x, %0, !dbg !143
  store double %1, ptr %this, align 8, !dbg !143
  ret double %1, !dbg !144
}

; calls::acc_new
; Function Attrs: nounwind nonlazybind uwtable
define noalias noundef nonnull align 8 ptr @_ZN5calls7acc_new17h419bbb8f390234faE() unnamed_addr #0 personality ptr @rust_eh_personality !dbg !145 {
start:
    #dbg_value(double 0.000000e+00, !149, !DIExpression(), !162)
    #dbg_value(i64 8, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !194)
    #dbg_value(i64 8, !196, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !225)
    #dbg_value(i64 8, !227, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !236)
    #dbg_value(i64 8, !164, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194)
    #dbg_value(i64 8, !196, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !225)
    #dbg_value(i64 8, !227, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !236)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !224, !DIExpression(), !225)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !234, !DIExpression(), !236)
    #dbg_value(i8 0, !235, !DIExpression(), !236)
    #dbg_value(i64 8, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !277)
    #dbg_value(i64 8, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !282)
    #dbg_value(i64 8, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !277)
    #dbg_value(i64 8, !279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !282)
    #dbg_value(i1 false, !244, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !277)
    #dbg_value(i64 8, !245, !DIExpression(), !284)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #5, !dbg !285
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 8, i64 noundef 8) #5, !dbg !286
  %1 = icmp eq ptr %0, null, !dbg !287
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !288, !prof !289

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #6, !dbg !290
  unreachable, !dbg !290

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %0, !158, !DIExpression(), !291)
  store double 0.000000e+00, ptr %0, align 8, !dbg !292
  ret ptr %0, !dbg !293
}

; calls::acc_pair
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable
define internal { double, i64 } @_ZN5calls8acc_pair17hfc6085ee79566be9E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, double noundef %p.0, i64 noundef %p.1) unnamed_addr #1 !dbg !294 {
start:
    #dbg_value(ptr %this, !298, !DIExpression(), !300)
    #dbg_value(double %p.0, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !300)
    #dbg_value(i64 %p.1, !299, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !300)
  %0 = load double, ptr %this, align 8, !dbg !301, !noundef !94
  %1 = fadd double %p.0, %0, !dbg !301
  store double %1, ptr %this, align 8, !dbg !301
  %_4 = fmul double %p.0, 2.000000e+00, !dbg !302
  %_5 = add i64 %p.1, 1, !dbg !303
  %2 = insertvalue { double, i64 } poison, double %_4, 0, !dbg !304
  %3 = insertvalue { double, i64 } %2, i64 %_5, 1, !dbg !304
  ret { double, i64 } %3, !dbg !304
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
declare noundef ptr @__cormi_remote_ctor(i32 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/calls.rs/@/calls.6840fc1a2791a9d5-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "client", linkageName: "_ZN5calls6client17hb0e93d9a7992229fE", scope: !81, file: !80, line: 28, type: !82, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, retainedNodes: !95)
!80 = !DIFile(filename: "calls.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "c261bdb381c8f2d7db15074fdd608a4c")
!81 = !DINamespace(name: "calls", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!84}
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "(f64, calls::Pair)", file: !9, size: 192, align: 64, elements: !85, templateParams: !94, identifier: "fb9fc023304c8629599d18e60498a926")
!85 = !{!86, !88}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !84, file: !9, baseType: !87, size: 64, align: 64)
!87 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !84, file: !9, baseType: !89, size: 128, align: 64, offset: 64)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", scope: !81, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !90, templateParams: !94, identifier: "7aefc74474a0cc7627515f48e2939438")
!90 = !{!91, !92}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !89, file: !9, baseType: !87, size: 64, align: 64, flags: DIFlagPublic)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !89, file: !9, baseType: !93, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!93 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!94 = !{}
!95 = !{!96, !105, !107, !112, !114}
!96 = !DILocalVariable(name: "ctor", scope: !97, file: !80, line: 31, type: !98, align: 64)
!97 = distinct !DILexicalBlock(scope: !79, file: !80, line: 31, column: 9)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn() -> *mut calls::Acc", baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut calls::Acc", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !81, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !103, templateParams: !94, identifier: "4beab562dac95308f99cca8fb0c57aae")
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !102, file: !9, baseType: !87, size: 64, align: 64, flags: DIFlagPrivate)
!105 = !DILocalVariable(name: "r", scope: !106, file: !80, line: 32, type: !13, align: 64)
!106 = distinct !DILexicalBlock(scope: !97, file: !80, line: 32, column: 9)
!107 = !DILocalVariable(name: "add", scope: !108, file: !80, line: 33, type: !109, align: 64)
!108 = distinct !DILexicalBlock(scope: !106, file: !80, line: 33, column: 9)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut calls::Acc, f64) -> f64", baseType: !110, size: 64, align: 64, dwarfAddressSpace: 0)
!110 = !DISubroutineType(types: !111)
!111 = !{!87, !101, !87}
!112 = !DILocalVariable(name: "s", scope: !113, file: !80, line: 34, type: !87, align: 64)
!113 = distinct !DILexicalBlock(scope: !108, file: !80, line: 34, column: 9)
!114 = !DILocalVariable(name: "pair", scope: !115, file: !80, line: 35, type: !116, align: 64)
!115 = distinct !DILexicalBlock(scope: !113, file: !80, line: 35, column: 9)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut calls::Acc, calls::Pair) -> calls::Pair", baseType: !117, size: 64, align: 64, dwarfAddressSpace: 0)
!117 = !DISubroutineType(types: !118)
!118 = !{!89, !101, !89}
!119 = !DILocation(line: 31, column: 65, scope: !79)
!120 = !DILocation(line: 31, column: 45, scope: !79)
!121 = !DILocation(line: 0, scope: !97)
!122 = !DILocation(line: 32, column: 17, scope: !97)
!123 = !DILocation(line: 0, scope: !106)
!124 = !DILocation(line: 33, column: 72, scope: !106)
!125 = !DILocation(line: 33, column: 52, scope: !106)
!126 = !DILocation(line: 0, scope: !108)
!127 = !DILocation(line: 34, column: 17, scope: !108)
!128 = !DILocation(line: 0, scope: !113)
!129 = !DILocation(line: 35, column: 75, scope: !113)
!130 = !DILocation(line: 35, column: 55, scope: !113)
!131 = !DILocation(line: 0, scope: !115)
!132 = !DILocation(line: 36, column: 13, scope: !115)
!133 = !DILocation(line: 36, column: 9, scope: !115)
!134 = !DILocation(line: 38, column: 2, scope: !79)
!135 = distinct !DISubprogram(name: "acc_add", linkageName: "_ZN5calls7acc_add17h93ba091bf2164343E", scope: !81, file: !80, line: 18, type: !136, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, retainedNodes: !139)
!136 = !DISubroutineType(types: !137)
!137 = !{!87, !138, !87}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut calls::Acc", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!139 = !{!140, !141}
!140 = !DILocalVariable(name: "this", arg: 1, scope: !135, file: !80, line: 18, type: !138)
!141 = !DILocalVariable(name: "x", arg: 2, scope: !135, file: !80, line: 18, type: !87)
!142 = !DILocation(line: 0, scope: !135)
!143 = !DILocation(line: 19, column: 5, scope: !135)
!144 = !DILocation(line: 21, column: 2, scope: !135)
!145 = distinct !DISubprogram(name: "acc_new", linkageName: "_ZN5calls7acc_new17h419bbb8f390234faE", scope: !81, file: !80, line: 14, type: !146, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94)
!146 = !DISubroutineType(types: !147)
!147 = !{!148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<calls::Acc, alloc::alloc::Global>", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!149 = !DILocalVariable(name: "x", arg: 1, scope: !150, file: !151, line: 284, type: !102)
!150 = distinct !DISubprogram(name: "new<calls::Acc>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h60aeac1081d57777E", scope: !152, file: !151, line: 284, type: !155, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !160, retainedNodes: !157)
!151 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!152 = !DINamespace(name: "{impl#0}", scope: !153)
!153 = !DINamespace(name: "boxed", scope: !154)
!154 = !DINamespace(name: "alloc", scope: null)
!155 = !DISubroutineType(types: !156)
!156 = !{!148, !102}
!157 = !{!149, !158}
!158 = !DILocalVariable(name: "ptr", scope: !159, file: !151, line: 286, type: !101, align: 64)
!159 = distinct !DILexicalBlock(scope: !150, file: !151, line: 286, column: 9)
!160 = !{!161}
!161 = !DITemplateTypeParameter(name: "T", type: !102)
!162 = !DILocation(line: 0, scope: !150, inlinedAt: !163)
!163 = distinct !DILocation(line: 15, column: 5, scope: !145)
!164 = !DILocalVariable(name: "layout", arg: 1, scope: !165, file: !151, line: 247, type: !170)
!165 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !153, file: !151, line: 247, type: !166, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, retainedNodes: !180)
!166 = !DISubroutineType(types: !167)
!167 = !{!168, !170}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !169, size: 64, align: 64, dwarfAddressSpace: 0)
!169 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!170 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !171, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !173, templateParams: !94, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!171 = !DINamespace(name: "layout", scope: !172)
!172 = !DINamespace(name: "alloc", scope: !12)
!173 = !{!174, !176}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !170, file: !9, baseType: !175, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!175 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !170, file: !9, baseType: !177, size: 64, align: 64, flags: DIFlagPrivate)
!177 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !178, templateParams: !94, identifier: "5099570874743123f8e757e4da3ea37b")
!178 = !{!179}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !177, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!180 = !{!164, !181}
!181 = !DILocalVariable(name: "ptr", scope: !182, file: !151, line: 249, type: !183, align: 64)
!182 = distinct !DILexicalBlock(scope: !165, file: !151, line: 249, column: 9)
!183 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !184, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !185, templateParams: !192, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!184 = !DINamespace(name: "non_null", scope: !11)
!185 = !{!186}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !183, file: !9, baseType: !187, size: 128, align: 64, flags: DIFlagPrivate)
!187 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !188, templateParams: !94, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!188 = !{!189, !191}
!189 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !187, file: !9, baseType: !190, size: 64, align: 64)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64, align: 64, dwarfAddressSpace: 0)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !187, file: !9, baseType: !175, size: 64, align: 64, offset: 64)
!192 = !{!193}
!193 = !DITemplateTypeParameter(name: "T", type: !169)
!194 = !DILocation(line: 0, scope: !165, inlinedAt: !195)
!195 = distinct !DILocation(line: 286, column: 19, scope: !150, inlinedAt: !163)
!196 = !DILocalVariable(name: "layout", arg: 2, scope: !197, file: !198, line: 428, type: !170)
!197 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !199, file: !198, line: 428, type: !201, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, retainedNodes: !223)
!198 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!199 = !DINamespace(name: "{impl#1}", scope: !200)
!200 = !DINamespace(name: "alloc", scope: !154)
!201 = !DISubroutineType(types: !202)
!202 = !{!203, !221, !170}
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !204, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !205, templateParams: !94, identifier: "519a674418a5b51cf8bee27a967aa54e")
!204 = !DINamespace(name: "result", scope: !12)
!205 = !{!206}
!206 = !DICompositeType(tag: DW_TAG_variant_part, scope: !203, file: !9, size: 128, align: 64, elements: !207, templateParams: !94, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !220)
!207 = !{!208, !216}
!208 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !206, file: !9, baseType: !209, size: 128, align: 64)
!209 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !203, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !210, templateParams: !212, identifier: "30b736d771929d0b7715388dfe942406")
!210 = !{!211}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !209, file: !9, baseType: !183, size: 128, align: 64, flags: DIFlagPublic)
!212 = !{!213, !214}
!213 = !DITemplateTypeParameter(name: "T", type: !183)
!214 = !DITemplateTypeParameter(name: "E", type: !215)
!215 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !172, file: !9, align: 8, flags: DIFlagPublic, elements: !94, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!216 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !206, file: !9, baseType: !217, size: 128, align: 64, extraData: i64 0)
!217 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !203, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !218, templateParams: !212, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!218 = !{!219}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !217, file: !9, baseType: !215, align: 8, flags: DIFlagPublic)
!220 = !DIDerivedType(tag: DW_TAG_member, scope: !203, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !222, size: 64, align: 64, dwarfAddressSpace: 0)
!222 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !200, file: !9, align: 8, flags: DIFlagPublic, elements: !94, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!223 = !{!224, !196}
!224 = !DILocalVariable(name: "self", scope: !197, file: !198, line: 428, type: !221, align: 64)
!225 = !DILocation(line: 0, scope: !197, inlinedAt: !226)
!226 = distinct !DILocation(line: 248, column: 18, scope: !165, inlinedAt: !195)
!227 = !DILocalVariable(name: "layout", arg: 2, scope: !228, file: !198, line: 311, type: !170)
!228 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !222, file: !198, line: 311, type: !229, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, declaration: !232, retainedNodes: !233)
!229 = !DISubroutineType(types: !230)
!230 = !{!203, !221, !170, !231}
!231 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!232 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !222, file: !198, line: 311, type: !229, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !94)
!233 = !{!234, !227, !235}
!234 = !DILocalVariable(name: "self", scope: !228, file: !198, line: 311, type: !221, align: 64)
!235 = !DILocalVariable(name: "zeroed", scope: !228, file: !198, line: 311, type: !231, align: 8)
!236 = !DILocation(line: 0, scope: !228, inlinedAt: !237)
!237 = distinct !DILocation(line: 429, column: 14, scope: !197, inlinedAt: !226)
!238 = !DILocalVariable(name: "layout", arg: 1, scope: !239, file: !198, line: 185, type: !170)
!239 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !222, file: !198, line: 185, type: !240, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, declaration: !242, retainedNodes: !243)
!240 = !DISubroutineType(types: !241)
!241 = !{!203, !170, !231}
!242 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !222, file: !198, line: 185, type: !240, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !94)
!243 = !{!238, !244, !245, !247, !249, !255, !275}
!244 = !DILocalVariable(name: "zeroed", arg: 2, scope: !239, file: !198, line: 185, type: !231)
!245 = !DILocalVariable(name: "size", scope: !246, file: !198, line: 189, type: !175, align: 64)
!246 = distinct !DILexicalBlock(scope: !239, file: !198, line: 189, column: 13)
!247 = !DILocalVariable(name: "raw_ptr", scope: !248, file: !198, line: 190, type: !168, align: 64)
!248 = distinct !DILexicalBlock(scope: !246, file: !198, line: 190, column: 17)
!249 = !DILocalVariable(name: "ptr", scope: !250, file: !198, line: 191, type: !251, align: 64)
!250 = distinct !DILexicalBlock(scope: !248, file: !198, line: 191, column: 17)
!251 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !184, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !252, templateParams: !192, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!252 = !{!253}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !251, file: !9, baseType: !254, size: 64, align: 64, flags: DIFlagPrivate)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !169, size: 64, align: 64, dwarfAddressSpace: 0)
!255 = !DILocalVariable(name: "residual", scope: !256, file: !198, line: 191, type: !257, align: 8)
!256 = distinct !DILexicalBlock(scope: !248, file: !198, line: 191, column: 66)
!257 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !204, file: !9, align: 8, flags: DIFlagPublic, elements: !258, templateParams: !94, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!258 = !{!259}
!259 = !DICompositeType(tag: DW_TAG_variant_part, scope: !257, file: !9, align: 8, elements: !260, templateParams: !94, identifier: "f5e162db303eef1e33f578c71ec0a693")
!260 = !{!261, !271}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !259, file: !9, baseType: !262, align: 8)
!262 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !257, file: !9, align: 8, flags: DIFlagPublic, elements: !263, templateParams: !269, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!263 = !{!264}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !262, file: !9, baseType: !265, align: 8, flags: DIFlagPublic)
!265 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !266, file: !9, align: 8, flags: DIFlagPublic, elements: !267, templateParams: !94, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!266 = !DINamespace(name: "convert", scope: !12)
!267 = !{!268}
!268 = !DICompositeType(tag: DW_TAG_variant_part, scope: !265, file: !9, align: 8, elements: !94, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!269 = !{!270, !214}
!270 = !DITemplateTypeParameter(name: "T", type: !265)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !259, file: !9, baseType: !272, align: 8)
!272 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !257, file: !9, align: 8, flags: DIFlagPublic, elements: !273, templateParams: !269, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!273 = !{!274}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !272, file: !9, baseType: !215, align: 8, flags: DIFlagPublic)
!275 = !DILocalVariable(name: "val", scope: !276, file: !198, line: 191, type: !251, align: 64)
!276 = distinct !DILexicalBlock(scope: !248, file: !198, line: 191, column: 66)
!277 = !DILocation(line: 0, scope: !239, inlinedAt: !278)
!278 = distinct !DILocation(line: 312, column: 9, scope: !228, inlinedAt: !237)
!279 = !DILocalVariable(name: "layout", arg: 1, scope: !280, file: !198, line: 89, type: !170)
!280 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !200, file: !198, line: 89, type: !166, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, retainedNodes: !281)
!281 = !{!279}
!282 = !DILocation(line: 0, scope: !280, inlinedAt: !283)
!283 = distinct !DILocation(line: 190, column: 73, scope: !246, inlinedAt: !278)
!284 = !DILocation(line: 0, scope: !246, inlinedAt: !278)
!285 = !DILocation(line: 93, column: 9, scope: !280, inlinedAt: !283)
!286 = !DILocation(line: 95, column: 9, scope: !280, inlinedAt: !283)
!287 = !DILocation(line: 248, column: 11, scope: !165, inlinedAt: !195)
!288 = !DILocation(line: 248, column: 5, scope: !165, inlinedAt: !195)
!289 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!290 = !DILocation(line: 250, column: 19, scope: !165, inlinedAt: !195)
!291 = !DILocation(line: 0, scope: !159, inlinedAt: !163)
!292 = !DILocation(line: 289, column: 56, scope: !159, inlinedAt: !163)
!293 = !DILocation(line: 16, column: 2, scope: !145)
!294 = distinct !DISubprogram(name: "acc_pair", linkageName: "_ZN5calls8acc_pair17hfc6085ee79566be9E", scope: !81, file: !80, line: 23, type: !295, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !94, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!89, !138, !89}
!297 = !{!298, !299}
!298 = !DILocalVariable(name: "this", arg: 1, scope: !294, file: !80, line: 23, type: !138)
!299 = !DILocalVariable(name: "p", arg: 2, scope: !294, file: !80, line: 23, type: !89)
!300 = !DILocation(line: 0, scope: !294)
!301 = !DILocation(line: 24, column: 5, scope: !294)
!302 = !DILocation(line: 25, column: 15, scope: !294)
!303 = !DILocation(line: 25, column: 29, scope: !294)
!304 = !DILocation(line: 26, column: 2, scope: !294)
