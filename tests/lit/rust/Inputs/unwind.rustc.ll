; ModuleID = 'unwind.a0a58a9c9bb82a2d-cgu.0'
source_filename = "unwind.a0a58a9c9bb82a2d-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; unwind::client
; Function Attrs: nonlazybind uwtable
define noundef double @_ZN6unwind6client17h6c58af8ce23efabaE(i64 noundef %r, ptr noalias noundef nonnull align 8 captures(address) %0) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !79 {
start:
    #dbg_value(ptr %0, !88, !DIExpression(), !101)
    #dbg_value(i64 %r, !87, !DIExpression(), !101)
  %_5 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN6unwind7acc_add17hde61f7c85a3340aeE) #5, !dbg !102
  %1 = icmp ne ptr %_5, null, !dbg !103
  tail call void @llvm.assume(i1 %1), !dbg !103
    #dbg_value(ptr %_5, !91, !DIExpression(), !104)
  %_8 = load double, ptr %0, align 8, !dbg !105, !noundef !100
  %s = invoke noundef double %_5(ptr noundef null, double noundef %_8)
          to label %bb2 unwind label %bb5, !dbg !106

bb2:                                              ; preds = %start
    #dbg_value(double %s, !89, !DIExpression(), !107)
  %_0 = fadd double %_8, %s, !dbg !108
    #dbg_value(ptr poison, !109, !DIExpression(), !118)
    #dbg_value(ptr poison, !120, !DIExpression(), !162)
    #dbg_value(i64 8, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !164)
    #dbg_value(i64 8, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !164)
    #dbg_value(ptr %0, !130, !DIExpression(), !165)
    #dbg_value(ptr poison, !166, !DIExpression(), !183)
    #dbg_value(ptr poison, !185, !DIExpression(), !191)
    #dbg_value(ptr %0, !181, !DIExpression(), !183)
    #dbg_value(ptr %0, !189, !DIExpression(), !191)
    #dbg_value(ptr %0, !193, !DIExpression(), !200)
    #dbg_value(i64 8, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !183)
    #dbg_value(i64 8, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !191)
    #dbg_value(i64 8, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !200)
    #dbg_value(i64 8, !202, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !209)
    #dbg_value(i64 8, !182, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183)
    #dbg_value(i64 8, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !191)
    #dbg_value(i64 8, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !200)
    #dbg_value(i64 8, !202, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !209)
    #dbg_value(ptr %0, !208, !DIExpression(), !209)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 8, i64 noundef 8) #5, !dbg !211
  ret double %_0, !dbg !212

bb5:                                              ; preds = %start
  %2 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !109, !DIExpression(), !213)
    #dbg_value(ptr poison, !120, !DIExpression(), !215)
    #dbg_value(i64 8, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(i64 8, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !217)
    #dbg_value(ptr %0, !130, !DIExpression(), !218)
    #dbg_value(ptr poison, !166, !DIExpression(), !219)
    #dbg_value(ptr poison, !185, !DIExpression(), !221)
    #dbg_value(ptr %0, !181, !DIExpression(), !219)
    #dbg_value(ptr %0, !189, !DIExpression(), !221)
    #dbg_value(ptr %0, !193, !DIExpression(), !223)
    #dbg_value(i64 8, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !219)
    #dbg_value(i64 8, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !221)
    #dbg_value(i64 8, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !223)
    #dbg_value(i64 8, !202, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !225)
    #dbg_value(i64 8, !182, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !219)
    #dbg_value(i64 8, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !221)
    #dbg_value(i64 8, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !223)
    #dbg_value(i64 8, !202, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !225)
    #dbg_value(ptr %0, !208, !DIExpression(), !225)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 8, i64 noundef 8) #5, !dbg !227
  resume { ptr, i32 } %2, !dbg !228
}

