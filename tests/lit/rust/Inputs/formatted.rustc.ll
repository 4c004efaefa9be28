; ModuleID = 'formatted.d0c2972e9805db6b-cgu.0'
source_filename = "formatted.d0c2972e9805db6b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_92b3925ea017cf23ec103fa3d8219e8a = private unnamed_addr constant [11 x i8] c"\08message \C0\00", align 1

; Function Attrs: nounwind nonlazybind uwtable
define noalias noundef nonnull align 8 ptr @make(i32 noundef %0) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !86 {
start:
  %args1 = alloca [16 x i8], align 8
  %_2.sroa.0 = alloca [24 x i8], align 8
    #dbg_declare(ptr %_2.sroa.0, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 192), !242)
  %i = alloca [4 x i8], align 4
  store i32 %0, ptr %i, align 4
    #dbg_declare(ptr %i, !142, !DIExpression(), !244)
  call void @llvm.lifetime.start.p0(ptr nonnull %_2.sroa.0), !dbg !245
    #dbg_value(ptr %i, !143, !DIExpression(), !246)
  call void @llvm.lifetime.start.p0(ptr nonnull %args1), !dbg !247
  store ptr %i, ptr %args1, align 8, !dbg !247
  %_7.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8, !dbg !247
  store ptr @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt, ptr %_7.sroa.4.0..sroa_idx, align 8, !dbg !247
    #dbg_value(ptr @alloc_92b3925ea017cf23ec103fa3d8219e8a, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !265)
    #dbg_value(ptr %args1, !248, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !265)
    #dbg_value(ptr null, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !310)
    #dbg_value(i64 undef, !268, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !310)
    #dbg_value(ptr poison, !306, !DIExpression(), !310)
    #dbg_declare(ptr poison, !307, !DIExpression(), !312)
    #dbg_value(ptr poison, !313, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !318)
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_2.sroa.0, ptr noundef nonnull @alloc_92b3925ea017cf23ec103fa3d8219e8a, ptr noundef nonnull %args1) #5, !dbg !320
  call void @llvm.lifetime.end.p0(ptr nonnull %args1), !dbg !321
  %1 = load i32, ptr %i, align 4, !dbg !245, !noundef !125
    #dbg_value(i32 %1, !229, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !322)
    #dbg_value(i64 8, !323, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !347)
    #dbg_value(i64 8, !349, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !375)
    #dbg_value(i64 8, !377, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(i64 32, !323, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !347)
    #dbg_value(i64 32, !349, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !375)
    #dbg_value(i64 32, !377, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !374, !DIExpression(), !375)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !384, !DIExpression(), !386)
    #dbg_value(i8 0, !385, !DIExpression(), !386)
    #dbg_value(i64 8, !388, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !423)
    #dbg_value(i64 8, !425, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !428)
    #dbg_value(i64 32, !388, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !423)
    #dbg_value(i64 32, !425, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !428)
    #dbg_value(i1 false, !394, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !423)
    #dbg_value(i64 32, !395, !DIExpression(), !430)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #5, !dbg !431, !noalias !432
