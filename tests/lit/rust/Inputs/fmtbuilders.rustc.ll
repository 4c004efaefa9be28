; ModuleID = 'fmtbuilders.2ea39d54d23892ff-cgu.0'
source_filename = "fmtbuilders.2ea39d54d23892ff-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vtable.0 = private constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hcfbc79422104fbc5E" }>, align 8, !dbg !0
@alloc_712d60d81b678a8a7958a84f96bced61 = private unnamed_addr constant [4 x i8] c"Pair", align 1
@vtable.1 = private constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt }>, align 8, !dbg !15
@alloc_3827bbb606bbdb0f0c926011c14ccc34 = private unnamed_addr constant [1 x i8] c"a", align 1
@alloc_c29e55c84125b0bc64bfbcda361e43c7 = private unnamed_addr constant [1 x i8] c"P", align 1
@alloc_ac1a23b217ced71fd3e8546e70043c02 = private unnamed_addr constant [11 x i8] c"\C0\02: \C0\01 \C0\01\0A\00", align 1

; <u64 as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 !dbg !31 {
start:
    #dbg_value(ptr %self, !81, !DIExpression(), !83)
    #dbg_value(ptr %f, !82, !DIExpression(), !83)
    #dbg_value(ptr %f, !84, !DIExpression(), !93)
    #dbg_value(ptr %f, !95, !DIExpression(), !99)
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16, !dbg !101
  %_4 = load i32, ptr %0, align 8, !dbg !101, !noundef !14
  %_3 = and i32 %_4, 33554432, !dbg !101
  %1 = icmp eq i32 %_3, 0, !dbg !102
  br i1 %1, label %bb2, label %bb1, !dbg !102

bb2:                                              ; preds = %start
  %_5 = and i32 %_4, 67108864, !dbg !103
  %2 = icmp eq i32 %_5, 0, !dbg !104
  br i1 %2, label %bb4, label %bb3, !dbg !104

bb1:                                              ; preds = %start
; call <u64 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXsC_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #3, !dbg !105
  br label %bb6, !dbg !105

bb4:                                              ; preds = %bb2
; call <u64 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #3, !dbg !106
  br label %bb6, !dbg !106

bb3:                                              ; preds = %bb2
; call <u64 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsE_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #3, !dbg !107
  br label %bb6, !dbg !107

bb6:                                              ; preds = %bb4, %bb3, %bb1
  %_0.sroa.0.0.in = phi i1 [ %4, %bb4 ], [ %5, %bb3 ], [ %3, %bb1 ]
  ret i1 %_0.sroa.0.0.in, !dbg !108
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hcfbc79422104fbc5E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 !dbg !109 {
start:
    #dbg_value(ptr %self, !115, !DIExpression(), !119)
    #dbg_value(ptr %f, !116, !DIExpression(), !119)
  %_3 = load ptr, ptr %self, align 8, !dbg !120, !nonnull !14, !align !121, !noundef !14
    #dbg_value(ptr %_3, !81, !DIExpression(), !122)
    #dbg_value(ptr %f, !82, !DIExpression(), !122)
    #dbg_value(ptr %f, !84, !DIExpression(), !124)
    #dbg_value(ptr %f, !95, !DIExpression(), !126)
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16, !dbg !128
  %_4.i = load i32, ptr %0, align 8, !dbg !128, !alias.scope !129, !noalias !132, !noundef !14
  %_3.i = and i32 %_4.i, 33554432, !dbg !128
  %1 = icmp eq i32 %_3.i, 0, !dbg !134
  br i1 %1, label %bb2.i, label %bb1.i, !dbg !134

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864, !dbg !135
  %2 = icmp eq i32 %_5.i, 0, !dbg !136
  br i1 %2, label %bb4.i, label %bb3.i, !dbg !136

bb1.i:                                            ; preds = %start
; call <u64 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXsC_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #3, !dbg !137
  br label %_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt.exit, !dbg !137

bb4.i:                                            ; preds = %bb2.i
; call <u64 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #3, !dbg !138
  br label %_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt.exit, !dbg !138

bb3.i:                                            ; preds = %bb2.i
; call <u64 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsE_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #3, !dbg !139
  br label %_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt.exit, !dbg !139

_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i, !dbg !140
}

; <(U,T) as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha1171f8ac8af03cdE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 !dbg !141 {
start:
  %T = alloca [8 x i8], align 8
  %U = alloca [8 x i8], align 8
  %builder = alloca [24 x i8], align 8
    #dbg_value(ptr %self, !151, !DIExpression(), !167)
    #dbg_value(ptr %f, !152, !DIExpression(), !167)
    #dbg_declare(ptr %builder, !153, !DIExpression(), !168)
    #dbg_declare(ptr %U, !162, !DIExpression(), !169)
    #dbg_declare(ptr %T, !164, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(ptr nonnull %builder), !dbg !170
; call <core::fmt::Formatter>::debug_tuple
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %builder, ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) inttoptr (i64 1 to ptr), i64 noundef 0) #3, !dbg !171
  call void @llvm.lifetime.start.p0(ptr nonnull %U), !dbg !172
  store ptr %self, ptr %U, align 8, !dbg !172
  call void @llvm.lifetime.start.p0(ptr nonnull %T), !dbg !172
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !172
  store ptr %0, ptr %T, align 8, !dbg !172
; call <core::fmt::builders::DebugTuple>::field
  %_6 = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder, ptr noundef nonnull align 1 %U, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.0) #3, !dbg !173
; call <core::fmt::builders::DebugTuple>::field
  %_10 = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder, ptr noundef nonnull align 1 %T, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.0) #3, !dbg !173
; call <core::fmt::builders::DebugTuple>::finish
  %_0 = call noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder) #3, !dbg !174
  call void @llvm.lifetime.end.p0(ptr nonnull %T), !dbg !175
  call void @llvm.lifetime.end.p0(ptr nonnull %U), !dbg !175
  call void @llvm.lifetime.end.p0(ptr nonnull %builder), !dbg !176
  ret i1 %_0, !dbg !177
}