; unwind::acc_add
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable
define internal noundef double @_ZN6unwind7acc_add17hde61f7c85a3340aeE(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, double noundef %x) unnamed_addr #1 !dbg !229 {
start:
    #dbg_value(ptr %this, !234, !DIExpression(), !236)
    #dbg_value(double %x, !235, !DIExpression(), !236)
  %0 = load double, ptr %this, align 8, !dbg !237, !noundef !100
  %1 = fadd double %x, %0, !dbg !237
  store double %1, ptr %this, align 8, !dbg !237
  ret double %1, !dbg !238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #3

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #4

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/unwind.rs/@/unwind.a0a58a9c9bb82a2d-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "client", linkageName: "_ZN6unwind6client17h6c58af8ce23efabaE", scope: !81, file: !80, line: 14, type: !82, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !100, retainedNodes: !86)
!80 = !DIFile(filename: "unwind.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "a05c2a48cc0b7920dfeae968388e0984")
!81 = !DINamespace(name: "unwind", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !13, !85}
!84 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !{!87, !88, !89, !91}
!87 = !DILocalVariable(name: "r", arg: 1, scope: !79, file: !80, line: 14, type: !13)
!88 = !DILocalVariable(name: "keep", arg: 2, scope: !79, file: !80, line: 14, type: !85)
!89 = !DILocalVariable(name: "s", scope: !90, file: !80, line: 16, type: !84, align: 64)
!90 = distinct !DILexicalBlock(scope: !79, file: !80, line: 16, column: 5)
!91 = !DILocalVariable(name: "add", scope: !92, file: !80, line: 17, type: !93, align: 64)
!92 = distinct !DILexicalBlock(scope: !79, file: !80, line: 17, column: 9)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut unwind::Acc, f64) -> f64", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!94 = !DISubroutineType(types: !95)
!95 = !{!84, !96, !84}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut unwind::Acc", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !81, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !98, templateParams: !100, identifier: "a996013b6446f3e6c2aa33530a981ef8")
!98 = !{!99}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !97, file: !9, baseType: !84, size: 64, align: 64, flags: DIFlagPrivate)
!100 = !{}
!101 = !DILocation(line: 0, scope: !79)
!102 = !DILocation(line: 17, column: 72, scope: !79)
!103 = !DILocation(line: 17, column: 52, scope: !79)
!104 = !DILocation(line: 0, scope: !92)
!105 = !DILocation(line: 18, column: 35, scope: !92)
!106 = !DILocation(line: 18, column: 9, scope: !92)
!107 = !DILocation(line: 0, scope: !90)
!108 = !DILocation(line: 20, column: 5, scope: !90)
!109 = !DILocalVariable(arg: 1, scope: !110, file: !111, line: 805, type: !114)
!110 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr49drop_in_place$LT$alloc..boxed..Box$LT$f64$GT$$GT$17h2fb0e036da886c8dE", scope: !11, file: !111, line: 805, type: !112, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !116, retainedNodes: !115)
!111 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!112 = !DISubroutineType(types: !113)
!113 = !{null, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!115 = !{!109}
!116 = !{!117}
!117 = !DITemplateTypeParameter(name: "T", type: !85)
!118 = !DILocation(line: 0, scope: !110, inlinedAt: !119)
!119 = distinct !DILocation(line: 21, column: 1, scope: !79)
!120 = !DILocalVariable(name: "self", arg: 1, scope: !121, file: !122, line: 1913, type: !128)
!121 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9ec3df5278b35914E", scope: !123, file: !122, line: 1913, type: !126, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !158, retainedNodes: !129)
!122 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!123 = !DINamespace(name: "{impl#10}", scope: !124)
!124 = !DINamespace(name: "boxed", scope: !125)
!125 = !DINamespace(name: "alloc", scope: null)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !128}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!129 = !{!120, !130, !130, !146}
!130 = !DILocalVariable(name: "ptr", scope: !131, file: !122, line: 1916, type: !132, align: 64)
!131 = distinct !DILexicalBlock(scope: !121, file: !122, line: 1916, column: 9)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<f64>", scope: !133, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !134, templateParams: !141, identifier: "2a07b1b097425087455e9c82fbd5eb34")
!133 = !DINamespace(name: "unique", scope: !11)
!134 = !{!135, !143}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !132, file: !9, baseType: !136, size: 64, align: 64, flags: DIFlagPrivate)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !137, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !138, templateParams: !141, identifier: "1ecac679bc3ea27f618623550abeeec7")
!137 = !DINamespace(name: "non_null", scope: !11)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !136, file: !9, baseType: !140, size: 64, align: 64, flags: DIFlagPrivate)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!141 = !{!142}
!142 = !DITemplateTypeParameter(name: "T", type: !84)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !132, file: !9, baseType: !144, align: 8, offset: 64, flags: DIFlagPrivate)
!144 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !145, file: !9, align: 8, flags: DIFlagPublic, elements: !100, templateParams: !141, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!145 = !DINamespace(name: "marker", scope: !12)
!146 = !DILocalVariable(name: "layout", scope: !147, file: !122, line: 1919, type: !148, align: 64)
!147 = distinct !DILexicalBlock(scope: !131, file: !122, line: 1919, column: 13)
!148 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !149, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !151, templateParams: !100, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!149 = !DINamespace(name: "layout", scope: !150)
!150 = !DINamespace(name: "alloc", scope: !12)
!151 = !{!152, !154}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !148, file: !9, baseType: !153, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!153 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !148, file: !9, baseType: !155, size: 64, align: 64, flags: DIFlagPrivate)
!155 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !156, templateParams: !100, identifier: "5099570874743123f8e757e4da3ea37b")
!156 = !{!157}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !155, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!158 = !{!142, !159}
!159 = !DITemplateTypeParameter(name: "A", type: !160)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !161, file: !9, align: 8, flags: DIFlagPublic, elements: !100, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!161 = !DINamespace(name: "alloc", scope: !125)
!162 = !DILocation(line: 0, scope: !121, inlinedAt: !163)
!163 = distinct !DILocation(line: 805, column: 1, scope: !110, inlinedAt: !119)
!164 = !DILocation(line: 0, scope: !147, inlinedAt: !163)
!165 = !DILocation(line: 0, scope: !131, inlinedAt: !163)
!166 = !DILocalVariable(name: "self", arg: 1, scope: !167, file: !168, line: 440, type: !172)
!167 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !169, file: !168, line: 440, type: !170, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !100, retainedNodes: !180)
!168 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!169 = !DINamespace(name: "{impl#1}", scope: !161)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !172, !173, !148}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !160, size: 64, align: 64, dwarfAddressSpace: 0)
!173 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !137, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !174, templateParams: !178, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!174 = !{!175}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !173, file: !9, baseType: !176, size: 64, align: 64, flags: DIFlagPrivate)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !177, size: 64, align: 64, dwarfAddressSpace: 0)
!177 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!178 = !{!179}
!179 = !DITemplateTypeParameter(name: "T", type: !177)
!180 = !{!166, !181, !182}
!181 = !DILocalVariable(name: "ptr", arg: 2, scope: !167, file: !168, line: 440, type: !173)
!182 = !DILocalVariable(name: "layout", arg: 3, scope: !167, file: !168, line: 440, type: !148)
!183 = !DILocation(line: 0, scope: !167, inlinedAt: !184)
!184 = distinct !DILocation(line: 1921, column: 24, scope: !147, inlinedAt: !163)
!185 = !DILocalVariable(name: "self", arg: 1, scope: !186, file: !168, line: 323, type: !172)
!186 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !160, file: !168, line: 323, type: !170, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !100, declaration: !187, retainedNodes: !188)
!187 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !160, file: !168, line: 323, type: !170, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !100)
!188 = !{!185, !189, !190}
!189 = !DILocalVariable(name: "ptr", arg: 2, scope: !186, file: !168, line: 323, type: !173)
!190 = !DILocalVariable(name: "layout", arg: 3, scope: !186, file: !168, line: 323, type: !148)
!191 = !DILocation(line: 0, scope: !186, inlinedAt: !192)
!192 = distinct !DILocation(line: 442, column: 23, scope: !167, inlinedAt: !184)
!193 = !DILocalVariable(name: "ptr", arg: 1, scope: !194, file: !168, line: 199, type: !173)
!194 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !160, file: !168, line: 199, type: !195, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !100, declaration: !197, retainedNodes: !198)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !173, !148}
!197 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !160, file: !168, line: 199, type: !195, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !100)
!198 = !{!193, !199}
!199 = !DILocalVariable(name: "layout", arg: 2, scope: !194, file: !168, line: 199, type: !148)
!200 = !DILocation(line: 0, scope: !194, inlinedAt: !201)
!201 = distinct !DILocation(line: 324, column: 9, scope: !186, inlinedAt: !192)
!202 = !DILocalVariable(name: "layout", arg: 2, scope: !203, file: !168, line: 114, type: !148)
!203 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !161, file: !168, line: 114, type: !204, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !100, retainedNodes: !207)
!204 = !DISubroutineType(types: !205)
!205 = !{null, !206, !148}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !177, size: 64, align: 64, dwarfAddressSpace: 0)
!207 = !{!208, !202}
!208 = !DILocalVariable(name: "ptr", arg: 1, scope: !203, file: !168, line: 114, type: !206)
!209 = !DILocation(line: 0, scope: !203, inlinedAt: !210)
!210 = distinct !DILocation(line: 209, column: 22, scope: !194, inlinedAt: !201)
!211 = !DILocation(line: 115, column: 14, scope: !203, inlinedAt: !210)
!212 = !DILocation(line: 21, column: 2, scope: !79)
!213 = !DILocation(line: 0, scope: !110, inlinedAt: !214)
!214 = distinct !DILocation(line: 21, column: 1, scope: !79)
!215 = !DILocation(line: 0, scope: !121, inlinedAt: !216)
!216 = distinct !DILocation(line: 805, column: 1, scope: !110, inlinedAt: !214)
!217 = !DILocation(line: 0, scope: !147, inlinedAt: !216)
!218 = !DILocation(line: 0, scope: !131, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !167, inlinedAt: !220)
!220 = distinct !DILocation(line: 1921, column: 24, scope: !147, inlinedAt: !216)
!221 = !DILocation(line: 0, scope: !186, inlinedAt: !222)
!222 = distinct !DILocation(line: 442, column: 23, scope: !167, inlinedAt: !220)
!223 = !DILocation(line: 0, scope: !194, inlinedAt: !224)
!224 = distinct !DILocation(line: 324, column: 9, scope: !186, inlinedAt: !222)
!225 = !DILocation(line: 0, scope: !203, inlinedAt: !226)
!226 = distinct !DILocation(line: 209, column: 22, scope: !194, inlinedAt: !224)
!227 = !DILocation(line: 115, column: 14, scope: !203, inlinedAt: !226)
!228 = !DILocation(line: 14, column: 1, scope: !79)
!229 = distinct !DISubprogram(name: "acc_add", linkageName: "_ZN6unwind7acc_add17hde61f7c85a3340aeE", scope: !81, file: !80, line: 9, type: !230, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !100, retainedNodes: !233)
!230 = !DISubroutineType(types: !231)
!231 = !{!84, !232, !84}
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut unwind::Acc", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!233 = !{!234, !235}
!234 = !DILocalVariable(name: "this", arg: 1, scope: !229, file: !80, line: 9, type: !232)
!235 = !DILocalVariable(name: "x", arg: 2, scope: !229, file: !80, line: 9, type: !84)
!236 = !DILocation(line: 0, scope: !229)
!237 = !DILocation(line: 10, column: 5, scope: !229)
!238 = !DILocation(line: 12, column: 2, scope: !229)
