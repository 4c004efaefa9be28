; ModuleID = 'addrbackbig.a1af48cd0a785c83-cgu.0'
source_filename = "addrbackbig.a1af48cd0a785c83-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; addrbackbig::client_kept
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN11addrbackbig11client_kept17h60de7f23de3907feE(i64 noundef %r) unnamed_addr #0 !dbg !7 {
start:
  %h = alloca [32 x i8], align 8
    #dbg_value(i64 %r, !14, !DIExpression(), !39)
    #dbg_declare(ptr %h, !37, !DIExpression(), !40)
  %_3 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN11addrbackbig12store_handle17h09912276e4b4f28fE) #5, !dbg !41
  %0 = icmp ne ptr %_3, null, !dbg !42
  tail call void @llvm.assume(i1 %0), !dbg !42
    #dbg_value(ptr %_3, !15, !DIExpression(), !43)
  call void @llvm.lifetime.start.p0(ptr nonnull %h), !dbg !44
  call void %_3(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %h, ptr noundef null) #5, !dbg !45
  call void @keep_handle(ptr noundef nonnull %h) #5, !dbg !46
  %_0 = load i64, ptr %h, align 8, !dbg !47, !noundef !28
  call void @llvm.lifetime.end.p0(ptr nonnull %h), !dbg !48
  ret i64 %_0, !dbg !49
}

; addrbackbig::store_handle
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: write) uwtable
define internal void @_ZN11addrbackbig12store_handle17h09912276e4b4f28fE(ptr dead_on_unwind noalias noundef writable writeonly sret([32 x i8]) align 8 captures(none) dereferenceable(32) initializes((0, 32)) %_0, ptr noalias noundef align 8 dereferenceable(32) %this) unnamed_addr #1 !dbg !50 {
start:
    #dbg_value(ptr %this, !55, !DIExpression(), !56)
  %_2 = ptrtoint ptr %this to i64, !dbg !57
  store i64 1, ptr %_0, align 8, !dbg !58
  %0 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !58
  store i64 %_2, ptr %0, align 8, !dbg !58
  %1 = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !58
  store i64 4, ptr %1, align 8, !dbg !58
  %2 = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !58
  store i64 9, ptr %2, align 8, !dbg !58
  ret void, !dbg !59
}

; addrbackbig::client_by_ref
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN11addrbackbig13client_by_ref17h074032c2a06e7808E(i64 noundef %r) unnamed_addr #0 !dbg !60 {
start:
  %h = alloca [32 x i8], align 8
    #dbg_value(i64 %r, !64, !DIExpression(), !69)
    #dbg_declare(ptr %h, !67, !DIExpression(), !70)
  %_3 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN11addrbackbig12store_handle17h09912276e4b4f28fE) #5, !dbg !71
  %0 = icmp ne ptr %_3, null, !dbg !72
  tail call void @llvm.assume(i1 %0), !dbg !72
    #dbg_value(ptr %_3, !65, !DIExpression(), !73)
  call void @llvm.lifetime.start.p0(ptr nonnull %h), !dbg !74
  call void %_3(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %h, ptr noundef null) #5, !dbg !75
; call addrbackbig::follow
  %_0 = call noundef double @_ZN11addrbackbig6follow17h6d796ef7a1935c16E(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(32) %h) #6, !dbg !76
  call void @llvm.lifetime.end.p0(ptr nonnull %h), !dbg !77
  ret double %_0, !dbg !78
}

; addrbackbig::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN11addrbackbig6client17h5a0ce62fc01afb14E(i64 noundef %r) unnamed_addr #0 !dbg !79 {
start:
  %h = alloca [32 x i8], align 8
    #dbg_value(i64 %r, !81, !DIExpression(), !86)
    #dbg_declare(ptr %h, !84, !DIExpression(), !87)
  %_3 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN11addrbackbig12store_handle17h09912276e4b4f28fE) #5, !dbg !88
  %0 = icmp ne ptr %_3, null, !dbg !89
  tail call void @llvm.assume(i1 %0), !dbg !89
    #dbg_value(ptr %_3, !82, !DIExpression(), !90)
  call void @llvm.lifetime.start.p0(ptr nonnull %h), !dbg !91
  call void %_3(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %h, ptr noundef null) #5, !dbg !92
  %1 = getelementptr inbounds nuw i8, ptr %h, i64 8, !dbg !93
  %_10 = load i64, ptr %1, align 8, !dbg !93, !noundef !28
  %2 = getelementptr inbounds nuw i8, ptr %h, i64 16, !dbg !94
  %_13 = load i64, ptr %2, align 8, !dbg !94, !noundef !28
  %_12 = shl i64 %_13, 3, !dbg !95
  %_11 = add i64 %_10, -8, !dbg !95
  %_9 = add i64 %_11, %_12, !dbg !96
  %_8 = inttoptr i64 %_9 to ptr, !dbg !97
  %_7 = load double, ptr %_8, align 8, !dbg !98, !noundef !28
  %_16 = load i64, ptr %h, align 8, !dbg !99, !noundef !28
  %3 = getelementptr inbounds nuw i8, ptr %h, i64 24, !dbg !100
  %_17 = load i64, ptr %3, align 8, !dbg !100, !noundef !28
  %_15 = add i64 %_17, %_16, !dbg !101
  %_14 = uitofp i64 %_15 to double, !dbg !101
  %_0 = fadd double %_7, %_14, !dbg !98
  call void @llvm.lifetime.end.p0(ptr nonnull %h), !dbg !102
  ret double %_0, !dbg !103
}