; <fmtbuilders::Pair as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define noundef zeroext i1 @"_ZN54_$LT$fmtbuilders..Pair$u20$as$u20$core..fmt..Debug$GT$3fmt17hfb3915c2f49fafecE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 !dbg !178 {
start:
  %_21 = alloca [24 x i8], align 8
  %_13 = alloca [16 x i8], align 8
  %_6 = alloca [16 x i8], align 8
    #dbg_value(ptr %self, !190, !DIExpression(), !218)
    #dbg_value(ptr %f, !191, !DIExpression(), !218)
  call void @llvm.lifetime.start.p0(ptr nonnull %_6), !dbg !219
; call <core::fmt::Formatter>::debug_struct
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter12debug_struct(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_6, ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_712d60d81b678a8a7958a84f96bced61, i64 noundef 4) #3, !dbg !220
; call <core::fmt::builders::DebugStruct>::field
  %_4 = call noundef nonnull align 8 ptr @_RNvMs1_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_11DebugStruct5field(ptr noalias noundef nonnull align 8 dereferenceable(16) %_6, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_3827bbb606bbdb0f0c926011c14ccc34, i64 noundef 1, ptr noundef nonnull align 1 %self, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #3, !dbg !221
; call <core::fmt::builders::DebugStruct>::finish_non_exhaustive
  %self10 = call noundef zeroext i1 @_RNvMs1_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_11DebugStruct21finish_non_exhaustive(ptr noalias noundef nonnull align 8 dereferenceable(16) %_4) #3, !dbg !222
    #dbg_value(i1 %self10, !223, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !256)
  call void @llvm.lifetime.end.p0(ptr nonnull %_6), !dbg !257
  br i1 %self10, label %bb11, label %bb13, !dbg !258

bb13:                                             ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %_13), !dbg !259
; call <core::fmt::Formatter>::debug_map
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9debug_map(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_13, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #3, !dbg !260
  %_17 = getelementptr inbounds nuw i8, ptr %self, i64 8, !dbg !261
; call <core::fmt::builders::DebugMap>::entry
  %_11 = call noundef nonnull align 8 ptr @_RNvMs6_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_8DebugMap5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_13, ptr noundef nonnull align 1 %self, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1, ptr noundef nonnull align 1 %_17, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #3, !dbg !262
; call <core::fmt::builders::DebugMap>::finish
  %self12 = call noundef zeroext i1 @_RNvMs6_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_8DebugMap6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_11) #3, !dbg !263
    #dbg_value(i1 %self12, !223, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !264)
  call void @llvm.lifetime.end.p0(ptr nonnull %_13), !dbg !265
  br i1 %self12, label %bb11, label %bb15, !dbg !266

bb15:                                             ; preds = %bb13
  call void @llvm.lifetime.start.p0(ptr nonnull %_21), !dbg !267
; call <core::fmt::Formatter>::debug_tuple
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_21, ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_c29e55c84125b0bc64bfbcda361e43c7, i64 noundef 1) #3, !dbg !268
; call <core::fmt::builders::DebugTuple>::field
  %_19 = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %_21, ptr noundef nonnull align 1 %_17, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #3, !dbg !269
; call <core::fmt::builders::DebugTuple>::finish
  %0 = call noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %_19) #3, !dbg !270
  call void @llvm.lifetime.end.p0(ptr nonnull %_21), !dbg !271
  br label %bb11, !dbg !272

bb11:                                             ; preds = %bb13, %start, %bb15
  %_0.sroa.0.0 = phi i1 [ %0, %bb15 ], [ true, %start ], [ true, %bb13 ], !dbg !218
  ret i1 %_0.sroa.0.0, !dbg !272
}

; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @show(i64 noundef %n) unnamed_addr #1 !dbg !273 {
start:
  %args = alloca [48 x i8], align 8
  %p = alloca [16 x i8], align 8
  %want = alloca [16 x i8], align 8
  %i = alloca [8 x i8], align 8
    #dbg_value(i64 %n, !277, !DIExpression(), !343)
    #dbg_declare(ptr %i, !289, !DIExpression(), !344)
    #dbg_declare(ptr %want, !291, !DIExpression(), !345)
    #dbg_declare(ptr %p, !293, !DIExpression(), !346)
    #dbg_value(i64 1, !347, !DIExpression(), !357)
    #dbg_value(i64 1, !389, !DIExpression(), !424)
    #dbg_value(i64 0, !278, !DIExpression(), !426)
    #dbg_value(i64 0, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !427)
    #dbg_value(i64 %n, !280, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !427)
    #dbg_value(ptr undef, !384, !DIExpression(), !428)
    #dbg_value(ptr undef, !378, !DIExpression(), !429)
    #dbg_value(ptr undef, !430, !DIExpression(), !440)
    #dbg_value(ptr undef, !439, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !442)
  %_207.not = icmp eq i64 %n, 0, !dbg !443
  br i1 %_207.not, label %bb4, label %bb3.lr.ph, !dbg !441

bb3.lr.ph:                                        ; preds = %start
  %0 = getelementptr inbounds nuw i8, ptr %want, i64 8
  %1 = getelementptr inbounds nuw i8, ptr %p, i64 8
  %_15.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %_16.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %_17.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 40
  br label %bb3, !dbg !441

bb4:                                              ; preds = %bb3, %start
  %sum.sroa.0.0.lcssa = phi i64 [ 0, %start ], [ %4, %bb3 ], !dbg !343
  ret i64 %sum.sroa.0.0.lcssa, !dbg !444

