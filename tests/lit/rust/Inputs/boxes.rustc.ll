; ModuleID = 'boxes.e2a1a33577d3263c-cgu.0'
source_filename = "boxes.e2a1a33577d3263c-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; core::ptr::drop_in_place<boxes::Node>
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr32drop_in_place$LT$boxes..Node$GT$17h23982a8a44269e2eE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(16) %_1) unnamed_addr #0 !dbg !79 {
start:
    #dbg_value(ptr %_1, !107, !DIExpression(), !110)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111), !dbg !114
    #dbg_value(ptr %_1, !115, !DIExpression(), !123)
  %0 = load ptr, ptr %_1, align 8, !dbg !125, !alias.scope !111, !align !126, !noundef !95
  %1 = icmp eq ptr %0, null, !dbg !125
  br i1 %1, label %common.ret1, label %bb2.i, !dbg !125

common.ret1:                                      ; preds = %start, %bb2.i
  ret void, !dbg !114

bb2.i:                                            ; preds = %start
    #dbg_value(ptr %_1, !127, !DIExpression(), !133)
; call core::ptr::drop_in_place<boxes::Node>
  tail call fastcc void @"_ZN4core3ptr32drop_in_place$LT$boxes..Node$GT$17h23982a8a44269e2eE"(ptr noalias noundef align 8 dereferenceable(16) %0) #6, !dbg !135, !noalias !136
    #dbg_value(ptr poison, !139, !DIExpression(), !179)
    #dbg_value(ptr poison, !149, !DIExpression(), !181)
    #dbg_value(i64 8, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !182)
    #dbg_value(i64 16, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !182)
    #dbg_value(ptr %0, !149, !DIExpression(), !181)
    #dbg_value(ptr poison, !183, !DIExpression(), !200)
    #dbg_value(ptr poison, !202, !DIExpression(), !208)
    #dbg_value(ptr %0, !198, !DIExpression(), !200)
    #dbg_value(ptr %0, !206, !DIExpression(), !208)
    #dbg_value(ptr %0, !210, !DIExpression(), !217)
    #dbg_value(i64 8, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !200)
    #dbg_value(i64 8, !207, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208)
    #dbg_value(i64 8, !216, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(i64 8, !219, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !226)
    #dbg_value(i64 16, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !200)
    #dbg_value(i64 16, !207, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !208)
    #dbg_value(i64 16, !216, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !217)
    #dbg_value(i64 16, !219, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !226)
    #dbg_value(ptr %0, !225, !DIExpression(), !226)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 16, i64 noundef 8) #6, !dbg !228, !noalias !136
  br label %common.ret1, !dbg !114
}

; boxes::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN5boxes6client17h63abd35cab37bcfcE(i64 noundef %r, i64 noundef %n) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !229 {
start:
    #dbg_value(i64 %r, !234, !DIExpression(), !259)
    #dbg_value(i64 %n, !235, !DIExpression(), !259)
    #dbg_value(i64 1, !260, !DIExpression(), !270)
    #dbg_value(i64 1, !303, !DIExpression(), !337)
    #dbg_value(ptr null, !236, !DIExpression(), !339)
    #dbg_value(i64 0, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !340)
    #dbg_value(i64 %n, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !340)
    #dbg_value(ptr undef, !298, !DIExpression(), !341)
    #dbg_value(ptr undef, !292, !DIExpression(), !342)
    #dbg_value(ptr undef, !343, !DIExpression(), !355)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !357)
  %_154.not = icmp eq i64 %n, 0, !dbg !358
  br i1 %_154.not, label %bb6, label %bb5, !dbg !356

bb6:                                              ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, %start
  %l.sroa.0.0.lcssa = phi ptr [ null, %start ], [ %1, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], !dbg !259
  %_12 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN5boxes7acc_sum17h6304535c6216abddE) #6, !dbg !359
  %0 = icmp ne ptr %_12, null, !dbg !360
  tail call void @llvm.assume(i1 %0), !dbg !360
    #dbg_value(ptr %_12, !250, !DIExpression(), !361)
  %_0 = tail call noundef double %_12(ptr noundef null, ptr noalias noundef align 8 %l.sroa.0.0.lcssa) #6, !dbg !362
  ret double %_0, !dbg !363

bb5:                                              ; preds = %start, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %iter.sroa.0.06 = phi i64 [ %_19, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], [ 0, %start ]
  %l.sroa.0.05 = phi ptr [ %1, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], [ null, %start ]
    #dbg_value(ptr %l.sroa.0.05, !236, !DIExpression(), !339)
    #dbg_value(i64 %iter.sroa.0.06, !293, !DIExpression(), !364)
    #dbg_value(i64 %iter.sroa.0.06, !269, !DIExpression(), !270)
    #dbg_value(i64 %iter.sroa.0.06, !336, !DIExpression(), !337)
    #dbg_value(i64 %iter.sroa.0.06, !238, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !340)
    #dbg_value(i64 %iter.sroa.0.06, !248, !DIExpression(), !365)
    #dbg_value(ptr %l.sroa.0.05, !366, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !374)
    #dbg_value(double poison, !366, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !374)
    #dbg_value(i64 8, !376, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !390)
    #dbg_value(i64 8, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !416)
    #dbg_value(i64 8, !418, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !426)
    #dbg_value(i64 16, !376, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !390)
    #dbg_value(i64 16, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !416)
    #dbg_value(i64 16, !418, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !426)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !415, !DIExpression(), !416)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !424, !DIExpression(), !426)
    #dbg_value(i8 0, !425, !DIExpression(), !426)
    #dbg_value(i64 8, !428, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !463)
    #dbg_value(i64 8, !465, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !468)
    #dbg_value(i64 16, !428, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !463)
    #dbg_value(i64 16, !465, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !468)
    #dbg_value(i1 false, !434, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !463)
    #dbg_value(i64 16, !435, !DIExpression(), !470)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !471, !noalias !472
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 16, i64 noundef 8) #6, !dbg !475, !noalias !472
  %2 = icmp eq ptr %1, null, !dbg !476
  br i1 %2, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !477, !prof !478

