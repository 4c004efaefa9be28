; ModuleID = 'fmtunknown.1f2520c6675c2748-cgu.0'
source_filename = "fmtunknown.1f2520c6675c2748-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_874ad33e48b268f97acaace8e58fd638 = private unnamed_addr constant [8 x i8] c"\C0\02: \C0\01\0A\00", align 1

; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @show(i64 noundef %n) unnamed_addr #0 !dbg !7 {
start:
  %args = alloca [32 x i8], align 8
  %i = alloca [8 x i8], align 8
    #dbg_value(ptr poison, !134, !DIExpression(), !145)
    #dbg_value(ptr poison, !170, !DIExpression(), !182)
    #dbg_value(ptr poison, !177, !DIExpression(), !183)
    #dbg_value(i64 %n, !14, !DIExpression(), !184)
    #dbg_declare(ptr %i, !39, !DIExpression(), !185)
    #dbg_value(i64 1, !186, !DIExpression(), !193)
    #dbg_value(i64 1, !195, !DIExpression(), !230)
  %data = tail call noundef ptr @samples() #2, !dbg !232
    #dbg_value(ptr %data, !15, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233)
    #dbg_value(i64 2, !15, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !233)
    #dbg_value(i64 0, !26, !DIExpression(), !234)
    #dbg_value(i64 0, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !235)
    #dbg_value(i64 %n, !28, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !235)
    #dbg_value(ptr undef, !177, !DIExpression(), !183)
    #dbg_value(ptr undef, !170, !DIExpression(), !182)
    #dbg_value(ptr undef, !134, !DIExpression(), !145)
    #dbg_value(ptr undef, !144, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !236)
  %_168.not = icmp eq i64 %n, 0, !dbg !237
  br i1 %_168.not, label %bb5, label %bb4.lr.ph, !dbg !146

bb4.lr.ph:                                        ; preds = %start
  %args3 = getelementptr inbounds nuw i8, ptr %data, i64 8
  %_12.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %_13.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  br label %bb4, !dbg !146

bb5:                                              ; preds = %bb4, %start
  %sum.sroa.0.0.lcssa = phi i64 [ 0, %start ], [ %2, %bb4 ], !dbg !233
  ret i64 %sum.sroa.0.0.lcssa, !dbg !238

