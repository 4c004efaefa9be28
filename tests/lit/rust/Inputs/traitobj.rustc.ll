; ModuleID = 'traitobj.865c6708809a8fa6-cgu.0'
source_filename = "traitobj.865c6708809a8fa6-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vtable.0 = private constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN48_$LT$traitobj..Sq$u20$as$u20$traitobj..Shape$GT$4area17h94ab018a4551a3e9E" }>, align 8, !dbg !0

; <traitobj::Sq as traitobj::Shape>::area
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable
define internal noundef double @"_ZN48_$LT$traitobj..Sq$u20$as$u20$traitobj..Shape$GT$4area17h94ab018a4551a3e9E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #0 !dbg !97 {
start:
    #dbg_value(ptr %self, !104, !DIExpression(), !105)
  %_2 = load double, ptr %self, align 8, !dbg !106, !noundef !17
  %_0 = fmul double %_2, %_2, !dbg !106
  ret double %_0, !dbg !107
}

; traitobj::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN8traitobj6client17h8f8125716d25b1f6E(i64 noundef %r, double noundef %side) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !108 {
start:
    #dbg_value(i64 %r, !112, !DIExpression(), !135)
    #dbg_value(double %side, !113, !DIExpression(), !135)
    #dbg_value(double %side, !136, !DIExpression(), !151)
    #dbg_value(i64 8, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !182)
    #dbg_value(i64 8, !184, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !213)
    #dbg_value(i64 8, !215, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
    #dbg_value(i64 8, !153, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !182)
    #dbg_value(i64 8, !184, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !213)
    #dbg_value(i64 8, !215, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !224)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !212, !DIExpression(), !213)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !222, !DIExpression(), !224)
    #dbg_value(i8 0, !223, !DIExpression(), !224)
    #dbg_value(i64 8, !226, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !265)
    #dbg_value(i64 8, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !270)
    #dbg_value(i64 8, !226, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !265)
    #dbg_value(i64 8, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !270)
    #dbg_value(i1 false, !232, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !265)
    #dbg_value(i64 8, !233, !DIExpression(), !272)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !273
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 8, i64 noundef 8) #6, !dbg !274
  %1 = icmp eq ptr %0, null, !dbg !275
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !276, !prof !277

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #7, !dbg !278
  unreachable, !dbg !278

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
    #dbg_value(ptr %0, !146, !DIExpression(), !279)
  store double %side, ptr %0, align 8, !dbg !280
    #dbg_value(ptr %0, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !281)
    #dbg_value(ptr @vtable.0, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !281)
  %_7 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8traitobj7acc_add17h45e3cb86cfdcdb70E) #6, !dbg !282
  %2 = icmp ne ptr %_7, null, !dbg !283
  tail call void @llvm.assume(i1 %2), !dbg !283
    #dbg_value(ptr %_7, !126, !DIExpression(), !284)
  %_0 = tail call noundef double %_7(ptr noundef null, ptr noundef nonnull align 1 %0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.0) #6, !dbg !285
  ret double %_0, !dbg !286
}

; traitobj::acc_add
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN8traitobj7acc_add17h45e3cb86cfdcdb70E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noundef nonnull align 1 %0, ptr noalias noundef readonly align 8 captures(none) dereferenceable(32) %1) unnamed_addr #1 !dbg !287 {
start:
    #dbg_value(ptr %0, !293, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !294)
    #dbg_value(ptr %1, !293, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !294)
    #dbg_value(ptr %this, !292, !DIExpression(), !294)
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 24, !dbg !295
  %3 = load ptr, ptr %2, align 8, !dbg !295, !invariant.load !17, !nonnull !17
  %_3 = tail call noundef double %3(ptr noundef nonnull align 1 %0) #8, !dbg !296
  %4 = load double, ptr %this, align 8, !dbg !297, !noundef !17
  %5 = fadd double %_3, %4, !dbg !297
  store double %5, ptr %this, align 8, !dbg !297
    #dbg_value(ptr poison, !298, !DIExpression(), !307)
  %6 = load ptr, ptr %1, align 8, !dbg !309, !invariant.load !17
  %.not.i = icmp eq ptr %6, null, !dbg !309
  br i1 %.not.i, label %bb2.i, label %is_not_null.i, !dbg !309

is_not_null.i:                                    ; preds = %start
  tail call void %6(ptr noundef nonnull %0) #8, !dbg !309
  br label %bb2.i, !dbg !309

