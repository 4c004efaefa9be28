; ModuleID = 'strings.367eaa19db1c6b72-cgu.0'
source_filename = "strings.367eaa19db1c6b72-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_67ce1f0ea04bd2abfe821c38b502980c = private unnamed_addr constant [12 x i8] c"\07hello, \C0\01!\00", align 1

; <alloc::string::String as core::fmt::Display>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 !dbg !86 {
start:
    #dbg_value(ptr %self, !179, !DIExpression(), !181)
    #dbg_value(ptr %self, !182, !DIExpression(), !193)
    #dbg_value(ptr %self, !195, !DIExpression(), !199)
    #dbg_value(ptr %f, !180, !DIExpression(), !181)
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !201
  %_8 = load ptr, ptr %0, align 8, !dbg !201, !nonnull !107, !noundef !107
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16, !dbg !238
  %_7 = load i64, ptr %1, align 8, !dbg !238, !noundef !107
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8, i64 noundef %_7, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #6, !dbg !239
  ret i1 %_0, !dbg !240
}

; strings::names_greet
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN7strings11names_greet17hd19a64ed77b2f192E(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %value, ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(24) %who) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !241 {
start:
  %args1 = alloca [16 x i8], align 8
    #dbg_value(ptr %this, !251, !DIExpression(), !297)
    #dbg_declare(ptr %who, !252, !DIExpression(), !298)
  %0 = load i64, ptr %this, align 8, !dbg !299, !noundef !107
  %1 = add i64 %0, 1, !dbg !299
  store i64 %1, ptr %this, align 8, !dbg !299
    #dbg_value(ptr %who, !253, !DIExpression(), !300)
  call void @llvm.lifetime.start.p0(ptr nonnull %args1), !dbg !301
  store ptr %who, ptr %args1, align 8, !dbg !301
  %_6.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8, !dbg !301
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_6.sroa.4.0..sroa_idx, align 8, !dbg !301
    #dbg_value(ptr @alloc_67ce1f0ea04bd2abfe821c38b502980c, !302, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319)
    #dbg_value(ptr %args1, !302, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !319)
    #dbg_value(ptr null, !322, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !359)
    #dbg_value(i64 undef, !322, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !359)
    #dbg_value(ptr poison, !355, !DIExpression(), !359)
    #dbg_declare(ptr poison, !356, !DIExpression(), !361)
    #dbg_value(ptr poison, !362, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !367)
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %value, ptr noundef nonnull @alloc_67ce1f0ea04bd2abfe821c38b502980c, ptr noundef nonnull %args1) #6, !dbg !369
  call void @llvm.lifetime.end.p0(ptr nonnull %args1), !dbg !370
  %who.val = load i64, ptr %who, align 8, !dbg !371, !range !372, !noundef !107
    #dbg_value(ptr poison, !373, !DIExpression(), !382)
    #dbg_value(ptr poison, !384, !DIExpression(), !392)
    #dbg_value(ptr poison, !394, !DIExpression(), !402)
    #dbg_value(ptr poison, !404, !DIExpression(), !411)
    #dbg_value(ptr poison, !413, !DIExpression(), !433)
    #dbg_value(i64 1, !429, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
    #dbg_value(i64 1, !429, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
    #dbg_value(ptr poison, !435, !DIExpression(), !463)
    #dbg_value(i64 1, !458, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !463)
    #dbg_value(i64 1, !458, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !463)
  %2 = icmp eq i64 %who.val, 0, !dbg !465
  br i1 %2, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hda1e2f2d6520b6d4E.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, !dbg !465

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i: ; preds = %start
  %3 = getelementptr inbounds nuw i8, ptr %who, i64 8, !dbg !371
  %who.val4 = load ptr, ptr %3, align 8, !dbg !371, !nonnull !107, !noundef !107
    #dbg_value(ptr %who.val4, !430, !DIExpression(), !466)
    #dbg_value(i64 1, !432, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !466)
    #dbg_value(i64 %who.val, !432, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !466)
    #dbg_value(ptr poison, !467, !DIExpression(), !477)
    #dbg_value(ptr poison, !479, !DIExpression(), !485)
    #dbg_value(ptr %who.val4, !475, !DIExpression(), !477)
    #dbg_value(ptr %who.val4, !483, !DIExpression(), !485)
    #dbg_value(ptr %who.val4, !487, !DIExpression(), !494)
    #dbg_value(i64 1, !476, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !477)
    #dbg_value(i64 1, !484, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !485)
    #dbg_value(i64 1, !493, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !494)
    #dbg_value(i64 1, !496, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !502)
    #dbg_value(i64 %who.val, !476, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !477)
    #dbg_value(i64 %who.val, !484, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !485)
    #dbg_value(i64 %who.val, !493, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !494)
    #dbg_value(i64 %who.val, !496, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !502)
    #dbg_value(ptr %who.val4, !501, !DIExpression(), !502)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %who.val4, i64 noundef %who.val, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !504
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hda1e2f2d6520b6d4E.exit", !dbg !505

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hda1e2f2d6520b6d4E.exit": ; preds = %start, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i
  ret void, !dbg !506
}