; addrbackbig::follow
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind nonlazybind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define noundef double @_ZN11addrbackbig6follow17h6d796ef7a1935c16E(ptr noalias noundef readonly align 8 captures(none) dereferenceable(32) %h) unnamed_addr #2 !dbg !104 {
start:
    #dbg_value(ptr %h, !109, !DIExpression(), !110)
  %0 = getelementptr inbounds nuw i8, ptr %h, i64 8, !dbg !111
  %_3 = load i64, ptr %0, align 8, !dbg !111, !noundef !28
  %_2 = inttoptr i64 %_3 to ptr, !dbg !112
  %_0 = load double, ptr %_2, align 8, !dbg !113, !noundef !28
  ret double %_0, !dbg !114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nounwind nonlazybind uwtable
declare void @keep_handle(ptr noundef) unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind nonlazybind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "addrbackbig.rs/@/addrbackbig.a1af48cd0a785c83-cgu.0", directory: "/work/wt-rets/tests/lit/rust/Inputs")
!7 = distinct !DISubprogram(name: "client_kept", linkageName: "_ZN11addrbackbig11client_kept17h60de7f23de3907feE", scope: !9, file: !8, line: 55, type: !10, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !28, retainedNodes: !13)
!8 = !DIFile(filename: "addrbackbig.rs", directory: "/work/wt-rets/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "2375c4667b84ed08cedd7904b7df148a")
!9 = !DINamespace(name: "addrbackbig", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !37}
!14 = !DILocalVariable(name: "r", arg: 1, scope: !7, file: !8, line: 55, type: !12)
!15 = !DILocalVariable(name: "f", scope: !16, file: !8, line: 58, type: !17, align: 64)
!16 = distinct !DILexicalBlock(scope: !7, file: !8, line: 58, column: 9)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut addrbackbig::Store) -> addrbackbig::Handle", baseType: !18, size: 64, align: 64, dwarfAddressSpace: 0)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !29}
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "Handle", scope: !9, file: !21, size: 256, align: 64, flags: DIFlagPublic, elements: !22, templateParams: !28, identifier: "b9b684d23c12dc4ab03ffbe5c9ba728c")
!21 = !DIFile(filename: "<unknown>", directory: "")
!22 = !{!23, !24, !26, !27}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !20, file: !21, baseType: !12, size: 64, align: 64, flags: DIFlagPrivate)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "addr", scope: !20, file: !21, baseType: !25, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!25 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !20, file: !21, baseType: !25, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !20, file: !21, baseType: !12, size: 64, align: 64, offset: 192, flags: DIFlagPrivate)
!28 = !{}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut addrbackbig::Store", baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "Store", scope: !9, file: !21, size: 256, align: 64, flags: DIFlagPublic, elements: !31, templateParams: !28, identifier: "70d6e215436b8682b82cf45e98b8ec68")
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "values", scope: !30, file: !21, baseType: !33, size: 256, align: 64, flags: DIFlagPrivate)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 256, align: 64, elements: !35)
!34 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!35 = !{!36}
!36 = !DISubrange(count: 4, lowerBound: 0)
!37 = !DILocalVariable(name: "h", scope: !38, file: !8, line: 59, type: !20, align: 64)
!38 = distinct !DILexicalBlock(scope: !16, file: !8, line: 59, column: 9)
!39 = !DILocation(line: 0, scope: !7)
!40 = !DILocation(line: 59, column: 13, scope: !38)
!41 = !DILocation(line: 58, column: 70, scope: !7)
!42 = !DILocation(line: 58, column: 50, scope: !7)
!43 = !DILocation(line: 0, scope: !16)
!44 = !DILocation(line: 59, column: 13, scope: !16)
!45 = !DILocation(line: 59, column: 17, scope: !16)
!46 = !DILocation(line: 60, column: 9, scope: !38)
!47 = !DILocation(line: 61, column: 9, scope: !38)
!48 = !DILocation(line: 62, column: 5, scope: !16)
!49 = !DILocation(line: 63, column: 2, scope: !7)
!50 = distinct !DISubprogram(name: "store_handle", linkageName: "_ZN11addrbackbig12store_handle17h09912276e4b4f28fE", scope: !9, file: !8, line: 20, type: !51, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !28, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!20, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrbackbig::Store", baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!54 = !{!55}
!55 = !DILocalVariable(name: "this", arg: 1, scope: !50, file: !8, line: 20, type: !53)
!56 = !DILocation(line: 0, scope: !50)
!57 = !DILocation(line: 21, column: 27, scope: !50)
!58 = !DILocation(line: 21, column: 5, scope: !50)
!59 = !DILocation(line: 22, column: 2, scope: !50)
!60 = distinct !DISubprogram(name: "client_by_ref", linkageName: "_ZN11addrbackbig13client_by_ref17h074032c2a06e7808E", scope: !9, file: !8, line: 41, type: !61, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !28, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!34, !12}
!63 = !{!64, !65, !67}
!64 = !DILocalVariable(name: "r", arg: 1, scope: !60, file: !8, line: 41, type: !12)
!65 = !DILocalVariable(name: "f", scope: !66, file: !8, line: 44, type: !17, align: 64)
!66 = distinct !DILexicalBlock(scope: !60, file: !8, line: 44, column: 9)
!67 = !DILocalVariable(name: "h", scope: !68, file: !8, line: 45, type: !20, align: 64)
!68 = distinct !DILexicalBlock(scope: !66, file: !8, line: 45, column: 9)
!69 = !DILocation(line: 0, scope: !60)
!70 = !DILocation(line: 45, column: 13, scope: !68)
!71 = !DILocation(line: 44, column: 70, scope: !60)
!72 = !DILocation(line: 44, column: 50, scope: !60)
!73 = !DILocation(line: 0, scope: !66)
!74 = !DILocation(line: 45, column: 13, scope: !66)
!75 = !DILocation(line: 45, column: 17, scope: !66)
!76 = !DILocation(line: 46, column: 9, scope: !68)
!77 = !DILocation(line: 47, column: 5, scope: !66)
!78 = !DILocation(line: 48, column: 2, scope: !60)
!79 = distinct !DISubprogram(name: "client", linkageName: "_ZN11addrbackbig6client17h5a0ce62fc01afb14E", scope: !9, file: !8, line: 24, type: !61, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !28, retainedNodes: !80)
!80 = !{!81, !82, !84}
!81 = !DILocalVariable(name: "r", arg: 1, scope: !79, file: !8, line: 24, type: !12)
!82 = !DILocalVariable(name: "f", scope: !83, file: !8, line: 27, type: !17, align: 64)
!83 = distinct !DILexicalBlock(scope: !79, file: !8, line: 27, column: 9)
!84 = !DILocalVariable(name: "h", scope: !85, file: !8, line: 28, type: !20, align: 64)
!85 = distinct !DILexicalBlock(scope: !83, file: !8, line: 28, column: 9)
!86 = !DILocation(line: 0, scope: !79)
!87 = !DILocation(line: 28, column: 13, scope: !85)
!88 = !DILocation(line: 27, column: 70, scope: !79)
!89 = !DILocation(line: 27, column: 50, scope: !79)
!90 = !DILocation(line: 0, scope: !83)
!91 = !DILocation(line: 28, column: 13, scope: !83)
!92 = !DILocation(line: 28, column: 17, scope: !83)
!93 = !DILocation(line: 29, column: 12, scope: !85)
!94 = !DILocation(line: 29, column: 26, scope: !85)
!95 = !DILocation(line: 29, column: 21, scope: !85)
!96 = !DILocation(line: 29, column: 11, scope: !85)
!97 = !DILocation(line: 29, column: 10, scope: !85)
!98 = !DILocation(line: 29, column: 9, scope: !85)
!99 = !DILocation(line: 29, column: 56, scope: !85)
!100 = !DILocation(line: 29, column: 63, scope: !85)
!101 = !DILocation(line: 29, column: 55, scope: !85)
!102 = !DILocation(line: 30, column: 5, scope: !83)
!103 = !DILocation(line: 31, column: 2, scope: !79)
!104 = distinct !DISubprogram(name: "follow", linkageName: "_ZN11addrbackbig6follow17h6d796ef7a1935c16E", scope: !9, file: !8, line: 36, type: !105, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !28, retainedNodes: !108)
!105 = !DISubroutineType(types: !106)
!106 = !{!34, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&addrbackbig::Handle", baseType: !20, size: 64, align: 64, dwarfAddressSpace: 0)
!108 = !{!109}
!109 = !DILocalVariable(name: "h", arg: 1, scope: !104, file: !8, line: 36, type: !107)
!110 = !DILocation(line: 0, scope: !104)
!111 = !DILocation(line: 38, column: 16, scope: !104)
!112 = !DILocation(line: 38, column: 15, scope: !104)
!113 = !DILocation(line: 38, column: 14, scope: !104)
!114 = !DILocation(line: 39, column: 2, scope: !104)