bb2.i:                                            ; preds = %is_not_null.i, %start
    #dbg_value(ptr poison, !310, !DIExpression(), !339)
    #dbg_value(ptr poison, !317, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(ptr %1, !317, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(ptr poison, !342, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !352)
    #dbg_value(ptr poison, !354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !361)
    #dbg_value(ptr poison, !363, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !372)
    #dbg_value(ptr poison, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !377)
    #dbg_value(ptr %1, !342, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !352)
    #dbg_value(ptr %1, !354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !361)
    #dbg_value(ptr %1, !363, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !372)
    #dbg_value(ptr %1, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !377)
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !379
  %8 = load i64, ptr %7, align 8, !dbg !379, !range !380, !invariant.load !17
    #dbg_value(i64 poison, !335, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !381)
    #dbg_value(i64 %8, !335, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !381)
  %9 = icmp eq i64 %8, 0, !dbg !382
  br i1 %9, label %"_ZN4core3ptr69drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$traitobj..Shape$GT$$GT$17h165bb67d84e82b6cE.exit", label %bb1.i.i, !dbg !382

bb1.i.i:                                          ; preds = %bb2.i
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !379
  %11 = load i64, ptr %10, align 8, !dbg !383, !range !384, !invariant.load !17
    #dbg_value(i64 %11, !335, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !381)
    #dbg_value(ptr %0, !342, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !352)
    #dbg_value(ptr %0, !354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !361)
    #dbg_value(ptr %0, !363, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !372)
    #dbg_value(ptr %0, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !377)
    #dbg_value(ptr %0, !317, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(ptr poison, !385, !DIExpression(), !392)
    #dbg_value(ptr poison, !394, !DIExpression(), !400)
    #dbg_value(ptr %0, !390, !DIExpression(), !392)
    #dbg_value(ptr %0, !398, !DIExpression(), !400)
    #dbg_value(ptr %0, !402, !DIExpression(), !409)
    #dbg_value(i64 %11, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !392)
    #dbg_value(i64 %11, !399, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !400)
    #dbg_value(i64 %11, !408, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !409)
    #dbg_value(i64 %11, !411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !417)
    #dbg_value(i64 %8, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !392)
    #dbg_value(i64 %8, !399, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !400)
    #dbg_value(i64 %8, !408, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !409)
    #dbg_value(i64 %8, !411, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !417)
    #dbg_value(ptr %0, !416, !DIExpression(), !417)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef range(i64 1, -9223372036854775808) %8, i64 noundef range(i64 1, 536870913) %11) #6, !dbg !419
  br label %"_ZN4core3ptr69drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$traitobj..Shape$GT$$GT$17h165bb67d84e82b6cE.exit", !dbg !420

"_ZN4core3ptr69drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$traitobj..Shape$GT$$GT$17h165bb67d84e82b6cE.exit": ; preds = %bb2.i, %bb1.i.i
  ret double %5, !dbg !421
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #1

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #3

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #4

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { inlinehint nounwind }