; call __rustc::__rust_alloc
  %2 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 32, i64 noundef 8) #5, !dbg !435, !noalias !432
  %3 = icmp eq ptr %2, null, !dbg !436
  br i1 %3, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !437, !prof !438

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 32) #6, !dbg !439, !noalias !432
  unreachable, !dbg !439

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %2, !237, !DIExpression(), !440)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %_2.sroa.0, i64 24, i1 false), !dbg !441
  %_2.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %2, i64 24, !dbg !441
  store i32 %1, ptr %_2.sroa.4.0..sroa_idx, align 8, !dbg !441
  call void @llvm.lifetime.end.p0(ptr nonnull %_2.sroa.0), !dbg !442
  ret ptr %2, !dbg !443
}

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; alloc::fmt::format::format_inner
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; <u32 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!6 = !DIFile(filename: "formatted.rs/@/formatted.d0c2972e9805db6b-cgu.0", directory: "/work/main/tests/lit/rust/Inputs")
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
!86 = distinct !DISubprogram(name: "make", scope: !88, file: !87, line: 10, type: !89, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, retainedNodes: !141)
!87 = !DIFile(filename: "formatted.rs", directory: "/work/main/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "6a3e3a13eb5cd61cf22919aabbe69e44")
!88 = !DINamespace(name: "formatted", scope: null)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !95}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<formatted::Msg, alloc::alloc::Global>", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", scope: !88, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !93, templateParams: !125, identifier: "b5e590bbacbc4e0b5b69b97dde9e8c1b")
!93 = !{!94, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !92, file: !9, baseType: !95, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!95 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !92, file: !9, baseType: !97, size: 192, align: 64, flags: DIFlagPublic)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !98, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !99, templateParams: !125, identifier: "bc53cb80a87db744310a1cd4bda01882")
!98 = !DINamespace(name: "string", scope: !81)
!99 = !{!100}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !97, file: !9, baseType: !101, size: 192, align: 64, flags: DIFlagPrivate)
!101 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !102, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !103, templateParams: !139, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!102 = !DINamespace(name: "vec", scope: !81)
!103 = !{!104, !140}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !101, file: !9, baseType: !105, size: 128, align: 64, flags: DIFlagPrivate)
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !106, templateParams: !139, identifier: "1786a941d613205182510ae0fe838410")
!106 = !{!107, !138}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !105, file: !9, baseType: !108, size: 128, align: 64, flags: DIFlagPrivate)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !109, templateParams: !136, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!109 = !{!110, !126, !133}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !108, file: !9, baseType: !111, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!111 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !112, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !113, templateParams: !120, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!112 = !DINamespace(name: "unique", scope: !11)
!113 = !{!114, !122}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !111, file: !9, baseType: !115, size: 64, align: 64, flags: DIFlagPrivate)
!115 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !117, templateParams: !120, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!116 = !DINamespace(name: "non_null", scope: !11)
!117 = !{!118}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !115, file: !9, baseType: !119, size: 64, align: 64, flags: DIFlagPrivate)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!120 = !{!121}
!121 = !DITemplateTypeParameter(name: "T", type: !82)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !111, file: !9, baseType: !123, align: 8, offset: 64, flags: DIFlagPrivate)
!123 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !124, file: !9, align: 8, flags: DIFlagPublic, elements: !125, templateParams: !120, identifier: "15bae875c56c7c0f828edf19d836075e")
!124 = !DINamespace(name: "marker", scope: !12)
!125 = !{}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !108, file: !9, baseType: !127, size: 64, align: 64, flags: DIFlagPrivate)
!127 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !130, templateParams: !125, identifier: "cad7375c0c871c072d809328de25b44")
!128 = !DINamespace(name: "niche_types", scope: !129)
!129 = !DINamespace(name: "num", scope: !12)
!130 = !{!131}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !127, file: !9, baseType: !132, size: 64, align: 64, flags: DIFlagPrivate)
!132 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !108, file: !9, baseType: !134, align: 8, offset: 128, flags: DIFlagPrivate)
!134 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !135, file: !9, align: 8, flags: DIFlagPublic, elements: !125, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!135 = !DINamespace(name: "alloc", scope: !81)
!136 = !{!137}
!137 = !DITemplateTypeParameter(name: "A", type: !134)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !105, file: !9, baseType: !123, align: 8, offset: 128, flags: DIFlagPrivate)
!139 = !{!121, !137}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !101, file: !9, baseType: !132, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!141 = !{!142, !143, !151}
!142 = !DILocalVariable(name: "i", arg: 1, scope: !86, file: !87, line: 10, type: !95)
!143 = !DILocalVariable(name: "args", scope: !144, file: !87, line: 11, type: !147, align: 64)
!144 = !DILexicalBlockFile(scope: !145, file: !87, discriminator: 0)
!145 = distinct !DILexicalBlock(scope: !86, file: !146, line: 114, column: 33)
!146 = !DIFile(filename: "library/alloc/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c06fded2c893c2cc0e8ea200156f1086")
!147 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&u32)", file: !9, size: 64, align: 64, elements: !148, templateParams: !125, identifier: "55770afb2c6e6b52992558082d2f5116")
!148 = !{!149}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !147, file: !9, baseType: !150, size: 64, align: 64)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u32", baseType: !95, size: 64, align: 64, dwarfAddressSpace: 0)
!151 = !DILocalVariable(name: "args", scope: !152, file: !87, line: 11, type: !154, align: 64)
!152 = !DILexicalBlockFile(scope: !153, file: !87, discriminator: 0)
!153 = distinct !DILexicalBlock(scope: !145, file: !146, line: 114, column: 33)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 128, align: 64, elements: !227)
!155 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !156, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !158, templateParams: !125, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!156 = !DINamespace(name: "rt", scope: !157)
!157 = !DINamespace(name: "fmt", scope: !12)
!158 = !{!159}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !155, file: !9, baseType: !160, size: 128, align: 64, flags: DIFlagPrivate)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !156, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !161, templateParams: !125, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!161 = !{!162}
!162 = !DICompositeType(tag: DW_TAG_variant_part, scope: !160, file: !9, size: 128, align: 64, elements: !163, templateParams: !125, identifier: "fbd384083752b747f8b252853b979154", discriminator: !226)
!163 = !{!164, !222}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !162, file: !9, baseType: !165, size: 128, align: 64)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !160, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !166, templateParams: !125, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!166 = !{!167, !175, !217}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !165, file: !9, baseType: !168, size: 64, align: 64, flags: DIFlagPrivate)
!168 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !169, templateParams: !173, identifier: "f4e496144210c619b96aa08326287b92")
!169 = !{!170}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !168, file: !9, baseType: !171, size: 64, align: 64, flags: DIFlagPrivate)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !172, size: 64, align: 64, dwarfAddressSpace: 0)
!172 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!173 = !{!174}
!174 = !DITemplateTypeParameter(name: "T", type: !172)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !165, file: !9, baseType: !176, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !177, size: 64, align: 64, dwarfAddressSpace: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{!179, !168, !196}
!179 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !180, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !181, templateParams: !125, identifier: "1c6752419820cdc3961061cc58b31873")
!180 = !DINamespace(name: "result", scope: !12)
!181 = !{!182}
!182 = !DICompositeType(tag: DW_TAG_variant_part, scope: !179, file: !9, size: 8, align: 8, elements: !183, templateParams: !125, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !195)
!183 = !{!184, !191}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !182, file: !9, baseType: !185, size: 8, align: 8, extraData: i8 0)
!185 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !179, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !186, templateParams: !188, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!186 = !{!187}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !185, file: !9, baseType: !172, align: 8, offset: 8, flags: DIFlagPublic)
!188 = !{!174, !189}
!189 = !DITemplateTypeParameter(name: "E", type: !190)
!190 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !157, file: !9, align: 8, flags: DIFlagPublic, elements: !125, identifier: "5a24300cdda31093f5fe20c939b4885")
!191 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !182, file: !9, baseType: !192, size: 8, align: 8, extraData: i8 1)
!192 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !179, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !193, templateParams: !188, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!193 = !{!194}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !192, file: !9, baseType: !190, align: 8, offset: 8, flags: DIFlagPublic)
!195 = !DIDerivedType(tag: DW_TAG_member, scope: !179, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagArtificial)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !157, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !198, templateParams: !125, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!198 = !{!199, !206}
!199 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !197, file: !9, baseType: !200, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!200 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !157, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !201, templateParams: !125, identifier: "ca2f5547247cd95c514a47d5800e09e")
!201 = !{!202, !203, !205}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !200, file: !9, baseType: !95, size: 32, align: 32, flags: DIFlagPrivate)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !200, file: !9, baseType: !204, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!204 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !200, file: !9, baseType: !204, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !197, file: !9, baseType: !207, size: 128, align: 64, flags: DIFlagPrivate)
!207 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !208, templateParams: !125, identifier: "effe97114690fc58a8e246cb04e37234")
!208 = !{!209, !212}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !207, file: !9, baseType: !210, size: 64, align: 64)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64, align: 64, dwarfAddressSpace: 0)
!211 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !125, identifier: "64328679825f9c73b507edbfd5b86b47")
!212 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !207, file: !9, baseType: !213, size: 64, align: 64, offset: 64)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !214, size: 64, align: 64, dwarfAddressSpace: 0)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 384, align: 64, elements: !215)
!215 = !{!216}
!216 = !DISubrange(count: 6, lowerBound: 0)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !165, file: !9, baseType: !218, align: 8, offset: 128, flags: DIFlagPrivate)
!218 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !124, file: !9, align: 8, flags: DIFlagPublic, elements: !125, templateParams: !219, identifier: "efa596960370766459fc018866dc4048")
!219 = !{!220}
!220 = !DITemplateTypeParameter(name: "T", type: !221)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !172, size: 64, align: 64, dwarfAddressSpace: 0)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !162, file: !9, baseType: !223, size: 128, align: 64, extraData: i64 0)
!223 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !160, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !224, templateParams: !125, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!224 = !{!225}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !223, file: !9, baseType: !204, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!226 = !DIDerivedType(tag: DW_TAG_member, scope: !160, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!227 = !{!228}
!228 = !DISubrange(count: 1, lowerBound: 0)
!229 = !DILocalVariable(name: "x", arg: 1, scope: !230, file: !231, line: 284, type: !92)
!230 = distinct !DISubprogram(name: "new<formatted::Msg>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hfc0e40669b0ccca1E", scope: !232, file: !231, line: 284, type: !234, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !240, retainedNodes: !236)
!231 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!232 = !DINamespace(name: "{impl#0}", scope: !233)
!233 = !DINamespace(name: "boxed", scope: !81)
!234 = !DISubroutineType(types: !235)
!235 = !{!91, !92}
!236 = !{!229, !237}
!237 = !DILocalVariable(name: "ptr", scope: !238, file: !231, line: 286, type: !239, align: 64)
!238 = distinct !DILexicalBlock(scope: !230, file: !231, line: 286, column: 9)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut formatted::Msg", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!240 = !{!241}
!241 = !DITemplateTypeParameter(name: "T", type: !92)
!242 = !DILocation(line: 284, column: 16, scope: !230, inlinedAt: !243)
!243 = distinct !DILocation(line: 11, column: 5, scope: !86)
!244 = !DILocation(line: 10, column: 13, scope: !86)
!245 = !DILocation(line: 11, column: 14, scope: !86)
!246 = !DILocation(line: 0, scope: !144)
!247 = !DILocation(line: 11, column: 33, scope: !144)
!248 = !DILocalVariable(name: "args", arg: 1, scope: !249, file: !250, line: 649, type: !254)
!249 = distinct !DISubprogram(name: "format", linkageName: "_RNvNtCslNYArtu3iFV_5alloc3fmt6format", scope: !251, file: !250, line: 649, type: !252, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, retainedNodes: !264)
!250 = !DIFile(filename: "library/alloc/src/fmt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ff238ed6a2e10a790bec34161252a63b")
!251 = !DINamespace(name: "fmt", scope: !81)
!252 = !DISubroutineType(types: !253)
!253 = !{!97, !254}
!254 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !157, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !255, templateParams: !125, identifier: "e5c67bbe046da39973c72077c7f66185")
!255 = !{!256, !257}
!256 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !254, file: !9, baseType: !115, size: 64, align: 64, flags: DIFlagPrivate)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !254, file: !9, baseType: !258, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!258 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !259, templateParams: !262, identifier: "2e7cb7ba6db6aae8a5c20264d17cea0a")
!259 = !{!260}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !258, file: !9, baseType: !261, size: 64, align: 64, flags: DIFlagPrivate)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !155, size: 64, align: 64, dwarfAddressSpace: 0)
!262 = !{!263}
!263 = !DITemplateTypeParameter(name: "T", type: !155)
!264 = !{!248}
!265 = !DILocation(line: 0, scope: !249, inlinedAt: !266)
!266 = !DILocation(line: 11, column: 33, scope: !267)
!267 = !DILexicalBlockFile(scope: !86, file: !87, discriminator: 4)
!268 = !DILocalVariable(name: "self", arg: 1, scope: !269, file: !270, line: 1271, type: !271)
!269 = distinct !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17he6ee2a3f546b00afE", scope: !271, file: !270, line: 1271, type: !290, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !301, declaration: !300, retainedNodes: !305)
!270 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!271 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&str>", scope: !272, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !273, templateParams: !125, identifier: "388f0724495c9979543236d6ae2d54c2")
!272 = !DINamespace(name: "option", scope: !12)
!273 = !{!274}
!274 = !DICompositeType(tag: DW_TAG_variant_part, scope: !271, file: !9, size: 128, align: 64, elements: !275, templateParams: !125, identifier: "e6785e8f6e1e140eb9b4249e8ee16932", discriminator: !289)
!275 = !{!276, !285}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !274, file: !9, baseType: !277, size: 128, align: 64, extraData: i64 0)
!277 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !271, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !125, templateParams: !278, identifier: "d07e0299997611c95ecaaab3f1b5fcbf")
!278 = !{!279}
!279 = !DITemplateTypeParameter(name: "T", type: !280)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !281, templateParams: !125, identifier: "9277eecd40495f85161460476aacc992")
!281 = !{!282, !284}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !280, file: !9, baseType: !283, size: 64, align: 64)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !280, file: !9, baseType: !132, size: 64, align: 64, offset: 64)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !274, file: !9, baseType: !286, size: 128, align: 64)
!286 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !271, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !287, templateParams: !278, identifier: "752c4aa88f8dc851ac37ea0fe4a1be3a")
!287 = !{!288}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !286, file: !9, baseType: !280, size: 128, align: 64, flags: DIFlagPublic)
!289 = !DIDerivedType(tag: DW_TAG_member, scope: !271, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!290 = !DISubroutineType(types: !291)
!291 = !{!97, !271, !292, !297}
!292 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !293, file: !9, size: 64, align: 64, elements: !294, templateParams: !125, identifier: "33f96a35d1def74baf9ecdcdddd60f7e")
!293 = !DINamespace(name: "format", scope: !251)
!294 = !{!295}
!295 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__args", scope: !292, file: !9, baseType: !296, size: 64, align: 64)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Arguments", baseType: !254, size: 64, align: 64, dwarfAddressSpace: 0)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&str) -> alloc::string::String", baseType: !298, align: 8, dwarfAddressSpace: 0)
!298 = !DISubroutineType(types: !299)
!299 = !{!97, !280}
!300 = !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17he6ee2a3f546b00afE", scope: !271, file: !270, line: 1271, type: !290, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !301)
!301 = !{!279, !302, !303, !304}
!302 = !DITemplateTypeParameter(name: "U", type: !97)
!303 = !DITemplateTypeParameter(name: "D", type: !292)
!304 = !DITemplateTypeParameter(name: "F", type: !297)
!305 = !{!268, !306, !307, !308}
!306 = !DILocalVariable(name: "default", arg: 2, scope: !269, file: !270, line: 1271, type: !292)
!307 = !DILocalVariable(name: "f", arg: 3, scope: !269, file: !270, line: 1271, type: !297)
!308 = !DILocalVariable(name: "t", scope: !309, file: !270, line: 1277, type: !280, align: 64)
!309 = distinct !DILexicalBlock(scope: !269, file: !270, line: 1277, column: 13)
!310 = !DILocation(line: 0, scope: !269, inlinedAt: !311)
!311 = distinct !DILocation(line: 659, column: 19, scope: !249, inlinedAt: !266)
!312 = !DILocation(line: 1271, column: 57, scope: !269, inlinedAt: !311)
!313 = !DILocalVariable(name: "args", scope: !314, file: !250, line: 649, type: !254, align: 64)
!314 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17ha38d10bff11d5399E", scope: !293, file: !250, line: 659, type: !315, scopeLine: 659, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!97, !292}
!317 = !{!313}
!318 = !DILocation(line: 0, scope: !314, inlinedAt: !319)
!319 = distinct !DILocation(line: 1278, column: 21, scope: !269, inlinedAt: !311)
!320 = !DILocation(line: 659, column: 34, scope: !314, inlinedAt: !319)
!321 = !DILocation(line: 11, column: 33, scope: !86)
!322 = !DILocation(line: 0, scope: !230, inlinedAt: !243)
!323 = !DILocalVariable(name: "layout", arg: 1, scope: !324, file: !231, line: 247, type: !328)
!324 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !233, file: !231, line: 247, type: !325, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, retainedNodes: !337)
!325 = !DISubroutineType(types: !326)
!326 = !{!327, !328}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!328 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !329, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !331, templateParams: !125, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!329 = !DINamespace(name: "layout", scope: !330)
!330 = !DINamespace(name: "alloc", scope: !12)
!331 = !{!332, !333}
!332 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !328, file: !9, baseType: !132, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !328, file: !9, baseType: !334, size: 64, align: 64, flags: DIFlagPrivate)
!334 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !335, templateParams: !125, identifier: "5099570874743123f8e757e4da3ea37b")
!335 = !{!336}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !334, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!337 = !{!323, !338}
!338 = !DILocalVariable(name: "ptr", scope: !339, file: !231, line: 249, type: !340, align: 64)
!339 = distinct !DILexicalBlock(scope: !324, file: !231, line: 249, column: 9)
!340 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !116, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !341, templateParams: !120, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!341 = !{!342}
!342 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !340, file: !9, baseType: !343, size: 128, align: 64, flags: DIFlagPrivate)
!343 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !344, templateParams: !125, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!344 = !{!345, !346}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !343, file: !9, baseType: !283, size: 64, align: 64)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !343, file: !9, baseType: !132, size: 64, align: 64, offset: 64)
!347 = !DILocation(line: 0, scope: !324, inlinedAt: !348)
!348 = distinct !DILocation(line: 286, column: 19, scope: !230, inlinedAt: !243)
!349 = !DILocalVariable(name: "layout", arg: 2, scope: !350, file: !351, line: 428, type: !328)
!350 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !352, file: !351, line: 428, type: !353, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, retainedNodes: !373)
!351 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!352 = !DINamespace(name: "{impl#1}", scope: !135)
!353 = !DISubroutineType(types: !354)
!354 = !{!355, !372, !328}
!355 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !180, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !356, templateParams: !125, identifier: "519a674418a5b51cf8bee27a967aa54e")
!356 = !{!357}
!357 = !DICompositeType(tag: DW_TAG_variant_part, scope: !355, file: !9, size: 128, align: 64, elements: !358, templateParams: !125, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !371)
!358 = !{!359, !367}
!359 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !357, file: !9, baseType: !360, size: 128, align: 64)
!360 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !355, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !361, templateParams: !363, identifier: "30b736d771929d0b7715388dfe942406")
!361 = !{!362}
!362 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !360, file: !9, baseType: !340, size: 128, align: 64, flags: DIFlagPublic)
!363 = !{!364, !365}
!364 = !DITemplateTypeParameter(name: "T", type: !340)
!365 = !DITemplateTypeParameter(name: "E", type: !366)
!366 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !330, file: !9, align: 8, flags: DIFlagPublic, elements: !125, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!367 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !357, file: !9, baseType: !368, size: 128, align: 64, extraData: i64 0)
!368 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !355, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !369, templateParams: !363, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!369 = !{!370}
!370 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !368, file: !9, baseType: !366, align: 8, flags: DIFlagPublic)
!371 = !DIDerivedType(tag: DW_TAG_member, scope: !355, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !134, size: 64, align: 64, dwarfAddressSpace: 0)
!373 = !{!374, !349}
!374 = !DILocalVariable(name: "self", scope: !350, file: !351, line: 428, type: !372, align: 64)
!375 = !DILocation(line: 0, scope: !350, inlinedAt: !376)
!376 = distinct !DILocation(line: 248, column: 18, scope: !324, inlinedAt: !348)
!377 = !DILocalVariable(name: "layout", arg: 2, scope: !378, file: !351, line: 311, type: !328)
!378 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !134, file: !351, line: 311, type: !379, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !382, retainedNodes: !383)
!379 = !DISubroutineType(types: !380)
!380 = !{!355, !372, !328, !381}
!381 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!382 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !134, file: !351, line: 311, type: !379, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!383 = !{!384, !377, !385}
!384 = !DILocalVariable(name: "self", scope: !378, file: !351, line: 311, type: !372, align: 64)
!385 = !DILocalVariable(name: "zeroed", scope: !378, file: !351, line: 311, type: !381, align: 8)
!386 = !DILocation(line: 0, scope: !378, inlinedAt: !387)
!387 = distinct !DILocation(line: 429, column: 14, scope: !350, inlinedAt: !376)
!388 = !DILocalVariable(name: "layout", arg: 1, scope: !389, file: !351, line: 185, type: !328)
!389 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !134, file: !351, line: 185, type: !390, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, declaration: !392, retainedNodes: !393)
!390 = !DISubroutineType(types: !391)
!391 = !{!355, !328, !381}
!392 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !134, file: !351, line: 185, type: !390, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !125)
!393 = !{!388, !394, !395, !397, !399, !401, !421}
!394 = !DILocalVariable(name: "zeroed", arg: 2, scope: !389, file: !351, line: 185, type: !381)
!395 = !DILocalVariable(name: "size", scope: !396, file: !351, line: 189, type: !132, align: 64)
!396 = distinct !DILexicalBlock(scope: !389, file: !351, line: 189, column: 13)
!397 = !DILocalVariable(name: "raw_ptr", scope: !398, file: !351, line: 190, type: !327, align: 64)
!398 = distinct !DILexicalBlock(scope: !396, file: !351, line: 190, column: 17)
!399 = !DILocalVariable(name: "ptr", scope: !400, file: !351, line: 191, type: !115, align: 64)
!400 = distinct !DILexicalBlock(scope: !398, file: !351, line: 191, column: 17)
!401 = !DILocalVariable(name: "residual", scope: !402, file: !351, line: 191, type: !403, align: 8)
!402 = distinct !DILexicalBlock(scope: !398, file: !351, line: 191, column: 66)
!403 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !180, file: !9, align: 8, flags: DIFlagPublic, elements: !404, templateParams: !125, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!404 = !{!405}
!405 = !DICompositeType(tag: DW_TAG_variant_part, scope: !403, file: !9, align: 8, elements: !406, templateParams: !125, identifier: "f5e162db303eef1e33f578c71ec0a693")
!406 = !{!407, !417}
!407 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !405, file: !9, baseType: !408, align: 8)
!408 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !403, file: !9, align: 8, flags: DIFlagPublic, elements: !409, templateParams: !415, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!409 = !{!410}
!410 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !408, file: !9, baseType: !411, align: 8, flags: DIFlagPublic)
!411 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !412, file: !9, align: 8, flags: DIFlagPublic, elements: !413, templateParams: !125, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!412 = !DINamespace(name: "convert", scope: !12)
!413 = !{!414}
!414 = !DICompositeType(tag: DW_TAG_variant_part, scope: !411, file: !9, align: 8, elements: !125, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!415 = !{!416, !365}
!416 = !DITemplateTypeParameter(name: "T", type: !411)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !405, file: !9, baseType: !418, align: 8)
!418 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !403, file: !9, align: 8, flags: DIFlagPublic, elements: !419, templateParams: !415, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!419 = !{!420}
!420 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !418, file: !9, baseType: !366, align: 8, flags: DIFlagPublic)
!421 = !DILocalVariable(name: "val", scope: !422, file: !351, line: 191, type: !115, align: 64)
!422 = distinct !DILexicalBlock(scope: !398, file: !351, line: 191, column: 66)
!423 = !DILocation(line: 0, scope: !389, inlinedAt: !424)
!424 = distinct !DILocation(line: 312, column: 9, scope: !378, inlinedAt: !387)
!425 = !DILocalVariable(name: "layout", arg: 1, scope: !426, file: !351, line: 89, type: !328)
!426 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !135, file: !351, line: 89, type: !325, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !125, retainedNodes: !427)
!427 = !{!425}
!428 = !DILocation(line: 0, scope: !426, inlinedAt: !429)
!429 = distinct !DILocation(line: 190, column: 73, scope: !396, inlinedAt: !424)
!430 = !DILocation(line: 0, scope: !396, inlinedAt: !424)
!431 = !DILocation(line: 93, column: 9, scope: !426, inlinedAt: !429)
!432 = !{!433}
!433 = distinct !{!433, !434, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hfc0e40669b0ccca1E: %x"}
!434 = distinct !{!434, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hfc0e40669b0ccca1E"}
!435 = !DILocation(line: 95, column: 9, scope: !426, inlinedAt: !429)
!436 = !DILocation(line: 248, column: 11, scope: !324, inlinedAt: !348)
!437 = !DILocation(line: 248, column: 5, scope: !324, inlinedAt: !348)
!438 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!439 = !DILocation(line: 250, column: 19, scope: !324, inlinedAt: !348)
!440 = !DILocation(line: 0, scope: !238, inlinedAt: !243)
!441 = !DILocation(line: 289, column: 56, scope: !238, inlinedAt: !243)
!442 = !DILocation(line: 11, column: 57, scope: !86)
!443 = !DILocation(line: 12, column: 2, scope: !86)
