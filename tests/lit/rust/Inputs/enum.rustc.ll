; ModuleID = 'enum.7eb98c7d78f07e10-cgu.0'
source_filename = "enum.7eb98c7d78f07e10-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; enum::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN4enum6client17h1b9225be899b8ae9E(i64 noundef %r) unnamed_addr #0 !dbg !79 {
start:
  %_6 = alloca [32 x i8], align 8
    #dbg_value(i64 %r, !85, !DIExpression(), !119)
  %_3 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN4enum9acc_shape17hf0666a599d7cb4b7E) #7, !dbg !120
  %0 = icmp ne ptr %_3, null, !dbg !121
  tail call void @llvm.assume(i1 %0), !dbg !121
    #dbg_value(ptr %_3, !86, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(ptr nonnull %_6), !dbg !123
  call void %_3(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %_6, ptr noundef null, i64 noundef 3) #7, !dbg !123
  %_7 = load i64, ptr %_6, align 8, !dbg !123, !range !124, !noundef !103
  %1 = getelementptr inbounds nuw i8, ptr %_6, i64 8, !dbg !125
  %2 = load i64, ptr %1, align 8, !dbg !125
    #dbg_value(ptr poison, !126, !DIExpression(), !135)
  %3 = icmp eq i64 %_7, 0, !dbg !137
  br i1 %3, label %bb2.i, label %"_ZN4core3ptr32drop_in_place$LT$enum..Shape$GT$17h5ef5c8cf27707cdfE.exit", !dbg !137

bb2.i:                                            ; preds = %start
  %4 = getelementptr inbounds nuw i8, ptr %_6, i64 24, !dbg !138
  %_6.val1 = load ptr, ptr %4, align 8, !dbg !138, !nonnull !103, !noundef !103
    #dbg_value(ptr poison, !139, !DIExpression(), !147)
    #dbg_value(ptr poison, !149, !DIExpression(), !191)
    #dbg_value(ptr poison, !159, !DIExpression(), !193)
    #dbg_value(i64 8, !175, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !194)
    #dbg_value(i64 8, !175, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194)
    #dbg_value(ptr %_6.val1, !159, !DIExpression(), !193)
    #dbg_value(ptr poison, !195, !DIExpression(), !212)
    #dbg_value(ptr poison, !214, !DIExpression(), !220)
    #dbg_value(ptr %_6.val1, !210, !DIExpression(), !212)
    #dbg_value(ptr %_6.val1, !218, !DIExpression(), !220)
    #dbg_value(ptr %_6.val1, !222, !DIExpression(), !229)
    #dbg_value(i64 8, !211, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !212)
    #dbg_value(i64 8, !219, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !220)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !229)
    #dbg_value(i64 8, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !238)
    #dbg_value(i64 8, !211, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !212)
    #dbg_value(i64 8, !219, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !220)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229)
    #dbg_value(i64 8, !231, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !238)
    #dbg_value(ptr %_6.val1, !237, !DIExpression(), !238)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val1, i64 noundef 8, i64 noundef 8) #7, !dbg !240
  br label %"_ZN4core3ptr32drop_in_place$LT$enum..Shape$GT$17h5ef5c8cf27707cdfE.exit", !dbg !137

"_ZN4core3ptr32drop_in_place$LT$enum..Shape$GT$17h5ef5c8cf27707cdfE.exit": ; preds = %start, %bb2.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_6), !dbg !138
  ret i64 %2, !dbg !241
}