!llvm.module.flags = !{!18, !19, !20, !21}
!llvm.ident = !{!22}
!llvm.dbg.cu = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "<traitobj::Sq as traitobj::Shape>::{vtable}", scope: null, file: !2, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "<unknown>", directory: "")
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "<traitobj::Sq as traitobj::Shape>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !4, vtableHolder: !12, templateParams: !17, identifier: "26a575a9e728d625544e38d7581f1ecc")
!4 = !{!5, !8, !10, !11}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !3, file: !2, baseType: !6, size: 64, align: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!7 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!9 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !3, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "Sq", scope: !13, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !17, identifier: "bea80efec1498956b4b3d009e9743dbe")
!13 = !DINamespace(name: "traitobj", scope: null)
!14 = !{!15}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "side", scope: !12, file: !2, baseType: !16, size: 64, align: 64, flags: DIFlagPrivate)
!16 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!17 = !{}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 2, !"RtLibUseGOT", i32 1}
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!23 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !24, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !25, globals: !96, splitDebugInlining: false, nameTableKind: None)
!24 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/traitobj.rs/@/traitobj.865c6708809a8fa6-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
!25 = !{!26}
!26 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !27, file: !2, baseType: !30, size: 64, align: 64, flags: DIFlagEnumClass, elements: !31)
!27 = !DINamespace(name: "alignment", scope: !28)
!28 = !DINamespace(name: "ptr", scope: !29)
!29 = !DINamespace(name: "core", scope: null)
!30 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!31 = !{!32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95}
!32 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!33 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!34 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!35 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!36 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!37 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!38 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!39 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!40 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!41 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!42 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!43 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!44 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!45 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!46 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!47 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!48 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!49 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!50 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!51 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!52 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!53 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!54 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!55 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!56 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!57 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!58 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!59 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!60 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!61 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!62 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!63 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!64 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!65 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!66 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!67 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!68 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!69 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!70 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!71 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!72 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!73 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!74 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!75 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!76 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!77 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!78 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!79 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!80 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!81 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!82 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!83 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!84 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!85 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!86 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!87 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!88 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!89 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!90 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!91 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!92 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!93 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!94 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!95 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!96 = !{!0}
!97 = distinct !DISubprogram(name: "area", linkageName: "_ZN48_$LT$traitobj..Sq$u20$as$u20$traitobj..Shape$GT$4area17h94ab018a4551a3e9E", scope: !99, file: !98, line: 14, type: !100, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !103)
!98 = !DIFile(filename: "traitobj.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "7c87ec99b9fa9f3e2ac0efc5e2b2e3f7")
!99 = !DINamespace(name: "{impl#0}", scope: !13)
!100 = !DISubroutineType(types: !101)
!101 = !{!16, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&traitobj::Sq", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!103 = !{!104}
!104 = !DILocalVariable(name: "self", arg: 1, scope: !97, file: !98, line: 14, type: !102)
!105 = !DILocation(line: 0, scope: !97)
!106 = !DILocation(line: 15, column: 9, scope: !97)
!107 = !DILocation(line: 16, column: 6, scope: !97)
!108 = distinct !DISubprogram(name: "client", linkageName: "_ZN8traitobj6client17h8f8125716d25b1f6E", scope: !13, file: !98, line: 28, type: !109, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!16, !30, !16}
!111 = !{!112, !113, !114, !126}
!112 = !DILocalVariable(name: "r", arg: 1, scope: !108, file: !98, line: 28, type: !30)
!113 = !DILocalVariable(name: "side", arg: 2, scope: !108, file: !98, line: 28, type: !16)
!114 = !DILocalVariable(name: "s", scope: !115, file: !98, line: 29, type: !116, align: 64)
!115 = distinct !DILexicalBlock(scope: !108, file: !98, line: 29, column: 5)
!116 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<dyn traitobj::Shape, alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !117, templateParams: !17, identifier: "334a7fb34b813affbf101f71e8aee806")
!117 = !{!118, !121}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !116, file: !2, baseType: !119, size: 64, align: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64, align: 64, dwarfAddressSpace: 0)
!120 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn traitobj::Shape", file: !2, align: 8, elements: !17, identifier: "1d22132bef1030a3da3f1316ef22dd47")
!121 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !116, file: !2, baseType: !122, size: 64, align: 64, offset: 64)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 4]", baseType: !123, size: 64, align: 64, dwarfAddressSpace: 0)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, align: 64, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 4, lowerBound: 0)
!126 = !DILocalVariable(name: "f", scope: !127, file: !98, line: 32, type: !128, align: 64)
!127 = distinct !DILexicalBlock(scope: !115, file: !98, line: 32, column: 9)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut traitobj::Acc, alloc::boxed::Box<dyn traitobj::Shape, alloc::alloc::Global>) -> f64", baseType: !129, size: 64, align: 64, dwarfAddressSpace: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{!16, !131, !116}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut traitobj::Acc", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !13, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !133, templateParams: !17, identifier: "67eb63592ff73997e51b71faf3c0370e")
!133 = !{!134}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !132, file: !2, baseType: !16, size: 64, align: 64, flags: DIFlagPrivate)
!135 = !DILocation(line: 0, scope: !108)
!136 = !DILocalVariable(name: "x", arg: 1, scope: !137, file: !138, line: 284, type: !12)
!137 = distinct !DISubprogram(name: "new<traitobj::Sq>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h6a944ea0ca9e0059E", scope: !139, file: !138, line: 284, type: !142, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !149, retainedNodes: !145)
!138 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!139 = !DINamespace(name: "{impl#0}", scope: !140)
!140 = !DINamespace(name: "boxed", scope: !141)
!141 = !DINamespace(name: "alloc", scope: null)
!142 = !DISubroutineType(types: !143)
!143 = !{!144, !12}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<traitobj::Sq, alloc::alloc::Global>", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!145 = !{!136, !146}
!146 = !DILocalVariable(name: "ptr", scope: !147, file: !138, line: 286, type: !148, align: 64)
!147 = distinct !DILexicalBlock(scope: !137, file: !138, line: 286, column: 9)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut traitobj::Sq", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!149 = !{!150}
!150 = !DITemplateTypeParameter(name: "T", type: !12)
!151 = !DILocation(line: 0, scope: !137, inlinedAt: !152)
!152 = distinct !DILocation(line: 29, column: 29, scope: !108)
!153 = !DILocalVariable(name: "layout", arg: 1, scope: !154, file: !138, line: 247, type: !159)
!154 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !140, file: !138, line: 247, type: !155, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !168)
!155 = !DISubroutineType(types: !156)
!156 = !{!157, !159}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !158, size: 64, align: 64, dwarfAddressSpace: 0)
!158 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!159 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !160, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !162, templateParams: !17, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!160 = !DINamespace(name: "layout", scope: !161)
!161 = !DINamespace(name: "alloc", scope: !29)
!162 = !{!163, !164}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !159, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !159, file: !2, baseType: !165, size: 64, align: 64, flags: DIFlagPrivate)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !27, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !166, templateParams: !17, identifier: "5099570874743123f8e757e4da3ea37b")
!166 = !{!167}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !165, file: !2, baseType: !26, size: 64, align: 64, flags: DIFlagPrivate)
!168 = !{!153, !169}
!169 = !DILocalVariable(name: "ptr", scope: !170, file: !138, line: 249, type: !171, align: 64)
!170 = distinct !DILexicalBlock(scope: !154, file: !138, line: 249, column: 9)
!171 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !172, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !173, templateParams: !180, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!172 = !DINamespace(name: "non_null", scope: !28)
!173 = !{!174}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !171, file: !2, baseType: !175, size: 128, align: 64, flags: DIFlagPrivate)
!175 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !2, size: 128, align: 64, elements: !176, templateParams: !17, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!176 = !{!177, !179}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !175, file: !2, baseType: !178, size: 64, align: 64)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64, align: 64, dwarfAddressSpace: 0)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !175, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!180 = !{!181}
!181 = !DITemplateTypeParameter(name: "T", type: !158)
!182 = !DILocation(line: 0, scope: !154, inlinedAt: !183)
!183 = distinct !DILocation(line: 286, column: 19, scope: !137, inlinedAt: !152)
!184 = !DILocalVariable(name: "layout", arg: 2, scope: !185, file: !186, line: 428, type: !159)
!185 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !187, file: !186, line: 428, type: !189, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !211)
!186 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!187 = !DINamespace(name: "{impl#1}", scope: !188)
!188 = !DINamespace(name: "alloc", scope: !141)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !209, !159}
!191 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !192, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !193, templateParams: !17, identifier: "519a674418a5b51cf8bee27a967aa54e")
!192 = !DINamespace(name: "result", scope: !29)
!193 = !{!194}
!194 = !DICompositeType(tag: DW_TAG_variant_part, scope: !191, file: !2, size: 128, align: 64, elements: !195, templateParams: !17, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !208)
!195 = !{!196, !204}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !194, file: !2, baseType: !197, size: 128, align: 64)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !191, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !198, templateParams: !200, identifier: "30b736d771929d0b7715388dfe942406")
!198 = !{!199}
!199 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !197, file: !2, baseType: !171, size: 128, align: 64, flags: DIFlagPublic)
!200 = !{!201, !202}
!201 = !DITemplateTypeParameter(name: "T", type: !171)
!202 = !DITemplateTypeParameter(name: "E", type: !203)
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !161, file: !2, align: 8, flags: DIFlagPublic, elements: !17, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!204 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !194, file: !2, baseType: !205, size: 128, align: 64, extraData: i64 0)
!205 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !191, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !206, templateParams: !200, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!206 = !{!207}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !205, file: !2, baseType: !203, align: 8, flags: DIFlagPublic)
!208 = !DIDerivedType(tag: DW_TAG_member, scope: !191, file: !2, baseType: !30, size: 64, align: 64, flags: DIFlagArtificial)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !210, size: 64, align: 64, dwarfAddressSpace: 0)
!210 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !188, file: !2, align: 8, flags: DIFlagPublic, elements: !17, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!211 = !{!212, !184}
!212 = !DILocalVariable(name: "self", scope: !185, file: !186, line: 428, type: !209, align: 64)
!213 = !DILocation(line: 0, scope: !185, inlinedAt: !214)
!214 = distinct !DILocation(line: 248, column: 18, scope: !154, inlinedAt: !183)
!215 = !DILocalVariable(name: "layout", arg: 2, scope: !216, file: !186, line: 311, type: !159)
!216 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !210, file: !186, line: 311, type: !217, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, declaration: !220, retainedNodes: !221)
!217 = !DISubroutineType(types: !218)
!218 = !{!191, !209, !159, !219}
!219 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!220 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !210, file: !186, line: 311, type: !217, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !17)
!221 = !{!222, !215, !223}
!222 = !DILocalVariable(name: "self", scope: !216, file: !186, line: 311, type: !209, align: 64)
!223 = !DILocalVariable(name: "zeroed", scope: !216, file: !186, line: 311, type: !219, align: 8)
!224 = !DILocation(line: 0, scope: !216, inlinedAt: !225)
!225 = distinct !DILocation(line: 429, column: 14, scope: !185, inlinedAt: !214)
!226 = !DILocalVariable(name: "layout", arg: 1, scope: !227, file: !186, line: 185, type: !159)
!227 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !210, file: !186, line: 185, type: !228, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, declaration: !230, retainedNodes: !231)
!228 = !DISubroutineType(types: !229)
!229 = !{!191, !159, !219}
!230 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !210, file: !186, line: 185, type: !228, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !17)
!231 = !{!226, !232, !233, !235, !237, !243, !263}
!232 = !DILocalVariable(name: "zeroed", arg: 2, scope: !227, file: !186, line: 185, type: !219)
!233 = !DILocalVariable(name: "size", scope: !234, file: !186, line: 189, type: !9, align: 64)
!234 = distinct !DILexicalBlock(scope: !227, file: !186, line: 189, column: 13)
!235 = !DILocalVariable(name: "raw_ptr", scope: !236, file: !186, line: 190, type: !157, align: 64)
!236 = distinct !DILexicalBlock(scope: !234, file: !186, line: 190, column: 17)
!237 = !DILocalVariable(name: "ptr", scope: !238, file: !186, line: 191, type: !239, align: 64)
!238 = distinct !DILexicalBlock(scope: !236, file: !186, line: 191, column: 17)
!239 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !172, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !240, templateParams: !180, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!240 = !{!241}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !239, file: !2, baseType: !242, size: 64, align: 64, flags: DIFlagPrivate)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !158, size: 64, align: 64, dwarfAddressSpace: 0)
!243 = !DILocalVariable(name: "residual", scope: !244, file: !186, line: 191, type: !245, align: 8)
!244 = distinct !DILexicalBlock(scope: !236, file: !186, line: 191, column: 66)
!245 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !192, file: !2, align: 8, flags: DIFlagPublic, elements: !246, templateParams: !17, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!246 = !{!247}
!247 = !DICompositeType(tag: DW_TAG_variant_part, scope: !245, file: !2, align: 8, elements: !248, templateParams: !17, identifier: "f5e162db303eef1e33f578c71ec0a693")
!248 = !{!249, !259}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !247, file: !2, baseType: !250, align: 8)
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !245, file: !2, align: 8, flags: DIFlagPublic, elements: !251, templateParams: !257, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!251 = !{!252}
!252 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !250, file: !2, baseType: !253, align: 8, flags: DIFlagPublic)
!253 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !254, file: !2, align: 8, flags: DIFlagPublic, elements: !255, templateParams: !17, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!254 = !DINamespace(name: "convert", scope: !29)
!255 = !{!256}
!256 = !DICompositeType(tag: DW_TAG_variant_part, scope: !253, file: !2, align: 8, elements: !17, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!257 = !{!258, !202}
!258 = !DITemplateTypeParameter(name: "T", type: !253)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !247, file: !2, baseType: !260, align: 8)
!260 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !245, file: !2, align: 8, flags: DIFlagPublic, elements: !261, templateParams: !257, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!261 = !{!262}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !260, file: !2, baseType: !203, align: 8, flags: DIFlagPublic)
!263 = !DILocalVariable(name: "val", scope: !264, file: !186, line: 191, type: !239, align: 64)
!264 = distinct !DILexicalBlock(scope: !236, file: !186, line: 191, column: 66)
!265 = !DILocation(line: 0, scope: !227, inlinedAt: !266)
!266 = distinct !DILocation(line: 312, column: 9, scope: !216, inlinedAt: !225)
!267 = !DILocalVariable(name: "layout", arg: 1, scope: !268, file: !186, line: 89, type: !159)
!268 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !188, file: !186, line: 89, type: !155, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !269)
!269 = !{!267}
!270 = !DILocation(line: 0, scope: !268, inlinedAt: !271)
!271 = distinct !DILocation(line: 190, column: 73, scope: !234, inlinedAt: !266)
!272 = !DILocation(line: 0, scope: !234, inlinedAt: !266)
!273 = !DILocation(line: 93, column: 9, scope: !268, inlinedAt: !271)
!274 = !DILocation(line: 95, column: 9, scope: !268, inlinedAt: !271)
!275 = !DILocation(line: 248, column: 11, scope: !154, inlinedAt: !183)
!276 = !DILocation(line: 248, column: 5, scope: !154, inlinedAt: !183)
!277 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!278 = !DILocation(line: 250, column: 19, scope: !154, inlinedAt: !183)
!279 = !DILocation(line: 0, scope: !147, inlinedAt: !152)
!280 = !DILocation(line: 289, column: 56, scope: !147, inlinedAt: !152)
!281 = !DILocation(line: 0, scope: !115)
!282 = !DILocation(line: 32, column: 81, scope: !115)
!283 = !DILocation(line: 32, column: 61, scope: !115)
!284 = !DILocation(line: 0, scope: !127)
!285 = !DILocation(line: 33, column: 9, scope: !127)
!286 = !DILocation(line: 35, column: 2, scope: !108)
!287 = distinct !DISubprogram(name: "acc_add", linkageName: "_ZN8traitobj7acc_add17h45e3cb86cfdcdb70E", scope: !13, file: !98, line: 23, type: !288, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !291)
!288 = !DISubroutineType(types: !289)
!289 = !{!16, !290, !116}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut traitobj::Acc", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!291 = !{!292, !293}
!292 = !DILocalVariable(name: "this", arg: 1, scope: !287, file: !98, line: 23, type: !290)
!293 = !DILocalVariable(name: "s", arg: 2, scope: !287, file: !98, line: 23, type: !116)
!294 = !DILocation(line: 0, scope: !287)
!295 = !DILocation(line: 24, column: 19, scope: !287)
!296 = !DILocation(line: 24, column: 21, scope: !287)
!297 = !DILocation(line: 24, column: 5, scope: !287)
!298 = !DILocalVariable(arg: 1, scope: !299, file: !300, line: 805, type: !303)
!299 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<dyn traitobj::Shape, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr69drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$traitobj..Shape$GT$$GT$17h165bb67d84e82b6cE", scope: !28, file: !300, line: 805, type: !301, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !305, retainedNodes: !304)
!300 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!301 = !DISubroutineType(types: !302)
!302 = !{null, !303}
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<dyn traitobj::Shape, alloc::alloc::Global>", baseType: !116, size: 64, align: 64, dwarfAddressSpace: 0)
!304 = !{!298}
!305 = !{!306}
!306 = !DITemplateTypeParameter(name: "T", type: !116)
!307 = !DILocation(line: 0, scope: !299, inlinedAt: !308)
!308 = distinct !DILocation(line: 26, column: 1, scope: !287)
!309 = !DILocation(line: 805, column: 1, scope: !299, inlinedAt: !308)
!310 = !DILocalVariable(name: "self", arg: 1, scope: !311, file: !138, line: 1913, type: !315)
!311 = distinct !DISubprogram(name: "drop<dyn traitobj::Shape, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd896042aff27cb41E", scope: !312, file: !138, line: 1913, type: !313, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !337, retainedNodes: !316)
!312 = !DINamespace(name: "{impl#10}", scope: !140)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !315}
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<dyn traitobj::Shape, alloc::alloc::Global>", baseType: !116, size: 64, align: 64, dwarfAddressSpace: 0)
!316 = !{!310, !317, !317, !335}
!317 = !DILocalVariable(name: "ptr", scope: !318, file: !138, line: 1916, type: !319, align: 64)
!318 = distinct !DILexicalBlock(scope: !311, file: !138, line: 1916, column: 9)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<dyn traitobj::Shape>", scope: !320, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !321, templateParams: !330, identifier: "63483404284bf58036118be10ba167c0")
!320 = !DINamespace(name: "unique", scope: !28)
!321 = !{!322, !332}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !319, file: !2, baseType: !323, size: 128, align: 64, flags: DIFlagPrivate)
!323 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<dyn traitobj::Shape>", scope: !172, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !324, templateParams: !330, identifier: "ca10fe773d83306aa719ac992f2fefd9")
!324 = !{!325}
!325 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !323, file: !2, baseType: !326, size: 128, align: 64, flags: DIFlagPrivate)
!326 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const dyn traitobj::Shape", file: !2, size: 128, align: 64, elements: !327, templateParams: !17, identifier: "40193827ecd4a383a17bfe0d4fe17649")
!327 = !{!328, !329}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !326, file: !2, baseType: !119, size: 64, align: 64)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !326, file: !2, baseType: !122, size: 64, align: 64, offset: 64)
!330 = !{!331}
!331 = !DITemplateTypeParameter(name: "T", type: !120)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !319, file: !2, baseType: !333, align: 8, offset: 128, flags: DIFlagPrivate)
!333 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<dyn traitobj::Shape>", scope: !334, file: !2, align: 8, flags: DIFlagPublic, elements: !17, templateParams: !330, identifier: "982c1b80eb5053aec3d8e223b8fa0d7d")
!334 = !DINamespace(name: "marker", scope: !29)
!335 = !DILocalVariable(name: "layout", scope: !336, file: !138, line: 1919, type: !159, align: 64)
!336 = distinct !DILexicalBlock(scope: !318, file: !138, line: 1919, column: 13)
!337 = !{!331, !338}
!338 = !DITemplateTypeParameter(name: "A", type: !210)
!339 = !DILocation(line: 0, scope: !311, inlinedAt: !340)
!340 = distinct !DILocation(line: 805, column: 1, scope: !299, inlinedAt: !308)
!341 = !DILocation(line: 0, scope: !318, inlinedAt: !340)
!342 = !DILocalVariable(name: "t", arg: 1, scope: !343, file: !344, line: 253, type: !326)
!343 = distinct !DISubprogram(name: "for_value_raw<dyn traitobj::Shape>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hcb1f447e05169c58E", scope: !159, file: !344, line: 253, type: !345, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !330, declaration: !347, retainedNodes: !348)
!344 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!345 = !DISubroutineType(types: !346)
!346 = !{!159, !326}
!347 = !DISubprogram(name: "for_value_raw<dyn traitobj::Shape>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hcb1f447e05169c58E", scope: !159, file: !344, line: 253, type: !345, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !330)
!348 = !{!342, !349, !351}
!349 = !DILocalVariable(name: "size", scope: !350, file: !344, line: 255, type: !9, align: 64)
!350 = distinct !DILexicalBlock(scope: !343, file: !344, line: 255, column: 9)
!351 = !DILocalVariable(name: "alignment", scope: !350, file: !344, line: 255, type: !165, align: 64)
!352 = !DILocation(line: 0, scope: !343, inlinedAt: !353)
!353 = distinct !DILocation(line: 1919, column: 26, scope: !318, inlinedAt: !340)
!354 = !DILocalVariable(name: "val", arg: 1, scope: !355, file: !356, line: 427, type: !326)
!355 = distinct !DISubprogram(name: "size_of_val_raw<dyn traitobj::Shape>", linkageName: "_ZN4core3mem15size_of_val_raw17hc25c481d8ee61dc7E", scope: !357, file: !356, line: 427, type: !358, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !330, retainedNodes: !360)
!356 = !DIFile(filename: "library/core/src/mem/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6bca88b164013e73def192dcdbc80502")
!357 = !DINamespace(name: "mem", scope: !29)
!358 = !DISubroutineType(types: !359)
!359 = !{!9, !326}
!360 = !{!354}
!361 = !DILocation(line: 0, scope: !355, inlinedAt: !362)
!362 = distinct !DILocation(line: 255, column: 43, scope: !343, inlinedAt: !353)
!363 = !DILocalVariable(name: "val", arg: 1, scope: !364, file: !365, line: 123, type: !326)
!364 = distinct !DISubprogram(name: "of_val_raw<dyn traitobj::Shape>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h989b28b3122f7aecE", scope: !165, file: !365, line: 123, type: !366, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !330, declaration: !368, retainedNodes: !369)
!365 = !DIFile(filename: "library/core/src/ptr/alignment.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cac27ccc0ad4cc4f955f24d91514cdd0")
!366 = !DISubroutineType(types: !367)
!367 = !{!165, !326}
!368 = !DISubprogram(name: "of_val_raw<dyn traitobj::Shape>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h989b28b3122f7aecE", scope: !165, file: !365, line: 123, type: !366, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !330)
!369 = !{!363, !370}
!370 = !DILocalVariable(name: "align", scope: !371, file: !365, line: 125, type: !9, align: 64)
!371 = distinct !DILexicalBlock(scope: !364, file: !365, line: 125, column: 9)
!372 = !DILocation(line: 0, scope: !364, inlinedAt: !373)
!373 = distinct !DILocation(line: 255, column: 68, scope: !343, inlinedAt: !353)
!374 = !DILocalVariable(name: "val", arg: 1, scope: !375, file: !356, line: 566, type: !326)
!375 = distinct !DISubprogram(name: "align_of_val_raw<dyn traitobj::Shape>", linkageName: "_ZN4core3mem16align_of_val_raw17he8dcfb63a2e971a5E", scope: !357, file: !356, line: 566, type: !358, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !330, retainedNodes: !376)
!376 = !{!374}
!377 = !DILocation(line: 0, scope: !375, inlinedAt: !378)
!378 = distinct !DILocation(line: 125, column: 30, scope: !364, inlinedAt: !373)
!379 = !DILocation(line: 429, column: 14, scope: !355, inlinedAt: !362)
!380 = !{i64 0, i64 -9223372036854775808}
!381 = !DILocation(line: 0, scope: !336, inlinedAt: !340)
!382 = !DILocation(line: 1920, column: 16, scope: !336, inlinedAt: !340)
!383 = !DILocation(line: 568, column: 14, scope: !375, inlinedAt: !378)
!384 = !{i64 1, i64 536870913}
!385 = !DILocalVariable(name: "self", arg: 1, scope: !386, file: !186, line: 440, type: !209)
!386 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !187, file: !186, line: 440, type: !387, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !389)
!387 = !DISubroutineType(types: !388)
!388 = !{null, !209, !239, !159}
!389 = !{!385, !390, !391}
!390 = !DILocalVariable(name: "ptr", arg: 2, scope: !386, file: !186, line: 440, type: !239)
!391 = !DILocalVariable(name: "layout", arg: 3, scope: !386, file: !186, line: 440, type: !159)
!392 = !DILocation(line: 0, scope: !386, inlinedAt: !393)
!393 = distinct !DILocation(line: 1921, column: 24, scope: !336, inlinedAt: !340)
!394 = !DILocalVariable(name: "self", arg: 1, scope: !395, file: !186, line: 323, type: !209)
!395 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !210, file: !186, line: 323, type: !387, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, declaration: !396, retainedNodes: !397)
!396 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !210, file: !186, line: 323, type: !387, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !17)
!397 = !{!394, !398, !399}
!398 = !DILocalVariable(name: "ptr", arg: 2, scope: !395, file: !186, line: 323, type: !239)
!399 = !DILocalVariable(name: "layout", arg: 3, scope: !395, file: !186, line: 323, type: !159)
!400 = !DILocation(line: 0, scope: !395, inlinedAt: !401)
!401 = distinct !DILocation(line: 442, column: 23, scope: !386, inlinedAt: !393)
!402 = !DILocalVariable(name: "ptr", arg: 1, scope: !403, file: !186, line: 199, type: !239)
!403 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !210, file: !186, line: 199, type: !404, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, declaration: !406, retainedNodes: !407)
!404 = !DISubroutineType(types: !405)
!405 = !{null, !239, !159}
!406 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !210, file: !186, line: 199, type: !404, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !17)
!407 = !{!402, !408}
!408 = !DILocalVariable(name: "layout", arg: 2, scope: !403, file: !186, line: 199, type: !159)
!409 = !DILocation(line: 0, scope: !403, inlinedAt: !410)
!410 = distinct !DILocation(line: 324, column: 9, scope: !395, inlinedAt: !401)
!411 = !DILocalVariable(name: "layout", arg: 2, scope: !412, file: !186, line: 114, type: !159)
!412 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !188, file: !186, line: 114, type: !413, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, templateParams: !17, retainedNodes: !415)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !157, !159}
!415 = !{!416, !411}
!416 = !DILocalVariable(name: "ptr", arg: 1, scope: !412, file: !186, line: 114, type: !157)
!417 = !DILocation(line: 0, scope: !412, inlinedAt: !418)
!418 = distinct !DILocation(line: 209, column: 22, scope: !403, inlinedAt: !410)
!419 = !DILocation(line: 115, column: 14, scope: !412, inlinedAt: !418)
!420 = !DILocation(line: 1920, column: 13, scope: !336, inlinedAt: !340)
!421 = !DILocation(line: 26, column: 2, scope: !287)
