; ModuleID = 'createif.8b99d9fb0bb89d83-cgu.0'
source_filename = "createif.8b99d9fb0bb89d83-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; createif::b_get
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable
define internal noundef i64 @_ZN8createif5b_get17h721c0900f42fc666E(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %this) unnamed_addr #0 !dbg !79 {
start:
    #dbg_value(ptr %this, !91, !DIExpression(), !92)
  %_0 = load i64, ptr %this, align 8, !dbg !93, !noundef !89
  ret i64 %_0, !dbg !94
}

; createif::b_new
; Function Attrs: nounwind nonlazybind uwtable
define noalias noundef nonnull align 8 ptr @_ZN8createif5b_new17h91417b9663a60f10E(i64 noundef %n) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !95 {
start:
    #dbg_value(i64 %n, !100, !DIExpression(), !101)
    #dbg_value(i64 %n, !102, !DIExpression(), !116)
    #dbg_value(i64 8, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(i64 8, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(i64 8, !181, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !190)
    #dbg_value(i64 8, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !148)
    #dbg_value(i64 8, !150, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
    #dbg_value(i64 8, !181, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !190)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !178, !DIExpression(), !179)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !188, !DIExpression(), !190)
    #dbg_value(i8 0, !189, !DIExpression(), !190)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !231)
    #dbg_value(i64 8, !233, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !236)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !231)
    #dbg_value(i64 8, !233, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !236)
    #dbg_value(i1 false, !198, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !231)
    #dbg_value(i64 8, !199, !DIExpression(), !238)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #7, !dbg !239
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 8, i64 noundef 8) #7, !dbg !240
  %1 = icmp eq ptr %0, null, !dbg !241
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !242, !prof !243

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #8, !dbg !244
  unreachable, !dbg !244

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %0, !111, !DIExpression(), !245)
  store i64 %n, ptr %0, align 8, !dbg !246
  ret ptr %0, !dbg !247
}

; createif::check
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc noundef zeroext i1 @_ZN8createif5check17h864c970eb61243caE() unnamed_addr #2 !dbg !248 {
start:
  %0 = alloca [1 x i8], align 1
    #dbg_value(i8 1, !251, !DIExpression(), !260)
  call void @llvm.lifetime.start.p0(ptr nonnull %0), !dbg !262
  store i8 1, ptr %0, align 1, !dbg !262
  call void asm sideeffect "", "r,~{memory}"(ptr nonnull %0) #7, !dbg !262, !srcloc !263
  %1 = load i8, ptr %0, align 1, !dbg !262, !range !264, !noundef !89
  %_0 = trunc nuw i8 %1 to i1, !dbg !262
  call void @llvm.lifetime.end.p0(ptr nonnull %0), !dbg !262
  ret i1 %_0, !dbg !265
}

; createif::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN8createif6client17h2eef126b60944d61E(i1 noundef zeroext %far) unnamed_addr #1 !dbg !266 {
start:
    #dbg_value(i1 %far, !270, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !289)
  %_3 = tail call noundef ptr @__cormi_remote_ctor(i32 noundef 1, ptr noundef nonnull @_ZN8createif5b_new17h91417b9663a60f10E) #7, !dbg !290
  %0 = icmp ne ptr %_3, null, !dbg !291
  tail call void @llvm.assume(i1 %0), !dbg !291
    #dbg_value(ptr %_3, !271, !DIExpression(), !292)
  %near = tail call noundef ptr %_3(i64 noundef 1) #7, !dbg !293
    #dbg_value(ptr %near, !276, !DIExpression(), !294)
  br i1 %far, label %bb3, label %bb10, !dbg !295

bb3:                                              ; preds = %start
  %_9 = tail call noundef ptr @__cormi_remote_ctor(i32 noundef 2, ptr noundef nonnull @_ZN8createif5b_new17h91417b9663a60f10E) #7, !dbg !296
  %1 = icmp ne ptr %_9, null, !dbg !297
  tail call void @llvm.assume(i1 %1), !dbg !297
    #dbg_value(ptr %_9, !280, !DIExpression(), !298)
  %b = tail call noundef ptr %_9(i64 noundef 2) #7, !dbg !299
    #dbg_value(ptr %b, !282, !DIExpression(), !300)
; call createif::check
  %_13 = tail call fastcc noundef zeroext i1 @_ZN8createif5check17h864c970eb61243caE() #9, !dbg !301
  br i1 %_13, label %bb10, label %bb13, !dbg !301