bb2.i:                                            ; preds = %bb5
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 16) #7, !dbg !479, !noalias !472
  unreachable, !dbg !479

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %bb5
  %_10 = uitofp i64 %iter.sroa.0.06 to double, !dbg !480
    #dbg_value(double %_10, !366, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !374)
  %_19 = add nuw i64 %iter.sroa.0.06, 1, !dbg !481
    #dbg_value(i64 %_19, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !340)
    #dbg_value(ptr %1, !372, !DIExpression(), !482)
  store ptr %l.sroa.0.05, ptr %1, align 8, !dbg !483, !noalias !472
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !483
  store double %_10, ptr %3, align 8, !dbg !483
    #dbg_value(ptr %1, !236, !DIExpression(), !339)
    #dbg_value(ptr undef, !298, !DIExpression(), !341)
    #dbg_value(ptr undef, !292, !DIExpression(), !342)
    #dbg_value(ptr undef, !343, !DIExpression(), !355)
    #dbg_value(ptr undef, !354, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !357)
  %exitcond.not = icmp eq i64 %_19, %n, !dbg !358
  br i1 %exitcond.not, label %bb6, label %bb5, !dbg !356
}

; boxes::acc_sum
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN5boxes7acc_sum17h6304535c6216abddE(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noalias noundef align 8 captures(address) %0) unnamed_addr #0 !dbg !484 {
start:
    #dbg_value(ptr %0, !490, !DIExpression(), !509)
    #dbg_value(ptr %this, !489, !DIExpression(), !509)
    #dbg_value(ptr undef, !510, !DIExpression(), !518)
    #dbg_value(ptr undef, !520, !DIExpression(), !544)
  %.not = icmp eq ptr %0, null, !dbg !546
    #dbg_value(ptr %0, !491, !DIExpression(), !547)
  %this.promoted = load double, ptr %this, align 8
  br i1 %.not, label %"_ZN4core3ptr85drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$$GT$17h6d788ace8ea1e98eE.exit", label %bb2, !dbg !548

bb2:                                              ; preds = %start, %bb2
  %cur.sroa.0.111 = phi ptr [ %4, %bb2 ], [ %0, %start ]
  %1 = phi double [ %3, %bb2 ], [ %this.promoted, %start ]
    #dbg_value(ptr %cur.sroa.0.111, !491, !DIExpression(), !547)
    #dbg_value(ptr %cur.sroa.0.111, !507, !DIExpression(), !549)
  %2 = getelementptr inbounds nuw i8, ptr %cur.sroa.0.111, i64 8, !dbg !550
  %_6 = load double, ptr %2, align 8, !dbg !550, !noundef !95
  %3 = fadd double %_6, %1, !dbg !551
    #dbg_value(ptr %cur.sroa.0.111, !510, !DIExpression(), !552)
    #dbg_value(ptr %cur.sroa.0.111, !520, !DIExpression(), !554)
  %4 = load ptr, ptr %cur.sroa.0.111, align 8, !dbg !557, !align !126, !noundef !95
    #dbg_value(ptr %4, !491, !DIExpression(), !547)
  %.not7 = icmp eq ptr %4, null, !dbg !558
  br i1 %.not7, label %bb2.i, label %bb2, !dbg !548

bb2.i:                                            ; preds = %bb2
  store double %3, ptr %this, align 8, !dbg !551
    #dbg_value(ptr poison, !115, !DIExpression(), !559)
    #dbg_value(ptr poison, !127, !DIExpression(), !561)
; call core::ptr::drop_in_place<boxes::Node>
  tail call fastcc void @"_ZN4core3ptr32drop_in_place$LT$boxes..Node$GT$17h23982a8a44269e2eE"(ptr noalias noundef align 8 dereferenceable(16) %0) #6, !dbg !563, !noalias !564
    #dbg_value(ptr poison, !139, !DIExpression(), !567)
    #dbg_value(i64 8, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !569)
    #dbg_value(i64 16, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !569)
    #dbg_value(ptr %0, !149, !DIExpression(), !570)
    #dbg_value(ptr poison, !183, !DIExpression(), !571)
    #dbg_value(ptr poison, !202, !DIExpression(), !573)
    #dbg_value(ptr %0, !198, !DIExpression(), !571)
    #dbg_value(ptr %0, !206, !DIExpression(), !573)
    #dbg_value(ptr %0, !210, !DIExpression(), !575)
    #dbg_value(i64 8, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !571)
    #dbg_value(i64 8, !207, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !573)
    #dbg_value(i64 8, !216, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !575)
    #dbg_value(i64 8, !219, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !577)
    #dbg_value(i64 16, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !571)
    #dbg_value(i64 16, !207, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !573)
    #dbg_value(i64 16, !216, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !575)
    #dbg_value(i64 16, !219, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !577)
    #dbg_value(ptr %0, !225, !DIExpression(), !577)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 16, i64 noundef 8) #6, !dbg !579, !noalias !564
  br label %"_ZN4core3ptr85drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$$GT$17h6d788ace8ea1e98eE.exit", !dbg !580