bb4:                                              ; preds = %bb4.lr.ph, %bb4
  %sum.sroa.0.010 = phi i64 [ 0, %bb4.lr.ph ], [ %2, %bb4 ]
  %iter.sroa.0.09 = phi i64 [ 0, %bb4.lr.ph ], [ %_20, %bb4 ]
    #dbg_value(i64 %sum.sroa.0.010, !26, !DIExpression(), !234)
    #dbg_value(i64 %iter.sroa.0.09, !171, !DIExpression(), !239)
    #dbg_value(i64 %iter.sroa.0.09, !192, !DIExpression(), !193)
    #dbg_value(i64 %iter.sroa.0.09, !229, !DIExpression(), !230)
  %_20 = add nuw i64 %iter.sroa.0.09, 1, !dbg !240
    #dbg_value(i64 %_20, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !235)
  store i64 %iter.sroa.0.09, ptr %i, align 8, !dbg !241
    #dbg_value(ptr %args3, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !242)
    #dbg_value(ptr %i, !41, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !242)
  call void @llvm.lifetime.start.p0(ptr nonnull %args), !dbg !243
  store ptr %i, ptr %args, align 8, !dbg !243
  store ptr @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt, ptr %_12.sroa.4.0..sroa_idx, align 8, !dbg !243
  store ptr %args3, ptr %0, align 8, !dbg !243
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_13.sroa.4.0..sroa_idx, align 8, !dbg !243
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_874ad33e48b268f97acaace8e58fd638, ptr noundef nonnull %args) #2, !dbg !244
  call void @llvm.lifetime.end.p0(ptr nonnull %args), !dbg !244
  %1 = load i64, ptr %i, align 8, !dbg !245, !noundef !25
  %2 = add i64 %1, %sum.sroa.0.010, !dbg !245
    #dbg_value(i64 %2, !26, !DIExpression(), !234)
    #dbg_value(ptr undef, !177, !DIExpression(), !183)
    #dbg_value(ptr undef, !170, !DIExpression(), !182)
    #dbg_value(ptr undef, !134, !DIExpression(), !145)
    #dbg_value(ptr undef, !144, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !236)
  %exitcond.not = icmp eq i64 %_20, %n, !dbg !237
  br i1 %exitcond.not, label %bb5, label %bb4, !dbg !146
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @samples() unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; <u64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "fmtunknown.rs/@/fmtunknown.1f2520c6675c2748-cgu.0", directory: "/work/wt-rets/tests/lit/rust/Inputs")
!7 = distinct !DISubprogram(name: "show", scope: !9, file: !8, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !25, retainedNodes: !13)
!8 = !DIFile(filename: "fmtunknown.rs", directory: "/work/wt-rets/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "62c11932a2d56bc8ad1031e2bdbd65b6")
!9 = !DINamespace(name: "fmtunknown", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !26, !28, !39, !41, !41, !51}
!14 = !DILocalVariable(name: "n", arg: 1, scope: !7, file: !8, line: 9, type: !12)
!15 = !DILocalVariable(name: "v", scope: !16, file: !8, line: 11, type: !17, align: 64)
!16 = distinct !DILexicalBlock(scope: !7, file: !8, line: 11, column: 5)
!17 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [f64]", file: !18, size: 128, align: 64, elements: !19, templateParams: !25, identifier: "58ff1aeba5526ea58640b554e0504a59")
!18 = !DIFile(filename: "<unknown>", directory: "")
!19 = !{!20, !23}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !17, file: !18, baseType: !21, size: 64, align: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, align: 64, dwarfAddressSpace: 0)
!22 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !17, file: !18, baseType: !24, size: 64, align: 64, offset: 64)
!24 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!25 = !{}
!26 = !DILocalVariable(name: "sum", scope: !27, file: !8, line: 12, type: !12, align: 64)
!27 = distinct !DILexicalBlock(scope: !16, file: !8, line: 12, column: 5)
!28 = !DILocalVariable(name: "iter", scope: !29, file: !8, line: 13, type: !30, align: 64)
!29 = distinct !DILexicalBlock(scope: !27, file: !8, line: 13, column: 5)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u64>", scope: !31, file: !18, size: 128, align: 64, flags: DIFlagPublic, elements: !34, templateParams: !37, identifier: "2f49f24d28a85bfcea6200aeb3aa9bc")
!31 = !DINamespace(name: "range", scope: !32)
!32 = !DINamespace(name: "ops", scope: !33)
!33 = !DINamespace(name: "core", scope: null)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !30, file: !18, baseType: !12, size: 64, align: 64, flags: DIFlagPublic)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !30, file: !18, baseType: !12, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!37 = !{!38}
!38 = !DITemplateTypeParameter(name: "Idx", type: !12)
!39 = !DILocalVariable(name: "i", scope: !40, file: !8, line: 13, type: !12, align: 64)
!40 = distinct !DILexicalBlock(scope: !29, file: !8, line: 13, column: 5)
!41 = !DILocalVariable(name: "args", scope: !42, file: !8, line: 14, type: !45, align: 64)
!42 = !DILexicalBlockFile(scope: !43, file: !8, discriminator: 0)
!43 = distinct !DILexicalBlock(scope: !40, file: !44, line: 143, column: 28)
!44 = !DIFile(filename: "library/std/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "a8906dec5ca2014c3fea0770b2c16963")
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&f64, &u64)", file: !18, size: 128, align: 64, elements: !46, templateParams: !25, identifier: "654bc96154e39c903d9321093b7ef085")
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !45, file: !18, baseType: !48, size: 64, align: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f64", baseType: !22, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !45, file: !18, baseType: !50, size: 64, align: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!51 = !DILocalVariable(name: "args", scope: !52, file: !8, line: 14, type: !54, align: 64)
!52 = !DILexicalBlockFile(scope: !53, file: !8, discriminator: 0)
!53 = distinct !DILexicalBlock(scope: !43, file: !44, line: 143, column: 28)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 256, align: 64, elements: !132)
!55 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !56, file: !18, size: 128, align: 64, flags: DIFlagPublic, elements: !58, templateParams: !25, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!56 = !DINamespace(name: "rt", scope: !57)
!57 = !DINamespace(name: "fmt", scope: !33)
!58 = !{!59}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !55, file: !18, baseType: !60, size: 128, align: 64, flags: DIFlagPrivate)
!60 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !56, file: !18, size: 128, align: 64, flags: DIFlagPrivate, elements: !61, templateParams: !25, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!61 = !{!62}
!62 = !DICompositeType(tag: DW_TAG_variant_part, scope: !60, file: !18, size: 128, align: 64, elements: !63, templateParams: !25, identifier: "fbd384083752b747f8b252853b979154", discriminator: !131)
!63 = !{!64, !127}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !62, file: !18, baseType: !65, size: 128, align: 64)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !60, file: !18, size: 128, align: 64, flags: DIFlagPrivate, elements: !66, templateParams: !25, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!66 = !{!67, !77, !121}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !65, file: !18, baseType: !68, size: 64, align: 64, flags: DIFlagPrivate)
!68 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !69, file: !18, size: 64, align: 64, flags: DIFlagPublic, elements: !71, templateParams: !75, identifier: "f4e496144210c619b96aa08326287b92")
!69 = !DINamespace(name: "non_null", scope: !70)
!70 = !DINamespace(name: "ptr", scope: !33)
!71 = !{!72}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !68, file: !18, baseType: !73, size: 64, align: 64, flags: DIFlagPrivate)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !74, size: 64, align: 64, dwarfAddressSpace: 0)
!74 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!75 = !{!76}
!76 = !DITemplateTypeParameter(name: "T", type: !74)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !65, file: !18, baseType: !78, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !79, size: 64, align: 64, dwarfAddressSpace: 0)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !68, !99}
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !82, file: !18, size: 8, align: 8, flags: DIFlagPublic, elements: !83, templateParams: !25, identifier: "1c6752419820cdc3961061cc58b31873")
!82 = !DINamespace(name: "result", scope: !33)
!83 = !{!84}
!84 = !DICompositeType(tag: DW_TAG_variant_part, scope: !81, file: !18, size: 8, align: 8, elements: !85, templateParams: !25, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !97)
!85 = !{!86, !93}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !84, file: !18, baseType: !87, size: 8, align: 8, extraData: i8 0)
!87 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !81, file: !18, size: 8, align: 8, flags: DIFlagPublic, elements: !88, templateParams: !90, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!88 = !{!89}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !87, file: !18, baseType: !74, align: 8, offset: 8, flags: DIFlagPublic)
!90 = !{!76, !91}
!91 = !DITemplateTypeParameter(name: "E", type: !92)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !57, file: !18, align: 8, flags: DIFlagPublic, elements: !25, identifier: "5a24300cdda31093f5fe20c939b4885")
!93 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !84, file: !18, baseType: !94, size: 8, align: 8, extraData: i8 1)
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !81, file: !18, size: 8, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !90, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!95 = !{!96}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !94, file: !18, baseType: !92, align: 8, offset: 8, flags: DIFlagPublic)
!97 = !DIDerivedType(tag: DW_TAG_member, scope: !81, file: !18, baseType: !98, size: 8, align: 8, flags: DIFlagArtificial)
!98 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !100, size: 64, align: 64, dwarfAddressSpace: 0)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !57, file: !18, size: 192, align: 64, flags: DIFlagPublic, elements: !101, templateParams: !25, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!101 = !{!102, !110}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !100, file: !18, baseType: !103, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!103 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !57, file: !18, size: 64, align: 32, flags: DIFlagPublic, elements: !104, templateParams: !25, identifier: "ca2f5547247cd95c514a47d5800e09e")
!104 = !{!105, !107, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !103, file: !18, baseType: !106, size: 32, align: 32, flags: DIFlagPrivate)
!106 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !103, file: !18, baseType: !108, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!108 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !103, file: !18, baseType: !108, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !100, file: !18, baseType: !111, size: 128, align: 64, flags: DIFlagPrivate)
!111 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !18, size: 128, align: 64, elements: !112, templateParams: !25, identifier: "effe97114690fc58a8e246cb04e37234")
!112 = !{!113, !116}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !111, file: !18, baseType: !114, size: 64, align: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!115 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !18, align: 8, elements: !25, identifier: "64328679825f9c73b507edbfd5b86b47")
!116 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !111, file: !18, baseType: !117, size: 64, align: 64, offset: 64)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !118, size: 64, align: 64, dwarfAddressSpace: 0)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 384, align: 64, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 6, lowerBound: 0)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !65, file: !18, baseType: !122, align: 8, offset: 128, flags: DIFlagPrivate)
!122 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !123, file: !18, align: 8, flags: DIFlagPublic, elements: !25, templateParams: !124, identifier: "efa596960370766459fc018866dc4048")
!123 = !DINamespace(name: "marker", scope: !33)
!124 = !{!125}
!125 = !DITemplateTypeParameter(name: "T", type: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !74, size: 64, align: 64, dwarfAddressSpace: 0)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !62, file: !18, baseType: !128, size: 128, align: 64, extraData: i64 0)
!128 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !60, file: !18, size: 128, align: 64, flags: DIFlagPrivate, elements: !129, templateParams: !25, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!129 = !{!130}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !128, file: !18, baseType: !108, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!131 = !DIDerivedType(tag: DW_TAG_member, scope: !60, file: !18, baseType: !12, size: 64, align: 64, flags: DIFlagArtificial)
!132 = !{!133}
!133 = !DISubrange(count: 2, lowerBound: 0)
!134 = !DILocalVariable(name: "self", arg: 1, scope: !135, file: !136, line: 1916, type: !50)
!135 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs12_NtNtCsgEmfK2I1SDS_4core3cmp5implsyNtB8_10PartialOrd2lt", scope: !137, file: !136, line: 1916, type: !140, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !25, retainedNodes: !143)
!136 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!137 = !DINamespace(name: "{impl#66}", scope: !138)
!138 = !DINamespace(name: "impls", scope: !139)
!139 = !DINamespace(name: "cmp", scope: !33)
!140 = !DISubroutineType(types: !141)
!141 = !{!142, !50, !50}
!142 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!143 = !{!134, !144}
!144 = !DILocalVariable(name: "other", arg: 2, scope: !135, file: !136, line: 1916, type: !50)
!145 = !DILocation(line: 1916, column: 19, scope: !135, inlinedAt: !146)
!146 = !DILocation(line: 772, column: 12, scope: !147, inlinedAt: !173)
!147 = distinct !DISubprogram(name: "spec_next<u64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h17f1b8a402252d42E", scope: !149, file: !148, line: 771, type: !152, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !161, retainedNodes: !169)
!148 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!149 = !DINamespace(name: "{impl#5}", scope: !150)
!150 = !DINamespace(name: "range", scope: !151)
!151 = !DINamespace(name: "iter", scope: !33)
!152 = !DISubroutineType(types: !153)
!153 = !{!154, !168}
!154 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u64>", scope: !155, file: !18, size: 128, align: 64, flags: DIFlagPublic, elements: !156, templateParams: !25, identifier: "5df48e78344d287b1aa2beff979690a1")
!155 = !DINamespace(name: "option", scope: !33)
!156 = !{!157}
!157 = !DICompositeType(tag: DW_TAG_variant_part, scope: !154, file: !18, size: 128, align: 64, elements: !158, templateParams: !25, identifier: "da17d114a1834722a5f601c2025b5dcb", discriminator: !167)
!158 = !{!159, !163}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !157, file: !18, baseType: !160, size: 128, align: 64, extraData: i64 0)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !154, file: !18, size: 128, align: 64, flags: DIFlagPublic, elements: !25, templateParams: !161, identifier: "256b60841e0fc6362895d4ec6d413175")
!161 = !{!162}
!162 = !DITemplateTypeParameter(name: "T", type: !12)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !157, file: !18, baseType: !164, size: 128, align: 64, extraData: i64 1)
!164 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !154, file: !18, size: 128, align: 64, flags: DIFlagPublic, elements: !165, templateParams: !161, identifier: "3208af99933a2c8c23fde6905b1cbd11")
!165 = !{!166}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !164, file: !18, baseType: !12, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!167 = !DIDerivedType(tag: DW_TAG_member, scope: !154, file: !18, baseType: !12, size: 64, align: 64, flags: DIFlagArtificial)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<u64>", baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "self", arg: 1, scope: !147, file: !148, line: 771, type: !168)
!171 = !DILocalVariable(name: "old", scope: !172, file: !148, line: 773, type: !12, align: 64)
!172 = distinct !DILexicalBlock(scope: !147, file: !148, line: 773, column: 13)
!173 = !DILocation(line: 857, column: 14, scope: !174, inlinedAt: !180)
!174 = distinct !DISubprogram(name: "next<u64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd9686083d5d16702E", scope: !175, file: !148, line: 856, type: !152, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !178, retainedNodes: !176)
!175 = !DINamespace(name: "{impl#6}", scope: !150)
!176 = !{!177}
!177 = !DILocalVariable(name: "self", arg: 1, scope: !174, file: !148, line: 856, type: !168)
!178 = !{!179}
!179 = !DITemplateTypeParameter(name: "A", type: !12)
!180 = !DILocation(line: 13, column: 14, scope: !181)
!181 = !DILexicalBlockFile(scope: !29, file: !8, discriminator: 2)
!182 = !DILocation(line: 771, column: 18, scope: !147, inlinedAt: !173)
!183 = !DILocation(line: 856, column: 13, scope: !174, inlinedAt: !180)
!184 = !DILocation(line: 0, scope: !7)
!185 = !DILocation(line: 13, column: 9, scope: !40)
!186 = !DILocalVariable(name: "n", scope: !187, file: !148, line: 211, type: !24, align: 64)
!187 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsD_NtNtCsgEmfK2I1SDS_4core4iter5rangeyNtB5_4Step17forward_unchecked", scope: !188, file: !148, line: 211, type: !189, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !25, retainedNodes: !191)
!188 = !DINamespace(name: "{impl#41}", scope: !150)
!189 = !DISubroutineType(types: !190)
!190 = !{!12, !12, !24}
!191 = !{!192, !186}
!192 = !DILocalVariable(name: "start", arg: 1, scope: !187, file: !148, line: 211, type: !12)
!193 = !DILocation(line: 0, scope: !187, inlinedAt: !194)
!194 = !DILocation(line: 775, column: 35, scope: !172, inlinedAt: !173)
!195 = !DILocalVariable(name: "rhs", scope: !196, file: !197, line: 832, type: !12, align: 64)
!196 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs7_NtCsgEmfK2I1SDS_4core3numy13unchecked_add", scope: !198, file: !197, line: 832, type: !200, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !25, retainedNodes: !228)
!197 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!198 = !DINamespace(name: "{impl#9}", scope: !199)
!199 = !DINamespace(name: "num", scope: !33)
!200 = !DISubroutineType(types: !201)
!201 = !{!12, !12, !12, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !203, size: 64, align: 64, dwarfAddressSpace: 0)
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !204, file: !18, size: 192, align: 64, flags: DIFlagPublic, elements: !206, templateParams: !25, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!204 = !DINamespace(name: "location", scope: !205)
!205 = !DINamespace(name: "panic", scope: !33)
!206 = !{!207, !218, !219, !220}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !203, file: !18, baseType: !208, size: 128, align: 64, flags: DIFlagPrivate)
!208 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !69, file: !18, size: 128, align: 64, flags: DIFlagPublic, elements: !209, templateParams: !216, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!209 = !{!210}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !208, file: !18, baseType: !211, size: 128, align: 64, flags: DIFlagPrivate)
!211 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !18, size: 128, align: 64, elements: !212, templateParams: !25, identifier: "238a44609877474087c05adf26cd41fa")
!212 = !{!213, !215}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !211, file: !18, baseType: !214, size: 64, align: 64)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !211, file: !18, baseType: !24, size: 64, align: 64, offset: 64)
!216 = !{!217}
!217 = !DITemplateTypeParameter(name: "T", type: !98)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !203, file: !18, baseType: !106, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !203, file: !18, baseType: !106, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !203, file: !18, baseType: !221, align: 8, offset: 192, flags: DIFlagPrivate)
!221 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !123, file: !18, align: 8, flags: DIFlagPublic, elements: !25, templateParams: !222, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!222 = !{!223}
!223 = !DITemplateTypeParameter(name: "T", type: !224)
!224 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !18, size: 128, align: 64, elements: !225, templateParams: !25, identifier: "9277eecd40495f85161460476aacc992")
!225 = !{!226, !227}
!226 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !224, file: !18, baseType: !214, size: 64, align: 64)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !224, file: !18, baseType: !24, size: 64, align: 64, offset: 64)
!228 = !{!229, !195}
!229 = !DILocalVariable(name: "self", arg: 1, scope: !196, file: !197, line: 832, type: !12)
!230 = !DILocation(line: 0, scope: !196, inlinedAt: !231)
!231 = !DILocation(line: 213, column: 28, scope: !187, inlinedAt: !194)
!232 = !DILocation(line: 11, column: 49, scope: !7)
!233 = !DILocation(line: 0, scope: !16)
!234 = !DILocation(line: 0, scope: !27)
!235 = !DILocation(line: 0, scope: !29)
!236 = !DILocation(line: 1916, column: 26, scope: !135, inlinedAt: !146)
!237 = !DILocation(line: 1916, column: 50, scope: !135, inlinedAt: !146)
!238 = !DILocation(line: 18, column: 2, scope: !7)
!239 = !DILocation(line: 0, scope: !172, inlinedAt: !173)
!240 = !DILocation(line: 844, column: 17, scope: !196, inlinedAt: !231)
!241 = !DILocation(line: 13, column: 9, scope: !29)
!242 = !DILocation(line: 0, scope: !42)
!243 = !DILocation(line: 14, column: 9, scope: !42)
!244 = !DILocation(line: 14, column: 9, scope: !40)
!245 = !DILocation(line: 15, column: 9, scope: !40)