bb10:                                             ; preds = %bb3, %start
  %r.sroa.0.0.in = phi ptr [ %near, %start ], [ %b, %bb3 ]
  %r.sroa.0.0 = ptrtoint ptr %r.sroa.0.0.in to i64, !dbg !294
    #dbg_value(i64 %r.sroa.0.0, !278, !DIExpression(), !302)
  %_17 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r.sroa.0.0, ptr noundef nonnull @_ZN8createif5b_get17h721c0900f42fc666E) #7, !dbg !303
  %2 = icmp ne ptr %_17, null, !dbg !304
  tail call void @llvm.assume(i1 %2), !dbg !304
    #dbg_value(ptr %_17, !284, !DIExpression(), !305)
  %3 = tail call noundef i64 %_17(ptr noundef null) #7, !dbg !306
  br label %bb13, !dbg !307

bb13:                                             ; preds = %bb3, %bb10
  %_0.sroa.0.0 = phi i64 [ %3, %bb10 ], [ -1, %bb3 ], !dbg !294
  ret i64 %_0.sroa.0.0, !dbg !307
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #1

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_ctor(i32 noundef, ptr noundef) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "createif.rs/@/createif.8b99d9fb0bb89d83-cgu.0", directory: "/work/main/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "b_get", linkageName: "_ZN8createif5b_get17h721c0900f42fc666E", scope: !81, file: !80, line: 13, type: !82, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, retainedNodes: !90)
!80 = !DIFile(filename: "createif.rs", directory: "/work/main/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "132e4c880e0f5d03eb0e366a87ebef4c")
!81 = !DINamespace(name: "createif", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !85}
!84 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut createif::B", baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "B", scope: !81, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !87, templateParams: !89, identifier: "880781dd8f44ebeb905bf25ff900b5a6")
!87 = !{!88}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !86, file: !9, baseType: !84, size: 64, align: 64, flags: DIFlagPrivate)
!89 = !{}
!90 = !{!91}
!91 = !DILocalVariable(name: "this", arg: 1, scope: !79, file: !80, line: 13, type: !85)
!92 = !DILocation(line: 0, scope: !79)
!93 = !DILocation(line: 14, column: 5, scope: !79)
!94 = !DILocation(line: 15, column: 2, scope: !79)
!95 = distinct !DISubprogram(name: "b_new", linkageName: "_ZN8createif5b_new17h91417b9663a60f10E", scope: !81, file: !80, line: 9, type: !96, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !84}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<createif::B, alloc::alloc::Global>", baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!99 = !{!100}
!100 = !DILocalVariable(name: "n", arg: 1, scope: !95, file: !80, line: 9, type: !84)
!101 = !DILocation(line: 0, scope: !95)
!102 = !DILocalVariable(name: "x", arg: 1, scope: !103, file: !104, line: 284, type: !86)
!103 = distinct !DISubprogram(name: "new<createif::B>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hd634a7f46b0228d6E", scope: !105, file: !104, line: 284, type: !108, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !114, retainedNodes: !110)
!104 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!105 = !DINamespace(name: "{impl#0}", scope: !106)
!106 = !DINamespace(name: "boxed", scope: !107)
!107 = !DINamespace(name: "alloc", scope: null)
!108 = !DISubroutineType(types: !109)
!109 = !{!98, !86}
!110 = !{!102, !111}
!111 = !DILocalVariable(name: "ptr", scope: !112, file: !104, line: 286, type: !113, align: 64)
!112 = distinct !DILexicalBlock(scope: !103, file: !104, line: 286, column: 9)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut createif::B", baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!114 = !{!115}
!115 = !DITemplateTypeParameter(name: "T", type: !86)
!116 = !DILocation(line: 0, scope: !103, inlinedAt: !117)
!117 = distinct !DILocation(line: 10, column: 5, scope: !95)
!118 = !DILocalVariable(name: "layout", arg: 1, scope: !119, file: !104, line: 247, type: !124)
!119 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !106, file: !104, line: 247, type: !120, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, retainedNodes: !134)
!120 = !DISubroutineType(types: !121)
!121 = !{!122, !124}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !123, size: 64, align: 64, dwarfAddressSpace: 0)
!123 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !125, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !127, templateParams: !89, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!125 = !DINamespace(name: "layout", scope: !126)
!126 = !DINamespace(name: "alloc", scope: !12)
!127 = !{!128, !130}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !124, file: !9, baseType: !129, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!129 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !124, file: !9, baseType: !131, size: 64, align: 64, flags: DIFlagPrivate)
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !132, templateParams: !89, identifier: "5099570874743123f8e757e4da3ea37b")
!132 = !{!133}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !131, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!134 = !{!118, !135}
!135 = !DILocalVariable(name: "ptr", scope: !136, file: !104, line: 249, type: !137, align: 64)
!136 = distinct !DILexicalBlock(scope: !119, file: !104, line: 249, column: 9)
!137 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !138, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !139, templateParams: !146, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!138 = !DINamespace(name: "non_null", scope: !11)
!139 = !{!140}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !137, file: !9, baseType: !141, size: 128, align: 64, flags: DIFlagPrivate)
!141 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !142, templateParams: !89, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!142 = !{!143, !145}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !141, file: !9, baseType: !144, size: 64, align: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64, align: 64, dwarfAddressSpace: 0)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !141, file: !9, baseType: !129, size: 64, align: 64, offset: 64)
!146 = !{!147}
!147 = !DITemplateTypeParameter(name: "T", type: !123)
!148 = !DILocation(line: 0, scope: !119, inlinedAt: !149)
!149 = distinct !DILocation(line: 286, column: 19, scope: !103, inlinedAt: !117)
!150 = !DILocalVariable(name: "layout", arg: 2, scope: !151, file: !152, line: 428, type: !124)
!151 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !153, file: !152, line: 428, type: !155, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, retainedNodes: !177)
!152 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!153 = !DINamespace(name: "{impl#1}", scope: !154)
!154 = !DINamespace(name: "alloc", scope: !107)
!155 = !DISubroutineType(types: !156)
!156 = !{!157, !175, !124}
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !158, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !159, templateParams: !89, identifier: "519a674418a5b51cf8bee27a967aa54e")
!158 = !DINamespace(name: "result", scope: !12)
!159 = !{!160}
!160 = !DICompositeType(tag: DW_TAG_variant_part, scope: !157, file: !9, size: 128, align: 64, elements: !161, templateParams: !89, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !174)
!161 = !{!162, !170}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !160, file: !9, baseType: !163, size: 128, align: 64)
!163 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !157, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !164, templateParams: !166, identifier: "30b736d771929d0b7715388dfe942406")
!164 = !{!165}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !163, file: !9, baseType: !137, size: 128, align: 64, flags: DIFlagPublic)
!166 = !{!167, !168}
!167 = !DITemplateTypeParameter(name: "T", type: !137)
!168 = !DITemplateTypeParameter(name: "E", type: !169)
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !126, file: !9, align: 8, flags: DIFlagPublic, elements: !89, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!170 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !160, file: !9, baseType: !171, size: 128, align: 64, extraData: i64 0)
!171 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !157, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !172, templateParams: !166, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!172 = !{!173}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !171, file: !9, baseType: !169, align: 8, flags: DIFlagPublic)
!174 = !DIDerivedType(tag: DW_TAG_member, scope: !157, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !176, size: 64, align: 64, dwarfAddressSpace: 0)
!176 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !154, file: !9, align: 8, flags: DIFlagPublic, elements: !89, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!177 = !{!178, !150}
!178 = !DILocalVariable(name: "self", scope: !151, file: !152, line: 428, type: !175, align: 64)
!179 = !DILocation(line: 0, scope: !151, inlinedAt: !180)
!180 = distinct !DILocation(line: 248, column: 18, scope: !119, inlinedAt: !149)
!181 = !DILocalVariable(name: "layout", arg: 2, scope: !182, file: !152, line: 311, type: !124)
!182 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !176, file: !152, line: 311, type: !183, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, declaration: !186, retainedNodes: !187)
!183 = !DISubroutineType(types: !184)
!184 = !{!157, !175, !124, !185}
!185 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!186 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !176, file: !152, line: 311, type: !183, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !89)
!187 = !{!188, !181, !189}
!188 = !DILocalVariable(name: "self", scope: !182, file: !152, line: 311, type: !175, align: 64)
!189 = !DILocalVariable(name: "zeroed", scope: !182, file: !152, line: 311, type: !185, align: 8)
!190 = !DILocation(line: 0, scope: !182, inlinedAt: !191)
!191 = distinct !DILocation(line: 429, column: 14, scope: !151, inlinedAt: !180)
!192 = !DILocalVariable(name: "layout", arg: 1, scope: !193, file: !152, line: 185, type: !124)
!193 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !176, file: !152, line: 185, type: !194, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, declaration: !196, retainedNodes: !197)
!194 = !DISubroutineType(types: !195)
!195 = !{!157, !124, !185}
!196 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !176, file: !152, line: 185, type: !194, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !89)
!197 = !{!192, !198, !199, !201, !203, !209, !229}
!198 = !DILocalVariable(name: "zeroed", arg: 2, scope: !193, file: !152, line: 185, type: !185)
!199 = !DILocalVariable(name: "size", scope: !200, file: !152, line: 189, type: !129, align: 64)
!200 = distinct !DILexicalBlock(scope: !193, file: !152, line: 189, column: 13)
!201 = !DILocalVariable(name: "raw_ptr", scope: !202, file: !152, line: 190, type: !122, align: 64)
!202 = distinct !DILexicalBlock(scope: !200, file: !152, line: 190, column: 17)
!203 = !DILocalVariable(name: "ptr", scope: !204, file: !152, line: 191, type: !205, align: 64)
!204 = distinct !DILexicalBlock(scope: !202, file: !152, line: 191, column: 17)
!205 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !138, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !206, templateParams: !146, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!206 = !{!207}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !205, file: !9, baseType: !208, size: 64, align: 64, flags: DIFlagPrivate)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !123, size: 64, align: 64, dwarfAddressSpace: 0)
!209 = !DILocalVariable(name: "residual", scope: !210, file: !152, line: 191, type: !211, align: 8)
!210 = distinct !DILexicalBlock(scope: !202, file: !152, line: 191, column: 66)
!211 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !158, file: !9, align: 8, flags: DIFlagPublic, elements: !212, templateParams: !89, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!212 = !{!213}
!213 = !DICompositeType(tag: DW_TAG_variant_part, scope: !211, file: !9, align: 8, elements: !214, templateParams: !89, identifier: "f5e162db303eef1e33f578c71ec0a693")
!214 = !{!215, !225}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !213, file: !9, baseType: !216, align: 8)
!216 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !211, file: !9, align: 8, flags: DIFlagPublic, elements: !217, templateParams: !223, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!217 = !{!218}
!218 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !216, file: !9, baseType: !219, align: 8, flags: DIFlagPublic)
!219 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !220, file: !9, align: 8, flags: DIFlagPublic, elements: !221, templateParams: !89, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!220 = !DINamespace(name: "convert", scope: !12)
!221 = !{!222}
!222 = !DICompositeType(tag: DW_TAG_variant_part, scope: !219, file: !9, align: 8, elements: !89, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!223 = !{!224, !168}
!224 = !DITemplateTypeParameter(name: "T", type: !219)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !213, file: !9, baseType: !226, align: 8)
!226 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !211, file: !9, align: 8, flags: DIFlagPublic, elements: !227, templateParams: !223, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!227 = !{!228}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !226, file: !9, baseType: !169, align: 8, flags: DIFlagPublic)
!229 = !DILocalVariable(name: "val", scope: !230, file: !152, line: 191, type: !205, align: 64)
!230 = distinct !DILexicalBlock(scope: !202, file: !152, line: 191, column: 66)
!231 = !DILocation(line: 0, scope: !193, inlinedAt: !232)
!232 = distinct !DILocation(line: 312, column: 9, scope: !182, inlinedAt: !191)
!233 = !DILocalVariable(name: "layout", arg: 1, scope: !234, file: !152, line: 89, type: !124)
!234 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !154, file: !152, line: 89, type: !120, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, retainedNodes: !235)
!235 = !{!233}
!236 = !DILocation(line: 0, scope: !234, inlinedAt: !237)
!237 = distinct !DILocation(line: 190, column: 73, scope: !200, inlinedAt: !232)
!238 = !DILocation(line: 0, scope: !200, inlinedAt: !232)
!239 = !DILocation(line: 93, column: 9, scope: !234, inlinedAt: !237)
!240 = !DILocation(line: 95, column: 9, scope: !234, inlinedAt: !237)
!241 = !DILocation(line: 248, column: 11, scope: !119, inlinedAt: !149)
!242 = !DILocation(line: 248, column: 5, scope: !119, inlinedAt: !149)
!243 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!244 = !DILocation(line: 250, column: 19, scope: !119, inlinedAt: !149)
!245 = !DILocation(line: 0, scope: !112, inlinedAt: !117)
!246 = !DILocation(line: 289, column: 56, scope: !112, inlinedAt: !117)
!247 = !DILocation(line: 11, column: 2, scope: !95)
!248 = distinct !DISubprogram(name: "check", linkageName: "_ZN8createif5check17h864c970eb61243caE", scope: !81, file: !80, line: 18, type: !249, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89)
!249 = !DISubroutineType(types: !250)
!250 = !{!185}
!251 = !DILocalVariable(name: "dummy", scope: !252, file: !253, line: 490, type: !185, align: 8)
!252 = distinct !DISubprogram(name: "black_box<bool>", linkageName: "_ZN4core4hint9black_box17h36fbfaede98ba819E", scope: !254, file: !253, line: 490, type: !255, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !258, retainedNodes: !257)
!253 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!254 = !DINamespace(name: "hint", scope: !12)
!255 = !DISubroutineType(types: !256)
!256 = !{!185, !185}
!257 = !{!251}
!258 = !{!259}
!259 = !DITemplateTypeParameter(name: "T", type: !185)
!260 = !DILocation(line: 0, scope: !252, inlinedAt: !261)
!261 = !DILocation(line: 19, column: 5, scope: !248)
!262 = !DILocation(line: 491, column: 5, scope: !252, inlinedAt: !261)
!263 = !{i64 4082190322139288}
!264 = !{i8 0, i8 2}
!265 = !DILocation(line: 20, column: 2, scope: !248)
!266 = distinct !DISubprogram(name: "client", linkageName: "_ZN8createif6client17h2eef126b60944d61E", scope: !81, file: !80, line: 22, type: !267, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !89, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{!84, !185}
!269 = !{!270, !271, !276, !278, !280, !282, !284}
!270 = !DILocalVariable(name: "far", arg: 1, scope: !266, file: !80, line: 22, type: !185)
!271 = !DILocalVariable(name: "ctor", scope: !272, file: !80, line: 25, type: !273, align: 64)
!272 = distinct !DILexicalBlock(scope: !266, file: !80, line: 25, column: 9)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(i64) -> *mut createif::B", baseType: !274, size: 64, align: 64, dwarfAddressSpace: 0)
!274 = !DISubroutineType(types: !275)
!275 = !{!113, !84}
!276 = !DILocalVariable(name: "near", scope: !277, file: !80, line: 26, type: !113, align: 64)
!277 = distinct !DILexicalBlock(scope: !272, file: !80, line: 26, column: 9)
!278 = !DILocalVariable(name: "r", scope: !279, file: !80, line: 27, type: !13, align: 64)
!279 = distinct !DILexicalBlock(scope: !277, file: !80, line: 27, column: 9)
!280 = !DILocalVariable(name: "ctor", scope: !281, file: !80, line: 28, type: !273, align: 64)
!281 = distinct !DILexicalBlock(scope: !277, file: !80, line: 28, column: 13)
!282 = !DILocalVariable(name: "b", scope: !283, file: !80, line: 29, type: !113, align: 64)
!283 = distinct !DILexicalBlock(scope: !281, file: !80, line: 29, column: 13)
!284 = !DILocalVariable(name: "get", scope: !285, file: !80, line: 37, type: !286, align: 64)
!285 = distinct !DILexicalBlock(scope: !279, file: !80, line: 37, column: 9)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut createif::B) -> i64", baseType: !287, size: 64, align: 64, dwarfAddressSpace: 0)
!287 = !DISubroutineType(types: !288)
!288 = !{!84, !113}
!289 = !DILocation(line: 0, scope: !266)
!290 = !DILocation(line: 25, column: 66, scope: !266)
!291 = !DILocation(line: 25, column: 46, scope: !266)
!292 = !DILocation(line: 0, scope: !272)
!293 = !DILocation(line: 26, column: 20, scope: !272)
!294 = !DILocation(line: 0, scope: !277)
!295 = !DILocation(line: 27, column: 20, scope: !277)
!296 = !DILocation(line: 28, column: 70, scope: !277)
!297 = !DILocation(line: 28, column: 50, scope: !277)
!298 = !DILocation(line: 0, scope: !281)
!299 = !DILocation(line: 29, column: 21, scope: !281)
!300 = !DILocation(line: 0, scope: !283)
!301 = !DILocation(line: 30, column: 17, scope: !283)
!302 = !DILocation(line: 0, scope: !279)
!303 = !DILocation(line: 37, column: 65, scope: !279)
!304 = !DILocation(line: 37, column: 45, scope: !279)
!305 = !DILocation(line: 0, scope: !285)
!306 = !DILocation(line: 38, column: 9, scope: !285)
!307 = !DILocation(line: 40, column: 2, scope: !266)