"_ZN4core3ptr85drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$$GT$17h6d788ace8ea1e98eE.exit": ; preds = %start, %bb2.i
  %_014 = phi double [ %3, %bb2.i ], [ %this.promoted, %start ]
  ret double %_014, !dbg !581
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #2

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #3

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/boxes.rs/@/boxes.e2a1a33577d3263c-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "drop_in_place<boxes::Node>", linkageName: "_ZN4core3ptr32drop_in_place$LT$boxes..Node$GT$17h23982a8a44269e2eE", scope: !11, file: !80, line: 805, type: !81, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !106)
!80 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!81 = !DISubroutineType(types: !82)
!82 = !{null, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut boxes::Node", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "Node", scope: !85, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !86, templateParams: !95, identifier: "a5706402631d28fc9190979910e9a63b")
!85 = !DINamespace(name: "boxes", scope: null)
!86 = !{!87, !104}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !84, file: !9, baseType: !88, size: 64, align: 64, flags: DIFlagPrivate)
!88 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", scope: !89, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !90, templateParams: !95, identifier: "f5dc1c5abb4f9958b91561c661c4a332")
!89 = !DINamespace(name: "option", scope: !12)
!90 = !{!91}
!91 = !DICompositeType(tag: DW_TAG_variant_part, scope: !88, file: !9, size: 64, align: 64, elements: !92, templateParams: !95, identifier: "d01153f8e994842a1f9319b351a8c877", discriminator: !103)
!92 = !{!93, !99}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !91, file: !9, baseType: !94, size: 64, align: 64, extraData: i64 0)
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !88, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !96, identifier: "ec642cd5b9dda459f8299781fa2ba4f4")
!95 = !{}
!96 = !{!97}
!97 = !DITemplateTypeParameter(name: "T", type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<boxes::Node, alloc::alloc::Global>", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !91, file: !9, baseType: !100, size: 64, align: 64)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !88, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !101, templateParams: !96, identifier: "f7f5da86e3f3ecf49423a6f6a079f449")
!101 = !{!102}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !100, file: !9, baseType: !98, size: 64, align: 64, flags: DIFlagPublic)
!103 = !DIDerivedType(tag: DW_TAG_member, scope: !88, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !84, file: !9, baseType: !105, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!105 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!106 = !{!107}
!107 = !DILocalVariable(arg: 1, scope: !79, file: !80, line: 805, type: !83)
!108 = !{!109}
!109 = !DITemplateTypeParameter(name: "T", type: !84)
!110 = !DILocation(line: 0, scope: !79)
!111 = !{!112}
!112 = distinct !{!112, !113, !"_ZN4core3ptr85drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$$GT$17h6d788ace8ea1e98eE: %_1"}
!113 = distinct !{!113, !"_ZN4core3ptr85drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$$GT$17h6d788ace8ea1e98eE"}
!114 = !DILocation(line: 805, column: 1, scope: !79)
!115 = !DILocalVariable(arg: 1, scope: !116, file: !80, line: 805, type: !119)
!116 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr85drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$$GT$17h6d788ace8ea1e98eE", scope: !11, file: !80, line: 805, type: !117, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !121, retainedNodes: !120)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", baseType: !88, size: 64, align: 64, dwarfAddressSpace: 0)
!120 = !{!115}
!121 = !{!122}
!122 = !DITemplateTypeParameter(name: "T", type: !88)
!123 = !DILocation(line: 0, scope: !116, inlinedAt: !124)
!124 = distinct !DILocation(line: 805, column: 1, scope: !79)
!125 = !DILocation(line: 805, column: 1, scope: !116, inlinedAt: !124)
!126 = !{i64 8}
!127 = !DILocalVariable(arg: 1, scope: !128, file: !80, line: 805, type: !131)
!128 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr57drop_in_place$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$17hf4fbb92042dff5b3E", scope: !11, file: !80, line: 805, type: !129, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !96, retainedNodes: !132)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<boxes::Node, alloc::alloc::Global>", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !{!127}
!133 = !DILocation(line: 0, scope: !128, inlinedAt: !134)
!134 = distinct !DILocation(line: 805, column: 1, scope: !116, inlinedAt: !124)
!135 = !DILocation(line: 805, column: 1, scope: !128, inlinedAt: !134)
!136 = !{!137, !112}
!137 = distinct !{!137, !138, !"_ZN4core3ptr57drop_in_place$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$17hf4fbb92042dff5b3E: %_1"}
!138 = distinct !{!138, !"_ZN4core3ptr57drop_in_place$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$17hf4fbb92042dff5b3E"}
!139 = !DILocalVariable(name: "self", arg: 1, scope: !140, file: !141, line: 1913, type: !147)
!140 = distinct !DISubprogram(name: "drop<boxes::Node, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hbe926d18782d2acbE", scope: !142, file: !141, line: 1913, type: !145, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !175, retainedNodes: !148)
!141 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!142 = !DINamespace(name: "{impl#10}", scope: !143)
!143 = !DINamespace(name: "boxed", scope: !144)
!144 = !DINamespace(name: "alloc", scope: null)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !147}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<boxes::Node, alloc::alloc::Global>", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!148 = !{!139, !149, !149, !163}
!149 = !DILocalVariable(name: "ptr", scope: !150, file: !141, line: 1916, type: !151, align: 64)
!150 = distinct !DILexicalBlock(scope: !140, file: !141, line: 1916, column: 9)
!151 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<boxes::Node>", scope: !152, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !153, templateParams: !108, identifier: "e4f12db2f838df21ea1923693a8791d5")
!152 = !DINamespace(name: "unique", scope: !11)
!153 = !{!154, !160}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !151, file: !9, baseType: !155, size: 64, align: 64, flags: DIFlagPrivate)
!155 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<boxes::Node>", scope: !156, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !157, templateParams: !108, identifier: "c708a7ccc5fdee18e234b51b536d43e")
!156 = !DINamespace(name: "non_null", scope: !11)
!157 = !{!158}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !155, file: !9, baseType: !159, size: 64, align: 64, flags: DIFlagPrivate)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const boxes::Node", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !151, file: !9, baseType: !161, align: 8, offset: 64, flags: DIFlagPrivate)
!161 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<boxes::Node>", scope: !162, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !108, identifier: "8feebbbbdbbb5f2e82f2387a09a323ba")
!162 = !DINamespace(name: "marker", scope: !12)
!163 = !DILocalVariable(name: "layout", scope: !164, file: !141, line: 1919, type: !165, align: 64)
!164 = distinct !DILexicalBlock(scope: !150, file: !141, line: 1919, column: 13)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !166, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !168, templateParams: !95, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!166 = !DINamespace(name: "layout", scope: !167)
!167 = !DINamespace(name: "alloc", scope: !12)
!168 = !{!169, !171}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !165, file: !9, baseType: !170, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!170 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !165, file: !9, baseType: !172, size: 64, align: 64, flags: DIFlagPrivate)
!172 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !173, templateParams: !95, identifier: "5099570874743123f8e757e4da3ea37b")
!173 = !{!174}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !172, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!175 = !{!109, !176}
!176 = !DITemplateTypeParameter(name: "A", type: !177)
!177 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !178, file: !9, align: 8, flags: DIFlagPublic, elements: !95, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!178 = !DINamespace(name: "alloc", scope: !144)
!179 = !DILocation(line: 0, scope: !140, inlinedAt: !180)
!180 = distinct !DILocation(line: 805, column: 1, scope: !128, inlinedAt: !134)
!181 = !DILocation(line: 0, scope: !150, inlinedAt: !180)
!182 = !DILocation(line: 0, scope: !164, inlinedAt: !180)
!183 = !DILocalVariable(name: "self", arg: 1, scope: !184, file: !185, line: 440, type: !189)
!184 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !186, file: !185, line: 440, type: !187, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !197)
!185 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!186 = !DINamespace(name: "{impl#1}", scope: !178)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !189, !190, !165}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !177, size: 64, align: 64, dwarfAddressSpace: 0)
!190 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !156, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !191, templateParams: !195, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!191 = !{!192}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !190, file: !9, baseType: !193, size: 64, align: 64, flags: DIFlagPrivate)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !194, size: 64, align: 64, dwarfAddressSpace: 0)
!194 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!195 = !{!196}
!196 = !DITemplateTypeParameter(name: "T", type: !194)
!197 = !{!183, !198, !199}
!198 = !DILocalVariable(name: "ptr", arg: 2, scope: !184, file: !185, line: 440, type: !190)
!199 = !DILocalVariable(name: "layout", arg: 3, scope: !184, file: !185, line: 440, type: !165)
!200 = !DILocation(line: 0, scope: !184, inlinedAt: !201)
!201 = distinct !DILocation(line: 1921, column: 24, scope: !164, inlinedAt: !180)
!202 = !DILocalVariable(name: "self", arg: 1, scope: !203, file: !185, line: 323, type: !189)
!203 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !177, file: !185, line: 323, type: !187, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !204, retainedNodes: !205)
!204 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !177, file: !185, line: 323, type: !187, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!205 = !{!202, !206, !207}
!206 = !DILocalVariable(name: "ptr", arg: 2, scope: !203, file: !185, line: 323, type: !190)
!207 = !DILocalVariable(name: "layout", arg: 3, scope: !203, file: !185, line: 323, type: !165)
!208 = !DILocation(line: 0, scope: !203, inlinedAt: !209)
!209 = distinct !DILocation(line: 442, column: 23, scope: !184, inlinedAt: !201)
!210 = !DILocalVariable(name: "ptr", arg: 1, scope: !211, file: !185, line: 199, type: !190)
!211 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !177, file: !185, line: 199, type: !212, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !214, retainedNodes: !215)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !190, !165}
!214 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !177, file: !185, line: 199, type: !212, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!215 = !{!210, !216}
!216 = !DILocalVariable(name: "layout", arg: 2, scope: !211, file: !185, line: 199, type: !165)
!217 = !DILocation(line: 0, scope: !211, inlinedAt: !218)
!218 = distinct !DILocation(line: 324, column: 9, scope: !203, inlinedAt: !209)
!219 = !DILocalVariable(name: "layout", arg: 2, scope: !220, file: !185, line: 114, type: !165)
!220 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !178, file: !185, line: 114, type: !221, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !224)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !223, !165}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !194, size: 64, align: 64, dwarfAddressSpace: 0)
!224 = !{!225, !219}
!225 = !DILocalVariable(name: "ptr", arg: 1, scope: !220, file: !185, line: 114, type: !223)
!226 = !DILocation(line: 0, scope: !220, inlinedAt: !227)
!227 = distinct !DILocation(line: 209, column: 22, scope: !211, inlinedAt: !218)
!228 = !DILocation(line: 115, column: 14, scope: !220, inlinedAt: !227)
!229 = distinct !DISubprogram(name: "client", linkageName: "_ZN5boxes6client17h63abd35cab37bcfcE", scope: !85, file: !230, line: 23, type: !231, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !233)
!230 = !DIFile(filename: "boxes.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "73e493a4e6c15eab657cd18def4d91da")
!231 = !DISubroutineType(types: !232)
!232 = !{!105, !13, !170}
!233 = !{!234, !235, !236, !238, !248, !250}
!234 = !DILocalVariable(name: "r", arg: 1, scope: !229, file: !230, line: 23, type: !13)
!235 = !DILocalVariable(name: "n", arg: 2, scope: !229, file: !230, line: 23, type: !170)
!236 = !DILocalVariable(name: "l", scope: !237, file: !230, line: 24, type: !88, align: 64)
!237 = distinct !DILexicalBlock(scope: !229, file: !230, line: 24, column: 5)
!238 = !DILocalVariable(name: "iter", scope: !239, file: !230, line: 25, type: !240, align: 64)
!239 = distinct !DILexicalBlock(scope: !237, file: !230, line: 25, column: 5)
!240 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !241, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !243, templateParams: !246, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!241 = !DINamespace(name: "range", scope: !242)
!242 = !DINamespace(name: "ops", scope: !12)
!243 = !{!244, !245}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !240, file: !9, baseType: !170, size: 64, align: 64, flags: DIFlagPublic)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !240, file: !9, baseType: !170, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!246 = !{!247}
!247 = !DITemplateTypeParameter(name: "Idx", type: !170)
!248 = !DILocalVariable(name: "i", scope: !249, file: !230, line: 25, type: !170, align: 64)
!249 = distinct !DILexicalBlock(scope: !239, file: !230, line: 25, column: 5)
!250 = !DILocalVariable(name: "sum", scope: !251, file: !230, line: 30, type: !252, align: 64)
!251 = distinct !DILexicalBlock(scope: !237, file: !230, line: 30, column: 9)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut boxes::Acc, core::option::Option<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>) -> f64", baseType: !253, size: 64, align: 64, dwarfAddressSpace: 0)
!253 = !DISubroutineType(types: !254)
!254 = !{!105, !255, !88}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut boxes::Acc", baseType: !256, size: 64, align: 64, dwarfAddressSpace: 0)
!256 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !85, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !257, templateParams: !95, identifier: "a591a2d3c9e1018fea41374770d2649d")
!257 = !{!258}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !256, file: !9, baseType: !105, size: 64, align: 64, flags: DIFlagPrivate)
!259 = !DILocation(line: 0, scope: !229)
!260 = !DILocalVariable(name: "n", scope: !261, file: !262, line: 211, type: !170, align: 64)
!261 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !263, file: !262, line: 211, type: !266, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !268)
!262 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!263 = !DINamespace(name: "{impl#43}", scope: !264)
!264 = !DINamespace(name: "range", scope: !265)
!265 = !DINamespace(name: "iter", scope: !12)
!266 = !DISubroutineType(types: !267)
!267 = !{!170, !170, !170}
!268 = !{!269, !260}
!269 = !DILocalVariable(name: "start", arg: 1, scope: !261, file: !262, line: 211, type: !170)
!270 = !DILocation(line: 0, scope: !261, inlinedAt: !271)
!271 = !DILocation(line: 775, column: 35, scope: !272, inlinedAt: !294)
!272 = distinct !DILexicalBlock(scope: !273, file: !262, line: 773, column: 13)
!273 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17he9f0c32a3188f51fE", scope: !274, file: !262, line: 771, type: !275, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !283, retainedNodes: !291)
!274 = !DINamespace(name: "{impl#5}", scope: !264)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !290}
!277 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !89, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !278, templateParams: !95, identifier: "6f59025219977f466509bd4ae79a2945")
!278 = !{!279}
!279 = !DICompositeType(tag: DW_TAG_variant_part, scope: !277, file: !9, size: 128, align: 64, elements: !280, templateParams: !95, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !289)
!280 = !{!281, !285}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !279, file: !9, baseType: !282, size: 128, align: 64, extraData: i64 0)
!282 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !277, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !283, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!283 = !{!284}
!284 = !DITemplateTypeParameter(name: "T", type: !170)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !279, file: !9, baseType: !286, size: 128, align: 64, extraData: i64 1)
!286 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !277, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !287, templateParams: !283, identifier: "c70f2dfad93186ce146b7e80830727")
!287 = !{!288}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !286, file: !9, baseType: !170, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!289 = !DIDerivedType(tag: DW_TAG_member, scope: !277, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !240, size: 64, align: 64, dwarfAddressSpace: 0)
!291 = !{!292, !293}
!292 = !DILocalVariable(name: "self", arg: 1, scope: !273, file: !262, line: 771, type: !290)
!293 = !DILocalVariable(name: "old", scope: !272, file: !262, line: 773, type: !170, align: 64)
!294 = !DILocation(line: 857, column: 14, scope: !295, inlinedAt: !301)
!295 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h9c121a48972b55f2E", scope: !296, file: !262, line: 856, type: !275, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !299, retainedNodes: !297)
!296 = !DINamespace(name: "{impl#6}", scope: !264)
!297 = !{!298}
!298 = !DILocalVariable(name: "self", arg: 1, scope: !295, file: !262, line: 856, type: !290)
!299 = !{!300}
!300 = !DITemplateTypeParameter(name: "A", type: !170)
!301 = !DILocation(line: 25, column: 14, scope: !302)
!302 = !DILexicalBlockFile(scope: !239, file: !230, discriminator: 2)
!303 = !DILocalVariable(name: "rhs", scope: !304, file: !305, line: 832, type: !170, align: 64)
!304 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !306, file: !305, line: 832, type: !308, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !335)
!305 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!306 = !DINamespace(name: "{impl#11}", scope: !307)
!307 = !DINamespace(name: "num", scope: !12)
!308 = !DISubroutineType(types: !309)
!309 = !{!170, !170, !170, !310}
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !311, size: 64, align: 64, dwarfAddressSpace: 0)
!311 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !312, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !314, templateParams: !95, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!312 = !DINamespace(name: "location", scope: !313)
!313 = !DINamespace(name: "panic", scope: !12)
!314 = !{!315, !324, !326, !327}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !311, file: !9, baseType: !316, size: 128, align: 64, flags: DIFlagPrivate)
!316 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !156, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !317, templateParams: !195, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!317 = !{!318}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !316, file: !9, baseType: !319, size: 128, align: 64, flags: DIFlagPrivate)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !320, templateParams: !95, identifier: "238a44609877474087c05adf26cd41fa")
!320 = !{!321, !323}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !319, file: !9, baseType: !322, size: 64, align: 64)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64, align: 64, dwarfAddressSpace: 0)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !319, file: !9, baseType: !170, size: 64, align: 64, offset: 64)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !311, file: !9, baseType: !325, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!325 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !311, file: !9, baseType: !325, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !311, file: !9, baseType: !328, align: 8, offset: 192, flags: DIFlagPrivate)
!328 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !162, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !329, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!329 = !{!330}
!330 = !DITemplateTypeParameter(name: "T", type: !331)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !332, templateParams: !95, identifier: "9277eecd40495f85161460476aacc992")
!332 = !{!333, !334}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !331, file: !9, baseType: !322, size: 64, align: 64)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !331, file: !9, baseType: !170, size: 64, align: 64, offset: 64)
!335 = !{!336, !303}
!336 = !DILocalVariable(name: "self", arg: 1, scope: !304, file: !305, line: 832, type: !170)
!337 = !DILocation(line: 0, scope: !304, inlinedAt: !338)
!338 = !DILocation(line: 213, column: 28, scope: !261, inlinedAt: !271)
!339 = !DILocation(line: 0, scope: !237)
!340 = !DILocation(line: 0, scope: !239)
!341 = !DILocation(line: 856, column: 13, scope: !295, inlinedAt: !301)
!342 = !DILocation(line: 771, column: 18, scope: !273, inlinedAt: !294)
!343 = !DILocalVariable(name: "self", arg: 1, scope: !344, file: !345, line: 1916, type: !352)
!344 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !346, file: !345, line: 1916, type: !349, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !353)
!345 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!346 = !DINamespace(name: "{impl#58}", scope: !347)
!347 = !DINamespace(name: "impls", scope: !348)
!348 = !DINamespace(name: "cmp", scope: !12)
!349 = !DISubroutineType(types: !350)
!350 = !{!351, !352, !352}
!351 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !170, size: 64, align: 64, dwarfAddressSpace: 0)
!353 = !{!343, !354}
!354 = !DILocalVariable(name: "other", arg: 2, scope: !344, file: !345, line: 1916, type: !352)
!355 = !DILocation(line: 1916, column: 19, scope: !344, inlinedAt: !356)
!356 = !DILocation(line: 772, column: 12, scope: !273, inlinedAt: !294)
!357 = !DILocation(line: 1916, column: 26, scope: !344, inlinedAt: !356)
!358 = !DILocation(line: 1916, column: 50, scope: !344, inlinedAt: !356)
!359 = !DILocation(line: 30, column: 86, scope: !237)
!360 = !DILocation(line: 30, column: 66, scope: !237)
!361 = !DILocation(line: 0, scope: !251)
!362 = !DILocation(line: 31, column: 9, scope: !251)
!363 = !DILocation(line: 33, column: 2, scope: !229)
!364 = !DILocation(line: 0, scope: !272, inlinedAt: !294)
!365 = !DILocation(line: 0, scope: !249)
!366 = !DILocalVariable(name: "x", arg: 1, scope: !367, file: !141, line: 284, type: !84)
!367 = distinct !DISubprogram(name: "new<boxes::Node>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h2cadeee6716308a4E", scope: !368, file: !141, line: 284, type: !369, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !108, retainedNodes: !371)
!368 = !DINamespace(name: "{impl#0}", scope: !143)
!369 = !DISubroutineType(types: !370)
!370 = !{!98, !84}
!371 = !{!366, !372}
!372 = !DILocalVariable(name: "ptr", scope: !373, file: !141, line: 286, type: !83, align: 64)
!373 = distinct !DILexicalBlock(scope: !367, file: !141, line: 286, column: 9)
!374 = !DILocation(line: 0, scope: !367, inlinedAt: !375)
!375 = distinct !DILocation(line: 26, column: 18, scope: !249)
!376 = !DILocalVariable(name: "layout", arg: 1, scope: !377, file: !141, line: 247, type: !165)
!377 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !143, file: !141, line: 247, type: !378, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !380)
!378 = !DISubroutineType(types: !379)
!379 = !{!223, !165}
!380 = !{!376, !381}
!381 = !DILocalVariable(name: "ptr", scope: !382, file: !141, line: 249, type: !383, align: 64)
!382 = distinct !DILexicalBlock(scope: !377, file: !141, line: 249, column: 9)
!383 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !156, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !384, templateParams: !195, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!384 = !{!385}
!385 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !383, file: !9, baseType: !386, size: 128, align: 64, flags: DIFlagPrivate)
!386 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !387, templateParams: !95, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!387 = !{!388, !389}
!388 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !386, file: !9, baseType: !322, size: 64, align: 64)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !386, file: !9, baseType: !170, size: 64, align: 64, offset: 64)
!390 = !DILocation(line: 0, scope: !377, inlinedAt: !391)
!391 = distinct !DILocation(line: 286, column: 19, scope: !367, inlinedAt: !375)
!392 = !DILocalVariable(name: "layout", arg: 2, scope: !393, file: !185, line: 428, type: !165)
!393 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !186, file: !185, line: 428, type: !394, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !414)
!394 = !DISubroutineType(types: !395)
!395 = !{!396, !189, !165}
!396 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !397, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !398, templateParams: !95, identifier: "519a674418a5b51cf8bee27a967aa54e")
!397 = !DINamespace(name: "result", scope: !12)
!398 = !{!399}
!399 = !DICompositeType(tag: DW_TAG_variant_part, scope: !396, file: !9, size: 128, align: 64, elements: !400, templateParams: !95, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !413)
!400 = !{!401, !409}
!401 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !399, file: !9, baseType: !402, size: 128, align: 64)
!402 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !396, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !403, templateParams: !405, identifier: "30b736d771929d0b7715388dfe942406")
!403 = !{!404}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !402, file: !9, baseType: !383, size: 128, align: 64, flags: DIFlagPublic)
!405 = !{!406, !407}
!406 = !DITemplateTypeParameter(name: "T", type: !383)
!407 = !DITemplateTypeParameter(name: "E", type: !408)
!408 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !167, file: !9, align: 8, flags: DIFlagPublic, elements: !95, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!409 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !399, file: !9, baseType: !410, size: 128, align: 64, extraData: i64 0)
!410 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !396, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !411, templateParams: !405, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!411 = !{!412}
!412 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !410, file: !9, baseType: !408, align: 8, flags: DIFlagPublic)
!413 = !DIDerivedType(tag: DW_TAG_member, scope: !396, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!414 = !{!415, !392}
!415 = !DILocalVariable(name: "self", scope: !393, file: !185, line: 428, type: !189, align: 64)
!416 = !DILocation(line: 0, scope: !393, inlinedAt: !417)
!417 = distinct !DILocation(line: 248, column: 18, scope: !377, inlinedAt: !391)
!418 = !DILocalVariable(name: "layout", arg: 2, scope: !419, file: !185, line: 311, type: !165)
!419 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !177, file: !185, line: 311, type: !420, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !422, retainedNodes: !423)
!420 = !DISubroutineType(types: !421)
!421 = !{!396, !189, !165, !351}
!422 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !177, file: !185, line: 311, type: !420, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!423 = !{!424, !418, !425}
!424 = !DILocalVariable(name: "self", scope: !419, file: !185, line: 311, type: !189, align: 64)
!425 = !DILocalVariable(name: "zeroed", scope: !419, file: !185, line: 311, type: !351, align: 8)
!426 = !DILocation(line: 0, scope: !419, inlinedAt: !427)
!427 = distinct !DILocation(line: 429, column: 14, scope: !393, inlinedAt: !417)
!428 = !DILocalVariable(name: "layout", arg: 1, scope: !429, file: !185, line: 185, type: !165)
!429 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !177, file: !185, line: 185, type: !430, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !432, retainedNodes: !433)
!430 = !DISubroutineType(types: !431)
!431 = !{!396, !165, !351}
!432 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !177, file: !185, line: 185, type: !430, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!433 = !{!428, !434, !435, !437, !439, !441, !461}
!434 = !DILocalVariable(name: "zeroed", arg: 2, scope: !429, file: !185, line: 185, type: !351)
!435 = !DILocalVariable(name: "size", scope: !436, file: !185, line: 189, type: !170, align: 64)
!436 = distinct !DILexicalBlock(scope: !429, file: !185, line: 189, column: 13)
!437 = !DILocalVariable(name: "raw_ptr", scope: !438, file: !185, line: 190, type: !223, align: 64)
!438 = distinct !DILexicalBlock(scope: !436, file: !185, line: 190, column: 17)
!439 = !DILocalVariable(name: "ptr", scope: !440, file: !185, line: 191, type: !190, align: 64)
!440 = distinct !DILexicalBlock(scope: !438, file: !185, line: 191, column: 17)
!441 = !DILocalVariable(name: "residual", scope: !442, file: !185, line: 191, type: !443, align: 8)
!442 = distinct !DILexicalBlock(scope: !438, file: !185, line: 191, column: 66)
!443 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !397, file: !9, align: 8, flags: DIFlagPublic, elements: !444, templateParams: !95, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!444 = !{!445}
!445 = !DICompositeType(tag: DW_TAG_variant_part, scope: !443, file: !9, align: 8, elements: !446, templateParams: !95, identifier: "f5e162db303eef1e33f578c71ec0a693")
!446 = !{!447, !457}
!447 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !445, file: !9, baseType: !448, align: 8)
!448 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !443, file: !9, align: 8, flags: DIFlagPublic, elements: !449, templateParams: !455, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!449 = !{!450}
!450 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !448, file: !9, baseType: !451, align: 8, flags: DIFlagPublic)
!451 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !452, file: !9, align: 8, flags: DIFlagPublic, elements: !453, templateParams: !95, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!452 = !DINamespace(name: "convert", scope: !12)
!453 = !{!454}
!454 = !DICompositeType(tag: DW_TAG_variant_part, scope: !451, file: !9, align: 8, elements: !95, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!455 = !{!456, !407}
!456 = !DITemplateTypeParameter(name: "T", type: !451)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !445, file: !9, baseType: !458, align: 8)
!458 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !443, file: !9, align: 8, flags: DIFlagPublic, elements: !459, templateParams: !455, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!459 = !{!460}
!460 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !458, file: !9, baseType: !408, align: 8, flags: DIFlagPublic)
!461 = !DILocalVariable(name: "val", scope: !462, file: !185, line: 191, type: !190, align: 64)
!462 = distinct !DILexicalBlock(scope: !438, file: !185, line: 191, column: 66)
!463 = !DILocation(line: 0, scope: !429, inlinedAt: !464)
!464 = distinct !DILocation(line: 312, column: 9, scope: !419, inlinedAt: !427)
!465 = !DILocalVariable(name: "layout", arg: 1, scope: !466, file: !185, line: 89, type: !165)
!466 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !178, file: !185, line: 89, type: !378, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !467)
!467 = !{!465}
!468 = !DILocation(line: 0, scope: !466, inlinedAt: !469)
!469 = distinct !DILocation(line: 190, column: 73, scope: !436, inlinedAt: !464)
!470 = !DILocation(line: 0, scope: !436, inlinedAt: !464)
!471 = !DILocation(line: 93, column: 9, scope: !466, inlinedAt: !469)
!472 = !{!473}
!473 = distinct !{!473, !474, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h2cadeee6716308a4E: argument 0"}
!474 = distinct !{!474, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h2cadeee6716308a4E"}
!475 = !DILocation(line: 95, column: 9, scope: !466, inlinedAt: !469)
!476 = !DILocation(line: 248, column: 11, scope: !377, inlinedAt: !391)
!477 = !DILocation(line: 248, column: 5, scope: !377, inlinedAt: !391)
!478 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!479 = !DILocation(line: 250, column: 19, scope: !377, inlinedAt: !391)
!480 = !DILocation(line: 26, column: 46, scope: !249)
!481 = !DILocation(line: 844, column: 17, scope: !304, inlinedAt: !338)
!482 = !DILocation(line: 0, scope: !373, inlinedAt: !375)
!483 = !DILocation(line: 289, column: 56, scope: !373, inlinedAt: !375)
!484 = distinct !DISubprogram(name: "acc_sum", linkageName: "_ZN5boxes7acc_sum17h6304535c6216abddE", scope: !85, file: !230, line: 14, type: !485, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !488)
!485 = !DISubroutineType(types: !486)
!486 = !{!105, !487, !88}
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut boxes::Acc", baseType: !256, size: 64, align: 64, dwarfAddressSpace: 0)
!488 = !{!489, !490, !491, !507}
!489 = !DILocalVariable(name: "this", arg: 1, scope: !484, file: !230, line: 14, type: !487)
!490 = !DILocalVariable(name: "l", arg: 2, scope: !484, file: !230, line: 14, type: !88)
!491 = !DILocalVariable(name: "cur", scope: !492, file: !230, line: 15, type: !493, align: 64)
!492 = distinct !DILexicalBlock(scope: !484, file: !230, line: 15, column: 5)
!493 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&boxes::Node>", scope: !89, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !494, templateParams: !95, identifier: "a3f083922249913e19d6672e2fe84456")
!494 = !{!495}
!495 = !DICompositeType(tag: DW_TAG_variant_part, scope: !493, file: !9, size: 64, align: 64, elements: !496, templateParams: !95, identifier: "77441bf170eb88912a32ac156822c405", discriminator: !506)
!496 = !{!497, !502}
!497 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !495, file: !9, baseType: !498, size: 64, align: 64, extraData: i64 0)
!498 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !493, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !499, identifier: "2650fa14a3cf57faeae094fd2d3b16b0")
!499 = !{!500}
!500 = !DITemplateTypeParameter(name: "T", type: !501)
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&boxes::Node", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!502 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !495, file: !9, baseType: !503, size: 64, align: 64)
!503 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !493, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !504, templateParams: !499, identifier: "6ad53198f7d0d1a2487d5de7d18b7435")
!504 = !{!505}
!505 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !503, file: !9, baseType: !501, size: 64, align: 64, flags: DIFlagPublic)
!506 = !DIDerivedType(tag: DW_TAG_member, scope: !493, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!507 = !DILocalVariable(name: "n", scope: !508, file: !230, line: 16, type: !501, align: 64)
!508 = distinct !DILexicalBlock(scope: !492, file: !230, line: 16, column: 29)
!509 = !DILocation(line: 0, scope: !484)
!510 = !DILocalVariable(name: "self", arg: 1, scope: !511, file: !512, line: 1390, type: !515)
!511 = distinct !DISubprogram(name: "as_deref<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17h8f9ca58dbbf4b7a2E", scope: !88, file: !512, line: 1390, type: !513, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !96, declaration: !516, retainedNodes: !517)
!512 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!513 = !DISubroutineType(types: !514)
!514 = !{!493, !515}
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::option::Option<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", baseType: !88, size: 64, align: 64, dwarfAddressSpace: 0)
!516 = !DISubprogram(name: "as_deref<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8as_deref17h8f9ca58dbbf4b7a2E", scope: !88, file: !512, line: 1390, type: !513, scopeLine: 1390, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !96)
!517 = !{!510}
!518 = !DILocation(line: 1390, column: 27, scope: !511, inlinedAt: !519)
!519 = !DILocation(line: 15, column: 21, scope: !484)
!520 = !DILocalVariable(name: "self", arg: 1, scope: !521, file: !512, line: 744, type: !515)
!521 = distinct !DISubprogram(name: "as_ref<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17h83c55d4c9f4720e5E", scope: !88, file: !512, line: 744, type: !522, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !96, declaration: !538, retainedNodes: !539)
!522 = !DISubroutineType(types: !523)
!523 = !{!524, !515}
!524 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", scope: !89, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !525, templateParams: !95, identifier: "cd7fe15b2e0c5b17696b99a6b6e6d115")
!525 = !{!526}
!526 = !DICompositeType(tag: DW_TAG_variant_part, scope: !524, file: !9, size: 64, align: 64, elements: !527, templateParams: !95, identifier: "d3c158bad1dbcba12aea21f1d47480b9", discriminator: !537)
!527 = !{!528, !533}
!528 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !526, file: !9, baseType: !529, size: 64, align: 64, extraData: i64 0)
!529 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !524, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !530, identifier: "f4bfe520451d52a054c35988eec54dd")
!530 = !{!531}
!531 = !DITemplateTypeParameter(name: "T", type: !532)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<boxes::Node, alloc::alloc::Global>", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !526, file: !9, baseType: !534, size: 64, align: 64)
!534 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !524, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !535, templateParams: !530, identifier: "910ae8157b74f9055cce077d4d4cc69f")
!535 = !{!536}
!536 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !534, file: !9, baseType: !532, size: 64, align: 64, flags: DIFlagPublic)
!537 = !DIDerivedType(tag: DW_TAG_member, scope: !524, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!538 = !DISubprogram(name: "as_ref<alloc::boxed::Box<boxes::Node, alloc::alloc::Global>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6as_ref17h83c55d4c9f4720e5E", scope: !88, file: !512, line: 744, type: !522, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !96)
!539 = !{!520, !540, !542}
!540 = !DILocalVariable(name: "x", scope: !541, file: !512, line: 746, type: !532, align: 64)
!541 = distinct !DILexicalBlock(scope: !521, file: !512, line: 746, column: 13)
!542 = !DILocalVariable(name: "x", scope: !543, file: !512, line: 746, type: !532, align: 64)
!543 = distinct !DILexicalBlock(scope: !521, file: !512, line: 746, column: 13)
!544 = !DILocation(line: 744, column: 25, scope: !521, inlinedAt: !545)
!545 = !DILocation(line: 1394, column: 14, scope: !511, inlinedAt: !519)
!546 = !DILocation(line: 745, column: 15, scope: !521, inlinedAt: !545)
!547 = !DILocation(line: 0, scope: !492)
!548 = !DILocation(line: 16, column: 15, scope: !508)
!549 = !DILocation(line: 0, scope: !508)
!550 = !DILocation(line: 17, column: 23, scope: !508)
!551 = !DILocation(line: 17, column: 9, scope: !508)
!552 = !DILocation(line: 1390, column: 27, scope: !511, inlinedAt: !553)
!553 = !DILocation(line: 18, column: 22, scope: !508)
!554 = !DILocation(line: 744, column: 25, scope: !521, inlinedAt: !555)
!555 = !DILocation(line: 1394, column: 14, scope: !556, inlinedAt: !553)
!556 = !DILexicalBlockFile(scope: !511, file: !512, discriminator: 2)
!557 = !DILocation(line: 745, column: 15, scope: !521, inlinedAt: !555)
!558 = !DILocation(line: 16, column: 25, scope: !508)
!559 = !DILocation(line: 0, scope: !116, inlinedAt: !560)
!560 = distinct !DILocation(line: 21, column: 1, scope: !484)
!561 = !DILocation(line: 0, scope: !128, inlinedAt: !562)
!562 = distinct !DILocation(line: 805, column: 1, scope: !116, inlinedAt: !560)
!563 = !DILocation(line: 805, column: 1, scope: !128, inlinedAt: !562)
!564 = !{!565}
!565 = distinct !{!565, !566, !"_ZN4core3ptr57drop_in_place$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$17hf4fbb92042dff5b3E: %_1"}
!566 = distinct !{!566, !"_ZN4core3ptr57drop_in_place$LT$alloc..boxed..Box$LT$boxes..Node$GT$$GT$17hf4fbb92042dff5b3E"}
!567 = !DILocation(line: 0, scope: !140, inlinedAt: !568)
!568 = distinct !DILocation(line: 805, column: 1, scope: !128, inlinedAt: !562)
!569 = !DILocation(line: 0, scope: !164, inlinedAt: !568)
!570 = !DILocation(line: 0, scope: !150, inlinedAt: !568)
!571 = !DILocation(line: 0, scope: !184, inlinedAt: !572)
!572 = distinct !DILocation(line: 1921, column: 24, scope: !164, inlinedAt: !568)
!573 = !DILocation(line: 0, scope: !203, inlinedAt: !574)
!574 = distinct !DILocation(line: 442, column: 23, scope: !184, inlinedAt: !572)
!575 = !DILocation(line: 0, scope: !211, inlinedAt: !576)
!576 = distinct !DILocation(line: 324, column: 9, scope: !203, inlinedAt: !574)
!577 = !DILocation(line: 0, scope: !220, inlinedAt: !578)
!578 = distinct !DILocation(line: 209, column: 22, scope: !211, inlinedAt: !576)
!579 = !DILocation(line: 115, column: 14, scope: !220, inlinedAt: !578)
!580 = !DILocation(line: 805, column: 1, scope: !116, inlinedAt: !560)
!581 = !DILocation(line: 21, column: 2, scope: !484)