bb3:                                              ; preds = %bb3.lr.ph, %bb3
  %sum.sroa.0.09 = phi i64 [ 0, %bb3.lr.ph ], [ %4, %bb3 ]
  %iter.sroa.0.08 = phi i64 [ 0, %bb3.lr.ph ], [ %_24, %bb3 ]
    #dbg_value(i64 %sum.sroa.0.09, !278, !DIExpression(), !426)
    #dbg_value(i64 %iter.sroa.0.08, !379, !DIExpression(), !445)
    #dbg_value(i64 %iter.sroa.0.08, !356, !DIExpression(), !357)
    #dbg_value(i64 %iter.sroa.0.08, !423, !DIExpression(), !424)
  %_24 = add nuw i64 %iter.sroa.0.08, 1, !dbg !446
    #dbg_value(i64 %_24, !280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !427)
  store i64 %iter.sroa.0.08, ptr %i, align 8, !dbg !447
  call void @llvm.lifetime.start.p0(ptr nonnull %want), !dbg !448
  %_7 = mul i64 %iter.sroa.0.08, 3, !dbg !449
  store i64 %_7, ptr %want, align 8, !dbg !450
  store i64 %iter.sroa.0.08, ptr %0, align 8, !dbg !450
  call void @llvm.lifetime.start.p0(ptr nonnull %p), !dbg !451
  store i64 %iter.sroa.0.08, ptr %p, align 8, !dbg !452
  store i64 %_7, ptr %1, align 8, !dbg !452
    #dbg_value(ptr %i, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !453)
    #dbg_value(ptr %want, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !453)
    #dbg_value(ptr %p, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !453)
  call void @llvm.lifetime.start.p0(ptr nonnull %args), !dbg !454
  store ptr %i, ptr %args, align 8, !dbg !454
  store ptr @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt, ptr %_15.sroa.4.0..sroa_idx, align 8, !dbg !454
  store ptr %want, ptr %2, align 8, !dbg !454
  store ptr @"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha1171f8ac8af03cdE", ptr %_16.sroa.4.0..sroa_idx, align 8, !dbg !454
  store ptr %p, ptr %3, align 8, !dbg !454
  store ptr @"_ZN54_$LT$fmtbuilders..Pair$u20$as$u20$core..fmt..Debug$GT$3fmt17hfb3915c2f49fafecE", ptr %_17.sroa.4.0..sroa_idx, align 8, !dbg !454
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_ac1a23b217ced71fd3e8546e70043c02, ptr noundef nonnull %args) #3, !dbg !455
  call void @llvm.lifetime.end.p0(ptr nonnull %args), !dbg !455
  %_19 = mul i64 %iter.sroa.0.08, 6, !dbg !456
  %4 = add i64 %sum.sroa.0.09, %_19, !dbg !457
    #dbg_value(i64 %4, !278, !DIExpression(), !426)
  call void @llvm.lifetime.end.p0(ptr nonnull %p), !dbg !458
  call void @llvm.lifetime.end.p0(ptr nonnull %want), !dbg !459
    #dbg_value(ptr undef, !384, !DIExpression(), !428)
    #dbg_value(ptr undef, !378, !DIExpression(), !429)
    #dbg_value(ptr undef, !430, !DIExpression(), !440)
    #dbg_value(ptr undef, !439, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !442)
  %exitcond.not = icmp eq i64 %_24, %n, !dbg !443
  br i1 %exitcond.not, label %bb4, label %bb3, !dbg !441
}

