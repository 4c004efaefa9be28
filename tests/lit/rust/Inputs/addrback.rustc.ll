; ModuleID = 'addrback.11f1c684bc4c1f04-cgu.0'
source_filename = "addrback.11f1c684bc4c1f04-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; addrback::store_handle
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define internal { i64, i64 } @_ZN8addrback12store_handle17h500fcc4797998374E(ptr noalias noundef align 8 dereferenceable(8) %this) unnamed_addr #0 !dbg !7 {
start:
    #dbg_value(ptr %this, !26, !DIExpression(), !27)
  %_2 = ptrtoint ptr %this to i64, !dbg !28
  %0 = insertvalue { i64, i64 } { i64 1, i64 poison }, i64 %_2, 1, !dbg !29
  ret { i64, i64 } %0, !dbg !29
}

; addrback::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN8addrback6client17h9947de03b90ea3c1E(i64 noundef %r) unnamed_addr #1 !dbg !30 {
start:
    #dbg_value(i64 %r, !34, !DIExpression(), !43)
  %_3 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8addrback12store_handle17h500fcc4797998374E) #3, !dbg !44
  %0 = icmp ne ptr %_3, null, !dbg !45
  tail call void @llvm.assume(i1 %0), !dbg !45
    #dbg_value(ptr %_3, !35, !DIExpression(), !46)
  %1 = tail call { i64, i64 } %_3(ptr noundef null) #3, !dbg !47
  %h.0 = extractvalue { i64, i64 } %1, 0, !dbg !47
  %h.1 = extractvalue { i64, i64 } %1, 1, !dbg !47
    #dbg_value(i64 %h.0, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !48)
    #dbg_value(i64 %h.1, !41, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !48)
  %_8 = inttoptr i64 %h.1 to ptr, !dbg !49
  %_7 = load double, ptr %_8, align 8, !dbg !50, !noundef !19
  %_10 = uitofp i64 %h.0 to double, !dbg !51
  %_0 = fadd double %_7, %_10, !dbg !50
  ret double %_0, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "addrback.rs/@/addrback.11f1c684bc4c1f04-cgu.0", directory: "/work/wt-rs/tests/lit/rust/Inputs")
!7 = distinct !DISubprogram(name: "store_handle", linkageName: "_ZN8addrback12store_handle17h500fcc4797998374E", scope: !9, file: !8, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !19, retainedNodes: !25)
!8 = !DIFile(filename: "addrback.rs", directory: "/work/wt-rs/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "cc9c61858b3717483f73f48b8397b1ec")
!9 = !DINamespace(name: "addrback", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !20}
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "Handle", scope: !9, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !19, identifier: "fa25f93b8e8d9d92c7b62411cfa2f3b4")
!13 = !DIFile(filename: "<unknown>", directory: "")
!14 = !{!15, !17}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !12, file: !13, baseType: !16, size: 64, align: 64, flags: DIFlagPrivate)
!16 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "addr", scope: !12, file: !13, baseType: !18, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!18 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!19 = !{}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrback::Store", baseType: !21, size: 64, align: 64, dwarfAddressSpace: 0)
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "Store", scope: !9, file: !13, size: 64, align: 64, flags: DIFlagPublic, elements: !22, templateParams: !19, identifier: "2b9c361a02f56dbf3a94d847776fda3f")
!22 = !{!23}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !21, file: !13, baseType: !24, size: 64, align: 64, flags: DIFlagPrivate)
!24 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!25 = !{!26}
!26 = !DILocalVariable(name: "this", arg: 1, scope: !7, file: !8, line: 15, type: !20)
!27 = !DILocation(line: 0, scope: !7)
!28 = !DILocation(line: 16, column: 27, scope: !7)
!29 = !DILocation(line: 17, column: 2, scope: !7)
!30 = distinct !DISubprogram(name: "client", linkageName: "_ZN8addrback6client17h9947de03b90ea3c1E", scope: !9, file: !8, line: 19, type: !31, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !19, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!24, !16}
!33 = !{!34, !35, !41}
!34 = !DILocalVariable(name: "r", arg: 1, scope: !30, file: !8, line: 19, type: !16)
!35 = !DILocalVariable(name: "f", scope: !36, file: !8, line: 22, type: !37, align: 64)
!36 = distinct !DILexicalBlock(scope: !30, file: !8, line: 22, column: 9)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut addrback::Store) -> addrback::Handle", baseType: !38, size: 64, align: 64, dwarfAddressSpace: 0)
!38 = !DISubroutineType(types: !39)
!39 = !{!12, !40}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut addrback::Store", baseType: !21, size: 64, align: 64, dwarfAddressSpace: 0)
!41 = !DILocalVariable(name: "h", scope: !42, file: !8, line: 23, type: !12, align: 64)
!42 = distinct !DILexicalBlock(scope: !36, file: !8, line: 23, column: 9)
!43 = !DILocation(line: 0, scope: !30)
!44 = !DILocation(line: 22, column: 70, scope: !30)
!45 = !DILocation(line: 22, column: 50, scope: !30)
!46 = !DILocation(line: 0, scope: !36)
!47 = !DILocation(line: 23, column: 17, scope: !36)
!48 = !DILocation(line: 0, scope: !42)
!49 = !DILocation(line: 24, column: 10, scope: !42)
!50 = !DILocation(line: 24, column: 9, scope: !42)
!51 = !DILocation(line: 24, column: 35, scope: !42)
!52 = !DILocation(line: 26, column: 2, scope: !30)
