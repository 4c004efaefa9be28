; ModuleID = 'addrkept.b48cdfd376fee3ec-cgu.0'
source_filename = "addrkept.b48cdfd376fee3ec-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; addrkept::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN8addrkept6client17h7570c68afe389aadE(i64 noundef %r, ptr noalias noundef nonnull readonly align 8 captures(none) %xs.0, i64 noundef range(i64 0, 1152921504606846976) %xs.1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !86 {
start:
    #dbg_value(i64 %r, !100, !DIExpression(), !159)
    #dbg_value(ptr %xs.0, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
    #dbg_value(i64 %xs.1, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(double 1.000000e+00, !160, !DIExpression(), !167)
    #dbg_value(i64 4, !166, !DIExpression(), !167)
    #dbg_value(ptr poison, !169, !DIExpression(), !199)
    #dbg_value(i64 4607182418800017408, !209, !DIExpression(), !214)
    #dbg_value(i64 4, !210, !DIExpression(), !214)
    #dbg_value(i64 4, !215, !DIExpression(), !222)
    #dbg_value(i64 4, !224, !DIExpression(), !232)
    #dbg_declare(ptr poison, !211, !DIExpression(), !234)
    #dbg_declare(ptr poison, !221, !DIExpression(), !235)
    #dbg_declare(ptr poison, !231, !DIExpression(), !236)
    #dbg_value(i64 4, !237, !DIExpression(), !275)
    #dbg_declare(ptr poison, !252, !DIExpression(), !277)
    #dbg_value(i64 8, !253, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !275)
    #dbg_value(i64 8, !253, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !275)
    #dbg_value(i64 4, !278, !DIExpression(), !339)
    #dbg_value(i1 false, !301, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !339)
    #dbg_declare(ptr poison, !302, !DIExpression(), !341)
    #dbg_value(i64 8, !303, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !339)
    #dbg_value(i64 8, !303, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !339)
    #dbg_value(i64 8, !304, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !342)
    #dbg_value(i64 32, !304, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !342)
    #dbg_value(i64 8, !343, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !381)
    #dbg_value(i64 8, !343, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !401)
    #dbg_value(i64 32, !343, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !381)
    #dbg_value(i64 32, !343, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !401)
    #dbg_value(i64 32, !352, !DIExpression(), !414)
    #dbg_value(i64 32, !352, !DIExpression(), !415)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #7, !dbg !342, !noalias !416
    #dbg_value(ptr poison, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !421)
    #dbg_value(i64 poison, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !421)
    #dbg_value(ptr poison, !411, !DIExpression(), !422)
    #dbg_value(ptr poison, !405, !DIExpression(), !423)
    #dbg_value(i64 8, !412, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !422)
    #dbg_value(i64 8, !406, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !423)
    #dbg_value(i64 32, !412, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !422)
    #dbg_value(i64 32, !406, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !423)
    #dbg_value(i8 0, !407, !DIExpression(), !423)
    #dbg_value(i64 8, !424, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(i64 32, !424, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_value(i1 false, !351, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !401)
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 32, i64 noundef 8) #7, !dbg !431, !noalias !416
    #dbg_value(ptr %0, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !421)
  %1 = icmp eq ptr %0, null, !dbg !432
  br i1 %1, label %bb3.i.i, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h5026668917036182E.exit", !dbg !433, !prof !434

bb3.i.i:                                          ; preds = %start
    #dbg_value(i64 poison, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !435)
    #dbg_value(i64 32, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !435)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 32) #8, !dbg !436, !noalias !437
  unreachable, !dbg !436

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h5026668917036182E.exit": ; preds = %start
    #dbg_value(i64 4, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !438)
    #dbg_value(ptr %0, !212, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !438)
    #dbg_value(i64 0, !212, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !438)
    #dbg_value(double 1.000000e+00, !177, !DIExpression(), !199)
    #dbg_value(ptr undef, !169, !DIExpression(), !199)
    #dbg_value(i64 4, !176, !DIExpression(), !199)
    #dbg_value(i64 1, !439, !DIExpression(), !473)
    #dbg_value(ptr %0, !471, !DIExpression(), !475)
    #dbg_value(i64 0, !472, !DIExpression(), !475)
    #dbg_value(ptr %0, !178, !DIExpression(), !477)
    #dbg_value(ptr %0, !471, !DIExpression(), !473)
    #dbg_value(ptr undef, !181, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !478)
    #dbg_value(i64 4, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !479)
    #dbg_value(ptr %0, !480, !DIExpression(), !487)
    #dbg_value(i64 poison, !181, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !478)
    #dbg_value(i64 2, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !479)
    #dbg_value(ptr %0, !480, !DIExpression(), !489)
    #dbg_value(double 1.000000e+00, !486, !DIExpression(), !489)
    #dbg_value(ptr %0, !178, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !477)
    #dbg_value(ptr %0, !471, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !473)
    #dbg_value(ptr %0, !480, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !487)
    #dbg_value(i64 3, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !479)
    #dbg_value(ptr %0, !480, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !489)
  store <2 x double> splat (double 1.000000e+00), ptr %0, align 8, !dbg !491, !noalias !492
  %_15.1.i.i = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !495
    #dbg_value(ptr %_15.1.i.i, !178, !DIExpression(), !477)
    #dbg_value(ptr %_15.1.i.i, !471, !DIExpression(), !473)
    #dbg_value(ptr %_15.1.i.i, !480, !DIExpression(), !487)
    #dbg_value(i64 4, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !479)
    #dbg_value(ptr %_15.1.i.i, !480, !DIExpression(), !489)
    #dbg_value(ptr %0, !178, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !477)
    #dbg_value(ptr %0, !471, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !473)
    #dbg_value(ptr %0, !480, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !487)
    #dbg_value(i64 poison, !181, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !478)
    #dbg_value(double 1.000000e+00, !486, !DIExpression(), !487)
  store <2 x double> splat (double 1.000000e+00), ptr %_15.1.i.i, align 8, !dbg !491, !noalias !492
    #dbg_value(i64 4, !181, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !478)
    #dbg_value(i64 4, !212, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !438)
    #dbg_value(i64 4, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !496)
    #dbg_value(ptr %0, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !496)
    #dbg_value(i64 4, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !496)
  %_5 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8addrkept9sink_keep17h8fbf28ff7e9b6ad6E) #7, !dbg !497
  %2 = icmp ne ptr %_5, null, !dbg !498
  tail call void @llvm.assume(i1 %2), !dbg !498
    #dbg_value(ptr %_5, !145, !DIExpression(), !499)
  %_9 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8addrkept7sink_at17h823add6dadd0ec97E) #7, !dbg !500
  %3 = icmp ne ptr %_9, null, !dbg !501
  tail call void @llvm.assume(i1 %3), !dbg !501
    #dbg_value(ptr %_9, !154, !DIExpression(), !502)
  %_13 = ptrtoint ptr %0 to i64, !dbg !503
  tail call void %_5(ptr noundef null, i64 noundef %_13) #7, !dbg !504
  %_16 = tail call noundef double %_9(ptr noundef null, i64 noundef 2) #7, !dbg !505
  %_17 = uitofp nneg i64 %xs.1 to double, !dbg !506
  %_0 = fadd double %_16, %_17, !dbg !505
    #dbg_value(ptr poison, !507, !DIExpression(), !515)
    #dbg_value(ptr poison, !517, !DIExpression(), !525)
    #dbg_value(ptr poison, !527, !DIExpression(), !534)
    #dbg_value(ptr poison, !536, !DIExpression(), !547)
    #dbg_value(i64 8, !543, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(i64 8, !543, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(ptr %0, !544, !DIExpression(), !549)
    #dbg_value(i64 8, !546, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !549)
    #dbg_value(i64 32, !546, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !549)
    #dbg_value(ptr poison, !550, !DIExpression(), !557)
    #dbg_value(ptr poison, !559, !DIExpression(), !565)
    #dbg_value(ptr %0, !555, !DIExpression(), !557)
    #dbg_value(ptr %0, !563, !DIExpression(), !565)
    #dbg_value(ptr %0, !567, !DIExpression(), !574)
    #dbg_value(i64 8, !556, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !557)
    #dbg_value(i64 8, !564, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !565)
    #dbg_value(i64 8, !573, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !574)
    #dbg_value(i64 8, !576, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !582)
    #dbg_value(i64 32, !556, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !557)
    #dbg_value(i64 32, !564, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !565)
    #dbg_value(i64 32, !573, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !574)
    #dbg_value(i64 32, !576, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !582)
    #dbg_value(ptr %0, !581, !DIExpression(), !582)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 32, i64 noundef range(i64 1, -9223372036854775807) 8) #7, !dbg !584
  ret double %_0, !dbg !585
}