; strings::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN7strings6client17hccda2f9c10c14c60E(i64 noundef %r, ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(24) %who) unnamed_addr #1 !dbg !507 {
start:
  %s = alloca [24 x i8], align 8
    #dbg_value(i64 %r, !511, !DIExpression(), !526)
    #dbg_declare(ptr %who, !512, !DIExpression(), !527)
    #dbg_declare(ptr %s, !524, !DIExpression(), !528)
  %_4 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7strings11names_greet17hd19a64ed77b2f192E) #6, !dbg !529
  %0 = icmp ne ptr %_4, null, !dbg !530
  tail call void @llvm.assume(i1 %0), !dbg !530
    #dbg_value(ptr %_4, !513, !DIExpression(), !531)
  %_8 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7strings9names_len17h615afed9a1687404E) #6, !dbg !532
  %1 = icmp ne ptr %_8, null, !dbg !533
  tail call void @llvm.assume(i1 %1), !dbg !533
    #dbg_value(ptr %_8, !519, !DIExpression(), !534)
  call void @llvm.lifetime.start.p0(ptr nonnull %s), !dbg !535
  call void %_4(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %s, ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(24) %who) #6, !dbg !536
    #dbg_value(ptr %s, !537, !DIExpression(), !540)
    #dbg_value(ptr %s, !542, !DIExpression(), !545)
  %2 = getelementptr inbounds nuw i8, ptr %s, i64 8, !dbg !547
  %_18 = load ptr, ptr %2, align 8, !dbg !547, !nonnull !107, !noundef !107
  %3 = getelementptr inbounds nuw i8, ptr %s, i64 16, !dbg !558
  %_17 = load i64, ptr %3, align 8, !dbg !558, !noundef !107
  %_0 = call noundef i64 %_8(ptr noundef null, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_18, i64 noundef %_17) #6, !dbg !559
  %s.val = load i64, ptr %s, align 8, !dbg !560, !range !372, !noundef !107
    #dbg_value(ptr poison, !373, !DIExpression(), !561)
    #dbg_value(ptr poison, !384, !DIExpression(), !563)
    #dbg_value(ptr poison, !394, !DIExpression(), !565)
    #dbg_value(ptr poison, !404, !DIExpression(), !567)
    #dbg_value(ptr poison, !413, !DIExpression(), !569)
    #dbg_value(i64 1, !429, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !569)
    #dbg_value(i64 1, !429, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !569)
    #dbg_value(ptr poison, !435, !DIExpression(), !571)
    #dbg_value(i64 1, !458, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !571)
    #dbg_value(i64 1, !458, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !571)
  %4 = icmp eq i64 %s.val, 0, !dbg !573
  br i1 %4, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hda1e2f2d6520b6d4E.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, !dbg !573

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i: ; preds = %start
    #dbg_value(ptr %_18, !430, !DIExpression(), !574)
    #dbg_value(i64 1, !432, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !574)
    #dbg_value(i64 %s.val, !432, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !574)
    #dbg_value(ptr poison, !467, !DIExpression(), !575)
    #dbg_value(ptr poison, !479, !DIExpression(), !577)
    #dbg_value(ptr %_18, !475, !DIExpression(), !575)
    #dbg_value(ptr %_18, !483, !DIExpression(), !577)
    #dbg_value(ptr %_18, !487, !DIExpression(), !579)
    #dbg_value(i64 1, !476, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !575)
    #dbg_value(i64 1, !484, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !577)
    #dbg_value(i64 1, !493, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !579)
    #dbg_value(i64 1, !496, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !581)
    #dbg_value(i64 %s.val, !476, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !575)
    #dbg_value(i64 %s.val, !484, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !577)
    #dbg_value(i64 %s.val, !493, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !579)
    #dbg_value(i64 %s.val, !496, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !581)
    #dbg_value(ptr %_18, !501, !DIExpression(), !581)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_18, i64 noundef %s.val, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !583
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hda1e2f2d6520b6d4E.exit", !dbg !584

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hda1e2f2d6520b6d4E.exit": ; preds = %start, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %s), !dbg !560
  ret i64 %_0, !dbg !585
}

; strings::names_len
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define internal noundef i64 @_ZN7strings9names_len17h615afed9a1687404E(ptr noalias readnone align 8 captures(none) %_this, ptr noalias nonnull readonly align 1 captures(none) %s.0, i64 noundef returned %s.1) unnamed_addr #2 !dbg !586 {
start:
    #dbg_value(ptr poison, !590, !DIExpression(), !592)
    #dbg_value(ptr poison, !591, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !592)
    #dbg_value(i64 %s.1, !591, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !592)
  ret i64 %s.1, !dbg !593
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; <str as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; alloc::fmt::format::format_inner
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #1

