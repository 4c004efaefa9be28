; ModuleID = 'addrcopy.49b02043037682f2-cgu.0'
source_filename = "addrcopy.49b02043037682f2-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; addrcopy::client_kept
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN8addrcopy11client_kept17h3f995efe46d1426bE() unnamed_addr #0 !dbg !79 {
start:
  %h = alloca [32 x i8], align 8
    #dbg_declare(ptr %h, !114, !DIExpression(), !116)
  %_2 = tail call noundef ptr @__cormi_remote_ctor(i32 noundef 1, ptr noundef nonnull @_ZN8addrcopy9store_new17h702399550920d10fE) #8, !dbg !117
  %0 = icmp ne ptr %_2, null, !dbg !118
  tail call void @llvm.assume(i1 %0), !dbg !118
    #dbg_value(ptr %_2, !85, !DIExpression(), !119)
  %_7 = tail call noundef ptr %_2() #8, !dbg !120
  %_6 = ptrtoint ptr %_7 to i64, !dbg !120
    #dbg_value(i64 %_6, !107, !DIExpression(), !121)
  %_9 = tail call noundef ptr @__cormi_remote_method(i64 noundef %_6, ptr noundef nonnull @_ZN8addrcopy12store_handle17h03f26be9e1046f89E) #8, !dbg !122
  %1 = icmp ne ptr %_9, null, !dbg !123
  tail call void @llvm.assume(i1 %1), !dbg !123
    #dbg_value(ptr %_9, !109, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(ptr nonnull %h), !dbg !125
  call void %_9(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %h, ptr noundef null) #8, !dbg !126
  call void @keep_handle(ptr noundef nonnull %h) #8, !dbg !127
  %_0 = load i64, ptr %h, align 8, !dbg !128, !noundef !106
  call void @llvm.lifetime.end.p0(ptr nonnull %h), !dbg !129
  ret i64 %_0, !dbg !130
}

; addrcopy::store_handle
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable
define internal void @_ZN8addrcopy12store_handle17h03f26be9e1046f89E(ptr dead_on_unwind noalias noundef writable writeonly sret([32 x i8]) align 8 captures(none) dereferenceable(32) initializes((0, 32)) %_0, ptr noalias noundef readonly align 8 captures(none) dereferenceable(64) %this) unnamed_addr #1 !dbg !131 {
start:
    #dbg_value(ptr %this, !136, !DIExpression(), !137)
  %0 = getelementptr inbounds nuw i8, ptr %this, i64 32, !dbg !138
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_0, ptr noundef nonnull align 8 dereferenceable(32) %0, i64 32, i1 false), !dbg !138
  ret void, !dbg !139
}

; addrcopy::follow
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind nonlazybind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define noundef double @_ZN8addrcopy6follow17h21dab1eb6117e098E(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %a) unnamed_addr #2 !dbg !140 {
start:
    #dbg_value(ptr %a, !145, !DIExpression(), !146)
  %_3 = load i64, ptr %a, align 8, !dbg !147, !noundef !106
  %_2 = inttoptr i64 %_3 to ptr, !dbg !148
  %_0 = load double, ptr %_2, align 8, !dbg !149, !noundef !106
  ret double %_0, !dbg !150
}