; addrkept::sink_at
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal noundef double @_ZN8addrkept7sink_at17h823add6dadd0ec97E(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %this, i64 noundef %k) unnamed_addr #1 !dbg !586 {
start:
    #dbg_value(ptr %this, !591, !DIExpression(), !593)
    #dbg_value(i64 %k, !592, !DIExpression(), !593)
  %_5 = load i64, ptr %this, align 8, !dbg !594, !noundef !98
  %_6 = shl i64 %k, 3, !dbg !595
  %_4 = add i64 %_5, %_6, !dbg !596
  %_3 = inttoptr i64 %_4 to ptr, !dbg !597
  %_0 = load double, ptr %_3, align 8, !dbg !598, !noundef !98
  ret double %_0, !dbg !599
}

; addrkept::sink_keep
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: write) uwtable
define internal void @_ZN8addrkept9sink_keep17h8fbf28ff7e9b6ad6E(ptr noalias noundef writeonly align 8 captures(none) dereferenceable(8) initializes((0, 8)) %this, i64 noundef %base) unnamed_addr #2 !dbg !600 {
start:
    #dbg_value(ptr %this, !604, !DIExpression(), !606)
    #dbg_value(i64 %base, !605, !DIExpression(), !606)
  store i64 %base, ptr %this, align 8, !dbg !607
  ret void, !dbg !608
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #4

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
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
!6 = !DIFile(filename: "addrkept.rs/@/addrkept.b48cdfd376fee3ec-cgu.0", directory: "/work/wt-rs/tests/lit/rust/Inputs")
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
!86 = distinct !DISubprogram(name: "client", linkageName: "_ZN8addrkept6client17h7570c68afe389aadE", scope: !88, file: !87, line: 18, type: !89, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !99)
!87 = !DIFile(filename: "addrkept.rs", directory: "/work/wt-rs/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "552ef8553d2424de550302502ead207c")
!88 = !DINamespace(name: "addrkept", scope: null)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !13, !92}
!91 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !9, size: 128, align: 64, elements: !93, templateParams: !98, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!93 = !{!94, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !92, file: !9, baseType: !95, size: 64, align: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !92, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!97 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!98 = !{}
!99 = !{!100, !101, !102, !145, !154}
!100 = !DILocalVariable(name: "r", arg: 1, scope: !86, file: !87, line: 18, type: !13)
!101 = !DILocalVariable(name: "xs", arg: 2, scope: !86, file: !87, line: 18, type: !92)
!102 = !DILocalVariable(name: "local", scope: !103, file: !87, line: 19, type: !104, align: 64)
!103 = distinct !DILexicalBlock(scope: !86, file: !87, line: 19, column: 5)
!104 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<f64, alloc::alloc::Global>", scope: !105, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !106, templateParams: !143, identifier: "719081b40ac88b8d87e285172fa12cf8")
!105 = !DINamespace(name: "vec", scope: !81)
!106 = !{!107, !144}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !104, file: !9, baseType: !108, size: 128, align: 64, flags: DIFlagPrivate)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<f64, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !109, templateParams: !143, identifier: "ac4d7042607b0360fbb8cdc4ffb2014e")
!109 = !{!110, !139}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !108, file: !9, baseType: !111, size: 128, align: 64, flags: DIFlagPrivate)
!111 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !112, templateParams: !137, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!112 = !{!113, !128, !134}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !111, file: !9, baseType: !114, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !115, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !116, templateParams: !123, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!115 = !DINamespace(name: "unique", scope: !11)
!116 = !{!117, !125}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !114, file: !9, baseType: !118, size: 64, align: 64, flags: DIFlagPrivate)
!118 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !119, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !120, templateParams: !123, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!119 = !DINamespace(name: "non_null", scope: !11)
!120 = !{!121}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !118, file: !9, baseType: !122, size: 64, align: 64, flags: DIFlagPrivate)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "T", type: !82)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !114, file: !9, baseType: !126, align: 8, offset: 64, flags: DIFlagPrivate)
!126 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !123, identifier: "15bae875c56c7c0f828edf19d836075e")
!127 = !DINamespace(name: "marker", scope: !12)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !111, file: !9, baseType: !129, size: 64, align: 64, flags: DIFlagPrivate)
!129 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !130, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !132, templateParams: !98, identifier: "cad7375c0c871c072d809328de25b44")
!130 = !DINamespace(name: "niche_types", scope: !131)
!131 = !DINamespace(name: "num", scope: !12)
!132 = !{!133}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !129, file: !9, baseType: !97, size: 64, align: 64, flags: DIFlagPrivate)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !111, file: !9, baseType: !135, align: 8, offset: 128, flags: DIFlagPrivate)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !136, file: !9, align: 8, flags: DIFlagPublic, elements: !98, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!136 = !DINamespace(name: "alloc", scope: !81)
!137 = !{!138}
!138 = !DITemplateTypeParameter(name: "A", type: !135)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !108, file: !9, baseType: !140, align: 8, offset: 128, flags: DIFlagPrivate)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !141, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!141 = !{!142}
!142 = !DITemplateTypeParameter(name: "T", type: !91)
!143 = !{!142, !138}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !104, file: !9, baseType: !97, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!145 = !DILocalVariable(name: "keep", scope: !146, file: !87, line: 22, type: !147, align: 64)
!146 = distinct !DILexicalBlock(scope: !103, file: !87, line: 22, column: 9)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut addrkept::Sink, usize)", baseType: !148, size: 64, align: 64, dwarfAddressSpace: 0)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150, !97}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut addrkept::Sink", baseType: !151, size: 64, align: 64, dwarfAddressSpace: 0)
!151 = !DICompositeType(tag: DW_TAG_structure_type, name: "Sink", scope: !88, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !152, templateParams: !98, identifier: "485ba7fabd6d686d7263784d4e80d5f4")
!152 = !{!153}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !151, file: !9, baseType: !97, size: 64, align: 64, flags: DIFlagPrivate)
!154 = !DILocalVariable(name: "at", scope: !155, file: !87, line: 23, type: !156, align: 64)
!155 = distinct !DILexicalBlock(scope: !146, file: !87, line: 23, column: 9)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut addrkept::Sink, usize) -> f64", baseType: !157, size: 64, align: 64, dwarfAddressSpace: 0)
!157 = !DISubroutineType(types: !158)
!158 = !{!91, !150, !97}
!159 = !DILocation(line: 0, scope: !86)
!160 = !DILocalVariable(name: "elem", scope: !161, file: !162, line: 3650, type: !91, align: 64)
!161 = distinct !DISubprogram(name: "from_elem<f64>", linkageName: "_ZN5alloc3vec9from_elem17hd61c9db4086ba7e7E", scope: !105, file: !162, line: 3650, type: !163, scopeLine: 3650, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !141, retainedNodes: !165)
!162 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!163 = !DISubroutineType(types: !164)
!164 = !{!104, !91, !97}
!165 = !{!160, !166}
!166 = !DILocalVariable(name: "n", scope: !161, file: !162, line: 3650, type: !97, align: 64)
!167 = !DILocation(line: 0, scope: !161, inlinedAt: !168)
!168 = !DILocation(line: 19, column: 17, scope: !86)
!169 = !DILocalVariable(name: "self", arg: 1, scope: !170, file: !162, line: 3591, type: !173)
!170 = distinct !DISubprogram(name: "extend_with<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h55e300b2ec03d19bE", scope: !104, file: !162, line: 3591, type: !171, scopeLine: 3591, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !143, declaration: !174, retainedNodes: !175)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !173, !97, !91}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !104, size: 64, align: 64, dwarfAddressSpace: 0)
!174 = !DISubprogram(name: "extend_with<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h55e300b2ec03d19bE", scope: !104, file: !162, line: 3591, type: !171, scopeLine: 3591, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !143)
!175 = !{!169, !176, !177, !178, !181, !189}
!176 = !DILocalVariable(name: "n", arg: 2, scope: !170, file: !162, line: 3591, type: !97)
!177 = !DILocalVariable(name: "value", arg: 3, scope: !170, file: !162, line: 3591, type: !91)
!178 = !DILocalVariable(name: "ptr", scope: !179, file: !162, line: 3595, type: !180, align: 64)
!179 = distinct !DILexicalBlock(scope: !170, file: !162, line: 3595, column: 13)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!181 = !DILocalVariable(name: "local_len", scope: !182, file: !162, line: 3599, type: !183, align: 64)
!182 = distinct !DILexicalBlock(scope: !179, file: !162, line: 3599, column: 13)
!183 = !DICompositeType(tag: DW_TAG_structure_type, name: "SetLenOnDrop", scope: !184, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !185, templateParams: !98, identifier: "82f2a1ecd8ee1beb5175ffa4ead30898")
!184 = !DINamespace(name: "set_len_on_drop", scope: !105)
!185 = !{!186, !188}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !183, file: !9, baseType: !187, size: 64, align: 64, flags: DIFlagPrivate)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut usize", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !183, file: !9, baseType: !97, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!189 = !DILocalVariable(name: "iter", scope: !190, file: !162, line: 3602, type: !191, align: 64)
!190 = distinct !DILexicalBlock(scope: !182, file: !162, line: 3602, column: 13)
!191 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !192, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !194, templateParams: !197, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!192 = !DINamespace(name: "range", scope: !193)
!193 = !DINamespace(name: "ops", scope: !12)
!194 = !{!195, !196}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !191, file: !9, baseType: !97, size: 64, align: 64, flags: DIFlagPublic)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !191, file: !9, baseType: !97, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!197 = !{!198}
!198 = !DITemplateTypeParameter(name: "Idx", type: !97)
!199 = !DILocation(line: 0, scope: !170, inlinedAt: !200)
!200 = distinct !DILocation(line: 27, column: 11, scope: !201, inlinedAt: !213)
!201 = distinct !DILexicalBlock(scope: !203, file: !202, line: 26, column: 9)
!202 = !DIFile(filename: "library/alloc/src/vec/spec_from_elem.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "22e98e423536bab5c4532831d8ac869f")
!203 = distinct !DISubprogram(name: "from_elem<f64, alloc::alloc::Global>", linkageName: "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h19d8098a049cf667E", scope: !204, file: !202, line: 22, type: !206, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !143, retainedNodes: !208)
!204 = !DINamespace(name: "{impl#1}", scope: !205)
!205 = !DINamespace(name: "spec_from_elem", scope: !105)
!206 = !DISubroutineType(types: !207)
!207 = !{!104, !91, !97, !135}
!208 = !{!209, !210, !211, !212}
!209 = !DILocalVariable(name: "elem", arg: 1, scope: !203, file: !202, line: 22, type: !91)
!210 = !DILocalVariable(name: "n", arg: 2, scope: !203, file: !202, line: 22, type: !97)
!211 = !DILocalVariable(name: "alloc", arg: 3, scope: !203, file: !202, line: 22, type: !135)
!212 = !DILocalVariable(name: "v", scope: !201, file: !202, line: 26, type: !104, align: 64)
!213 = distinct !DILocation(line: 3651, column: 5, scope: !161, inlinedAt: !168)
!214 = !DILocation(line: 0, scope: !203, inlinedAt: !213)
!215 = !DILocalVariable(name: "capacity", arg: 1, scope: !216, file: !162, line: 964, type: !97)
!216 = distinct !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h8b78d22550398349E", scope: !104, file: !162, line: 964, type: !217, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !143, declaration: !219, retainedNodes: !220)
!217 = !DISubroutineType(types: !218)
!218 = !{!104, !97, !135}
!219 = !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h8b78d22550398349E", scope: !104, file: !162, line: 964, type: !217, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !143)
!220 = !{!215, !221}
!221 = !DILocalVariable(name: "alloc", arg: 2, scope: !216, file: !162, line: 964, type: !135)
!222 = !DILocation(line: 0, scope: !216, inlinedAt: !223)
!223 = distinct !DILocation(line: 26, column: 21, scope: !203, inlinedAt: !213)
!224 = !DILocalVariable(name: "capacity", arg: 1, scope: !225, file: !226, line: 175, type: !97)
!225 = distinct !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17hc7cf49723c3126e4E", scope: !108, file: !226, line: 175, type: !227, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !143, declaration: !229, retainedNodes: !230)
!226 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!227 = !DISubroutineType(types: !228)
!228 = !{!108, !97, !135}
!229 = !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17hc7cf49723c3126e4E", scope: !108, file: !226, line: 175, type: !227, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !143)
!230 = !{!224, !231}
!231 = !DILocalVariable(name: "alloc", arg: 2, scope: !225, file: !226, line: 175, type: !135)
!232 = !DILocation(line: 0, scope: !225, inlinedAt: !233)
!233 = distinct !DILocation(line: 965, column: 20, scope: !216, inlinedAt: !223)
!234 = !DILocation(line: 22, column: 59, scope: !203, inlinedAt: !213)
!235 = !DILocation(line: 964, column: 46, scope: !216, inlinedAt: !223)
!236 = !DILocation(line: 175, column: 53, scope: !225, inlinedAt: !233)
!237 = !DILocalVariable(name: "capacity", arg: 1, scope: !238, file: !226, line: 432, type: !97)
!238 = distinct !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hbc3b4f3db4ad70a0E", scope: !111, file: !226, line: 432, type: !239, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !137, declaration: !250, retainedNodes: !251)
!239 = !DISubroutineType(types: !240)
!240 = !{!111, !97, !135, !241}
!241 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !242, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !244, templateParams: !98, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!242 = !DINamespace(name: "layout", scope: !243)
!243 = !DINamespace(name: "alloc", scope: !12)
!244 = !{!245, !246}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !241, file: !9, baseType: !97, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !241, file: !9, baseType: !247, size: 64, align: 64, flags: DIFlagPrivate)
!247 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !248, templateParams: !98, identifier: "5099570874743123f8e757e4da3ea37b")
!248 = !{!249}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !247, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!250 = !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hbc3b4f3db4ad70a0E", scope: !111, file: !226, line: 432, type: !239, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !137)
!251 = !{!237, !252, !253, !254, !256}
!252 = !DILocalVariable(name: "alloc", arg: 2, scope: !238, file: !226, line: 432, type: !135)
!253 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !238, file: !226, line: 432, type: !241)
!254 = !DILocalVariable(name: "this", scope: !255, file: !226, line: 434, type: !111, align: 64)
!255 = distinct !DILexicalBlock(scope: !238, file: !226, line: 434, column: 13)
!256 = !DILocalVariable(name: "err", scope: !257, file: !226, line: 441, type: !258, align: 64)
!257 = distinct !DILexicalBlock(scope: !238, file: !226, line: 441, column: 13)
!258 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !259, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !260, templateParams: !98, identifier: "aadc5b14185c42e764a105b028ba728d")
!259 = !DINamespace(name: "collections", scope: !81)
!260 = !{!261}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !258, file: !9, baseType: !262, size: 128, align: 64, flags: DIFlagPrivate)
!262 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !259, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !263, templateParams: !98, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!263 = !{!264}
!264 = !DICompositeType(tag: DW_TAG_variant_part, scope: !262, file: !9, size: 128, align: 64, elements: !265, templateParams: !98, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !274)
!265 = !{!266, !268}
!266 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !264, file: !9, baseType: !267, size: 128, align: 64, extraData: i64 0)
!267 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !262, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !98, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!268 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !264, file: !9, baseType: !269, size: 128, align: 64)
!269 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !262, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !270, templateParams: !98, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!270 = !{!271, !272}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !269, file: !9, baseType: !241, size: 128, align: 64, flags: DIFlagPublic)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !269, file: !9, baseType: !273, align: 8, offset: 128, flags: DIFlagPublic)
!273 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!274 = !DIDerivedType(tag: DW_TAG_member, scope: !262, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!275 = !DILocation(line: 0, scope: !238, inlinedAt: !276)
!276 = distinct !DILocation(line: 177, column: 20, scope: !225, inlinedAt: !233)
!277 = !DILocation(line: 432, column: 42, scope: !238, inlinedAt: !276)
!278 = !DILocalVariable(name: "capacity", arg: 1, scope: !279, file: !226, line: 446, type: !97)
!279 = distinct !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h050fdf32621abc10E", scope: !111, file: !226, line: 445, type: !280, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !137, declaration: !299, retainedNodes: !300)
!280 = !DISubroutineType(types: !281)
!281 = !{!282, !97, !79, !135, !241}
!282 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<alloc::raw_vec::RawVecInner<alloc::alloc::Global>, alloc::collections::TryReserveError>", scope: !283, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !284, templateParams: !98, identifier: "e7516ca9d9f4e7570eb6b2a4431868b")
!283 = !DINamespace(name: "result", scope: !12)
!284 = !{!285}
!285 = !DICompositeType(tag: DW_TAG_variant_part, scope: !282, file: !9, size: 192, align: 64, elements: !286, templateParams: !98, identifier: "9397e95d4d592ee6cd0aff367ebd7653", discriminator: !298)
!286 = !{!287, !294}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !285, file: !9, baseType: !288, size: 192, align: 64, extraData: i64 0)
!288 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !282, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !289, templateParams: !291, identifier: "cab76745ac13b130a1764d6bd5b1f7a5")
!289 = !{!290}
!290 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !288, file: !9, baseType: !111, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!291 = !{!292, !293}
!292 = !DITemplateTypeParameter(name: "T", type: !111)
!293 = !DITemplateTypeParameter(name: "E", type: !258)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !285, file: !9, baseType: !295, size: 192, align: 64, extraData: i64 1)
!295 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !282, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !296, templateParams: !291, identifier: "54841962b1957e307458a8d575a1009c")
!296 = !{!297}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !295, file: !9, baseType: !258, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!298 = !DIDerivedType(tag: DW_TAG_member, scope: !282, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!299 = !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h050fdf32621abc10E", scope: !111, file: !226, line: 445, type: !280, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !137)
!300 = !{!278, !301, !302, !303, !304, !306, !308, !335, !337}
!301 = !DILocalVariable(name: "init", arg: 2, scope: !279, file: !226, line: 447, type: !79)
!302 = !DILocalVariable(name: "alloc", arg: 3, scope: !279, file: !226, line: 448, type: !135)
!303 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !279, file: !226, line: 449, type: !241)
!304 = !DILocalVariable(name: "layout", scope: !305, file: !226, line: 453, type: !241, align: 64)
!305 = distinct !DILexicalBlock(scope: !279, file: !226, line: 453, column: 9)
!306 = !DILocalVariable(name: "layout", scope: !307, file: !226, line: 454, type: !241, align: 64)
!307 = distinct !DILexicalBlock(scope: !279, file: !226, line: 454, column: 13)
!308 = !DILocalVariable(name: "result", scope: !309, file: !226, line: 463, type: !310, align: 64)
!309 = distinct !DILexicalBlock(scope: !305, file: !226, line: 463, column: 9)
!310 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !283, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !311, templateParams: !98, identifier: "519a674418a5b51cf8bee27a967aa54e")
!311 = !{!312}
!312 = !DICompositeType(tag: DW_TAG_variant_part, scope: !310, file: !9, size: 128, align: 64, elements: !313, templateParams: !98, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !334)
!313 = !{!314, !330}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !312, file: !9, baseType: !315, size: 128, align: 64)
!315 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !310, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !316, templateParams: !326, identifier: "30b736d771929d0b7715388dfe942406")
!316 = !{!317}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !315, file: !9, baseType: !318, size: 128, align: 64, flags: DIFlagPublic)
!318 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !119, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !319, templateParams: !123, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!319 = !{!320}
!320 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !318, file: !9, baseType: !321, size: 128, align: 64, flags: DIFlagPrivate)
!321 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !322, templateParams: !98, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!322 = !{!323, !325}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !321, file: !9, baseType: !324, size: 64, align: 64)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !321, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!326 = !{!327, !328}
!327 = !DITemplateTypeParameter(name: "T", type: !318)
!328 = !DITemplateTypeParameter(name: "E", type: !329)
!329 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !243, file: !9, align: 8, flags: DIFlagPublic, elements: !98, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!330 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !312, file: !9, baseType: !331, size: 128, align: 64, extraData: i64 0)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !310, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !332, templateParams: !326, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!332 = !{!333}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !331, file: !9, baseType: !329, align: 8, flags: DIFlagPublic)
!334 = !DIDerivedType(tag: DW_TAG_member, scope: !310, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!335 = !DILocalVariable(name: "ptr", scope: !336, file: !226, line: 468, type: !318, align: 64)
!336 = distinct !DILexicalBlock(scope: !309, file: !226, line: 468, column: 9)
!337 = !DILocalVariable(name: "ptr", scope: !338, file: !226, line: 469, type: !318, align: 64)
!338 = distinct !DILexicalBlock(scope: !309, file: !226, line: 469, column: 13)
!339 = !DILocation(line: 0, scope: !279, inlinedAt: !340)
!340 = distinct !DILocation(line: 433, column: 15, scope: !238, inlinedAt: !276)
!341 = !DILocation(line: 448, column: 9, scope: !279, inlinedAt: !340)
!342 = !DILocation(line: 0, scope: !305, inlinedAt: !340)
!343 = !DILocalVariable(name: "layout", arg: 1, scope: !344, file: !345, line: 185, type: !241)
!344 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !135, file: !345, line: 185, type: !346, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, declaration: !349, retainedNodes: !350)
!345 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!346 = !DISubroutineType(types: !347)
!347 = !{!310, !241, !348}
!348 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!349 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !135, file: !345, line: 185, type: !346, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !98)
!350 = !{!343, !351, !352, !354, !357, !359, !379}
!351 = !DILocalVariable(name: "zeroed", arg: 2, scope: !344, file: !345, line: 185, type: !348)
!352 = !DILocalVariable(name: "size", scope: !353, file: !345, line: 189, type: !97, align: 64)
!353 = distinct !DILexicalBlock(scope: !344, file: !345, line: 189, column: 13)
!354 = !DILocalVariable(name: "raw_ptr", scope: !355, file: !345, line: 190, type: !356, align: 64)
!355 = distinct !DILexicalBlock(scope: !353, file: !345, line: 190, column: 17)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!357 = !DILocalVariable(name: "ptr", scope: !358, file: !345, line: 191, type: !118, align: 64)
!358 = distinct !DILexicalBlock(scope: !355, file: !345, line: 191, column: 17)
!359 = !DILocalVariable(name: "residual", scope: !360, file: !345, line: 191, type: !361, align: 8)
!360 = distinct !DILexicalBlock(scope: !355, file: !345, line: 191, column: 66)
!361 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !283, file: !9, align: 8, flags: DIFlagPublic, elements: !362, templateParams: !98, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!362 = !{!363}
!363 = !DICompositeType(tag: DW_TAG_variant_part, scope: !361, file: !9, align: 8, elements: !364, templateParams: !98, identifier: "f5e162db303eef1e33f578c71ec0a693")
!364 = !{!365, !375}
!365 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !363, file: !9, baseType: !366, align: 8)
!366 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !361, file: !9, align: 8, flags: DIFlagPublic, elements: !367, templateParams: !373, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!367 = !{!368}
!368 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !366, file: !9, baseType: !369, align: 8, flags: DIFlagPublic)
!369 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !370, file: !9, align: 8, flags: DIFlagPublic, elements: !371, templateParams: !98, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!370 = !DINamespace(name: "convert", scope: !12)
!371 = !{!372}
!372 = !DICompositeType(tag: DW_TAG_variant_part, scope: !369, file: !9, align: 8, elements: !98, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!373 = !{!374, !328}
!374 = !DITemplateTypeParameter(name: "T", type: !369)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !363, file: !9, baseType: !376, align: 8)
!376 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !361, file: !9, align: 8, flags: DIFlagPublic, elements: !377, templateParams: !373, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!377 = !{!378}
!378 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !376, file: !9, baseType: !329, align: 8, flags: DIFlagPublic)
!379 = !DILocalVariable(name: "val", scope: !380, file: !345, line: 191, type: !118, align: 64)
!380 = distinct !DILexicalBlock(scope: !355, file: !345, line: 191, column: 66)
!381 = !DILocation(line: 0, scope: !344, inlinedAt: !382)
!382 = distinct !DILocation(line: 312, column: 9, scope: !383, inlinedAt: !392)
!383 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !135, file: !345, line: 311, type: !384, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, declaration: !387, retainedNodes: !388)
!384 = !DISubroutineType(types: !385)
!385 = !{!310, !386, !241, !348}
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!387 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !135, file: !345, line: 311, type: !384, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !98)
!388 = !{!389, !390, !391}
!389 = !DILocalVariable(name: "self", arg: 1, scope: !383, file: !345, line: 311, type: !386)
!390 = !DILocalVariable(name: "layout", arg: 2, scope: !383, file: !345, line: 311, type: !241)
!391 = !DILocalVariable(name: "zeroed", scope: !383, file: !345, line: 311, type: !348, align: 8)
!392 = distinct !DILocation(line: 435, column: 14, scope: !393, inlinedAt: !400)
!393 = distinct !DISubprogram(name: "allocate_zeroed", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator15allocate_zeroed", scope: !394, file: !345, line: 434, type: !395, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !397)
!394 = !DINamespace(name: "{impl#1}", scope: !136)
!395 = !DISubroutineType(types: !396)
!396 = !{!310, !386, !241}
!397 = !{!398, !399}
!398 = !DILocalVariable(name: "self", arg: 1, scope: !393, file: !345, line: 434, type: !386)
!399 = !DILocalVariable(name: "layout", arg: 2, scope: !393, file: !345, line: 434, type: !241)
!400 = distinct !DILocation(line: 466, column: 40, scope: !305, inlinedAt: !340)
!401 = !DILocation(line: 0, scope: !344, inlinedAt: !402)
!402 = distinct !DILocation(line: 312, column: 9, scope: !403, inlinedAt: !408)
!403 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !135, file: !345, line: 311, type: !384, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, declaration: !387, retainedNodes: !404)
!404 = !{!405, !406, !407}
!405 = !DILocalVariable(name: "self", arg: 1, scope: !403, file: !345, line: 311, type: !386)
!406 = !DILocalVariable(name: "layout", arg: 2, scope: !403, file: !345, line: 311, type: !241)
!407 = !DILocalVariable(name: "zeroed", scope: !403, file: !345, line: 311, type: !348, align: 8)
!408 = distinct !DILocation(line: 429, column: 14, scope: !409, inlinedAt: !413)
!409 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !394, file: !345, line: 428, type: !395, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !410)
!410 = !{!411, !412}
!411 = !DILocalVariable(name: "self", arg: 1, scope: !409, file: !345, line: 428, type: !386)
!412 = !DILocalVariable(name: "layout", arg: 2, scope: !409, file: !345, line: 428, type: !241)
!413 = distinct !DILocation(line: 464, column: 47, scope: !305, inlinedAt: !340)
!414 = !DILocation(line: 0, scope: !353, inlinedAt: !382)
!415 = !DILocation(line: 0, scope: !353, inlinedAt: !402)
!416 = !{!417, !419}
!417 = distinct !{!417, !418, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h050fdf32621abc10E: %_0"}
!418 = distinct !{!418, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h050fdf32621abc10E"}
!419 = distinct !{!419, !420, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h19d8098a049cf667E: %_0"}
!420 = distinct !{!420, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h19d8098a049cf667E"}
!421 = !DILocation(line: 0, scope: !309, inlinedAt: !340)
!422 = !DILocation(line: 0, scope: !409, inlinedAt: !413)
!423 = !DILocation(line: 0, scope: !403, inlinedAt: !408)
!424 = !DILocalVariable(name: "layout", arg: 1, scope: !425, file: !345, line: 89, type: !241)
!425 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !136, file: !345, line: 89, type: !426, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !428)
!426 = !DISubroutineType(types: !427)
!427 = !{!356, !241}
!428 = !{!424}
!429 = !DILocation(line: 0, scope: !425, inlinedAt: !430)
!430 = distinct !DILocation(line: 190, column: 73, scope: !353, inlinedAt: !402)
!431 = !DILocation(line: 95, column: 9, scope: !425, inlinedAt: !430)
!432 = !DILocation(line: 468, column: 25, scope: !309, inlinedAt: !340)
!433 = !DILocation(line: 433, column: 9, scope: !238, inlinedAt: !276)
!434 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!435 = !DILocation(line: 0, scope: !257, inlinedAt: !276)
!436 = !DILocation(line: 441, column: 25, scope: !257, inlinedAt: !276)
!437 = !{!419}
!438 = !DILocation(line: 0, scope: !201, inlinedAt: !213)
!439 = !DILocalVariable(name: "count", scope: !440, file: !441, line: 927, type: !97, align: 64)
!440 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h61f251593d26cf77E", scope: !442, file: !441, line: 927, type: !444, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !141, retainedNodes: !470)
!441 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!442 = !DINamespace(name: "{impl#0}", scope: !443)
!443 = !DINamespace(name: "mut_ptr", scope: !11)
!444 = !DISubroutineType(types: !445)
!445 = !{!180, !180, !97, !446}
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !447, size: 64, align: 64, dwarfAddressSpace: 0)
!447 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !448, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !450, templateParams: !98, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!448 = !DINamespace(name: "location", scope: !449)
!449 = !DINamespace(name: "panic", scope: !12)
!450 = !{!451, !459, !461, !462}
!451 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !447, file: !9, baseType: !452, size: 128, align: 64, flags: DIFlagPrivate)
!452 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !119, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !453, templateParams: !123, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!453 = !{!454}
!454 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !452, file: !9, baseType: !455, size: 128, align: 64, flags: DIFlagPrivate)
!455 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !456, templateParams: !98, identifier: "238a44609877474087c05adf26cd41fa")
!456 = !{!457, !458}
!457 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !455, file: !9, baseType: !324, size: 64, align: 64)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !455, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !447, file: !9, baseType: !460, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!460 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !447, file: !9, baseType: !460, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !447, file: !9, baseType: !463, align: 8, offset: 192, flags: DIFlagPrivate)
!463 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !98, templateParams: !464, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!464 = !{!465}
!465 = !DITemplateTypeParameter(name: "T", type: !466)
!466 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !467, templateParams: !98, identifier: "9277eecd40495f85161460476aacc992")
!467 = !{!468, !469}
!468 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !466, file: !9, baseType: !324, size: 64, align: 64)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !466, file: !9, baseType: !97, size: 64, align: 64, offset: 64)
!470 = !{!471, !472, !439}
!471 = !DILocalVariable(name: "self", arg: 1, scope: !440, file: !441, line: 927, type: !180)
!472 = !DILocalVariable(name: "count", arg: 2, scope: !440, file: !441, line: 927, type: !97)
!473 = !DILocation(line: 0, scope: !440, inlinedAt: !474)
!474 = distinct !DILocation(line: 3604, column: 27, scope: !190, inlinedAt: !200)
!475 = !DILocation(line: 0, scope: !440, inlinedAt: !476)
!476 = distinct !DILocation(line: 3595, column: 45, scope: !170, inlinedAt: !200)
!477 = !DILocation(line: 0, scope: !179, inlinedAt: !200)
!478 = !DILocation(line: 0, scope: !182, inlinedAt: !200)
!479 = !DILocation(line: 0, scope: !190, inlinedAt: !200)
!480 = !DILocalVariable(name: "dst", arg: 1, scope: !481, file: !482, line: 1894, type: !180)
!481 = distinct !DISubprogram(name: "write<f64>", linkageName: "_ZN4core3ptr5write17h4d423e5ddc1d378aE", scope: !11, file: !482, line: 1894, type: !483, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !141, retainedNodes: !485)
!482 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!483 = !DISubroutineType(types: !484)
!484 = !{null, !180, !91, !446}
!485 = !{!480, !486}
!486 = !DILocalVariable(name: "src", arg: 2, scope: !481, file: !482, line: 1894, type: !91)
!487 = !DILocation(line: 0, scope: !481, inlinedAt: !488)
!488 = distinct !DILocation(line: 3611, column: 17, scope: !182, inlinedAt: !200)
!489 = !DILocation(line: 0, scope: !481, inlinedAt: !490)
!490 = distinct !DILocation(line: 3603, column: 17, scope: !190, inlinedAt: !200)
!491 = !DILocation(line: 1917, column: 41, scope: !481, inlinedAt: !490)
!492 = !{!493, !419}
!493 = distinct !{!493, !494, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h55e300b2ec03d19bE: %self"}
!494 = distinct !{!494, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h55e300b2ec03d19bE"}
!495 = !DILocation(line: 961, column: 18, scope: !440, inlinedAt: !474)
!496 = !DILocation(line: 0, scope: !103)
!497 = !DILocation(line: 22, column: 69, scope: !103)
!498 = !DILocation(line: 22, column: 49, scope: !103)
!499 = !DILocation(line: 0, scope: !146)
!500 = !DILocation(line: 23, column: 74, scope: !146)
!501 = !DILocation(line: 23, column: 54, scope: !146)
!502 = !DILocation(line: 0, scope: !155)
!503 = !DILocation(line: 24, column: 36, scope: !155)
!504 = !DILocation(line: 24, column: 9, scope: !155)
!505 = !DILocation(line: 25, column: 9, scope: !155)
!506 = !DILocation(line: 25, column: 39, scope: !155)
!507 = !DILocalVariable(arg: 1, scope: !508, file: !482, line: 805, type: !511)
!508 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h5026668917036182E", scope: !11, file: !482, line: 805, type: !509, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !513, retainedNodes: !512)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !511}
!511 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !104, size: 64, align: 64, dwarfAddressSpace: 0)
!512 = !{!507}
!513 = !{!514}
!514 = !DITemplateTypeParameter(name: "T", type: !104)
!515 = !DILocation(line: 0, scope: !508, inlinedAt: !516)
!516 = distinct !DILocation(line: 27, column: 1, scope: !86)
!517 = !DILocalVariable(arg: 1, scope: !518, file: !482, line: 805, type: !521)
!518 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hb0ad6a14bac7fe98E", scope: !11, file: !482, line: 805, type: !519, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !523, retainedNodes: !522)
!519 = !DISubroutineType(types: !520)
!520 = !{null, !521}
!521 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !108, size: 64, align: 64, dwarfAddressSpace: 0)
!522 = !{!517}
!523 = !{!524}
!524 = !DITemplateTypeParameter(name: "T", type: !108)
!525 = !DILocation(line: 0, scope: !518, inlinedAt: !526)
!526 = distinct !DILocation(line: 805, column: 1, scope: !508, inlinedAt: !516)
!527 = !DILocalVariable(name: "self", arg: 1, scope: !528, file: !226, line: 421, type: !532)
!528 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb1b26ddf677cc351E", scope: !529, file: !226, line: 421, type: !530, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !143, retainedNodes: !533)
!529 = !DINamespace(name: "{impl#3}", scope: !80)
!530 = !DISubroutineType(types: !531)
!531 = !{null, !532}
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !108, size: 64, align: 64, dwarfAddressSpace: 0)
!533 = !{!527}
!534 = !DILocation(line: 0, scope: !528, inlinedAt: !535)
!535 = distinct !DILocation(line: 805, column: 1, scope: !518, inlinedAt: !526)
!536 = !DILocalVariable(name: "self", arg: 1, scope: !537, file: !226, line: 870, type: !540)
!537 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6686363207a172ebE", scope: !111, file: !226, line: 870, type: !538, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !137, declaration: !541, retainedNodes: !542)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !540, !241}
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !111, size: 64, align: 64, dwarfAddressSpace: 0)
!541 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6686363207a172ebE", scope: !111, file: !226, line: 870, type: !538, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !137)
!542 = !{!536, !543, !544, !546}
!543 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !537, file: !226, line: 870, type: !241)
!544 = !DILocalVariable(name: "ptr", scope: !545, file: !226, line: 872, type: !118, align: 64)
!545 = distinct !DILexicalBlock(scope: !537, file: !226, line: 872, column: 82)
!546 = !DILocalVariable(name: "layout", scope: !545, file: !226, line: 872, type: !241, align: 64)
!547 = !DILocation(line: 0, scope: !537, inlinedAt: !548)
!548 = distinct !DILocation(line: 423, column: 29, scope: !528, inlinedAt: !535)
!549 = !DILocation(line: 0, scope: !545, inlinedAt: !548)
!550 = !DILocalVariable(name: "self", arg: 1, scope: !551, file: !345, line: 440, type: !386)
!551 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !394, file: !345, line: 440, type: !552, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !554)
!552 = !DISubroutineType(types: !553)
!553 = !{null, !386, !118, !241}
!554 = !{!550, !555, !556}
!555 = !DILocalVariable(name: "ptr", arg: 2, scope: !551, file: !345, line: 440, type: !118)
!556 = !DILocalVariable(name: "layout", arg: 3, scope: !551, file: !345, line: 440, type: !241)
!557 = !DILocation(line: 0, scope: !551, inlinedAt: !558)
!558 = distinct !DILocation(line: 874, column: 28, scope: !545, inlinedAt: !548)
!559 = !DILocalVariable(name: "self", arg: 1, scope: !560, file: !345, line: 323, type: !386)
!560 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !135, file: !345, line: 323, type: !552, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, declaration: !561, retainedNodes: !562)
!561 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !135, file: !345, line: 323, type: !552, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !98)
!562 = !{!559, !563, !564}
!563 = !DILocalVariable(name: "ptr", arg: 2, scope: !560, file: !345, line: 323, type: !118)
!564 = !DILocalVariable(name: "layout", arg: 3, scope: !560, file: !345, line: 323, type: !241)
!565 = !DILocation(line: 0, scope: !560, inlinedAt: !566)
!566 = distinct !DILocation(line: 442, column: 23, scope: !551, inlinedAt: !558)
!567 = !DILocalVariable(name: "ptr", arg: 1, scope: !568, file: !345, line: 199, type: !118)
!568 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !135, file: !345, line: 199, type: !569, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, declaration: !571, retainedNodes: !572)
!569 = !DISubroutineType(types: !570)
!570 = !{null, !118, !241}
!571 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !135, file: !345, line: 199, type: !569, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !98)
!572 = !{!567, !573}
!573 = !DILocalVariable(name: "layout", arg: 2, scope: !568, file: !345, line: 199, type: !241)
!574 = !DILocation(line: 0, scope: !568, inlinedAt: !575)
!575 = distinct !DILocation(line: 324, column: 9, scope: !560, inlinedAt: !566)
!576 = !DILocalVariable(name: "layout", arg: 2, scope: !577, file: !345, line: 114, type: !241)
!577 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !136, file: !345, line: 114, type: !578, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !580)
!578 = !DISubroutineType(types: !579)
!579 = !{null, !356, !241}
!580 = !{!581, !576}
!581 = !DILocalVariable(name: "ptr", arg: 1, scope: !577, file: !345, line: 114, type: !356)
!582 = !DILocation(line: 0, scope: !577, inlinedAt: !583)
!583 = distinct !DILocation(line: 209, column: 22, scope: !568, inlinedAt: !575)
!584 = !DILocation(line: 115, column: 14, scope: !577, inlinedAt: !583)
!585 = !DILocation(line: 27, column: 2, scope: !86)
!586 = distinct !DISubprogram(name: "sink_at", linkageName: "_ZN8addrkept7sink_at17h823add6dadd0ec97E", scope: !88, file: !87, line: 13, type: !587, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !590)
!587 = !DISubroutineType(types: !588)
!588 = !{!91, !589, !97}
!589 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrkept::Sink", baseType: !151, size: 64, align: 64, dwarfAddressSpace: 0)
!590 = !{!591, !592}
!591 = !DILocalVariable(name: "this", arg: 1, scope: !586, file: !87, line: 13, type: !589)
!592 = !DILocalVariable(name: "k", arg: 2, scope: !586, file: !87, line: 13, type: !97)
!593 = !DILocation(line: 0, scope: !586)
!594 = !DILocation(line: 15, column: 17, scope: !586)
!595 = !DILocation(line: 15, column: 29, scope: !586)
!596 = !DILocation(line: 15, column: 16, scope: !586)
!597 = !DILocation(line: 15, column: 15, scope: !586)
!598 = !DILocation(line: 15, column: 14, scope: !586)
!599 = !DILocation(line: 16, column: 2, scope: !586)
!600 = distinct !DISubprogram(name: "sink_keep", linkageName: "_ZN8addrkept9sink_keep17h8fbf28ff7e9b6ad6E", scope: !88, file: !87, line: 9, type: !601, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !98, retainedNodes: !603)
!601 = !DISubroutineType(types: !602)
!602 = !{null, !589, !97}
!603 = !{!604, !605}
!604 = !DILocalVariable(name: "this", arg: 1, scope: !600, file: !87, line: 9, type: !589)
!605 = !DILocalVariable(name: "base", arg: 2, scope: !600, file: !87, line: 9, type: !97)
!606 = !DILocation(line: 0, scope: !600)
!607 = !DILocation(line: 10, column: 5, scope: !600)
!608 = !DILocation(line: 11, column: 2, scope: !600)