; enum::acc_shape
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN4enum9acc_shape17hf0666a599d7cb4b7E(ptr dead_on_unwind noalias noundef writable writeonly sret([32 x i8]) align 8 captures(none) dereferenceable(32) %_0, ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, i64 noundef %k) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !242 {
start:
    #dbg_value(ptr %this, !247, !DIExpression(), !249)
    #dbg_value(i64 %k, !248, !DIExpression(), !249)
  %0 = load double, ptr %this, align 8, !dbg !250, !noundef !103
  %1 = fadd double %0, 1.000000e+00, !dbg !250
  store double %1, ptr %this, align 8, !dbg !250
  %2 = icmp eq i64 %k, 0, !dbg !251
  br i1 %2, label %bb2, label %bb1, !dbg !251

bb2:                                              ; preds = %start
    #dbg_value(double %1, !252, !DIExpression(), !261)
    #dbg_value(i64 8, !263, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !278)
    #dbg_value(i64 8, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !304)
    #dbg_value(i64 8, !306, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !315)
    #dbg_value(i64 8, !263, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !278)
    #dbg_value(i64 8, !280, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !304)
    #dbg_value(i64 8, !306, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !315)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !303, !DIExpression(), !304)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !313, !DIExpression(), !315)
    #dbg_value(i8 0, !314, !DIExpression(), !315)
    #dbg_value(i64 8, !317, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !352)
    #dbg_value(i64 8, !354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !357)
    #dbg_value(i64 8, !317, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !352)
    #dbg_value(i64 8, !354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(i1 false, !323, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !352)
    #dbg_value(i64 8, !324, !DIExpression(), !359)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #7, !dbg !360
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 8, i64 noundef 8) #7, !dbg !361
  %4 = icmp eq ptr %3, null, !dbg !362
  br i1 %4, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !363, !prof !364

bb2.i:                                            ; preds = %bb2
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #8, !dbg !365
  unreachable, !dbg !365

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %bb2
    #dbg_value(ptr %3, !258, !DIExpression(), !366)
  store double %1, ptr %3, align 8, !dbg !367
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !368
  store ptr %3, ptr %5, align 8, !dbg !368
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !368
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !dbg !368
  br label %bb4, !dbg !369

bb1:                                              ; preds = %start
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !370
  store i64 %k, ptr %7, align 8, !dbg !370
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !370
  store i64 %k, ptr %8, align 8, !dbg !370
  %9 = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !370
  store i64 %k, ptr %9, align 8, !dbg !370
  br label %bb4, !dbg !371