; addrcopy::store_new
; Function Attrs: nounwind nonlazybind uwtable
define noundef nonnull align 8 ptr @_ZN8addrcopy9store_new17h702399550920d10fE() unnamed_addr #0 personality ptr @rust_eh_personality !dbg !151 {
start:
    #dbg_value(double 1.500000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double 2.500000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(double 3.500000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !171)
    #dbg_value(double 4.500000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !171)
    #dbg_value(i64 1, !158, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171)
    #dbg_value(i64 0, !158, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !171)
    #dbg_value(i64 4, !158, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !171)
    #dbg_value(i64 9, !158, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !171)
    #dbg_value(i64 8, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202)
    #dbg_value(i64 8, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(i64 64, !173, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !202)
    #dbg_value(i64 64, !204, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !233)
    #dbg_value(i64 64, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !232, !DIExpression(), !233)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !242, !DIExpression(), !244)
    #dbg_value(i8 0, !243, !DIExpression(), !244)
    #dbg_value(i64 8, !246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !285)
    #dbg_value(i64 8, !287, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !290)
    #dbg_value(i64 64, !246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !285)
    #dbg_value(i64 64, !287, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !290)
    #dbg_value(i1 false, !252, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !285)
    #dbg_value(i64 64, !253, !DIExpression(), !292)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #8, !dbg !293, !noalias !294
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(64) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 64, i64 noundef 8) #8, !dbg !297, !noalias !294
  %1 = icmp eq ptr %0, null, !dbg !298
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !299, !prof !300

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 64) #9, !dbg !301, !noalias !294
  unreachable, !dbg !301

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %0, !167, !DIExpression(), !302)
  store <2 x double> <double 1.500000e+00, double 2.500000e+00>, ptr %0, align 8, !dbg !303
  %_1.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !303
  store <2 x double> <double 3.500000e+00, double 4.500000e+00>, ptr %_1.sroa.5.0..sroa_idx, align 8, !dbg !303
  %_1.sroa.7.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 32, !dbg !303
  store i64 1, ptr %_1.sroa.7.0..sroa_idx, align 8, !dbg !303
  %_1.sroa.8.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 40, !dbg !303
  %_1.sroa.9.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 48, !dbg !303
  store i64 4, ptr %_1.sroa.9.0..sroa_idx, align 8, !dbg !303
  %_1.sroa.10.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 56, !dbg !303
  store i64 9, ptr %_1.sroa.10.0..sroa_idx, align 8, !dbg !303
    #dbg_value(ptr %0, !156, !DIExpression(), !304)
  %2 = ptrtoint ptr %0 to i64, !dbg !305
  store i64 %2, ptr %_1.sroa.8.0..sroa_idx, align 8, !dbg !305
  ret ptr %0, !dbg !306
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

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
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #7

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_ctor(i32 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare void @keep_handle(ptr noundef) unnamed_addr #0

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind nonlazybind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "addrcopy.rs/@/addrcopy.49b02043037682f2-cgu.0", directory: "/work/wt-rets/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "client_kept", linkageName: "_ZN8addrcopy11client_kept17h3f995efe46d1426bE", scope: !81, file: !80, line: 41, type: !82, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, retainedNodes: !84)
!80 = !DIFile(filename: "addrcopy.rs", directory: "/work/wt-rets/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "1239f2d2b96bc1043a4920397edbf678")
!81 = !DINamespace(name: "addrcopy", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!13}
!84 = !{!85, !107, !109, !114}
!85 = !DILocalVariable(name: "ctor", scope: !86, file: !80, line: 44, type: !87, align: 64)
!86 = distinct !DILexicalBlock(scope: !79, file: !80, line: 44, column: 9)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn() -> *mut addrcopy::Store", baseType: !88, size: 64, align: 64, dwarfAddressSpace: 0)
!88 = !DISubroutineType(types: !89)
!89 = !{!90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut addrcopy::Store", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "Store", scope: !81, file: !9, size: 512, align: 64, flags: DIFlagPublic, elements: !92, templateParams: !106, identifier: "61bf378b5c94123818215c203fc37e5a")
!92 = !{!93, !98}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "values", scope: !91, file: !9, baseType: !94, size: 256, align: 64, flags: DIFlagPrivate)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 256, align: 64, elements: !96)
!95 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!96 = !{!97}
!97 = !DISubrange(count: 4, lowerBound: 0)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "handle", scope: !91, file: !9, baseType: !99, size: 256, align: 64, offset: 256, flags: DIFlagPrivate)
!99 = !DICompositeType(tag: DW_TAG_structure_type, name: "Handle", scope: !81, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !100, templateParams: !106, identifier: "c8c2ff65fe66ef3c7e852fcc12544a9")
!100 = !{!101, !102, !104, !105}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !99, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "addr", scope: !99, file: !9, baseType: !103, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!103 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !99, file: !9, baseType: !103, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !99, file: !9, baseType: !13, size: 64, align: 64, offset: 192, flags: DIFlagPrivate)
!106 = !{}
!107 = !DILocalVariable(name: "r", scope: !108, file: !80, line: 45, type: !13, align: 64)
!108 = distinct !DILexicalBlock(scope: !86, file: !80, line: 45, column: 9)
!109 = !DILocalVariable(name: "f", scope: !110, file: !80, line: 46, type: !111, align: 64)
!110 = distinct !DILexicalBlock(scope: !108, file: !80, line: 46, column: 9)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut addrcopy::Store) -> addrcopy::Handle", baseType: !112, size: 64, align: 64, dwarfAddressSpace: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{!99, !90}
!114 = !DILocalVariable(name: "h", scope: !115, file: !80, line: 47, type: !99, align: 64)
!115 = distinct !DILexicalBlock(scope: !110, file: !80, line: 47, column: 9)
!116 = !DILocation(line: 47, column: 13, scope: !115)
!117 = !DILocation(line: 44, column: 67, scope: !79)
!118 = !DILocation(line: 44, column: 47, scope: !79)
!119 = !DILocation(line: 0, scope: !86)
!120 = !DILocation(line: 45, column: 17, scope: !86)
!121 = !DILocation(line: 0, scope: !108)
!122 = !DILocation(line: 46, column: 70, scope: !108)
!123 = !DILocation(line: 46, column: 50, scope: !108)
!124 = !DILocation(line: 0, scope: !110)
!125 = !DILocation(line: 47, column: 13, scope: !110)
!126 = !DILocation(line: 47, column: 17, scope: !110)
!127 = !DILocation(line: 48, column: 9, scope: !115)
!128 = !DILocation(line: 49, column: 9, scope: !115)
!129 = !DILocation(line: 50, column: 5, scope: !110)
!130 = !DILocation(line: 51, column: 2, scope: !79)
!131 = distinct !DISubprogram(name: "store_handle", linkageName: "_ZN8addrcopy12store_handle17h03f26be9e1046f89E", scope: !81, file: !80, line: 25, type: !132, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, retainedNodes: !135)
!132 = !DISubroutineType(types: !133)
!133 = !{!99, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrcopy::Store", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!135 = !{!136}
!136 = !DILocalVariable(name: "this", arg: 1, scope: !131, file: !80, line: 25, type: !134)
!137 = !DILocation(line: 0, scope: !131)
!138 = !DILocation(line: 26, column: 5, scope: !131)
!139 = !DILocation(line: 27, column: 2, scope: !131)
!140 = distinct !DISubprogram(name: "follow", linkageName: "_ZN8addrcopy6follow17h21dab1eb6117e098E", scope: !81, file: !80, line: 36, type: !141, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, retainedNodes: !144)
!141 = !DISubroutineType(types: !142)
!142 = !{!95, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!144 = !{!145}
!145 = !DILocalVariable(name: "a", arg: 1, scope: !140, file: !80, line: 36, type: !143)
!146 = !DILocation(line: 0, scope: !140)
!147 = !DILocation(line: 38, column: 16, scope: !140)
!148 = !DILocation(line: 38, column: 15, scope: !140)
!149 = !DILocation(line: 38, column: 14, scope: !140)
!150 = !DILocation(line: 39, column: 2, scope: !140)
!151 = distinct !DISubprogram(name: "store_new", linkageName: "_ZN8addrcopy9store_new17h702399550920d10fE", scope: !81, file: !80, line: 19, type: !152, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, retainedNodes: !155)
!152 = !DISubroutineType(types: !153)
!153 = !{!154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<addrcopy::Store, alloc::alloc::Global>", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!155 = !{!156}
!156 = !DILocalVariable(name: "s", scope: !157, file: !80, line: 20, type: !154, align: 64)
!157 = distinct !DILexicalBlock(scope: !151, file: !80, line: 20, column: 5)
!158 = !DILocalVariable(name: "x", arg: 1, scope: !159, file: !160, line: 284, type: !91)
!159 = distinct !DISubprogram(name: "new<addrcopy::Store>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h5ca59267efb0acb1E", scope: !161, file: !160, line: 284, type: !164, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !169, retainedNodes: !166)
!160 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!161 = !DINamespace(name: "{impl#0}", scope: !162)
!162 = !DINamespace(name: "boxed", scope: !163)
!163 = !DINamespace(name: "alloc", scope: null)
!164 = !DISubroutineType(types: !165)
!165 = !{!154, !91}
!166 = !{!158, !167}
!167 = !DILocalVariable(name: "ptr", scope: !168, file: !160, line: 286, type: !90, align: 64)
!168 = distinct !DILexicalBlock(scope: !159, file: !160, line: 286, column: 9)
!169 = !{!170}
!170 = !DITemplateTypeParameter(name: "T", type: !91)
!171 = !DILocation(line: 0, scope: !159, inlinedAt: !172)
!172 = distinct !DILocation(line: 20, column: 17, scope: !151)
!173 = !DILocalVariable(name: "layout", arg: 1, scope: !174, file: !160, line: 247, type: !179)
!174 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !162, file: !160, line: 247, type: !175, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, retainedNodes: !188)
!175 = !DISubroutineType(types: !176)
!176 = !{!177, !179}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !178, size: 64, align: 64, dwarfAddressSpace: 0)
!178 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!179 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !180, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !182, templateParams: !106, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!180 = !DINamespace(name: "layout", scope: !181)
!181 = !DINamespace(name: "alloc", scope: !12)
!182 = !{!183, !184}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !179, file: !9, baseType: !103, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !179, file: !9, baseType: !185, size: 64, align: 64, flags: DIFlagPrivate)
!185 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !186, templateParams: !106, identifier: "5099570874743123f8e757e4da3ea37b")
!186 = !{!187}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !185, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!188 = !{!173, !189}
!189 = !DILocalVariable(name: "ptr", scope: !190, file: !160, line: 249, type: !191, align: 64)
!190 = distinct !DILexicalBlock(scope: !174, file: !160, line: 249, column: 9)
!191 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !192, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !193, templateParams: !200, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!192 = !DINamespace(name: "non_null", scope: !11)
!193 = !{!194}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !191, file: !9, baseType: !195, size: 128, align: 64, flags: DIFlagPrivate)
!195 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !196, templateParams: !106, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!196 = !{!197, !199}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !195, file: !9, baseType: !198, size: 64, align: 64)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64, align: 64, dwarfAddressSpace: 0)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !195, file: !9, baseType: !103, size: 64, align: 64, offset: 64)
!200 = !{!201}
!201 = !DITemplateTypeParameter(name: "T", type: !178)
!202 = !DILocation(line: 0, scope: !174, inlinedAt: !203)
!203 = distinct !DILocation(line: 286, column: 19, scope: !159, inlinedAt: !172)
!204 = !DILocalVariable(name: "layout", arg: 2, scope: !205, file: !206, line: 428, type: !179)
!205 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !207, file: !206, line: 428, type: !209, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, retainedNodes: !231)
!206 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!207 = !DINamespace(name: "{impl#1}", scope: !208)
!208 = !DINamespace(name: "alloc", scope: !163)
!209 = !DISubroutineType(types: !210)
!210 = !{!211, !229, !179}
!211 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !212, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !213, templateParams: !106, identifier: "519a674418a5b51cf8bee27a967aa54e")
!212 = !DINamespace(name: "result", scope: !12)
!213 = !{!214}
!214 = !DICompositeType(tag: DW_TAG_variant_part, scope: !211, file: !9, size: 128, align: 64, elements: !215, templateParams: !106, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !228)
!215 = !{!216, !224}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !214, file: !9, baseType: !217, size: 128, align: 64)
!217 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !211, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !218, templateParams: !220, identifier: "30b736d771929d0b7715388dfe942406")
!218 = !{!219}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !217, file: !9, baseType: !191, size: 128, align: 64, flags: DIFlagPublic)
!220 = !{!221, !222}
!221 = !DITemplateTypeParameter(name: "T", type: !191)
!222 = !DITemplateTypeParameter(name: "E", type: !223)
!223 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !181, file: !9, align: 8, flags: DIFlagPublic, elements: !106, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!224 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !214, file: !9, baseType: !225, size: 128, align: 64, extraData: i64 0)
!225 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !211, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !226, templateParams: !220, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!226 = !{!227}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !225, file: !9, baseType: !223, align: 8, flags: DIFlagPublic)
!228 = !DIDerivedType(tag: DW_TAG_member, scope: !211, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !230, size: 64, align: 64, dwarfAddressSpace: 0)
!230 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !208, file: !9, align: 8, flags: DIFlagPublic, elements: !106, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!231 = !{!232, !204}
!232 = !DILocalVariable(name: "self", scope: !205, file: !206, line: 428, type: !229, align: 64)
!233 = !DILocation(line: 0, scope: !205, inlinedAt: !234)
!234 = distinct !DILocation(line: 248, column: 18, scope: !174, inlinedAt: !203)
!235 = !DILocalVariable(name: "layout", arg: 2, scope: !236, file: !206, line: 311, type: !179)
!236 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !230, file: !206, line: 311, type: !237, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, declaration: !240, retainedNodes: !241)
!237 = !DISubroutineType(types: !238)
!238 = !{!211, !229, !179, !239}
!239 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!240 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !230, file: !206, line: 311, type: !237, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !106)
!241 = !{!242, !235, !243}
!242 = !DILocalVariable(name: "self", scope: !236, file: !206, line: 311, type: !229, align: 64)
!243 = !DILocalVariable(name: "zeroed", scope: !236, file: !206, line: 311, type: !239, align: 8)
!244 = !DILocation(line: 0, scope: !236, inlinedAt: !245)
!245 = distinct !DILocation(line: 429, column: 14, scope: !205, inlinedAt: !234)
!246 = !DILocalVariable(name: "layout", arg: 1, scope: !247, file: !206, line: 185, type: !179)
!247 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !230, file: !206, line: 185, type: !248, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, declaration: !250, retainedNodes: !251)
!248 = !DISubroutineType(types: !249)
!249 = !{!211, !179, !239}
!250 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !230, file: !206, line: 185, type: !248, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !106)
!251 = !{!246, !252, !253, !255, !257, !263, !283}
!252 = !DILocalVariable(name: "zeroed", arg: 2, scope: !247, file: !206, line: 185, type: !239)
!253 = !DILocalVariable(name: "size", scope: !254, file: !206, line: 189, type: !103, align: 64)
!254 = distinct !DILexicalBlock(scope: !247, file: !206, line: 189, column: 13)
!255 = !DILocalVariable(name: "raw_ptr", scope: !256, file: !206, line: 190, type: !177, align: 64)
!256 = distinct !DILexicalBlock(scope: !254, file: !206, line: 190, column: 17)
!257 = !DILocalVariable(name: "ptr", scope: !258, file: !206, line: 191, type: !259, align: 64)
!258 = distinct !DILexicalBlock(scope: !256, file: !206, line: 191, column: 17)
!259 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !192, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !260, templateParams: !200, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!260 = !{!261}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !259, file: !9, baseType: !262, size: 64, align: 64, flags: DIFlagPrivate)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !178, size: 64, align: 64, dwarfAddressSpace: 0)
!263 = !DILocalVariable(name: "residual", scope: !264, file: !206, line: 191, type: !265, align: 8)
!264 = distinct !DILexicalBlock(scope: !256, file: !206, line: 191, column: 66)
!265 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !212, file: !9, align: 8, flags: DIFlagPublic, elements: !266, templateParams: !106, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!266 = !{!267}
!267 = !DICompositeType(tag: DW_TAG_variant_part, scope: !265, file: !9, align: 8, elements: !268, templateParams: !106, identifier: "f5e162db303eef1e33f578c71ec0a693")
!268 = !{!269, !279}
!269 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !267, file: !9, baseType: !270, align: 8)
!270 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !265, file: !9, align: 8, flags: DIFlagPublic, elements: !271, templateParams: !277, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!271 = !{!272}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !270, file: !9, baseType: !273, align: 8, flags: DIFlagPublic)
!273 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !274, file: !9, align: 8, flags: DIFlagPublic, elements: !275, templateParams: !106, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!274 = !DINamespace(name: "convert", scope: !12)
!275 = !{!276}
!276 = !DICompositeType(tag: DW_TAG_variant_part, scope: !273, file: !9, align: 8, elements: !106, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!277 = !{!278, !222}
!278 = !DITemplateTypeParameter(name: "T", type: !273)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !267, file: !9, baseType: !280, align: 8)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !265, file: !9, align: 8, flags: DIFlagPublic, elements: !281, templateParams: !277, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!281 = !{!282}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !280, file: !9, baseType: !223, align: 8, flags: DIFlagPublic)
!283 = !DILocalVariable(name: "val", scope: !284, file: !206, line: 191, type: !259, align: 64)
!284 = distinct !DILexicalBlock(scope: !256, file: !206, line: 191, column: 66)
!285 = !DILocation(line: 0, scope: !247, inlinedAt: !286)
!286 = distinct !DILocation(line: 312, column: 9, scope: !236, inlinedAt: !245)
!287 = !DILocalVariable(name: "layout", arg: 1, scope: !288, file: !206, line: 89, type: !179)
!288 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !208, file: !206, line: 89, type: !175, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !106, retainedNodes: !289)
!289 = !{!287}
!290 = !DILocation(line: 0, scope: !288, inlinedAt: !291)
!291 = distinct !DILocation(line: 190, column: 73, scope: !254, inlinedAt: !286)
!292 = !DILocation(line: 0, scope: !254, inlinedAt: !286)
!293 = !DILocation(line: 93, column: 9, scope: !288, inlinedAt: !291)
!294 = !{!295}
!295 = distinct !{!295, !296, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h5ca59267efb0acb1E: %x"}
!296 = distinct !{!296, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h5ca59267efb0acb1E"}
!297 = !DILocation(line: 95, column: 9, scope: !288, inlinedAt: !291)
!298 = !DILocation(line: 248, column: 11, scope: !174, inlinedAt: !203)
!299 = !DILocation(line: 248, column: 5, scope: !174, inlinedAt: !203)
!300 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!301 = !DILocation(line: 250, column: 19, scope: !174, inlinedAt: !203)
!302 = !DILocation(line: 0, scope: !168, inlinedAt: !172)
!303 = !DILocation(line: 289, column: 56, scope: !168, inlinedAt: !172)
!304 = !DILocation(line: 0, scope: !157)
!305 = !DILocation(line: 21, column: 5, scope: !157)
!306 = !DILocation(line: 23, column: 2, scope: !151)