; <u64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u64 as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsE_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <u64 as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsC_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; <core::fmt::Formatter>::debug_tuple
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(address) dereferenceable(24), ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; <core::fmt::builders::DebugTuple>::field
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef align 8 dereferenceable(24), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::builders::DebugTuple>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; <core::fmt::Formatter>::debug_struct
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter12debug_struct(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; <core::fmt::builders::DebugStruct>::field
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs1_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_11DebugStruct5field(ptr noalias noundef align 8 dereferenceable(16), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::builders::DebugStruct>::finish_non_exhaustive
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs1_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_11DebugStruct21finish_non_exhaustive(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #1

; <core::fmt::Formatter>::debug_map
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9debug_map(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <core::fmt::builders::DebugMap>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs6_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_8DebugMap5entry(ptr noalias noundef align 8 dereferenceable(16), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::builders::DebugMap>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs6_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_8DebugMap6finish(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #1

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

attributes #0 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!23, !24, !25, !26}
!llvm.ident = !{!27}
!llvm.dbg.cu = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "<&u64 as core::fmt::Debug>::{vtable}", scope: null, file: !2, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "<unknown>", directory: "")
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "<&u64 as core::fmt::Debug>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !4, vtableHolder: !12, templateParams: !14, identifier: "216e5cfe670bfd28df6f2376de6756b2")
!4 = !{!5, !8, !10, !11}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !3, file: !2, baseType: !6, size: 64, align: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!7 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!9 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !3, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!13 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!14 = !{}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "<u64 as core::fmt::Debug>::{vtable}", scope: null, file: !2, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_structure_type, name: "<u64 as core::fmt::Debug>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !18, vtableHolder: !13, templateParams: !14, identifier: "2f1ce1fd35614e89830eacd9c1bde7ff")
!18 = !{!19, !20, !21, !22}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !17, file: !2, baseType: !6, size: 64, align: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !17, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !17, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !17, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 2, !"RtLibUseGOT", i32 1}
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!28 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !29, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !30, splitDebugInlining: false, nameTableKind: None)
!29 = !DIFile(filename: "fmtbuilders.rs/@/fmtbuilders.2ea39d54d23892ff-cgu.0", directory: "/work/wt-rets/tests/lit/rust/Inputs")
!30 = !{!0, !15}
!31 = distinct !DISubprogram(name: "fmt", linkageName: "_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt", scope: !33, file: !32, line: 85, type: !37, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, retainedNodes: !80)
!32 = !DIFile(filename: "library/core/src/fmt/num.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "14f1acdd980d957a36bf4243cc704071")
!33 = !DINamespace(name: "{impl#61}", scope: !34)
!34 = !DINamespace(name: "num", scope: !35)
!35 = !DINamespace(name: "fmt", scope: !36)
!36 = !DINamespace(name: "core", scope: null)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !12, !58}
!39 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !40, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !41, templateParams: !14, identifier: "1c6752419820cdc3961061cc58b31873")
!40 = !DINamespace(name: "result", scope: !36)
!41 = !{!42}
!42 = !DICompositeType(tag: DW_TAG_variant_part, scope: !39, file: !2, size: 8, align: 8, elements: !43, templateParams: !14, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !56)
!43 = !{!44, !52}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !42, file: !2, baseType: !45, size: 8, align: 8, extraData: i8 0)
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !39, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !46, templateParams: !48, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!46 = !{!47}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !45, file: !2, baseType: !7, align: 8, offset: 8, flags: DIFlagPublic)
!48 = !{!49, !50}
!49 = !DITemplateTypeParameter(name: "T", type: !7)
!50 = !DITemplateTypeParameter(name: "E", type: !51)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !35, file: !2, align: 8, flags: DIFlagPublic, elements: !14, identifier: "5a24300cdda31093f5fe20c939b4885")
!52 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !42, file: !2, baseType: !53, size: 8, align: 8, extraData: i8 1)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !39, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !54, templateParams: !48, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!54 = !{!55}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !53, file: !2, baseType: !51, align: 8, offset: 8, flags: DIFlagPublic)
!56 = !DIDerivedType(tag: DW_TAG_member, scope: !39, file: !2, baseType: !57, size: 8, align: 8, flags: DIFlagArtificial)
!57 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!59 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !35, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !60, templateParams: !14, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!60 = !{!61, !69}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !59, file: !2, baseType: !62, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !35, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !63, templateParams: !14, identifier: "ca2f5547247cd95c514a47d5800e09e")
!63 = !{!64, !66, !68}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !62, file: !2, baseType: !65, size: 32, align: 32, flags: DIFlagPrivate)
!65 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !62, file: !2, baseType: !67, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!67 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !62, file: !2, baseType: !67, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !59, file: !2, baseType: !70, size: 128, align: 64, flags: DIFlagPrivate)
!70 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !2, size: 128, align: 64, elements: !71, templateParams: !14, identifier: "effe97114690fc58a8e246cb04e37234")
!71 = !{!72, !75}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !70, file: !2, baseType: !73, size: 64, align: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64, align: 64, dwarfAddressSpace: 0)
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !2, align: 8, elements: !14, identifier: "64328679825f9c73b507edbfd5b86b47")
!75 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !70, file: !2, baseType: !76, size: 64, align: 64, offset: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, align: 64, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 6, lowerBound: 0)
!80 = !{!81, !82}
!81 = !DILocalVariable(name: "self", arg: 1, scope: !31, file: !32, line: 85, type: !12)
!82 = !DILocalVariable(name: "f", arg: 2, scope: !31, file: !32, line: 85, type: !58)
!83 = !DILocation(line: 0, scope: !31)
!84 = !DILocalVariable(name: "self", arg: 1, scope: !85, file: !86, line: 2397, type: !58)
!85 = distinct !DISubprogram(name: "debug_lower_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_lower_hex", scope: !59, file: !86, line: 2397, type: !87, scopeLine: 2397, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, declaration: !91, retainedNodes: !92)
!86 = !DIFile(filename: "library/core/src/fmt/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "66c54229528687a22c80807f245fa4df")
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !90}
!89 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Formatter", baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!91 = !DISubprogram(name: "debug_lower_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_lower_hex", scope: !59, file: !86, line: 2397, type: !87, scopeLine: 2397, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!92 = !{!84}
!93 = !DILocation(line: 0, scope: !85, inlinedAt: !94)
!94 = !DILocation(line: 86, column: 26, scope: !31)
!95 = !DILocalVariable(name: "self", arg: 1, scope: !96, file: !86, line: 2400, type: !58)
!96 = distinct !DISubprogram(name: "debug_upper_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_upper_hex", scope: !59, file: !86, line: 2400, type: !87, scopeLine: 2400, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, declaration: !97, retainedNodes: !98)
!97 = !DISubprogram(name: "debug_upper_hex", linkageName: "_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter15debug_upper_hex", scope: !59, file: !86, line: 2400, type: !87, scopeLine: 2400, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !14)
!98 = !{!95}
!99 = !DILocation(line: 0, scope: !96, inlinedAt: !100)
!100 = !DILocation(line: 88, column: 33, scope: !31)
!101 = !DILocation(line: 2398, column: 9, scope: !85, inlinedAt: !94)
!102 = !DILocation(line: 86, column: 24, scope: !31)
!103 = !DILocation(line: 2401, column: 9, scope: !96, inlinedAt: !100)
!104 = !DILocation(line: 88, column: 31, scope: !31)
!105 = !DILocation(line: 87, column: 25, scope: !31)
!106 = !DILocation(line: 91, column: 25, scope: !31)
!107 = !DILocation(line: 89, column: 25, scope: !31)
!108 = !DILocation(line: 93, column: 18, scope: !31)
!109 = distinct !DISubprogram(name: "fmt<u64>", linkageName: "_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hcfbc79422104fbc5E", scope: !110, file: !86, line: 2865, type: !111, scopeLine: 2865, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !117, retainedNodes: !114)
!110 = !DINamespace(name: "{impl#80}", scope: !35)
!111 = !DISubroutineType(types: !112)
!112 = !{!39, !113, !58}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&u64", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!114 = !{!115, !116}
!115 = !DILocalVariable(name: "self", arg: 1, scope: !109, file: !86, line: 2865, type: !113)
!116 = !DILocalVariable(name: "f", arg: 2, scope: !109, file: !86, line: 2865, type: !58)
!117 = !{!118}
!118 = !DITemplateTypeParameter(name: "T", type: !13)
!119 = !DILocation(line: 0, scope: !109)
!120 = !DILocation(line: 2865, column: 71, scope: !109)
!121 = !{i64 8}
!122 = !DILocation(line: 0, scope: !31, inlinedAt: !123)
!123 = distinct !DILocation(line: 2865, column: 62, scope: !109)
!124 = !DILocation(line: 0, scope: !85, inlinedAt: !125)
!125 = distinct !DILocation(line: 86, column: 26, scope: !31, inlinedAt: !123)
!126 = !DILocation(line: 0, scope: !96, inlinedAt: !127)
!127 = distinct !DILocation(line: 88, column: 33, scope: !31, inlinedAt: !123)
!128 = !DILocation(line: 2398, column: 9, scope: !85, inlinedAt: !125)
!129 = !{!130}
!130 = distinct !{!130, !131, !"_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt: %f"}
!131 = distinct !{!131, !"_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt"}
!132 = !{!133}
!133 = distinct !{!133, !131, !"_RNvXsX_NtNtCsgEmfK2I1SDS_4core3fmt3numyNtB7_5Debug3fmt: %self"}
!134 = !DILocation(line: 86, column: 24, scope: !31, inlinedAt: !123)
!135 = !DILocation(line: 2401, column: 9, scope: !96, inlinedAt: !127)
!136 = !DILocation(line: 88, column: 31, scope: !31, inlinedAt: !123)
!137 = !DILocation(line: 87, column: 25, scope: !31, inlinedAt: !123)
!138 = !DILocation(line: 91, column: 25, scope: !31, inlinedAt: !123)
!139 = !DILocation(line: 89, column: 25, scope: !31, inlinedAt: !123)
!140 = !DILocation(line: 2865, column: 84, scope: !109)
!141 = distinct !DISubprogram(name: "fmt<u64, u64>", linkageName: "_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17ha1171f8ac8af03cdE", scope: !142, file: !86, line: 3082, type: !143, scopeLine: 3082, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !165, retainedNodes: !150)
!142 = !DINamespace(name: "{impl#106}", scope: !35)
!143 = !DISubroutineType(types: !144)
!144 = !{!39, !145, !58}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&(u64, u64)", baseType: !146, size: 64, align: 64, dwarfAddressSpace: 0)
!146 = !DICompositeType(tag: DW_TAG_structure_type, name: "(u64, u64)", file: !2, size: 128, align: 64, elements: !147, templateParams: !14, identifier: "f2337817de4d53af9da5828179fbac1e")
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !146, file: !2, baseType: !13, size: 64, align: 64)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !146, file: !2, baseType: !13, size: 64, align: 64, offset: 64)
!150 = !{!151, !152, !153, !162, !164}
!151 = !DILocalVariable(name: "self", arg: 1, scope: !141, file: !86, line: 3082, type: !145)
!152 = !DILocalVariable(name: "f", arg: 2, scope: !141, file: !86, line: 3082, type: !58)
!153 = !DILocalVariable(name: "builder", scope: !154, file: !86, line: 3083, type: !155, align: 64)
!154 = distinct !DILexicalBlock(scope: !141, file: !86, line: 3083, column: 21)
!155 = !DICompositeType(tag: DW_TAG_structure_type, name: "DebugTuple", scope: !156, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !157, templateParams: !14, identifier: "68a6fec987ff49fbb83532e54d515349")
!156 = !DINamespace(name: "builders", scope: !35)
!157 = !{!158, !159, !160, !161}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "fmt", scope: !155, file: !2, baseType: !58, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "result", scope: !155, file: !2, baseType: !39, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "fields", scope: !155, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagPrivate)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "empty_name", scope: !155, file: !2, baseType: !89, size: 8, align: 8, offset: 136, flags: DIFlagPrivate)
!162 = !DILocalVariable(name: "U", scope: !163, file: !86, line: 3084, type: !12, align: 64)
!163 = distinct !DILexicalBlock(scope: !154, file: !86, line: 3084, column: 21)
!164 = !DILocalVariable(name: "T", scope: !163, file: !86, line: 3084, type: !12, align: 64)
!165 = !{!166, !118}
!166 = !DITemplateTypeParameter(name: "U", type: !13)
!167 = !DILocation(line: 0, scope: !141)
!168 = !DILocation(line: 3083, column: 25, scope: !154)
!169 = !DILocation(line: 3084, column: 28, scope: !163)
!170 = !DILocation(line: 3083, column: 25, scope: !141)
!171 = !DILocation(line: 3083, column: 41, scope: !141)
!172 = !DILocation(line: 3084, column: 28, scope: !154)
!173 = !DILocation(line: 3086, column: 33, scope: !163)
!174 = !DILocation(line: 3089, column: 29, scope: !163)
!175 = !DILocation(line: 3090, column: 17, scope: !154)
!176 = !DILocation(line: 3090, column: 17, scope: !141)
!177 = !DILocation(line: 3090, column: 18, scope: !141)
!178 = distinct !DISubprogram(name: "fmt", linkageName: "_ZN54_$LT$fmtbuilders..Pair$u20$as$u20$core..fmt..Debug$GT$3fmt17hfb3915c2f49fafecE", scope: !180, file: !179, line: 12, type: !182, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, retainedNodes: !189)
!179 = !DIFile(filename: "fmtbuilders.rs", directory: "/work/wt-rets/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "3e430a87282fdf66b1a63a9414d7caec")
!180 = !DINamespace(name: "{impl#0}", scope: !181)
!181 = !DINamespace(name: "fmtbuilders", scope: null)
!182 = !DISubroutineType(types: !183)
!183 = !{!39, !184, !58}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&fmtbuilders::Pair", baseType: !185, size: 64, align: 64, dwarfAddressSpace: 0)
!185 = !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", scope: !181, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !186, templateParams: !14, identifier: "91730bb200128eebd9272790be14abf0")
!186 = !{!187, !188}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !185, file: !2, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !185, file: !2, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!189 = !{!190, !191, !192, !212, !214, !216}
!190 = !DILocalVariable(name: "self", arg: 1, scope: !178, file: !179, line: 12, type: !184)
!191 = !DILocalVariable(name: "f", arg: 2, scope: !178, file: !179, line: 12, type: !58)
!192 = !DILocalVariable(name: "residual", scope: !193, file: !179, line: 13, type: !194, align: 8)
!193 = distinct !DILexicalBlock(scope: !178, file: !179, line: 13, column: 75)
!194 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::fmt::Error>", scope: !40, file: !2, align: 8, flags: DIFlagPublic, elements: !195, templateParams: !14, identifier: "def11479fbfa8a7fc1a7de1803bc16ca")
!195 = !{!196}
!196 = !DICompositeType(tag: DW_TAG_variant_part, scope: !194, file: !2, align: 8, elements: !197, templateParams: !14, identifier: "f9cd8d54ccbba2e6e5ddac752b523319")
!197 = !{!198, !208}
!198 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !196, file: !2, baseType: !199, align: 8)
!199 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !194, file: !2, align: 8, flags: DIFlagPublic, elements: !200, templateParams: !206, identifier: "375148c10730b7785101482338f826ff")
!200 = !{!201}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !199, file: !2, baseType: !202, align: 8, flags: DIFlagPublic)
!202 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !203, file: !2, align: 8, flags: DIFlagPublic, elements: !204, templateParams: !14, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!203 = !DINamespace(name: "convert", scope: !36)
!204 = !{!205}
!205 = !DICompositeType(tag: DW_TAG_variant_part, scope: !202, file: !2, align: 8, elements: !14, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!206 = !{!207, !50}
!207 = !DITemplateTypeParameter(name: "T", type: !202)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !196, file: !2, baseType: !209, align: 8)
!209 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !194, file: !2, align: 8, flags: DIFlagPublic, elements: !210, templateParams: !206, identifier: "39e5857535a15b25313609db9fc4b59")
!210 = !{!211}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !209, file: !2, baseType: !51, align: 8, flags: DIFlagPublic)
!212 = !DILocalVariable(name: "val", scope: !213, file: !179, line: 13, type: !7, align: 8)
!213 = distinct !DILexicalBlock(scope: !178, file: !179, line: 13, column: 75)
!214 = !DILocalVariable(name: "residual", scope: !215, file: !179, line: 14, type: !194, align: 8)
!215 = distinct !DILexicalBlock(scope: !178, file: !179, line: 14, column: 55)
!216 = !DILocalVariable(name: "val", scope: !217, file: !179, line: 14, type: !7, align: 8)
!217 = distinct !DILexicalBlock(scope: !178, file: !179, line: 14, column: 55)
!218 = !DILocation(line: 0, scope: !178)
!219 = !DILocation(line: 13, column: 9, scope: !178)
!220 = !DILocation(line: 13, column: 11, scope: !178)
!221 = !DILocation(line: 13, column: 32, scope: !178)
!222 = !DILocation(line: 13, column: 52, scope: !178)
!223 = !DILocalVariable(name: "self", arg: 1, scope: !224, file: !225, line: 2172, type: !39)
!224 = distinct !DISubprogram(name: "branch<(), core::fmt::Error>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h3ad724463935a715E", scope: !226, file: !225, line: 2172, type: !227, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !48, retainedNodes: !247)
!225 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!226 = !DINamespace(name: "{impl#27}", scope: !40)
!227 = !DISubroutineType(types: !228)
!228 = !{!229, !39}
!229 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, core::fmt::Error>, ()>", scope: !230, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !232, templateParams: !14, identifier: "3713620d51be69c6ad5e0bad38913bff")
!230 = !DINamespace(name: "control_flow", scope: !231)
!231 = !DINamespace(name: "ops", scope: !36)
!232 = !{!233}
!233 = !DICompositeType(tag: DW_TAG_variant_part, scope: !229, file: !2, size: 8, align: 8, elements: !234, templateParams: !14, identifier: "fc5d8e317d20da367e0a60456abc4bed", discriminator: !246)
!234 = !{!235, !242}
!235 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !233, file: !2, baseType: !236, size: 8, align: 8, extraData: i8 0)
!236 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !229, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !237, templateParams: !239, identifier: "a47c710e91ba4eece29e4d2b4f835878")
!237 = !{!238}
!238 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !236, file: !2, baseType: !7, align: 8, offset: 8, flags: DIFlagPublic)
!239 = !{!240, !241}
!240 = !DITemplateTypeParameter(name: "B", type: !194)
!241 = !DITemplateTypeParameter(name: "C", type: !7)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !233, file: !2, baseType: !243, size: 8, align: 8, extraData: i8 1)
!243 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !229, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !244, templateParams: !239, identifier: "78681120a3e5729e8952c070986c707b")
!244 = !{!245}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !243, file: !2, baseType: !194, align: 8, offset: 8, flags: DIFlagPublic)
!246 = !DIDerivedType(tag: DW_TAG_member, scope: !229, file: !2, baseType: !57, size: 8, align: 8, flags: DIFlagArtificial)
!247 = !{!223, !248, !250, !252, !254}
!248 = !DILocalVariable(name: "v", scope: !249, file: !225, line: 2174, type: !7, align: 8)
!249 = distinct !DILexicalBlock(scope: !224, file: !225, line: 2174, column: 13)
!250 = !DILocalVariable(name: "e", scope: !251, file: !225, line: 2175, type: !51, align: 8)
!251 = distinct !DILexicalBlock(scope: !224, file: !225, line: 2175, column: 13)
!252 = !DILocalVariable(name: "v", scope: !253, file: !225, line: 2174, type: !7, align: 8)
!253 = distinct !DILexicalBlock(scope: !224, file: !225, line: 2174, column: 13)
!254 = !DILocalVariable(name: "e", scope: !255, file: !225, line: 2175, type: !51, align: 8)
!255 = distinct !DILexicalBlock(scope: !224, file: !225, line: 2175, column: 13)
!256 = !DILocation(line: 0, scope: !224, inlinedAt: !219)
!257 = !DILocation(line: 13, column: 76, scope: !178)
!258 = !DILocation(line: 2173, column: 9, scope: !224, inlinedAt: !219)
!259 = !DILocation(line: 14, column: 9, scope: !178)
!260 = !DILocation(line: 14, column: 11, scope: !178)
!261 = !DILocation(line: 14, column: 38, scope: !178)
!262 = !DILocation(line: 14, column: 23, scope: !178)
!263 = !DILocation(line: 14, column: 47, scope: !178)
!264 = !DILocation(line: 0, scope: !224, inlinedAt: !259)
!265 = !DILocation(line: 14, column: 56, scope: !178)
!266 = !DILocation(line: 2173, column: 9, scope: !224, inlinedAt: !259)
!267 = !DILocation(line: 15, column: 9, scope: !178)
!268 = !DILocation(line: 15, column: 11, scope: !178)
!269 = !DILocation(line: 15, column: 28, scope: !178)
!270 = !DILocation(line: 15, column: 43, scope: !178)
!271 = !DILocation(line: 16, column: 5, scope: !178)
!272 = !DILocation(line: 16, column: 6, scope: !178)
!273 = distinct !DISubprogram(name: "show", scope: !181, file: !179, line: 20, type: !274, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!13, !13}
!276 = !{!277, !278, !280, !289, !291, !293, !295, !295, !295, !304}
!277 = !DILocalVariable(name: "n", arg: 1, scope: !273, file: !179, line: 20, type: !13)
!278 = !DILocalVariable(name: "sum", scope: !279, file: !179, line: 21, type: !13, align: 64)
!279 = distinct !DILexicalBlock(scope: !273, file: !179, line: 21, column: 5)
!280 = !DILocalVariable(name: "iter", scope: !281, file: !179, line: 22, type: !282, align: 64)
!281 = distinct !DILexicalBlock(scope: !279, file: !179, line: 22, column: 5)
!282 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u64>", scope: !283, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !284, templateParams: !287, identifier: "2f49f24d28a85bfcea6200aeb3aa9bc")
!283 = !DINamespace(name: "range", scope: !231)
!284 = !{!285, !286}
!285 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !282, file: !2, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !282, file: !2, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!287 = !{!288}
!288 = !DITemplateTypeParameter(name: "Idx", type: !13)
!289 = !DILocalVariable(name: "i", scope: !290, file: !179, line: 22, type: !13, align: 64)
!290 = distinct !DILexicalBlock(scope: !281, file: !179, line: 22, column: 5)
!291 = !DILocalVariable(name: "want", scope: !292, file: !179, line: 23, type: !146, align: 64)
!292 = distinct !DILexicalBlock(scope: !290, file: !179, line: 23, column: 9)
!293 = !DILocalVariable(name: "p", scope: !294, file: !179, line: 24, type: !185, align: 64)
!294 = distinct !DILexicalBlock(scope: !292, file: !179, line: 24, column: 9)
!295 = !DILocalVariable(name: "args", scope: !296, file: !179, line: 25, type: !299, align: 64)
!296 = !DILexicalBlockFile(scope: !297, file: !179, discriminator: 0)
!297 = distinct !DILexicalBlock(scope: !294, file: !298, line: 143, column: 28)
!298 = !DIFile(filename: "library/std/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "a8906dec5ca2014c3fea0770b2c16963")
!299 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&u64, &(u64, u64), &fmtbuilders::Pair)", file: !2, size: 192, align: 64, elements: !300, templateParams: !14, identifier: "6cb8ba2819aa345c21ccc2aaef1b70f")
!300 = !{!301, !302, !303}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !299, file: !2, baseType: !12, size: 64, align: 64)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !299, file: !2, baseType: !145, size: 64, align: 64, offset: 64)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !299, file: !2, baseType: !184, size: 64, align: 64, offset: 128)
!304 = !DILocalVariable(name: "args", scope: !305, file: !179, line: 25, type: !307, align: 64)
!305 = !DILexicalBlockFile(scope: !306, file: !179, discriminator: 0)
!306 = distinct !DILexicalBlock(scope: !297, file: !298, line: 143, column: 28)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !308, size: 384, align: 64, elements: !341)
!308 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !309, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !310, templateParams: !14, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!309 = !DINamespace(name: "rt", scope: !35)
!310 = !{!311}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !308, file: !2, baseType: !312, size: 128, align: 64, flags: DIFlagPrivate)
!312 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !309, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !313, templateParams: !14, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!313 = !{!314}
!314 = !DICompositeType(tag: DW_TAG_variant_part, scope: !312, file: !2, size: 128, align: 64, elements: !315, templateParams: !14, identifier: "fbd384083752b747f8b252853b979154", discriminator: !340)
!315 = !{!316, !336}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !314, file: !2, baseType: !317, size: 128, align: 64)
!317 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !312, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !318, templateParams: !14, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!318 = !{!319, !326, !330}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !317, file: !2, baseType: !320, size: 64, align: 64, flags: DIFlagPrivate)
!320 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !321, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !323, templateParams: !325, identifier: "f4e496144210c619b96aa08326287b92")
!321 = !DINamespace(name: "non_null", scope: !322)
!322 = !DINamespace(name: "ptr", scope: !36)
!323 = !{!324}
!324 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !320, file: !2, baseType: !6, size: 64, align: 64, flags: DIFlagPrivate)
!325 = !{!49}
!326 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !317, file: !2, baseType: !327, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !328, size: 64, align: 64, dwarfAddressSpace: 0)
!328 = !DISubroutineType(types: !329)
!329 = !{!39, !320, !58}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !317, file: !2, baseType: !331, align: 8, offset: 128, flags: DIFlagPrivate)
!331 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !332, file: !2, align: 8, flags: DIFlagPublic, elements: !14, templateParams: !333, identifier: "efa596960370766459fc018866dc4048")
!332 = !DINamespace(name: "marker", scope: !36)
!333 = !{!334}
!334 = !DITemplateTypeParameter(name: "T", type: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !314, file: !2, baseType: !337, size: 128, align: 64, extraData: i64 0)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !312, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !338, templateParams: !14, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!338 = !{!339}
!339 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !337, file: !2, baseType: !67, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!340 = !DIDerivedType(tag: DW_TAG_member, scope: !312, file: !2, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!341 = !{!342}
!342 = !DISubrange(count: 3, lowerBound: 0)
!343 = !DILocation(line: 0, scope: !273)
!344 = !DILocation(line: 22, column: 9, scope: !290)
!345 = !DILocation(line: 23, column: 13, scope: !292)
!346 = !DILocation(line: 24, column: 13, scope: !294)
!347 = !DILocalVariable(name: "n", scope: !348, file: !349, line: 211, type: !9, align: 64)
!348 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsD_NtNtCsgEmfK2I1SDS_4core4iter5rangeyNtB5_4Step17forward_unchecked", scope: !350, file: !349, line: 211, type: !353, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, retainedNodes: !355)
!349 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!350 = !DINamespace(name: "{impl#41}", scope: !351)
!351 = !DINamespace(name: "range", scope: !352)
!352 = !DINamespace(name: "iter", scope: !36)
!353 = !DISubroutineType(types: !354)
!354 = !{!13, !13, !9}
!355 = !{!356, !347}
!356 = !DILocalVariable(name: "start", arg: 1, scope: !348, file: !349, line: 211, type: !13)
!357 = !DILocation(line: 0, scope: !348, inlinedAt: !358)
!358 = !DILocation(line: 775, column: 35, scope: !359, inlinedAt: !380)
!359 = distinct !DILexicalBlock(scope: !360, file: !349, line: 773, column: 13)
!360 = distinct !DISubprogram(name: "spec_next<u64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h42f91451e013ffa9E", scope: !361, file: !349, line: 771, type: !362, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !117, retainedNodes: !377)
!361 = !DINamespace(name: "{impl#5}", scope: !351)
!362 = !DISubroutineType(types: !363)
!363 = !{!364, !376}
!364 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u64>", scope: !365, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !366, templateParams: !14, identifier: "5df48e78344d287b1aa2beff979690a1")
!365 = !DINamespace(name: "option", scope: !36)
!366 = !{!367}
!367 = !DICompositeType(tag: DW_TAG_variant_part, scope: !364, file: !2, size: 128, align: 64, elements: !368, templateParams: !14, identifier: "da17d114a1834722a5f601c2025b5dcb", discriminator: !375)
!368 = !{!369, !371}
!369 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !367, file: !2, baseType: !370, size: 128, align: 64, extraData: i64 0)
!370 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !364, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !14, templateParams: !117, identifier: "256b60841e0fc6362895d4ec6d413175")
!371 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !367, file: !2, baseType: !372, size: 128, align: 64, extraData: i64 1)
!372 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !364, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !373, templateParams: !117, identifier: "3208af99933a2c8c23fde6905b1cbd11")
!373 = !{!374}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !372, file: !2, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!375 = !DIDerivedType(tag: DW_TAG_member, scope: !364, file: !2, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<u64>", baseType: !282, size: 64, align: 64, dwarfAddressSpace: 0)
!377 = !{!378, !379}
!378 = !DILocalVariable(name: "self", arg: 1, scope: !360, file: !349, line: 771, type: !376)
!379 = !DILocalVariable(name: "old", scope: !359, file: !349, line: 773, type: !13, align: 64)
!380 = !DILocation(line: 857, column: 14, scope: !381, inlinedAt: !387)
!381 = distinct !DISubprogram(name: "next<u64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h306a827eb5c066aaE", scope: !382, file: !349, line: 856, type: !362, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !385, retainedNodes: !383)
!382 = !DINamespace(name: "{impl#6}", scope: !351)
!383 = !{!384}
!384 = !DILocalVariable(name: "self", arg: 1, scope: !381, file: !349, line: 856, type: !376)
!385 = !{!386}
!386 = !DITemplateTypeParameter(name: "A", type: !13)
!387 = !DILocation(line: 22, column: 14, scope: !388)
!388 = !DILexicalBlockFile(scope: !281, file: !179, discriminator: 2)
!389 = !DILocalVariable(name: "rhs", scope: !390, file: !391, line: 832, type: !13, align: 64)
!390 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs7_NtCsgEmfK2I1SDS_4core3numy13unchecked_add", scope: !392, file: !391, line: 832, type: !394, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, retainedNodes: !422)
!391 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!392 = !DINamespace(name: "{impl#9}", scope: !393)
!393 = !DINamespace(name: "num", scope: !36)
!394 = !DISubroutineType(types: !395)
!395 = !{!13, !13, !13, !396}
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !397, size: 64, align: 64, dwarfAddressSpace: 0)
!397 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !398, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !400, templateParams: !14, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!398 = !DINamespace(name: "location", scope: !399)
!399 = !DINamespace(name: "panic", scope: !36)
!400 = !{!401, !412, !413, !414}
!401 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !397, file: !2, baseType: !402, size: 128, align: 64, flags: DIFlagPrivate)
!402 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !321, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !403, templateParams: !410, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!403 = !{!404}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !402, file: !2, baseType: !405, size: 128, align: 64, flags: DIFlagPrivate)
!405 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !2, size: 128, align: 64, elements: !406, templateParams: !14, identifier: "238a44609877474087c05adf26cd41fa")
!406 = !{!407, !409}
!407 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !405, file: !2, baseType: !408, size: 64, align: 64)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !405, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!410 = !{!411}
!411 = !DITemplateTypeParameter(name: "T", type: !57)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !397, file: !2, baseType: !65, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !397, file: !2, baseType: !65, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !397, file: !2, baseType: !415, align: 8, offset: 192, flags: DIFlagPrivate)
!415 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !332, file: !2, align: 8, flags: DIFlagPublic, elements: !14, templateParams: !416, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!416 = !{!417}
!417 = !DITemplateTypeParameter(name: "T", type: !418)
!418 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !2, size: 128, align: 64, elements: !419, templateParams: !14, identifier: "9277eecd40495f85161460476aacc992")
!419 = !{!420, !421}
!420 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !418, file: !2, baseType: !408, size: 64, align: 64)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !418, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!422 = !{!423, !389}
!423 = !DILocalVariable(name: "self", arg: 1, scope: !390, file: !391, line: 832, type: !13)
!424 = !DILocation(line: 0, scope: !390, inlinedAt: !425)
!425 = !DILocation(line: 213, column: 28, scope: !348, inlinedAt: !358)
!426 = !DILocation(line: 0, scope: !279)
!427 = !DILocation(line: 0, scope: !281)
!428 = !DILocation(line: 856, column: 13, scope: !381, inlinedAt: !387)
!429 = !DILocation(line: 771, column: 18, scope: !360, inlinedAt: !380)
!430 = !DILocalVariable(name: "self", arg: 1, scope: !431, file: !432, line: 1916, type: !12)
!431 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs12_NtNtCsgEmfK2I1SDS_4core3cmp5implsyNtB8_10PartialOrd2lt", scope: !433, file: !432, line: 1916, type: !436, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, templateParams: !14, retainedNodes: !438)
!432 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!433 = !DINamespace(name: "{impl#66}", scope: !434)
!434 = !DINamespace(name: "impls", scope: !435)
!435 = !DINamespace(name: "cmp", scope: !36)
!436 = !DISubroutineType(types: !437)
!437 = !{!89, !12, !12}
!438 = !{!430, !439}
!439 = !DILocalVariable(name: "other", arg: 2, scope: !431, file: !432, line: 1916, type: !12)
!440 = !DILocation(line: 1916, column: 19, scope: !431, inlinedAt: !441)
!441 = !DILocation(line: 772, column: 12, scope: !360, inlinedAt: !380)
!442 = !DILocation(line: 1916, column: 26, scope: !431, inlinedAt: !441)
!443 = !DILocation(line: 1916, column: 50, scope: !431, inlinedAt: !441)
!444 = !DILocation(line: 29, column: 2, scope: !273)
!445 = !DILocation(line: 0, scope: !359, inlinedAt: !380)
!446 = !DILocation(line: 844, column: 17, scope: !390, inlinedAt: !425)
!447 = !DILocation(line: 22, column: 9, scope: !281)
!448 = !DILocation(line: 23, column: 13, scope: !290)
!449 = !DILocation(line: 23, column: 21, scope: !290)
!450 = !DILocation(line: 23, column: 20, scope: !290)
!451 = !DILocation(line: 24, column: 13, scope: !292)
!452 = !DILocation(line: 24, column: 17, scope: !292)
!453 = !DILocation(line: 0, scope: !296)
!454 = !DILocation(line: 25, column: 9, scope: !296)
!455 = !DILocation(line: 25, column: 9, scope: !294)
!456 = !DILocation(line: 26, column: 16, scope: !294)
!457 = !DILocation(line: 26, column: 9, scope: !294)
!458 = !DILocation(line: 27, column: 5, scope: !292)
!459 = !DILocation(line: 27, column: 5, scope: !290)