attributes #0 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "strings.rs/@/strings.367eaa19db1c6b72-cgu.0", directory: "/work/wt-rustvec/tests/lit/rust/Inputs")
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
!86 = distinct !DISubprogram(name: "fmt", linkageName: "_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt", scope: !88, file: !87, line: 2711, type: !90, scopeLine: 2711, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !178)
!87 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!88 = !DINamespace(name: "{impl#28}", scope: !89)
!89 = !DINamespace(name: "string", scope: !81)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !113, !156}
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !93, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !94, templateParams: !107, identifier: "1c6752419820cdc3961061cc58b31873")
!93 = !DINamespace(name: "result", scope: !12)
!94 = !{!95}
!95 = !DICompositeType(tag: DW_TAG_variant_part, scope: !92, file: !9, size: 8, align: 8, elements: !96, templateParams: !107, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !112)
!96 = !{!97, !108}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !95, file: !9, baseType: !98, size: 8, align: 8, extraData: i8 0)
!98 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !92, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !99, templateParams: !102, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!99 = !{!100}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !98, file: !9, baseType: !101, align: 8, offset: 8, flags: DIFlagPublic)
!101 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!102 = !{!103, !104}
!103 = !DITemplateTypeParameter(name: "T", type: !101)
!104 = !DITemplateTypeParameter(name: "E", type: !105)
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !106, file: !9, align: 8, flags: DIFlagPublic, elements: !107, identifier: "5a24300cdda31093f5fe20c939b4885")
!106 = !DINamespace(name: "fmt", scope: !12)
!107 = !{}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !95, file: !9, baseType: !109, size: 8, align: 8, extraData: i8 1)
!109 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !92, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !110, templateParams: !102, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!110 = !{!111}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !109, file: !9, baseType: !105, align: 8, offset: 8, flags: DIFlagPublic)
!112 = !DIDerivedType(tag: DW_TAG_member, scope: !92, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagArtificial)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::string::String", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !89, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !115, templateParams: !107, identifier: "bc53cb80a87db744310a1cd4bda01882")
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !114, file: !9, baseType: !117, size: 192, align: 64, flags: DIFlagPrivate)
!117 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !118, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !119, templateParams: !154, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!118 = !DINamespace(name: "vec", scope: !81)
!119 = !{!120, !155}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !117, file: !9, baseType: !121, size: 128, align: 64, flags: DIFlagPrivate)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !122, templateParams: !154, identifier: "1786a941d613205182510ae0fe838410")
!122 = !{!123, !153}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !121, file: !9, baseType: !124, size: 128, align: 64, flags: DIFlagPrivate)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !125, templateParams: !151, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!125 = !{!126, !141, !148}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !124, file: !9, baseType: !127, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!127 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !129, templateParams: !136, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!128 = !DINamespace(name: "unique", scope: !11)
!129 = !{!130, !138}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !127, file: !9, baseType: !131, size: 64, align: 64, flags: DIFlagPrivate)
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !132, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !133, templateParams: !136, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!132 = !DINamespace(name: "non_null", scope: !11)
!133 = !{!134}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !131, file: !9, baseType: !135, size: 64, align: 64, flags: DIFlagPrivate)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!136 = !{!137}
!137 = !DITemplateTypeParameter(name: "T", type: !82)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !127, file: !9, baseType: !139, align: 8, offset: 64, flags: DIFlagPrivate)
!139 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !140, file: !9, align: 8, flags: DIFlagPublic, elements: !107, templateParams: !136, identifier: "15bae875c56c7c0f828edf19d836075e")
!140 = !DINamespace(name: "marker", scope: !12)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !124, file: !9, baseType: !142, size: 64, align: 64, flags: DIFlagPrivate)
!142 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !143, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !145, templateParams: !107, identifier: "cad7375c0c871c072d809328de25b44")
!143 = !DINamespace(name: "niche_types", scope: !144)
!144 = !DINamespace(name: "num", scope: !12)
!145 = !{!146}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !142, file: !9, baseType: !147, size: 64, align: 64, flags: DIFlagPrivate)
!147 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !124, file: !9, baseType: !149, align: 8, offset: 128, flags: DIFlagPrivate)
!149 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !150, file: !9, align: 8, flags: DIFlagPublic, elements: !107, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!150 = !DINamespace(name: "alloc", scope: !81)
!151 = !{!152}
!152 = !DITemplateTypeParameter(name: "A", type: !149)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !121, file: !9, baseType: !139, align: 8, offset: 128, flags: DIFlagPrivate)
!154 = !{!137, !152}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !117, file: !9, baseType: !147, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !157, size: 64, align: 64, dwarfAddressSpace: 0)
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !106, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !158, templateParams: !107, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!158 = !{!159, !167}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !157, file: !9, baseType: !160, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !106, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !161, templateParams: !107, identifier: "ca2f5547247cd95c514a47d5800e09e")
!161 = !{!162, !164, !166}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !160, file: !9, baseType: !163, size: 32, align: 32, flags: DIFlagPrivate)
!163 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !160, file: !9, baseType: !165, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!165 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !160, file: !9, baseType: !165, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !157, file: !9, baseType: !168, size: 128, align: 64, flags: DIFlagPrivate)
!168 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !169, templateParams: !107, identifier: "effe97114690fc58a8e246cb04e37234")
!169 = !{!170, !173}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !168, file: !9, baseType: !171, size: 64, align: 64)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64, align: 64, dwarfAddressSpace: 0)
!172 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !107, identifier: "64328679825f9c73b507edbfd5b86b47")
!173 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !168, file: !9, baseType: !174, size: 64, align: 64, offset: 64)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !175, size: 64, align: 64, dwarfAddressSpace: 0)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 384, align: 64, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 6, lowerBound: 0)
!178 = !{!179, !180}
!179 = !DILocalVariable(name: "self", arg: 1, scope: !86, file: !87, line: 2711, type: !113)
!180 = !DILocalVariable(name: "f", arg: 2, scope: !86, file: !87, line: 2711, type: !156)
!181 = !DILocation(line: 0, scope: !86)
!182 = !DILocalVariable(name: "self", arg: 1, scope: !183, file: !87, line: 2822, type: !113)
!183 = distinct !DISubprogram(name: "deref", linkageName: "_RNvXsx_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtNtCsgEmfK2I1SDS_4core3ops5deref5Deref5deref", scope: !184, file: !87, line: 2822, type: !185, scopeLine: 2822, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !192)
!184 = !DINamespace(name: "{impl#35}", scope: !89)
!185 = !DISubroutineType(types: !186)
!186 = !{!187, !113}
!187 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !188, templateParams: !107, identifier: "9277eecd40495f85161460476aacc992")
!188 = !{!189, !191}
!189 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !187, file: !9, baseType: !190, size: 64, align: 64)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !187, file: !9, baseType: !147, size: 64, align: 64, offset: 64)
!192 = !{!182}
!193 = !DILocation(line: 0, scope: !183, inlinedAt: !194)
!194 = !DILocation(line: 2712, column: 28, scope: !86)
!195 = !DILocalVariable(name: "self", arg: 1, scope: !196, file: !87, line: 1052, type: !113)
!196 = distinct !DISubprogram(name: "as_str", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String6as_str", scope: !114, file: !87, line: 1052, type: !185, scopeLine: 1052, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, declaration: !197, retainedNodes: !198)
!197 = !DISubprogram(name: "as_str", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String6as_str", scope: !114, file: !87, line: 1052, type: !185, scopeLine: 1052, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !107)
!198 = !{!195}
!199 = !DILocation(line: 0, scope: !196, inlinedAt: !200)
!200 = !DILocation(line: 2823, column: 14, scope: !183, inlinedAt: !194)
!201 = !DILocation(line: 612, column: 9, scope: !202, inlinedAt: !209)
!202 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, u8>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hfaba97bf9a2d40c1E", scope: !124, file: !203, line: 611, type: !204, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !208, declaration: !207)
!203 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!204 = !DISubroutineType(types: !205)
!205 = !{!131, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !124, size: 64, align: 64, dwarfAddressSpace: 0)
!207 = !DISubprogram(name: "non_null<alloc::alloc::Global, u8>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hfaba97bf9a2d40c1E", scope: !124, file: !203, line: 611, type: !204, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !208)
!208 = !{!152, !137}
!209 = !DILocation(line: 607, column: 14, scope: !210, inlinedAt: !215)
!210 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, u8>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h276061c4c69d75e5E", scope: !124, file: !203, line: 606, type: !211, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !208, declaration: !214)
!211 = !DISubroutineType(types: !212)
!212 = !{!213, !206}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!214 = !DISubprogram(name: "ptr<alloc::alloc::Global, u8>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h276061c4c69d75e5E", scope: !124, file: !203, line: 606, type: !211, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !208)
!215 = !DILocation(line: 295, column: 20, scope: !216, inlinedAt: !221)
!216 = distinct !DISubprogram(name: "ptr<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hafa8adf552b3d828E", scope: !121, file: !203, line: 294, type: !217, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !154, declaration: !220)
!217 = !DISubroutineType(types: !218)
!218 = !{!213, !219}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!220 = !DISubprogram(name: "ptr<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hafa8adf552b3d828E", scope: !121, file: !203, line: 294, type: !217, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !154)
!221 = !DILocation(line: 1916, column: 18, scope: !222, inlinedAt: !228)
!222 = distinct !DISubprogram(name: "as_ptr<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h975cb6f1428b259dE", scope: !117, file: !223, line: 1913, type: !224, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !154, declaration: !227)
!223 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!224 = !DISubroutineType(types: !225)
!225 = !{!135, !226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !117, size: 64, align: 64, dwarfAddressSpace: 0)
!227 = !DISubprogram(name: "as_ptr<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h975cb6f1428b259dE", scope: !117, file: !223, line: 1913, type: !224, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !154)
!228 = !DILocation(line: 1815, column: 76, scope: !229, inlinedAt: !237)
!229 = distinct !DISubprogram(name: "as_slice<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h7f8f75de9fabbd8eE", scope: !117, file: !223, line: 1798, type: !230, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !154, declaration: !236)
!230 = !DISubroutineType(types: !231)
!231 = !{!232, !226}
!232 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[u8]", file: !9, size: 128, align: 64, elements: !233, templateParams: !107, identifier: "31681e0c10b314f1f33e38b2779acbb4")
!233 = !{!234, !235}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !232, file: !9, baseType: !190, size: 64, align: 64)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !232, file: !9, baseType: !147, size: 64, align: 64, offset: 64)
!236 = !DISubprogram(name: "as_slice<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h7f8f75de9fabbd8eE", scope: !117, file: !223, line: 1798, type: !230, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !154)
!237 = !DILocation(line: 1055, column: 52, scope: !196, inlinedAt: !200)
!238 = !DILocation(line: 1815, column: 86, scope: !229, inlinedAt: !237)
!239 = !DILocation(line: 2712, column: 9, scope: !86)
!240 = !DILocation(line: 2713, column: 6, scope: !86)
!241 = distinct !DISubprogram(name: "names_greet", linkageName: "_ZN7strings11names_greet17hd19a64ed77b2f192E", scope: !243, file: !242, line: 8, type: !244, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !250)
!242 = !DIFile(filename: "strings.rs", directory: "/work/wt-rustvec/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "7ead1ec57353f845b6beae40e0dae64a")
!243 = !DINamespace(name: "strings", scope: null)
!244 = !DISubroutineType(types: !245)
!245 = !{!114, !246, !114}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut strings::Names", baseType: !247, size: 64, align: 64, dwarfAddressSpace: 0)
!247 = !DICompositeType(tag: DW_TAG_structure_type, name: "Names", scope: !243, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !248, templateParams: !107, identifier: "f14eaa857ed92719344af0add916fa44")
!248 = !{!249}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !247, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!250 = !{!251, !252, !253, !260}
!251 = !DILocalVariable(name: "this", arg: 1, scope: !241, file: !242, line: 8, type: !246)
!252 = !DILocalVariable(name: "who", arg: 2, scope: !241, file: !242, line: 8, type: !114)
!253 = !DILocalVariable(name: "args", scope: !254, file: !242, line: 10, type: !257, align: 64)
!254 = !DILexicalBlockFile(scope: !255, file: !242, discriminator: 0)
!255 = distinct !DILexicalBlock(scope: !241, file: !256, line: 114, column: 33)
!256 = !DIFile(filename: "library/alloc/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c06fded2c893c2cc0e8ea200156f1086")
!257 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&alloc::string::String)", file: !9, size: 64, align: 64, elements: !258, templateParams: !107, identifier: "6f58f2c46f739466291cc31e512370d3")
!258 = !{!259}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !257, file: !9, baseType: !113, size: 64, align: 64)
!260 = !DILocalVariable(name: "args", scope: !261, file: !242, line: 10, type: !263, align: 64)
!261 = !DILexicalBlockFile(scope: !262, file: !242, discriminator: 0)
!262 = distinct !DILexicalBlock(scope: !255, file: !256, line: 114, column: 33)
!263 = !DICompositeType(tag: DW_TAG_array_type, baseType: !264, size: 128, align: 64, elements: !295)
!264 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !265, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !266, templateParams: !107, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!265 = !DINamespace(name: "rt", scope: !106)
!266 = !{!267}
!267 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !264, file: !9, baseType: !268, size: 128, align: 64, flags: DIFlagPrivate)
!268 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !265, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !269, templateParams: !107, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!269 = !{!270}
!270 = !DICompositeType(tag: DW_TAG_variant_part, scope: !268, file: !9, size: 128, align: 64, elements: !271, templateParams: !107, identifier: "fbd384083752b747f8b252853b979154", discriminator: !294)
!271 = !{!272, !290}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !270, file: !9, baseType: !273, size: 128, align: 64)
!273 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !268, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !274, templateParams: !107, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!274 = !{!275, !281, !285}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !273, file: !9, baseType: !276, size: 64, align: 64, flags: DIFlagPrivate)
!276 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !132, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !277, templateParams: !280, identifier: "f4e496144210c619b96aa08326287b92")
!277 = !{!278}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !276, file: !9, baseType: !279, size: 64, align: 64, flags: DIFlagPrivate)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !101, size: 64, align: 64, dwarfAddressSpace: 0)
!280 = !{!103}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !273, file: !9, baseType: !282, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !283, size: 64, align: 64, dwarfAddressSpace: 0)
!283 = !DISubroutineType(types: !284)
!284 = !{!92, !276, !156}
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !273, file: !9, baseType: !286, align: 8, offset: 128, flags: DIFlagPrivate)
!286 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !140, file: !9, align: 8, flags: DIFlagPublic, elements: !107, templateParams: !287, identifier: "efa596960370766459fc018866dc4048")
!287 = !{!288}
!288 = !DITemplateTypeParameter(name: "T", type: !289)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !101, size: 64, align: 64, dwarfAddressSpace: 0)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !270, file: !9, baseType: !291, size: 128, align: 64, extraData: i64 0)
!291 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !268, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !292, templateParams: !107, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!292 = !{!293}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !291, file: !9, baseType: !165, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!294 = !DIDerivedType(tag: DW_TAG_member, scope: !268, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!295 = !{!296}
!296 = !DISubrange(count: 1, lowerBound: 0)
!297 = !DILocation(line: 0, scope: !241)
!298 = !DILocation(line: 8, column: 38, scope: !241)
!299 = !DILocation(line: 9, column: 5, scope: !241)
!300 = !DILocation(line: 0, scope: !254)
!301 = !DILocation(line: 10, column: 5, scope: !254)
!302 = !DILocalVariable(name: "args", arg: 1, scope: !303, file: !304, line: 649, type: !308)
!303 = distinct !DISubprogram(name: "format", linkageName: "_RNvNtCslNYArtu3iFV_5alloc3fmt6format", scope: !305, file: !304, line: 649, type: !306, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !318)
!304 = !DIFile(filename: "library/alloc/src/fmt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ff238ed6a2e10a790bec34161252a63b")
!305 = !DINamespace(name: "fmt", scope: !81)
!306 = !DISubroutineType(types: !307)
!307 = !{!114, !308}
!308 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !106, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !309, templateParams: !107, identifier: "e5c67bbe046da39973c72077c7f66185")
!309 = !{!310, !311}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !308, file: !9, baseType: !131, size: 64, align: 64, flags: DIFlagPrivate)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !308, file: !9, baseType: !312, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!312 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !132, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !313, templateParams: !316, identifier: "2e7cb7ba6db6aae8a5c20264d17cea0a")
!313 = !{!314}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !312, file: !9, baseType: !315, size: 64, align: 64, flags: DIFlagPrivate)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !264, size: 64, align: 64, dwarfAddressSpace: 0)
!316 = !{!317}
!317 = !DITemplateTypeParameter(name: "T", type: !264)
!318 = !{!302}
!319 = !DILocation(line: 0, scope: !303, inlinedAt: !320)
!320 = !DILocation(line: 10, column: 5, scope: !321)
!321 = !DILexicalBlockFile(scope: !241, file: !242, discriminator: 4)
!322 = !DILocalVariable(name: "self", arg: 1, scope: !323, file: !324, line: 1271, type: !325)
!323 = distinct !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17h89a177eb997fbf0bE", scope: !325, file: !324, line: 1271, type: !339, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !350, declaration: !349, retainedNodes: !354)
!324 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!325 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&str>", scope: !326, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !327, templateParams: !107, identifier: "388f0724495c9979543236d6ae2d54c2")
!326 = !DINamespace(name: "option", scope: !12)
!327 = !{!328}
!328 = !DICompositeType(tag: DW_TAG_variant_part, scope: !325, file: !9, size: 128, align: 64, elements: !329, templateParams: !107, identifier: "e6785e8f6e1e140eb9b4249e8ee16932", discriminator: !338)
!329 = !{!330, !334}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !328, file: !9, baseType: !331, size: 128, align: 64, extraData: i64 0)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !325, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !107, templateParams: !332, identifier: "d07e0299997611c95ecaaab3f1b5fcbf")
!332 = !{!333}
!333 = !DITemplateTypeParameter(name: "T", type: !187)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !328, file: !9, baseType: !335, size: 128, align: 64)
!335 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !325, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !336, templateParams: !332, identifier: "752c4aa88f8dc851ac37ea0fe4a1be3a")
!336 = !{!337}
!337 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !335, file: !9, baseType: !187, size: 128, align: 64, flags: DIFlagPublic)
!338 = !DIDerivedType(tag: DW_TAG_member, scope: !325, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!339 = !DISubroutineType(types: !340)
!340 = !{!114, !325, !341, !346}
!341 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !342, file: !9, size: 64, align: 64, elements: !343, templateParams: !107, identifier: "33f96a35d1def74baf9ecdcdddd60f7e")
!342 = !DINamespace(name: "format", scope: !305)
!343 = !{!344}
!344 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__args", scope: !341, file: !9, baseType: !345, size: 64, align: 64)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Arguments", baseType: !308, size: 64, align: 64, dwarfAddressSpace: 0)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&str) -> alloc::string::String", baseType: !347, align: 8, dwarfAddressSpace: 0)
!347 = !DISubroutineType(types: !348)
!348 = !{!114, !187}
!349 = !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17h89a177eb997fbf0bE", scope: !325, file: !324, line: 1271, type: !339, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !350)
!350 = !{!333, !351, !352, !353}
!351 = !DITemplateTypeParameter(name: "U", type: !114)
!352 = !DITemplateTypeParameter(name: "D", type: !341)
!353 = !DITemplateTypeParameter(name: "F", type: !346)
!354 = !{!322, !355, !356, !357}
!355 = !DILocalVariable(name: "default", arg: 2, scope: !323, file: !324, line: 1271, type: !341)
!356 = !DILocalVariable(name: "f", arg: 3, scope: !323, file: !324, line: 1271, type: !346)
!357 = !DILocalVariable(name: "t", scope: !358, file: !324, line: 1277, type: !187, align: 64)
!358 = distinct !DILexicalBlock(scope: !323, file: !324, line: 1277, column: 13)
!359 = !DILocation(line: 0, scope: !323, inlinedAt: !360)
!360 = distinct !DILocation(line: 659, column: 19, scope: !303, inlinedAt: !320)
!361 = !DILocation(line: 1271, column: 57, scope: !323, inlinedAt: !360)
!362 = !DILocalVariable(name: "args", scope: !363, file: !304, line: 649, type: !308, align: 64)
!363 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h2e42968fa9bb8ebeE", scope: !342, file: !304, line: 659, type: !364, scopeLine: 659, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !366)
!364 = !DISubroutineType(types: !365)
!365 = !{!114, !341}
!366 = !{!362}
!367 = !DILocation(line: 0, scope: !363, inlinedAt: !368)
!368 = distinct !DILocation(line: 1278, column: 21, scope: !323, inlinedAt: !360)
!369 = !DILocation(line: 659, column: 34, scope: !363, inlinedAt: !368)
!370 = !DILocation(line: 10, column: 5, scope: !241)
!371 = !DILocation(line: 11, column: 1, scope: !241)
!372 = !{i64 0, i64 -9223372036854775808}
!373 = !DILocalVariable(arg: 1, scope: !374, file: !375, line: 805, type: !378)
!374 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hda1e2f2d6520b6d4E", scope: !11, file: !375, line: 805, type: !376, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !380, retainedNodes: !379)
!375 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!376 = !DISubroutineType(types: !377)
!377 = !{null, !378}
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::string::String", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!379 = !{!373}
!380 = !{!381}
!381 = !DITemplateTypeParameter(name: "T", type: !114)
!382 = !DILocation(line: 0, scope: !374, inlinedAt: !383)
!383 = distinct !DILocation(line: 11, column: 1, scope: !241)
!384 = !DILocalVariable(arg: 1, scope: !385, file: !375, line: 805, type: !388)
!385 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hafb3f4372901a794E", scope: !11, file: !375, line: 805, type: !386, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !390, retainedNodes: !389)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !388}
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !117, size: 64, align: 64, dwarfAddressSpace: 0)
!389 = !{!384}
!390 = !{!391}
!391 = !DITemplateTypeParameter(name: "T", type: !117)
!392 = !DILocation(line: 0, scope: !385, inlinedAt: !393)
!393 = distinct !DILocation(line: 805, column: 1, scope: !374, inlinedAt: !383)
!394 = !DILocalVariable(arg: 1, scope: !395, file: !375, line: 805, type: !398)
!395 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h9acd32baf2982743E", scope: !11, file: !375, line: 805, type: !396, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !400, retainedNodes: !399)
!396 = !DISubroutineType(types: !397)
!397 = !{null, !398}
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!399 = !{!394}
!400 = !{!401}
!401 = !DITemplateTypeParameter(name: "T", type: !121)
!402 = !DILocation(line: 0, scope: !395, inlinedAt: !403)
!403 = distinct !DILocation(line: 805, column: 1, scope: !385, inlinedAt: !393)
!404 = !DILocalVariable(name: "self", arg: 1, scope: !405, file: !203, line: 421, type: !409)
!405 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0f9404c4a31c40b1E", scope: !406, file: !203, line: 421, type: !407, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !154, retainedNodes: !410)
!406 = !DINamespace(name: "{impl#3}", scope: !80)
!407 = !DISubroutineType(types: !408)
!408 = !{null, !409}
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!410 = !{!404}
!411 = !DILocation(line: 0, scope: !405, inlinedAt: !412)
!412 = distinct !DILocation(line: 805, column: 1, scope: !395, inlinedAt: !403)
!413 = !DILocalVariable(name: "self", arg: 1, scope: !414, file: !203, line: 870, type: !417)
!414 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h55802237e3f49308E", scope: !124, file: !203, line: 870, type: !415, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !151, declaration: !427, retainedNodes: !428)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !417, !418}
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !124, size: 64, align: 64, dwarfAddressSpace: 0)
!418 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !419, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !421, templateParams: !107, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!419 = !DINamespace(name: "layout", scope: !420)
!420 = !DINamespace(name: "alloc", scope: !12)
!421 = !{!422, !423}
!422 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !418, file: !9, baseType: !147, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !418, file: !9, baseType: !424, size: 64, align: 64, flags: DIFlagPrivate)
!424 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !425, templateParams: !107, identifier: "5099570874743123f8e757e4da3ea37b")
!425 = !{!426}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !424, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!427 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h55802237e3f49308E", scope: !124, file: !203, line: 870, type: !415, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !151)
!428 = !{!413, !429, !430, !432}
!429 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !414, file: !203, line: 870, type: !418)
!430 = !DILocalVariable(name: "ptr", scope: !431, file: !203, line: 872, type: !131, align: 64)
!431 = distinct !DILexicalBlock(scope: !414, file: !203, line: 872, column: 82)
!432 = !DILocalVariable(name: "layout", scope: !431, file: !203, line: 872, type: !418, align: 64)
!433 = !DILocation(line: 0, scope: !414, inlinedAt: !434)
!434 = distinct !DILocation(line: 423, column: 29, scope: !405, inlinedAt: !412)
!435 = !DILocalVariable(name: "self", arg: 1, scope: !436, file: !203, line: 631, type: !206)
!436 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h6cd8318976088a35E", scope: !124, file: !203, line: 631, type: !437, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !151, declaration: !456, retainedNodes: !457)
!437 = !DISubroutineType(types: !438)
!438 = !{!439, !206, !418}
!439 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !326, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !440, templateParams: !107, identifier: "ee7541504661f874c2915c0073b72bc1")
!440 = !{!441}
!441 = !DICompositeType(tag: DW_TAG_variant_part, scope: !439, file: !9, size: 192, align: 64, elements: !442, templateParams: !107, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !455)
!442 = !{!443, !451}
!443 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !441, file: !9, baseType: !444, size: 192, align: 64, extraData: i64 0)
!444 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !439, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !107, templateParams: !445, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!445 = !{!446}
!446 = !DITemplateTypeParameter(name: "T", type: !447)
!447 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !448, templateParams: !107, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!448 = !{!449, !450}
!449 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !447, file: !9, baseType: !131, size: 64, align: 64)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !447, file: !9, baseType: !418, size: 128, align: 64, offset: 64)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !441, file: !9, baseType: !452, size: 192, align: 64)
!452 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !439, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !453, templateParams: !445, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!453 = !{!454}
!454 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !452, file: !9, baseType: !447, size: 192, align: 64, flags: DIFlagPublic)
!455 = !DIDerivedType(tag: DW_TAG_member, scope: !439, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!456 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h6cd8318976088a35E", scope: !124, file: !203, line: 631, type: !437, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !151)
!457 = !{!435, !458, !459, !461}
!458 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !436, file: !203, line: 631, type: !418)
!459 = !DILocalVariable(name: "alloc_size", scope: !460, file: !203, line: 640, type: !147, align: 64)
!460 = distinct !DILexicalBlock(scope: !436, file: !203, line: 640, column: 17)
!461 = !DILocalVariable(name: "layout", scope: !462, file: !203, line: 641, type: !418, align: 64)
!462 = distinct !DILexicalBlock(scope: !460, file: !203, line: 641, column: 17)
!463 = !DILocation(line: 0, scope: !436, inlinedAt: !464)
!464 = distinct !DILocation(line: 872, column: 52, scope: !431, inlinedAt: !434)
!465 = !DILocation(line: 632, column: 39, scope: !436, inlinedAt: !464)
!466 = !DILocation(line: 0, scope: !431, inlinedAt: !434)
!467 = !DILocalVariable(name: "self", arg: 1, scope: !468, file: !469, line: 440, type: !473)
!468 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !470, file: !469, line: 440, type: !471, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !474)
!469 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!470 = !DINamespace(name: "{impl#1}", scope: !150)
!471 = !DISubroutineType(types: !472)
!472 = !{null, !473, !131, !418}
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!474 = !{!467, !475, !476}
!475 = !DILocalVariable(name: "ptr", arg: 2, scope: !468, file: !469, line: 440, type: !131)
!476 = !DILocalVariable(name: "layout", arg: 3, scope: !468, file: !469, line: 440, type: !418)
!477 = !DILocation(line: 0, scope: !468, inlinedAt: !478)
!478 = distinct !DILocation(line: 874, column: 28, scope: !431, inlinedAt: !434)
!479 = !DILocalVariable(name: "self", arg: 1, scope: !480, file: !469, line: 323, type: !473)
!480 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !149, file: !469, line: 323, type: !471, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, declaration: !481, retainedNodes: !482)
!481 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !149, file: !469, line: 323, type: !471, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !107)
!482 = !{!479, !483, !484}
!483 = !DILocalVariable(name: "ptr", arg: 2, scope: !480, file: !469, line: 323, type: !131)
!484 = !DILocalVariable(name: "layout", arg: 3, scope: !480, file: !469, line: 323, type: !418)
!485 = !DILocation(line: 0, scope: !480, inlinedAt: !486)
!486 = distinct !DILocation(line: 442, column: 23, scope: !468, inlinedAt: !478)
!487 = !DILocalVariable(name: "ptr", arg: 1, scope: !488, file: !469, line: 199, type: !131)
!488 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !149, file: !469, line: 199, type: !489, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, declaration: !491, retainedNodes: !492)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !131, !418}
!491 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !149, file: !469, line: 199, type: !489, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !107)
!492 = !{!487, !493}
!493 = !DILocalVariable(name: "layout", arg: 2, scope: !488, file: !469, line: 199, type: !418)
!494 = !DILocation(line: 0, scope: !488, inlinedAt: !495)
!495 = distinct !DILocation(line: 324, column: 9, scope: !480, inlinedAt: !486)
!496 = !DILocalVariable(name: "layout", arg: 2, scope: !497, file: !469, line: 114, type: !418)
!497 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !150, file: !469, line: 114, type: !498, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !500)
!498 = !DISubroutineType(types: !499)
!499 = !{null, !213, !418}
!500 = !{!501, !496}
!501 = !DILocalVariable(name: "ptr", arg: 1, scope: !497, file: !469, line: 114, type: !213)
!502 = !DILocation(line: 0, scope: !497, inlinedAt: !503)
!503 = distinct !DILocation(line: 209, column: 22, scope: !488, inlinedAt: !495)
!504 = !DILocation(line: 115, column: 14, scope: !497, inlinedAt: !503)
!505 = !DILocation(line: 872, column: 9, scope: !414, inlinedAt: !434)
!506 = !DILocation(line: 11, column: 2, scope: !241)
!507 = distinct !DISubprogram(name: "client", linkageName: "_ZN7strings6client17hccda2f9c10c14c60E", scope: !243, file: !242, line: 17, type: !508, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !510)
!508 = !DISubroutineType(types: !509)
!509 = !{!147, !13, !114}
!510 = !{!511, !512, !513, !519, !524}
!511 = !DILocalVariable(name: "r", arg: 1, scope: !507, file: !242, line: 17, type: !13)
!512 = !DILocalVariable(name: "who", arg: 2, scope: !507, file: !242, line: 17, type: !114)
!513 = !DILocalVariable(name: "f", scope: !514, file: !242, line: 20, type: !515, align: 64)
!514 = distinct !DILexicalBlock(scope: !507, file: !242, line: 20, column: 9)
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut strings::Names, alloc::string::String) -> alloc::string::String", baseType: !516, size: 64, align: 64, dwarfAddressSpace: 0)
!516 = !DISubroutineType(types: !517)
!517 = !{!114, !518, !114}
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut strings::Names", baseType: !247, size: 64, align: 64, dwarfAddressSpace: 0)
!519 = !DILocalVariable(name: "g", scope: !520, file: !242, line: 21, type: !521, align: 64)
!520 = distinct !DILexicalBlock(scope: !514, file: !242, line: 21, column: 9)
!521 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut strings::Names, &str) -> usize", baseType: !522, size: 64, align: 64, dwarfAddressSpace: 0)
!522 = !DISubroutineType(types: !523)
!523 = !{!147, !518, !187}
!524 = !DILocalVariable(name: "s", scope: !525, file: !242, line: 22, type: !114, align: 64)
!525 = distinct !DILexicalBlock(scope: !520, file: !242, line: 22, column: 9)
!526 = !DILocation(line: 0, scope: !507)
!527 = !DILocation(line: 17, column: 23, scope: !507)
!528 = !DILocation(line: 22, column: 13, scope: !525)
!529 = !DILocation(line: 20, column: 78, scope: !507)
!530 = !DILocation(line: 20, column: 58, scope: !507)
!531 = !DILocation(line: 0, scope: !514)
!532 = !DILocation(line: 21, column: 75, scope: !514)
!533 = !DILocation(line: 21, column: 55, scope: !514)
!534 = !DILocation(line: 0, scope: !520)
!535 = !DILocation(line: 22, column: 13, scope: !520)
!536 = !DILocation(line: 22, column: 17, scope: !520)
!537 = !DILocalVariable(name: "self", arg: 1, scope: !538, file: !87, line: 2822, type: !113)
!538 = distinct !DISubprogram(name: "deref", linkageName: "_RNvXsx_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtNtCsgEmfK2I1SDS_4core3ops5deref5Deref5deref", scope: !184, file: !87, line: 2822, type: !185, scopeLine: 2822, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !539)
!539 = !{!537}
!540 = !DILocation(line: 2822, column: 14, scope: !538, inlinedAt: !541)
!541 = !DILocation(line: 23, column: 33, scope: !525)
!542 = !DILocalVariable(name: "self", arg: 1, scope: !543, file: !87, line: 1052, type: !113)
!543 = distinct !DISubprogram(name: "as_str", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String6as_str", scope: !114, file: !87, line: 1052, type: !185, scopeLine: 1052, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, declaration: !197, retainedNodes: !544)
!544 = !{!542}
!545 = !DILocation(line: 1052, column: 25, scope: !543, inlinedAt: !546)
!546 = !DILocation(line: 2823, column: 14, scope: !538, inlinedAt: !541)
!547 = !DILocation(line: 612, column: 9, scope: !548, inlinedAt: !549)
!548 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, u8>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17hfaba97bf9a2d40c1E", scope: !124, file: !203, line: 611, type: !204, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !208, declaration: !207)
!549 = !DILocation(line: 607, column: 14, scope: !550, inlinedAt: !551)
!550 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, u8>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h276061c4c69d75e5E", scope: !124, file: !203, line: 606, type: !211, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !208, declaration: !214)
!551 = !DILocation(line: 295, column: 20, scope: !552, inlinedAt: !553)
!552 = distinct !DISubprogram(name: "ptr<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hafa8adf552b3d828E", scope: !121, file: !203, line: 294, type: !217, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !154, declaration: !220)
!553 = !DILocation(line: 1916, column: 18, scope: !554, inlinedAt: !555)
!554 = distinct !DISubprogram(name: "as_ptr<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h975cb6f1428b259dE", scope: !117, file: !223, line: 1913, type: !224, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !154, declaration: !227)
!555 = !DILocation(line: 1815, column: 76, scope: !556, inlinedAt: !557)
!556 = distinct !DISubprogram(name: "as_slice<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h7f8f75de9fabbd8eE", scope: !117, file: !223, line: 1798, type: !230, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !154, declaration: !236)
!557 = !DILocation(line: 1055, column: 52, scope: !543, inlinedAt: !546)
!558 = !DILocation(line: 1815, column: 86, scope: !556, inlinedAt: !557)
!559 = !DILocation(line: 23, column: 9, scope: !525)
!560 = !DILocation(line: 24, column: 5, scope: !520)
!561 = !DILocation(line: 0, scope: !374, inlinedAt: !562)
!562 = distinct !DILocation(line: 24, column: 5, scope: !520)
!563 = !DILocation(line: 0, scope: !385, inlinedAt: !564)
!564 = distinct !DILocation(line: 805, column: 1, scope: !374, inlinedAt: !562)
!565 = !DILocation(line: 0, scope: !395, inlinedAt: !566)
!566 = distinct !DILocation(line: 805, column: 1, scope: !385, inlinedAt: !564)
!567 = !DILocation(line: 0, scope: !405, inlinedAt: !568)
!568 = distinct !DILocation(line: 805, column: 1, scope: !395, inlinedAt: !566)
!569 = !DILocation(line: 0, scope: !414, inlinedAt: !570)
!570 = distinct !DILocation(line: 423, column: 29, scope: !405, inlinedAt: !568)
!571 = !DILocation(line: 0, scope: !436, inlinedAt: !572)
!572 = distinct !DILocation(line: 872, column: 52, scope: !431, inlinedAt: !570)
!573 = !DILocation(line: 632, column: 39, scope: !436, inlinedAt: !572)
!574 = !DILocation(line: 0, scope: !431, inlinedAt: !570)
!575 = !DILocation(line: 0, scope: !468, inlinedAt: !576)
!576 = distinct !DILocation(line: 874, column: 28, scope: !431, inlinedAt: !570)
!577 = !DILocation(line: 0, scope: !480, inlinedAt: !578)
!578 = distinct !DILocation(line: 442, column: 23, scope: !468, inlinedAt: !576)
!579 = !DILocation(line: 0, scope: !488, inlinedAt: !580)
!580 = distinct !DILocation(line: 324, column: 9, scope: !480, inlinedAt: !578)
!581 = !DILocation(line: 0, scope: !497, inlinedAt: !582)
!582 = distinct !DILocation(line: 209, column: 22, scope: !488, inlinedAt: !580)
!583 = !DILocation(line: 115, column: 14, scope: !497, inlinedAt: !582)
!584 = !DILocation(line: 872, column: 9, scope: !414, inlinedAt: !570)
!585 = !DILocation(line: 25, column: 2, scope: !507)
!586 = distinct !DISubprogram(name: "names_len", linkageName: "_ZN7strings9names_len17h615afed9a1687404E", scope: !243, file: !242, line: 13, type: !587, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !107, retainedNodes: !589)
!587 = !DISubroutineType(types: !588)
!588 = !{!147, !246, !187}
!589 = !{!590, !591}
!590 = !DILocalVariable(name: "_this", arg: 1, scope: !586, file: !242, line: 13, type: !246)
!591 = !DILocalVariable(name: "s", arg: 2, scope: !586, file: !242, line: 13, type: !187)
!592 = !DILocation(line: 0, scope: !586)
!593 = !DILocation(line: 15, column: 2, scope: !586)