bb4:                                              ; preds = %bb1, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %storemerge = phi i64 [ 1, %bb1 ], [ 0, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], !dbg !249
  store i64 %storemerge, ptr %_0, align 8, !dbg !249
  ret void, !dbg !372
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #4

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/enum.rs/@/enum.7eb98c7d78f07e10-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "client", linkageName: "_ZN4enum6client17h1b9225be899b8ae9E", scope: !81, file: !80, line: 22, type: !82, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !84)
!80 = !DIFile(filename: "enum.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "4a2e49b29083dbf16a38a6aeb0688829")
!81 = !DINamespace(name: "enum", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!13, !13}
!84 = !{!85, !86, !115, !117}
!85 = !DILocalVariable(name: "r", arg: 1, scope: !79, file: !80, line: 22, type: !13)
!86 = !DILocalVariable(name: "f", scope: !87, file: !80, line: 25, type: !88, align: 64)
!87 = distinct !DILexicalBlock(scope: !79, file: !80, line: 25, column: 9)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut enum::Acc, u64) -> enum::Shape", baseType: !89, size: 64, align: 64, dwarfAddressSpace: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !111, !13}
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !81, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !92, templateParams: !103, identifier: "8eddaf56ed713d66cd5e584d0ee9d303")
!92 = !{!93}
!93 = !DICompositeType(tag: DW_TAG_variant_part, scope: !91, file: !9, size: 256, align: 64, elements: !94, templateParams: !103, identifier: "b499cdae13871c321eb28200d8174d6f", discriminator: !110)
!94 = !{!95, !104}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "Circle", scope: !93, file: !9, baseType: !96, size: 256, align: 64, extraData: i64 0)
!96 = !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !91, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !97, templateParams: !103, identifier: "d232225236bf3f67118878c9997c12bd")
!97 = !{!98, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !96, file: !9, baseType: !99, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !100, size: 64, align: 64, dwarfAddressSpace: 0)
!100 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !96, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !96, file: !9, baseType: !13, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!103 = !{}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "Square", scope: !93, file: !9, baseType: !105, size: 256, align: 64, extraData: i64 1)
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "Square", scope: !91, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !106, templateParams: !103, identifier: "9a21fd92fe9de2c5614a127fa4414536")
!106 = !{!107, !108, !109}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !105, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !105, file: !9, baseType: !13, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !105, file: !9, baseType: !13, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!110 = !DIDerivedType(tag: DW_TAG_member, scope: !91, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut enum::Acc", baseType: !112, size: 64, align: 64, dwarfAddressSpace: 0)
!112 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !81, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !113, templateParams: !103, identifier: "171f18731465b05b7a8b48e78d9832ec")
!113 = !{!114}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !112, file: !9, baseType: !100, size: 64, align: 64, flags: DIFlagPrivate)
!115 = !DILocalVariable(name: "a", scope: !116, file: !80, line: 27, type: !13, align: 64)
!116 = distinct !DILexicalBlock(scope: !87, file: !80, line: 27, column: 13)
!117 = !DILocalVariable(name: "a", scope: !118, file: !80, line: 28, type: !13, align: 64)
!118 = distinct !DILexicalBlock(scope: !87, file: !80, line: 28, column: 13)
!119 = !DILocation(line: 0, scope: !79)
!120 = !DILocation(line: 25, column: 72, scope: !79)
!121 = !DILocation(line: 25, column: 52, scope: !79)
!122 = !DILocation(line: 0, scope: !87)
!123 = !DILocation(line: 26, column: 15, scope: !87)
!124 = !{i64 0, i64 2}
!125 = !DILocation(line: 26, column: 9, scope: !87)
!126 = !DILocalVariable(arg: 1, scope: !127, file: !128, line: 805, type: !131)
!127 = distinct !DISubprogram(name: "drop_in_place<enum::Shape>", linkageName: "_ZN4core3ptr32drop_in_place$LT$enum..Shape$GT$17h5ef5c8cf27707cdfE", scope: !11, file: !128, line: 805, type: !129, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !133, retainedNodes: !132)
!128 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!129 = !DISubroutineType(types: !130)
!130 = !{null, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut enum::Shape", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !{!126}
!133 = !{!134}
!134 = !DITemplateTypeParameter(name: "T", type: !91)
!135 = !DILocation(line: 0, scope: !127, inlinedAt: !136)
!136 = distinct !DILocation(line: 31, column: 1, scope: !79)
!137 = !DILocation(line: 805, column: 1, scope: !127, inlinedAt: !136)
!138 = !DILocation(line: 31, column: 1, scope: !79)
!139 = !DILocalVariable(arg: 1, scope: !140, file: !128, line: 805, type: !143)
!140 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr49drop_in_place$LT$alloc..boxed..Box$LT$f64$GT$$GT$17h8e77034480b57be4E", scope: !11, file: !128, line: 805, type: !141, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !144)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!144 = !{!139}
!145 = !{!146}
!146 = !DITemplateTypeParameter(name: "T", type: !99)
!147 = !DILocation(line: 0, scope: !140, inlinedAt: !148)
!148 = distinct !DILocation(line: 805, column: 1, scope: !127, inlinedAt: !136)
!149 = !DILocalVariable(name: "self", arg: 1, scope: !150, file: !151, line: 1913, type: !157)
!150 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h68e9ff3e300e6e25E", scope: !152, file: !151, line: 1913, type: !155, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !187, retainedNodes: !158)
!151 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!152 = !DINamespace(name: "{impl#10}", scope: !153)
!153 = !DINamespace(name: "boxed", scope: !154)
!154 = !DINamespace(name: "alloc", scope: null)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!158 = !{!149, !159, !159, !175}
!159 = !DILocalVariable(name: "ptr", scope: !160, file: !151, line: 1916, type: !161, align: 64)
!160 = distinct !DILexicalBlock(scope: !150, file: !151, line: 1916, column: 9)
!161 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<f64>", scope: !162, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !163, templateParams: !170, identifier: "2a07b1b097425087455e9c82fbd5eb34")
!162 = !DINamespace(name: "unique", scope: !11)
!163 = !{!164, !172}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !161, file: !9, baseType: !165, size: 64, align: 64, flags: DIFlagPrivate)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !166, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !167, templateParams: !170, identifier: "1ecac679bc3ea27f618623550abeeec7")
!166 = !DINamespace(name: "non_null", scope: !11)
!167 = !{!168}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !165, file: !9, baseType: !169, size: 64, align: 64, flags: DIFlagPrivate)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !100, size: 64, align: 64, dwarfAddressSpace: 0)
!170 = !{!171}
!171 = !DITemplateTypeParameter(name: "T", type: !100)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !161, file: !9, baseType: !173, align: 8, offset: 64, flags: DIFlagPrivate)
!173 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !174, file: !9, align: 8, flags: DIFlagPublic, elements: !103, templateParams: !170, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!174 = !DINamespace(name: "marker", scope: !12)
!175 = !DILocalVariable(name: "layout", scope: !176, file: !151, line: 1919, type: !177, align: 64)
!176 = distinct !DILexicalBlock(scope: !160, file: !151, line: 1919, column: 13)
!177 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !178, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !180, templateParams: !103, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!178 = !DINamespace(name: "layout", scope: !179)
!179 = !DINamespace(name: "alloc", scope: !12)
!180 = !{!181, !183}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !177, file: !9, baseType: !182, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!182 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !177, file: !9, baseType: !184, size: 64, align: 64, flags: DIFlagPrivate)
!184 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !185, templateParams: !103, identifier: "5099570874743123f8e757e4da3ea37b")
!185 = !{!186}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !184, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!187 = !{!171, !188}
!188 = !DITemplateTypeParameter(name: "A", type: !189)
!189 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !190, file: !9, align: 8, flags: DIFlagPublic, elements: !103, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!190 = !DINamespace(name: "alloc", scope: !154)
!191 = !DILocation(line: 0, scope: !150, inlinedAt: !192)
!192 = distinct !DILocation(line: 805, column: 1, scope: !140, inlinedAt: !148)
!193 = !DILocation(line: 0, scope: !160, inlinedAt: !192)
!194 = !DILocation(line: 0, scope: !176, inlinedAt: !192)
!195 = !DILocalVariable(name: "self", arg: 1, scope: !196, file: !197, line: 440, type: !201)
!196 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !198, file: !197, line: 440, type: !199, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !209)
!197 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!198 = !DINamespace(name: "{impl#1}", scope: !190)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !201, !202, !177}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !189, size: 64, align: 64, dwarfAddressSpace: 0)
!202 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !166, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !203, templateParams: !207, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!203 = !{!204}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !202, file: !9, baseType: !205, size: 64, align: 64, flags: DIFlagPrivate)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !206, size: 64, align: 64, dwarfAddressSpace: 0)
!206 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!207 = !{!208}
!208 = !DITemplateTypeParameter(name: "T", type: !206)
!209 = !{!195, !210, !211}
!210 = !DILocalVariable(name: "ptr", arg: 2, scope: !196, file: !197, line: 440, type: !202)
!211 = !DILocalVariable(name: "layout", arg: 3, scope: !196, file: !197, line: 440, type: !177)
!212 = !DILocation(line: 0, scope: !196, inlinedAt: !213)
!213 = distinct !DILocation(line: 1921, column: 24, scope: !176, inlinedAt: !192)
!214 = !DILocalVariable(name: "self", arg: 1, scope: !215, file: !197, line: 323, type: !201)
!215 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !189, file: !197, line: 323, type: !199, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, declaration: !216, retainedNodes: !217)
!216 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !189, file: !197, line: 323, type: !199, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !103)
!217 = !{!214, !218, !219}
!218 = !DILocalVariable(name: "ptr", arg: 2, scope: !215, file: !197, line: 323, type: !202)
!219 = !DILocalVariable(name: "layout", arg: 3, scope: !215, file: !197, line: 323, type: !177)
!220 = !DILocation(line: 0, scope: !215, inlinedAt: !221)
!221 = distinct !DILocation(line: 442, column: 23, scope: !196, inlinedAt: !213)
!222 = !DILocalVariable(name: "ptr", arg: 1, scope: !223, file: !197, line: 199, type: !202)
!223 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !189, file: !197, line: 199, type: !224, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, declaration: !226, retainedNodes: !227)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !202, !177}
!226 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !189, file: !197, line: 199, type: !224, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !103)
!227 = !{!222, !228}
!228 = !DILocalVariable(name: "layout", arg: 2, scope: !223, file: !197, line: 199, type: !177)
!229 = !DILocation(line: 0, scope: !223, inlinedAt: !230)
!230 = distinct !DILocation(line: 324, column: 9, scope: !215, inlinedAt: !221)
!231 = !DILocalVariable(name: "layout", arg: 2, scope: !232, file: !197, line: 114, type: !177)
!232 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !190, file: !197, line: 114, type: !233, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !236)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !235, !177}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !206, size: 64, align: 64, dwarfAddressSpace: 0)
!236 = !{!237, !231}
!237 = !DILocalVariable(name: "ptr", arg: 1, scope: !232, file: !197, line: 114, type: !235)
!238 = !DILocation(line: 0, scope: !232, inlinedAt: !239)
!239 = distinct !DILocation(line: 209, column: 22, scope: !223, inlinedAt: !230)
!240 = !DILocation(line: 115, column: 14, scope: !232, inlinedAt: !239)
!241 = !DILocation(line: 31, column: 2, scope: !79)
!242 = distinct !DISubprogram(name: "acc_shape", linkageName: "_ZN4enum9acc_shape17hf0666a599d7cb4b7E", scope: !81, file: !80, line: 14, type: !243, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !246)
!243 = !DISubroutineType(types: !244)
!244 = !{!91, !245, !13}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut enum::Acc", baseType: !112, size: 64, align: 64, dwarfAddressSpace: 0)
!246 = !{!247, !248}
!247 = !DILocalVariable(name: "this", arg: 1, scope: !242, file: !80, line: 14, type: !245)
!248 = !DILocalVariable(name: "k", arg: 2, scope: !242, file: !80, line: 14, type: !13)
!249 = !DILocation(line: 0, scope: !242)
!250 = !DILocation(line: 15, column: 5, scope: !242)
!251 = !DILocation(line: 16, column: 5, scope: !242)
!252 = !DILocalVariable(name: "x", arg: 1, scope: !253, file: !151, line: 284, type: !100)
!253 = distinct !DISubprogram(name: "new<f64>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h9c8fca1d13c7be3eE", scope: !254, file: !151, line: 284, type: !255, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !170, retainedNodes: !257)
!254 = !DINamespace(name: "{impl#0}", scope: !153)
!255 = !DISubroutineType(types: !256)
!256 = !{!99, !100}
!257 = !{!252, !258}
!258 = !DILocalVariable(name: "ptr", scope: !259, file: !151, line: 286, type: !260, align: 64)
!259 = distinct !DILexicalBlock(scope: !253, file: !151, line: 286, column: 9)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !100, size: 64, align: 64, dwarfAddressSpace: 0)
!261 = !DILocation(line: 0, scope: !253, inlinedAt: !262)
!262 = distinct !DILocation(line: 17, column: 28, scope: !242)
!263 = !DILocalVariable(name: "layout", arg: 1, scope: !264, file: !151, line: 247, type: !177)
!264 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !153, file: !151, line: 247, type: !265, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!235, !177}
!267 = !{!263, !268}
!268 = !DILocalVariable(name: "ptr", scope: !269, file: !151, line: 249, type: !270, align: 64)
!269 = distinct !DILexicalBlock(scope: !264, file: !151, line: 249, column: 9)
!270 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !166, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !271, templateParams: !207, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!271 = !{!272}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !270, file: !9, baseType: !273, size: 128, align: 64, flags: DIFlagPrivate)
!273 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !274, templateParams: !103, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!274 = !{!275, !277}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !273, file: !9, baseType: !276, size: 64, align: 64)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64, align: 64, dwarfAddressSpace: 0)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !273, file: !9, baseType: !182, size: 64, align: 64, offset: 64)
!278 = !DILocation(line: 0, scope: !264, inlinedAt: !279)
!279 = distinct !DILocation(line: 286, column: 19, scope: !253, inlinedAt: !262)
!280 = !DILocalVariable(name: "layout", arg: 2, scope: !281, file: !197, line: 428, type: !177)
!281 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !198, file: !197, line: 428, type: !282, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !302)
!282 = !DISubroutineType(types: !283)
!283 = !{!284, !201, !177}
!284 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !285, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !286, templateParams: !103, identifier: "519a674418a5b51cf8bee27a967aa54e")
!285 = !DINamespace(name: "result", scope: !12)
!286 = !{!287}
!287 = !DICompositeType(tag: DW_TAG_variant_part, scope: !284, file: !9, size: 128, align: 64, elements: !288, templateParams: !103, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !301)
!288 = !{!289, !297}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !287, file: !9, baseType: !290, size: 128, align: 64)
!290 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !284, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !291, templateParams: !293, identifier: "30b736d771929d0b7715388dfe942406")
!291 = !{!292}
!292 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !290, file: !9, baseType: !270, size: 128, align: 64, flags: DIFlagPublic)
!293 = !{!294, !295}
!294 = !DITemplateTypeParameter(name: "T", type: !270)
!295 = !DITemplateTypeParameter(name: "E", type: !296)
!296 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !179, file: !9, align: 8, flags: DIFlagPublic, elements: !103, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!297 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !287, file: !9, baseType: !298, size: 128, align: 64, extraData: i64 0)
!298 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !284, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !299, templateParams: !293, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!299 = !{!300}
!300 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !298, file: !9, baseType: !296, align: 8, flags: DIFlagPublic)
!301 = !DIDerivedType(tag: DW_TAG_member, scope: !284, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!302 = !{!303, !280}
!303 = !DILocalVariable(name: "self", scope: !281, file: !197, line: 428, type: !201, align: 64)
!304 = !DILocation(line: 0, scope: !281, inlinedAt: !305)
!305 = distinct !DILocation(line: 248, column: 18, scope: !264, inlinedAt: !279)
!306 = !DILocalVariable(name: "layout", arg: 2, scope: !307, file: !197, line: 311, type: !177)
!307 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !189, file: !197, line: 311, type: !308, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, declaration: !311, retainedNodes: !312)
!308 = !DISubroutineType(types: !309)
!309 = !{!284, !201, !177, !310}
!310 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!311 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !189, file: !197, line: 311, type: !308, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !103)
!312 = !{!313, !306, !314}
!313 = !DILocalVariable(name: "self", scope: !307, file: !197, line: 311, type: !201, align: 64)
!314 = !DILocalVariable(name: "zeroed", scope: !307, file: !197, line: 311, type: !310, align: 8)
!315 = !DILocation(line: 0, scope: !307, inlinedAt: !316)
!316 = distinct !DILocation(line: 429, column: 14, scope: !281, inlinedAt: !305)
!317 = !DILocalVariable(name: "layout", arg: 1, scope: !318, file: !197, line: 185, type: !177)
!318 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !189, file: !197, line: 185, type: !319, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, declaration: !321, retainedNodes: !322)
!319 = !DISubroutineType(types: !320)
!320 = !{!284, !177, !310}
!321 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !189, file: !197, line: 185, type: !319, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !103)
!322 = !{!317, !323, !324, !326, !328, !330, !350}
!323 = !DILocalVariable(name: "zeroed", arg: 2, scope: !318, file: !197, line: 185, type: !310)
!324 = !DILocalVariable(name: "size", scope: !325, file: !197, line: 189, type: !182, align: 64)
!325 = distinct !DILexicalBlock(scope: !318, file: !197, line: 189, column: 13)
!326 = !DILocalVariable(name: "raw_ptr", scope: !327, file: !197, line: 190, type: !235, align: 64)
!327 = distinct !DILexicalBlock(scope: !325, file: !197, line: 190, column: 17)
!328 = !DILocalVariable(name: "ptr", scope: !329, file: !197, line: 191, type: !202, align: 64)
!329 = distinct !DILexicalBlock(scope: !327, file: !197, line: 191, column: 17)
!330 = !DILocalVariable(name: "residual", scope: !331, file: !197, line: 191, type: !332, align: 8)
!331 = distinct !DILexicalBlock(scope: !327, file: !197, line: 191, column: 66)
!332 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !285, file: !9, align: 8, flags: DIFlagPublic, elements: !333, templateParams: !103, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!333 = !{!334}
!334 = !DICompositeType(tag: DW_TAG_variant_part, scope: !332, file: !9, align: 8, elements: !335, templateParams: !103, identifier: "f5e162db303eef1e33f578c71ec0a693")
!335 = !{!336, !346}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !334, file: !9, baseType: !337, align: 8)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !332, file: !9, align: 8, flags: DIFlagPublic, elements: !338, templateParams: !344, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!338 = !{!339}
!339 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !337, file: !9, baseType: !340, align: 8, flags: DIFlagPublic)
!340 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !341, file: !9, align: 8, flags: DIFlagPublic, elements: !342, templateParams: !103, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!341 = !DINamespace(name: "convert", scope: !12)
!342 = !{!343}
!343 = !DICompositeType(tag: DW_TAG_variant_part, scope: !340, file: !9, align: 8, elements: !103, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!344 = !{!345, !295}
!345 = !DITemplateTypeParameter(name: "T", type: !340)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !334, file: !9, baseType: !347, align: 8)
!347 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !332, file: !9, align: 8, flags: DIFlagPublic, elements: !348, templateParams: !344, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!348 = !{!349}
!349 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !347, file: !9, baseType: !296, align: 8, flags: DIFlagPublic)
!350 = !DILocalVariable(name: "val", scope: !351, file: !197, line: 191, type: !202, align: 64)
!351 = distinct !DILexicalBlock(scope: !327, file: !197, line: 191, column: 66)
!352 = !DILocation(line: 0, scope: !318, inlinedAt: !353)
!353 = distinct !DILocation(line: 312, column: 9, scope: !307, inlinedAt: !316)
!354 = !DILocalVariable(name: "layout", arg: 1, scope: !355, file: !197, line: 89, type: !177)
!355 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !190, file: !197, line: 89, type: !265, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !356)
!356 = !{!354}
!357 = !DILocation(line: 0, scope: !355, inlinedAt: !358)
!358 = distinct !DILocation(line: 190, column: 73, scope: !325, inlinedAt: !353)
!359 = !DILocation(line: 0, scope: !325, inlinedAt: !353)
!360 = !DILocation(line: 93, column: 9, scope: !355, inlinedAt: !358)
!361 = !DILocation(line: 95, column: 9, scope: !355, inlinedAt: !358)
!362 = !DILocation(line: 248, column: 11, scope: !264, inlinedAt: !279)
!363 = !DILocation(line: 248, column: 5, scope: !264, inlinedAt: !279)
!364 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!365 = !DILocation(line: 250, column: 19, scope: !264, inlinedAt: !279)
!366 = !DILocation(line: 0, scope: !259, inlinedAt: !262)
!367 = !DILocation(line: 289, column: 56, scope: !259, inlinedAt: !262)
!368 = !DILocation(line: 17, column: 14, scope: !242)
!369 = !DILocation(line: 17, column: 54, scope: !242)
!370 = !DILocation(line: 18, column: 14, scope: !242)
!371 = !DILocation(line: 18, column: 35, scope: !242)
!372 = !DILocation(line: 20, column: 2, scope: !242)
