; ModuleID = 'namedlist.a1b5f7e106e3dd05-cgu.0'
source_filename = "namedlist.a1b5f7e106e3dd05-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_a1ba251ea6976d5b3840117f49133681 = private unnamed_addr constant [4 x i8] c"\01n\C0\00", align 1

; core::ptr::drop_in_place<namedlist::Node>
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr36drop_in_place$LT$namedlist..Node$GT$17h0f367e192cf05146E"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(32) %_1) unnamed_addr #0 !dbg !86 {
start:
    #dbg_value(ptr %_1, !156, !DIExpression(), !159)
  %_1.val = load i64, ptr %_1, align 8, !dbg !160, !range !161, !noundef !123
    #dbg_value(ptr poison, !162, !DIExpression(), !170)
    #dbg_value(ptr poison, !172, !DIExpression(), !180)
    #dbg_value(ptr poison, !182, !DIExpression(), !190)
    #dbg_value(ptr poison, !192, !DIExpression(), !200)
    #dbg_value(ptr poison, !202, !DIExpression(), !222)
    #dbg_value(i64 1, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !222)
    #dbg_value(i64 1, !218, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !222)
    #dbg_value(ptr poison, !224, !DIExpression(), !253)
    #dbg_value(i64 1, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !253)
    #dbg_value(i64 1, !248, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !253)
  %0 = icmp eq i64 %_1.val, 0, !dbg !255
  br i1 %0, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h40b280b2b687cefaE.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, !dbg !255

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i: ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !160
  %_1.val1 = load ptr, ptr %1, align 8, !dbg !160, !nonnull !123, !noundef !123
    #dbg_value(ptr %_1.val1, !219, !DIExpression(), !256)
    #dbg_value(i64 1, !221, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !256)
    #dbg_value(i64 %_1.val, !221, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !256)
    #dbg_value(ptr poison, !257, !DIExpression(), !267)
    #dbg_value(ptr poison, !269, !DIExpression(), !275)
    #dbg_value(ptr %_1.val1, !265, !DIExpression(), !267)
    #dbg_value(ptr %_1.val1, !273, !DIExpression(), !275)
    #dbg_value(ptr %_1.val1, !277, !DIExpression(), !284)
    #dbg_value(i64 1, !266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !267)
    #dbg_value(i64 1, !274, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !275)
    #dbg_value(i64 1, !283, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !284)
    #dbg_value(i64 1, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !293)
    #dbg_value(i64 %_1.val, !266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !267)
    #dbg_value(i64 %_1.val, !274, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !275)
    #dbg_value(i64 %_1.val, !283, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !284)
    #dbg_value(i64 %_1.val, !286, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !293)
    #dbg_value(ptr %_1.val1, !292, !DIExpression(), !293)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val1, i64 noundef %_1.val, i64 noundef range(i64 1, -9223372036854775807) 1) #8, !dbg !295
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h40b280b2b687cefaE.exit", !dbg !296

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h40b280b2b687cefaE.exit": ; preds = %start, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i
  %2 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !160
  tail call void @llvm.experimental.noalias.scope.decl(metadata !297), !dbg !160
    #dbg_value(ptr %2, !300, !DIExpression(), !308)
  %3 = load ptr, ptr %2, align 8, !dbg !310, !alias.scope !297, !align !311, !noundef !123
  %4 = icmp eq ptr %3, null, !dbg !310
  br i1 %4, label %common.ret2, label %bb2.i, !dbg !310

common.ret2:                                      ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h40b280b2b687cefaE.exit", %bb2.i
  ret void, !dbg !160

bb2.i:                                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h40b280b2b687cefaE.exit"
    #dbg_value(ptr %2, !312, !DIExpression(), !318)
; call core::ptr::drop_in_place<namedlist::Node>
  tail call fastcc void @"_ZN4core3ptr36drop_in_place$LT$namedlist..Node$GT$17h0f367e192cf05146E"(ptr noalias noundef align 8 dereferenceable(32) %3) #8, !dbg !320, !noalias !321
    #dbg_value(ptr poison, !324, !DIExpression(), !347)
    #dbg_value(ptr poison, !333, !DIExpression(), !349)
    #dbg_value(i64 8, !344, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 32, !344, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
    #dbg_value(ptr %3, !333, !DIExpression(), !349)
    #dbg_value(ptr poison, !257, !DIExpression(), !351)
    #dbg_value(ptr poison, !269, !DIExpression(), !353)
    #dbg_value(ptr %3, !265, !DIExpression(), !351)
    #dbg_value(ptr %3, !273, !DIExpression(), !353)
    #dbg_value(ptr %3, !277, !DIExpression(), !355)
    #dbg_value(i64 8, !266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !351)
    #dbg_value(i64 8, !274, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !353)
    #dbg_value(i64 8, !283, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !355)
    #dbg_value(i64 8, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !357)
    #dbg_value(i64 32, !266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !351)
    #dbg_value(i64 32, !274, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !353)
    #dbg_value(i64 32, !283, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !355)
    #dbg_value(i64 32, !286, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(ptr %3, !292, !DIExpression(), !357)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef 32, i64 noundef 8) #8, !dbg !359, !noalias !321
  br label %common.ret2, !dbg !160
}

; namedlist::archive_add
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN9namedlist11archive_add17h6c05c68fc7e8a2e7E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noalias noundef align 8 captures(address) %0) unnamed_addr #0 !dbg !360 {
start:
    #dbg_value(ptr %0, !370, !DIExpression(), !379)
    #dbg_value(ptr %this, !369, !DIExpression(), !379)
    #dbg_value(i64 0, !371, !DIExpression(), !380)
    #dbg_value(ptr undef, !373, !DIExpression(), !381)
  %.not2 = icmp eq ptr %0, null, !dbg !382
  br i1 %.not2, label %bb3.thread, label %bb2, !dbg !383

bb3.thread:                                       ; preds = %start
  %1 = load i64, ptr %this, align 8, !dbg !384, !noundef !123
    #dbg_value(ptr poison, !300, !DIExpression(), !385)
  br label %"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$$GT$17ha977290489a23df1E.exit", !dbg !387

bb2:                                              ; preds = %start, %bb2
  %n.sroa.0.04 = phi i64 [ %3, %bb2 ], [ 0, %start ]
  %p.sroa.0.0.sroa.speculated3 = phi ptr [ %p.sroa.0.0.sroa.speculate.load.bb2, %bb2 ], [ %0, %start ]
    #dbg_value(i64 %n.sroa.0.04, !371, !DIExpression(), !380)
    #dbg_value(ptr poison, !376, !DIExpression(), !388)
    #dbg_value(ptr %p.sroa.0.0.sroa.speculated3, !389, !DIExpression(), !397)
  %2 = getelementptr inbounds nuw i8, ptr %p.sroa.0.0.sroa.speculated3, i64 16, !dbg !399
  %_6 = load i64, ptr %2, align 8, !dbg !399, !noundef !123
  %_10 = icmp sgt i64 %_6, -1, !dbg !407
  tail call void @llvm.assume(i1 %_10), !dbg !408
  %3 = add i64 %_6, %n.sroa.0.04, !dbg !409
    #dbg_value(i64 %3, !371, !DIExpression(), !380)
  %4 = getelementptr inbounds nuw i8, ptr %p.sroa.0.0.sroa.speculated3, i64 24, !dbg !410
    #dbg_value(ptr %4, !373, !DIExpression(), !381)
  %p.sroa.0.0.sroa.speculate.load.bb2 = load ptr, ptr %4, align 8, !dbg !411
    #dbg_value(ptr poison, !373, !DIExpression(), !381)
  %.not = icmp eq ptr %p.sroa.0.0.sroa.speculate.load.bb2, null, !dbg !382
  br i1 %.not, label %bb2.i, label %bb2, !dbg !383

bb2.i:                                            ; preds = %bb2
  %5 = load i64, ptr %this, align 8, !dbg !384, !noundef !123
  %6 = add i64 %5, %3, !dbg !384
  store i64 %6, ptr %this, align 8, !dbg !384
    #dbg_value(ptr poison, !300, !DIExpression(), !385)
    #dbg_value(ptr poison, !312, !DIExpression(), !412)
; call core::ptr::drop_in_place<namedlist::Node>
  tail call fastcc void @"_ZN4core3ptr36drop_in_place$LT$namedlist..Node$GT$17h0f367e192cf05146E"(ptr noalias noundef align 8 dereferenceable(32) %0) #8, !dbg !414, !noalias !415
    #dbg_value(ptr poison, !324, !DIExpression(), !418)
    #dbg_value(i64 8, !344, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !420)
    #dbg_value(i64 32, !344, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !420)
    #dbg_value(ptr %0, !333, !DIExpression(), !421)
    #dbg_value(ptr poison, !257, !DIExpression(), !422)
    #dbg_value(ptr poison, !269, !DIExpression(), !424)
    #dbg_value(ptr %0, !265, !DIExpression(), !422)
    #dbg_value(ptr %0, !273, !DIExpression(), !424)
    #dbg_value(ptr %0, !277, !DIExpression(), !426)
    #dbg_value(i64 8, !266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !422)
    #dbg_value(i64 8, !274, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !424)
    #dbg_value(i64 8, !283, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !426)
    #dbg_value(i64 8, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !428)
    #dbg_value(i64 32, !266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !422)
    #dbg_value(i64 32, !274, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !424)
    #dbg_value(i64 32, !283, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !426)
    #dbg_value(i64 32, !286, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !428)
    #dbg_value(ptr %0, !292, !DIExpression(), !428)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 32, i64 noundef 8) #8, !dbg !430, !noalias !415
  br label %"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$$GT$17ha977290489a23df1E.exit", !dbg !387

"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$$GT$17ha977290489a23df1E.exit": ; preds = %bb3.thread, %bb2.i
  %7 = phi i64 [ %1, %bb3.thread ], [ %6, %bb2.i ]
  ret i64 %7, !dbg !431
}

; namedlist::list
; Function Attrs: nounwind nonlazybind uwtable
define noundef align 8 ptr @_ZN9namedlist4list17h2725792ac12e5163E(i64 noundef %k) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !432 {
start:
  %args1 = alloca [16 x i8], align 8
  %_7.sroa.0 = alloca [24 x i8], align 8
    #dbg_declare(ptr %_7.sroa.0, !538, !DIExpression(DW_OP_LLVM_fragment, 0, 192), !546)
  %i = alloca [8 x i8], align 8
    #dbg_value(i64 %k, !436, !DIExpression(), !548)
    #dbg_declare(ptr %i, !449, !DIExpression(), !549)
    #dbg_value(i64 1, !550, !DIExpression(), !560)
    #dbg_value(i64 1, !593, !DIExpression(), !625)
    #dbg_value(ptr null, !437, !DIExpression(), !627)
    #dbg_value(i64 0, !439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !628)
    #dbg_value(i64 %k, !439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !628)
    #dbg_value(ptr undef, !588, !DIExpression(), !629)
    #dbg_value(ptr undef, !582, !DIExpression(), !630)
    #dbg_value(ptr undef, !631, !DIExpression(), !642)
    #dbg_value(ptr undef, !641, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !644)
  %_147.not = icmp eq i64 %k, 0, !dbg !645
  br i1 %_147.not, label %bb4, label %bb3.lr.ph, !dbg !643

bb3.lr.ph:                                        ; preds = %start
  %_12.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8
  br label %bb3, !dbg !643

bb4:                                              ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, %start
  %h.sroa.0.0.lcssa = phi ptr [ null, %start ], [ %0, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], !dbg !548
  ret ptr %h.sroa.0.0.lcssa, !dbg !646

bb3:                                              ; preds = %bb3.lr.ph, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %h.sroa.0.09 = phi ptr [ null, %bb3.lr.ph ], [ %0, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ]
  %iter.sroa.0.08 = phi i64 [ 0, %bb3.lr.ph ], [ %_18, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ]
    #dbg_value(ptr %h.sroa.0.09, !437, !DIExpression(), !627)
    #dbg_value(i64 %iter.sroa.0.08, !583, !DIExpression(), !647)
    #dbg_value(i64 %iter.sroa.0.08, !559, !DIExpression(), !560)
    #dbg_value(i64 %iter.sroa.0.08, !624, !DIExpression(), !625)
    #dbg_value(i64 %iter.sroa.0.08, !439, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !628)
  call void @llvm.lifetime.start.p0(ptr nonnull %i), !dbg !648
  store i64 %iter.sroa.0.08, ptr %i, align 8, !dbg !648
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.sroa.0), !dbg !649
    #dbg_value(ptr %i, !451, !DIExpression(), !650)
  call void @llvm.lifetime.start.p0(ptr nonnull %args1), !dbg !651
  store ptr %i, ptr %args1, align 8, !dbg !651
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_12.sroa.4.0..sroa_idx, align 8, !dbg !651
    #dbg_value(ptr @alloc_a1ba251ea6976d5b3840117f49133681, !652, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !669)
    #dbg_value(ptr %args1, !652, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !669)
    #dbg_value(ptr null, !672, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !706)
    #dbg_value(i64 undef, !672, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !706)
    #dbg_value(ptr poison, !702, !DIExpression(), !706)
    #dbg_declare(ptr poison, !703, !DIExpression(), !708)
    #dbg_value(ptr poison, !709, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !714)
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_7.sroa.0, ptr noundef nonnull @alloc_a1ba251ea6976d5b3840117f49133681, ptr noundef nonnull %args1) #8, !dbg !716
  call void @llvm.lifetime.end.p0(ptr nonnull %args1), !dbg !717
    #dbg_value(ptr %h.sroa.0.09, !538, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !718)
    #dbg_value(i64 8, !719, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !733)
    #dbg_value(i64 8, !735, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !758)
    #dbg_value(i64 8, !760, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !768)
    #dbg_value(i64 32, !719, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !733)
    #dbg_value(i64 32, !735, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !758)
    #dbg_value(i64 32, !760, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !768)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !757, !DIExpression(), !758)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !766, !DIExpression(), !768)
    #dbg_value(i8 0, !767, !DIExpression(), !768)
    #dbg_value(i64 8, !770, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !805)
    #dbg_value(i64 8, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !810)
    #dbg_value(i64 32, !770, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !805)
    #dbg_value(i64 32, !807, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !810)
    #dbg_value(i1 false, !776, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !805)
    #dbg_value(i64 32, !777, !DIExpression(), !812)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #8, !dbg !813, !noalias !814
; call __rustc::__rust_alloc
  %0 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 32, i64 noundef 8) #8, !dbg !817, !noalias !814
  %1 = icmp eq ptr %0, null, !dbg !818
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !819, !prof !820

bb2.i:                                            ; preds = %bb3
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 32) #9, !dbg !821, !noalias !814
  unreachable, !dbg !821

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %bb3
  %_18 = add nuw i64 %iter.sroa.0.08, 1, !dbg !822
    #dbg_value(i64 %_18, !439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !628)
    #dbg_value(ptr %0, !544, !DIExpression(), !823)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %_7.sroa.0, i64 24, i1 false), !dbg !824
  %_7.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !824
  store ptr %h.sroa.0.09, ptr %_7.sroa.4.0..sroa_idx, align 8, !dbg !824
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.sroa.0), !dbg !825
    #dbg_value(ptr %0, !437, !DIExpression(), !627)
  call void @llvm.lifetime.end.p0(ptr nonnull %i), !dbg !826
    #dbg_value(ptr undef, !588, !DIExpression(), !629)
    #dbg_value(ptr undef, !582, !DIExpression(), !630)
    #dbg_value(ptr undef, !631, !DIExpression(), !642)
    #dbg_value(ptr undef, !641, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !644)
  %exitcond.not = icmp eq i64 %_18, %k, !dbg !645
  br i1 %exitcond.not, label %bb4, label %bb3, !dbg !643
}

; namedlist::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN9namedlist6client17hd8c661ad5db7a072E(i64 noundef %r, i64 noundef %k) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !827 {
start:
  %args1.i = alloca [16 x i8], align 8
  %_7.sroa.0.i = alloca [24 x i8], align 8
    #dbg_declare(ptr %_7.sroa.0.i, !538, !DIExpression(DW_OP_LLVM_fragment, 0, 192), !839)
  %i.i = alloca [8 x i8], align 8
    #dbg_value(i64 %r, !831, !DIExpression(), !842)
    #dbg_value(i64 %k, !832, !DIExpression(), !842)
  %_4 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN9namedlist11archive_add17h6c05c68fc7e8a2e7E) #8, !dbg !843
  %0 = icmp ne ptr %_4, null, !dbg !844
  tail call void @llvm.assume(i1 %0), !dbg !844
    #dbg_value(ptr %_4, !833, !DIExpression(), !845)
    #dbg_value(i64 %k, !436, !DIExpression(), !846)
    #dbg_declare(ptr %i.i, !449, !DIExpression(), !847)
    #dbg_value(i64 1, !550, !DIExpression(), !848)
    #dbg_value(i64 1, !593, !DIExpression(), !852)
    #dbg_value(ptr null, !437, !DIExpression(), !854)
    #dbg_value(i64 0, !439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !855)
    #dbg_value(i64 %k, !439, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !855)
    #dbg_value(ptr undef, !588, !DIExpression(), !856)
    #dbg_value(ptr undef, !582, !DIExpression(), !857)
    #dbg_value(ptr undef, !631, !DIExpression(), !858)
    #dbg_value(ptr undef, !641, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !860)
  %_147.not.i = icmp eq i64 %k, 0, !dbg !861
  br i1 %_147.not.i, label %_ZN9namedlist4list17h2725792ac12e5163E.exit, label %bb3.lr.ph.i, !dbg !862

bb3.lr.ph.i:                                      ; preds = %start
  %_12.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args1.i, i64 8
  br label %bb3.i, !dbg !862

bb3.i:                                            ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i, %bb3.lr.ph.i
  %h.sroa.0.09.i = phi ptr [ null, %bb3.lr.ph.i ], [ %1, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i ]
  %iter.sroa.0.08.i = phi i64 [ 0, %bb3.lr.ph.i ], [ %_18.i, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i ]
    #dbg_value(ptr %h.sroa.0.09.i, !437, !DIExpression(), !854)
    #dbg_value(i64 %iter.sroa.0.08.i, !583, !DIExpression(), !863)
    #dbg_value(i64 %iter.sroa.0.08.i, !559, !DIExpression(), !848)
    #dbg_value(i64 %iter.sroa.0.08.i, !624, !DIExpression(), !852)
    #dbg_value(i64 %iter.sroa.0.08.i, !439, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !855)
  call void @llvm.lifetime.start.p0(ptr nonnull %i.i), !dbg !864
  store i64 %iter.sroa.0.08.i, ptr %i.i, align 8, !dbg !864
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.sroa.0.i), !dbg !865
    #dbg_value(ptr %i.i, !451, !DIExpression(), !866)
  call void @llvm.lifetime.start.p0(ptr nonnull %args1.i), !dbg !867
  store ptr %i.i, ptr %args1.i, align 8, !dbg !867
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_12.sroa.4.0..sroa_idx.i, align 8, !dbg !867
    #dbg_value(ptr @alloc_a1ba251ea6976d5b3840117f49133681, !652, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !868)
    #dbg_value(ptr %args1.i, !652, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !868)
    #dbg_value(ptr null, !672, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !870)
    #dbg_value(i64 undef, !672, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !870)
    #dbg_value(ptr poison, !702, !DIExpression(), !870)
    #dbg_declare(ptr poison, !703, !DIExpression(), !872)
    #dbg_value(ptr poison, !709, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !873)
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_7.sroa.0.i, ptr noundef nonnull @alloc_a1ba251ea6976d5b3840117f49133681, ptr noundef nonnull %args1.i) #8, !dbg !875
  call void @llvm.lifetime.end.p0(ptr nonnull %args1.i), !dbg !876
    #dbg_value(ptr %h.sroa.0.09.i, !538, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !877)
    #dbg_value(i64 8, !719, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !878)
    #dbg_value(i64 8, !735, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !880)
    #dbg_value(i64 8, !760, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !882)
    #dbg_value(i64 32, !719, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !878)
    #dbg_value(i64 32, !735, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !880)
    #dbg_value(i64 32, !760, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !882)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !757, !DIExpression(), !880)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !766, !DIExpression(), !882)
    #dbg_value(i8 0, !767, !DIExpression(), !882)
    #dbg_value(i64 8, !770, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !884)
    #dbg_value(i64 8, !807, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !886)
    #dbg_value(i64 32, !770, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !884)
    #dbg_value(i64 32, !807, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !886)
    #dbg_value(i1 false, !776, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !884)
    #dbg_value(i64 32, !777, !DIExpression(), !888)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #8, !dbg !889, !noalias !890
; call __rustc::__rust_alloc
  %1 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 32, i64 noundef 8) #8, !dbg !893, !noalias !890
  %2 = icmp eq ptr %1, null, !dbg !894
  br i1 %2, label %bb2.i.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i, !dbg !895, !prof !820

bb2.i.i:                                          ; preds = %bb3.i
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 32) #9, !dbg !896, !noalias !890
  unreachable, !dbg !896

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i: ; preds = %bb3.i
  %_18.i = add nuw i64 %iter.sroa.0.08.i, 1, !dbg !897
    #dbg_value(i64 %_18.i, !439, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !855)
    #dbg_value(ptr %1, !544, !DIExpression(), !898)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %_7.sroa.0.i, i64 24, i1 false), !dbg !899
  %_7.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %1, i64 24, !dbg !899
  store ptr %h.sroa.0.09.i, ptr %_7.sroa.4.0..sroa_idx.i, align 8, !dbg !899
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.sroa.0.i), !dbg !900
    #dbg_value(ptr %1, !437, !DIExpression(), !854)
  call void @llvm.lifetime.end.p0(ptr nonnull %i.i), !dbg !901
    #dbg_value(ptr undef, !588, !DIExpression(), !856)
    #dbg_value(ptr undef, !582, !DIExpression(), !857)
    #dbg_value(ptr undef, !631, !DIExpression(), !858)
    #dbg_value(ptr undef, !641, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !860)
  %exitcond.not.i = icmp eq i64 %_18.i, %k, !dbg !861
  br i1 %exitcond.not.i, label %_ZN9namedlist4list17h2725792ac12e5163E.exit, label %bb3.i, !dbg !862

_ZN9namedlist4list17h2725792ac12e5163E.exit:      ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i, %start
  %h.sroa.0.0.lcssa.i = phi ptr [ null, %start ], [ %1, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i ], !dbg !846
  %_0 = call noundef i64 %_4(ptr noundef null, ptr noalias noundef align 8 %h.sroa.0.0.lcssa.i) #8, !dbg !902
  ret i64 %_0, !dbg !903
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; alloc::fmt::format::format_inner
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!6 = !DIFile(filename: "namedlist.rs/@/namedlist.a1b5f7e106e3dd05-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!86 = distinct !DISubprogram(name: "drop_in_place<namedlist::Node>", linkageName: "_ZN4core3ptr36drop_in_place$LT$namedlist..Node$GT$17h0f367e192cf05146E", scope: !11, file: !87, line: 805, type: !88, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157, retainedNodes: !155)
!87 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!88 = !DISubroutineType(types: !89)
!89 = !{null, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut namedlist::Node", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "Node", scope: !92, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !93, templateParams: !123, identifier: "496ddd455f5df4ab8e704c9be6c02fba")
!92 = !DINamespace(name: "namedlist", scope: null)
!93 = !{!94, !139}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !91, file: !9, baseType: !95, size: 192, align: 64, flags: DIFlagPublic)
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !96, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !97, templateParams: !123, identifier: "bc53cb80a87db744310a1cd4bda01882")
!96 = !DINamespace(name: "string", scope: !81)
!97 = !{!98}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !95, file: !9, baseType: !99, size: 192, align: 64, flags: DIFlagPrivate)
!99 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !100, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !101, templateParams: !137, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!100 = !DINamespace(name: "vec", scope: !81)
!101 = !{!102, !138}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !99, file: !9, baseType: !103, size: 128, align: 64, flags: DIFlagPrivate)
!103 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !104, templateParams: !137, identifier: "1786a941d613205182510ae0fe838410")
!104 = !{!105, !136}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !103, file: !9, baseType: !106, size: 128, align: 64, flags: DIFlagPrivate)
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !107, templateParams: !134, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!107 = !{!108, !124, !131}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !106, file: !9, baseType: !109, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!109 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !110, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !111, templateParams: !118, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!110 = !DINamespace(name: "unique", scope: !11)
!111 = !{!112, !120}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !109, file: !9, baseType: !113, size: 64, align: 64, flags: DIFlagPrivate)
!113 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !114, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !115, templateParams: !118, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!114 = !DINamespace(name: "non_null", scope: !11)
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !113, file: !9, baseType: !117, size: 64, align: 64, flags: DIFlagPrivate)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!118 = !{!119}
!119 = !DITemplateTypeParameter(name: "T", type: !82)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !109, file: !9, baseType: !121, align: 8, offset: 64, flags: DIFlagPrivate)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !122, file: !9, align: 8, flags: DIFlagPublic, elements: !123, templateParams: !118, identifier: "15bae875c56c7c0f828edf19d836075e")
!122 = !DINamespace(name: "marker", scope: !12)
!123 = !{}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !106, file: !9, baseType: !125, size: 64, align: 64, flags: DIFlagPrivate)
!125 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !126, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !128, templateParams: !123, identifier: "cad7375c0c871c072d809328de25b44")
!126 = !DINamespace(name: "niche_types", scope: !127)
!127 = !DINamespace(name: "num", scope: !12)
!128 = !{!129}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !125, file: !9, baseType: !130, size: 64, align: 64, flags: DIFlagPrivate)
!130 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !106, file: !9, baseType: !132, align: 8, offset: 128, flags: DIFlagPrivate)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !133, file: !9, align: 8, flags: DIFlagPublic, elements: !123, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!133 = !DINamespace(name: "alloc", scope: !81)
!134 = !{!135}
!135 = !DITemplateTypeParameter(name: "A", type: !132)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !103, file: !9, baseType: !121, align: 8, offset: 128, flags: DIFlagPrivate)
!137 = !{!119, !135}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !99, file: !9, baseType: !130, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !91, file: !9, baseType: !140, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>>", scope: !141, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !142, templateParams: !123, identifier: "3b65c0119b5f5ef638d0c2d792cc219")
!141 = !DINamespace(name: "option", scope: !12)
!142 = !{!143}
!143 = !DICompositeType(tag: DW_TAG_variant_part, scope: !140, file: !9, size: 64, align: 64, elements: !144, templateParams: !123, identifier: "a9d5c3e1002b0c912a8f07d8fa5e3d32", discriminator: !154)
!144 = !{!145, !150}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !143, file: !9, baseType: !146, size: 64, align: 64, extraData: i64 0)
!146 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !140, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !123, templateParams: !147, identifier: "c1167df2862b7b61e174a5933357504")
!147 = !{!148}
!148 = !DITemplateTypeParameter(name: "T", type: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !143, file: !9, baseType: !151, size: 64, align: 64)
!151 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !140, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !152, templateParams: !147, identifier: "769d1df5b07a3b1a9d4ea618b1e986a4")
!152 = !{!153}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !151, file: !9, baseType: !149, size: 64, align: 64, flags: DIFlagPublic)
!154 = !DIDerivedType(tag: DW_TAG_member, scope: !140, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!155 = !{!156}
!156 = !DILocalVariable(arg: 1, scope: !86, file: !87, line: 805, type: !90)
!157 = !{!158}
!158 = !DITemplateTypeParameter(name: "T", type: !91)
!159 = !DILocation(line: 0, scope: !86)
!160 = !DILocation(line: 805, column: 1, scope: !86)
!161 = !{i64 0, i64 -9223372036854775808}
!162 = !DILocalVariable(arg: 1, scope: !163, file: !87, line: 805, type: !166)
!163 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h40b280b2b687cefaE", scope: !11, file: !87, line: 805, type: !164, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !168, retainedNodes: !167)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::string::String", baseType: !95, size: 64, align: 64, dwarfAddressSpace: 0)
!167 = !{!162}
!168 = !{!169}
!169 = !DITemplateTypeParameter(name: "T", type: !95)
!170 = !DILocation(line: 0, scope: !163, inlinedAt: !171)
!171 = distinct !DILocation(line: 805, column: 1, scope: !86)
!172 = !DILocalVariable(arg: 1, scope: !173, file: !87, line: 805, type: !176)
!173 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17heb3b353bf6e2494dE", scope: !11, file: !87, line: 805, type: !174, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !178, retainedNodes: !177)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!177 = !{!172}
!178 = !{!179}
!179 = !DITemplateTypeParameter(name: "T", type: !99)
!180 = !DILocation(line: 0, scope: !173, inlinedAt: !181)
!181 = distinct !DILocation(line: 805, column: 1, scope: !163, inlinedAt: !171)
!182 = !DILocalVariable(arg: 1, scope: !183, file: !87, line: 805, type: !186)
!183 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h026b62d5c2261cedE", scope: !11, file: !87, line: 805, type: !184, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !188, retainedNodes: !187)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!187 = !{!182}
!188 = !{!189}
!189 = !DITemplateTypeParameter(name: "T", type: !103)
!190 = !DILocation(line: 0, scope: !183, inlinedAt: !191)
!191 = distinct !DILocation(line: 805, column: 1, scope: !173, inlinedAt: !181)
!192 = !DILocalVariable(name: "self", arg: 1, scope: !193, file: !194, line: 421, type: !198)
!193 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc8387574d7a82195E", scope: !195, file: !194, line: 421, type: !196, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !137, retainedNodes: !199)
!194 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!195 = !DINamespace(name: "{impl#3}", scope: !80)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !198}
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!199 = !{!192}
!200 = !DILocation(line: 0, scope: !193, inlinedAt: !201)
!201 = distinct !DILocation(line: 805, column: 1, scope: !183, inlinedAt: !191)
!202 = !DILocalVariable(name: "self", arg: 1, scope: !203, file: !194, line: 870, type: !206)
!203 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h8818640d82985d61E", scope: !106, file: !194, line: 870, type: !204, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !134, declaration: !216, retainedNodes: !217)
!204 = !DISubroutineType(types: !205)
!205 = !{null, !206, !207}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!207 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !208, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !210, templateParams: !123, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!208 = !DINamespace(name: "layout", scope: !209)
!209 = !DINamespace(name: "alloc", scope: !12)
!210 = !{!211, !212}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !207, file: !9, baseType: !130, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !207, file: !9, baseType: !213, size: 64, align: 64, flags: DIFlagPrivate)
!213 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !214, templateParams: !123, identifier: "5099570874743123f8e757e4da3ea37b")
!214 = !{!215}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !213, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!216 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h8818640d82985d61E", scope: !106, file: !194, line: 870, type: !204, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !134)
!217 = !{!202, !218, !219, !221}
!218 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !203, file: !194, line: 870, type: !207)
!219 = !DILocalVariable(name: "ptr", scope: !220, file: !194, line: 872, type: !113, align: 64)
!220 = distinct !DILexicalBlock(scope: !203, file: !194, line: 872, column: 82)
!221 = !DILocalVariable(name: "layout", scope: !220, file: !194, line: 872, type: !207, align: 64)
!222 = !DILocation(line: 0, scope: !203, inlinedAt: !223)
!223 = distinct !DILocation(line: 423, column: 29, scope: !193, inlinedAt: !201)
!224 = !DILocalVariable(name: "self", arg: 1, scope: !225, file: !194, line: 631, type: !245)
!225 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h26c2cb9eae075843E", scope: !106, file: !194, line: 631, type: !226, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !134, declaration: !246, retainedNodes: !247)
!226 = !DISubroutineType(types: !227)
!227 = !{!228, !245, !207}
!228 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !141, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !229, templateParams: !123, identifier: "ee7541504661f874c2915c0073b72bc1")
!229 = !{!230}
!230 = !DICompositeType(tag: DW_TAG_variant_part, scope: !228, file: !9, size: 192, align: 64, elements: !231, templateParams: !123, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !244)
!231 = !{!232, !240}
!232 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !230, file: !9, baseType: !233, size: 192, align: 64, extraData: i64 0)
!233 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !228, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !123, templateParams: !234, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!234 = !{!235}
!235 = !DITemplateTypeParameter(name: "T", type: !236)
!236 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !237, templateParams: !123, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!237 = !{!238, !239}
!238 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !236, file: !9, baseType: !113, size: 64, align: 64)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !236, file: !9, baseType: !207, size: 128, align: 64, offset: 64)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !230, file: !9, baseType: !241, size: 192, align: 64)
!241 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !228, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !242, templateParams: !234, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!242 = !{!243}
!243 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !241, file: !9, baseType: !236, size: 192, align: 64, flags: DIFlagPublic)
!244 = !DIDerivedType(tag: DW_TAG_member, scope: !228, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!246 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h26c2cb9eae075843E", scope: !106, file: !194, line: 631, type: !226, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !134)
!247 = !{!224, !248, !249, !251}
!248 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !225, file: !194, line: 631, type: !207)
!249 = !DILocalVariable(name: "alloc_size", scope: !250, file: !194, line: 640, type: !130, align: 64)
!250 = distinct !DILexicalBlock(scope: !225, file: !194, line: 640, column: 17)
!251 = !DILocalVariable(name: "layout", scope: !252, file: !194, line: 641, type: !207, align: 64)
!252 = distinct !DILexicalBlock(scope: !250, file: !194, line: 641, column: 17)
!253 = !DILocation(line: 0, scope: !225, inlinedAt: !254)
!254 = distinct !DILocation(line: 872, column: 52, scope: !220, inlinedAt: !223)
!255 = !DILocation(line: 632, column: 39, scope: !225, inlinedAt: !254)
!256 = !DILocation(line: 0, scope: !220, inlinedAt: !223)
!257 = !DILocalVariable(name: "self", arg: 1, scope: !258, file: !259, line: 440, type: !263)
!258 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !260, file: !259, line: 440, type: !261, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !264)
!259 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!260 = !DINamespace(name: "{impl#1}", scope: !133)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !263, !113, !207}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!264 = !{!257, !265, !266}
!265 = !DILocalVariable(name: "ptr", arg: 2, scope: !258, file: !259, line: 440, type: !113)
!266 = !DILocalVariable(name: "layout", arg: 3, scope: !258, file: !259, line: 440, type: !207)
!267 = !DILocation(line: 0, scope: !258, inlinedAt: !268)
!268 = distinct !DILocation(line: 874, column: 28, scope: !220, inlinedAt: !223)
!269 = !DILocalVariable(name: "self", arg: 1, scope: !270, file: !259, line: 323, type: !263)
!270 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !132, file: !259, line: 323, type: !261, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, declaration: !271, retainedNodes: !272)
!271 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !132, file: !259, line: 323, type: !261, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!272 = !{!269, !273, !274}
!273 = !DILocalVariable(name: "ptr", arg: 2, scope: !270, file: !259, line: 323, type: !113)
!274 = !DILocalVariable(name: "layout", arg: 3, scope: !270, file: !259, line: 323, type: !207)
!275 = !DILocation(line: 0, scope: !270, inlinedAt: !276)
!276 = distinct !DILocation(line: 442, column: 23, scope: !258, inlinedAt: !268)
!277 = !DILocalVariable(name: "ptr", arg: 1, scope: !278, file: !259, line: 199, type: !113)
!278 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !132, file: !259, line: 199, type: !279, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, declaration: !281, retainedNodes: !282)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !113, !207}
!281 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !132, file: !259, line: 199, type: !279, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!282 = !{!277, !283}
!283 = !DILocalVariable(name: "layout", arg: 2, scope: !278, file: !259, line: 199, type: !207)
!284 = !DILocation(line: 0, scope: !278, inlinedAt: !285)
!285 = distinct !DILocation(line: 324, column: 9, scope: !270, inlinedAt: !276)
!286 = !DILocalVariable(name: "layout", arg: 2, scope: !287, file: !259, line: 114, type: !207)
!287 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !133, file: !259, line: 114, type: !288, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !291)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !290, !207}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!291 = !{!292, !286}
!292 = !DILocalVariable(name: "ptr", arg: 1, scope: !287, file: !259, line: 114, type: !290)
!293 = !DILocation(line: 0, scope: !287, inlinedAt: !294)
!294 = distinct !DILocation(line: 209, column: 22, scope: !278, inlinedAt: !285)
!295 = !DILocation(line: 115, column: 14, scope: !287, inlinedAt: !294)
!296 = !DILocation(line: 872, column: 9, scope: !203, inlinedAt: !223)
!297 = !{!298}
!298 = distinct !{!298, !299, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$$GT$17ha977290489a23df1E: %_1"}
!299 = distinct !{!299, !"_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$$GT$17ha977290489a23df1E"}
!300 = !DILocalVariable(arg: 1, scope: !301, file: !87, line: 805, type: !304)
!301 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr89drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$$GT$17ha977290489a23df1E", scope: !11, file: !87, line: 805, type: !302, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !306, retainedNodes: !305)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !304}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>>", baseType: !140, size: 64, align: 64, dwarfAddressSpace: 0)
!305 = !{!300}
!306 = !{!307}
!307 = !DITemplateTypeParameter(name: "T", type: !140)
!308 = !DILocation(line: 0, scope: !301, inlinedAt: !309)
!309 = distinct !DILocation(line: 805, column: 1, scope: !86)
!310 = !DILocation(line: 805, column: 1, scope: !301, inlinedAt: !309)
!311 = !{i64 8}
!312 = !DILocalVariable(arg: 1, scope: !313, file: !87, line: 805, type: !316)
!313 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$17h660fbad81bc1baa0E", scope: !11, file: !87, line: 805, type: !314, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !147, retainedNodes: !317)
!314 = !DISubroutineType(types: !315)
!315 = !{null, !316}
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!317 = !{!312}
!318 = !DILocation(line: 0, scope: !313, inlinedAt: !319)
!319 = distinct !DILocation(line: 805, column: 1, scope: !301, inlinedAt: !309)
!320 = !DILocation(line: 805, column: 1, scope: !313, inlinedAt: !319)
!321 = !{!322, !298}
!322 = distinct !{!322, !323, !"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$17h660fbad81bc1baa0E: %_1"}
!323 = distinct !{!323, !"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$17h660fbad81bc1baa0E"}
!324 = !DILocalVariable(name: "self", arg: 1, scope: !325, file: !326, line: 1913, type: !331)
!325 = distinct !DISubprogram(name: "drop<namedlist::Node, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2caabf77d48fc41aE", scope: !327, file: !326, line: 1913, type: !329, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !346, retainedNodes: !332)
!326 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!327 = !DINamespace(name: "{impl#10}", scope: !328)
!328 = !DINamespace(name: "boxed", scope: !81)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !331}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!332 = !{!324, !333, !333, !344}
!333 = !DILocalVariable(name: "ptr", scope: !334, file: !326, line: 1916, type: !335, align: 64)
!334 = distinct !DILexicalBlock(scope: !325, file: !326, line: 1916, column: 9)
!335 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<namedlist::Node>", scope: !110, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !336, templateParams: !157, identifier: "8721c8808c6389fb7988a453d0bd92")
!336 = !{!337, !342}
!337 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !335, file: !9, baseType: !338, size: 64, align: 64, flags: DIFlagPrivate)
!338 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<namedlist::Node>", scope: !114, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !339, templateParams: !157, identifier: "fb850a012f2902bcd5402fced048c060")
!339 = !{!340}
!340 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !338, file: !9, baseType: !341, size: 64, align: 64, flags: DIFlagPrivate)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const namedlist::Node", baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !335, file: !9, baseType: !343, align: 8, offset: 64, flags: DIFlagPrivate)
!343 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<namedlist::Node>", scope: !122, file: !9, align: 8, flags: DIFlagPublic, elements: !123, templateParams: !157, identifier: "7747e48cf55211237cbc3c8544b0cf")
!344 = !DILocalVariable(name: "layout", scope: !345, file: !326, line: 1919, type: !207, align: 64)
!345 = distinct !DILexicalBlock(scope: !334, file: !326, line: 1919, column: 13)
!346 = !{!158, !135}
!347 = !DILocation(line: 0, scope: !325, inlinedAt: !348)
!348 = distinct !DILocation(line: 805, column: 1, scope: !313, inlinedAt: !319)
!349 = !DILocation(line: 0, scope: !334, inlinedAt: !348)
!350 = !DILocation(line: 0, scope: !345, inlinedAt: !348)
!351 = !DILocation(line: 0, scope: !258, inlinedAt: !352)
!352 = distinct !DILocation(line: 1921, column: 24, scope: !345, inlinedAt: !348)
!353 = !DILocation(line: 0, scope: !270, inlinedAt: !354)
!354 = distinct !DILocation(line: 442, column: 23, scope: !258, inlinedAt: !352)
!355 = !DILocation(line: 0, scope: !278, inlinedAt: !356)
!356 = distinct !DILocation(line: 324, column: 9, scope: !270, inlinedAt: !354)
!357 = !DILocation(line: 0, scope: !287, inlinedAt: !358)
!358 = distinct !DILocation(line: 209, column: 22, scope: !278, inlinedAt: !356)
!359 = !DILocation(line: 115, column: 14, scope: !287, inlinedAt: !358)
!360 = distinct !DISubprogram(name: "archive_add", linkageName: "_ZN9namedlist11archive_add17h6c05c68fc7e8a2e7E", scope: !92, file: !361, line: 22, type: !362, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !368)
!361 = !DIFile(filename: "namedlist.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "cb0827cbb1f42e9f0b8313cc97a8e363")
!362 = !DISubroutineType(types: !363)
!363 = !{!130, !364, !140}
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut namedlist::Archive", baseType: !365, size: 64, align: 64, dwarfAddressSpace: 0)
!365 = !DICompositeType(tag: DW_TAG_structure_type, name: "Archive", scope: !92, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !366, templateParams: !123, identifier: "9eb29c4a41f6c83d37065ecf89b22345")
!366 = !{!367}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !365, file: !9, baseType: !130, size: 64, align: 64, flags: DIFlagPrivate)
!368 = !{!369, !370, !371, !373, !376}
!369 = !DILocalVariable(name: "this", arg: 1, scope: !360, file: !361, line: 22, type: !364)
!370 = !DILocalVariable(name: "l", arg: 2, scope: !360, file: !361, line: 22, type: !140)
!371 = !DILocalVariable(name: "n", scope: !372, file: !361, line: 23, type: !130, align: 64)
!372 = distinct !DILexicalBlock(scope: !360, file: !361, line: 23, column: 5)
!373 = !DILocalVariable(name: "p", scope: !374, file: !361, line: 24, type: !375, align: 64)
!374 = distinct !DILexicalBlock(scope: !372, file: !361, line: 24, column: 5)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::option::Option<alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>>", baseType: !140, size: 64, align: 64, dwarfAddressSpace: 0)
!376 = !DILocalVariable(name: "b", scope: !377, file: !361, line: 25, type: !378, align: 64)
!377 = distinct !DILexicalBlock(scope: !374, file: !361, line: 25, column: 27)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!379 = !DILocation(line: 0, scope: !360)
!380 = !DILocation(line: 0, scope: !372)
!381 = !DILocation(line: 0, scope: !374)
!382 = !DILocation(line: 25, column: 25, scope: !377)
!383 = !DILocation(line: 25, column: 15, scope: !377)
!384 = !DILocation(line: 29, column: 5, scope: !374)
!385 = !DILocation(line: 0, scope: !301, inlinedAt: !386)
!386 = distinct !DILocation(line: 31, column: 1, scope: !360)
!387 = !DILocation(line: 805, column: 1, scope: !301, inlinedAt: !386)
!388 = !DILocation(line: 0, scope: !377)
!389 = !DILocalVariable(name: "self", arg: 1, scope: !390, file: !391, line: 1860, type: !394)
!390 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len", scope: !95, file: !391, line: 1860, type: !392, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, declaration: !395, retainedNodes: !396)
!391 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!392 = !DISubroutineType(types: !393)
!393 = !{!130, !394}
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::string::String", baseType: !95, size: 64, align: 64, dwarfAddressSpace: 0)
!395 = !DISubprogram(name: "len", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len", scope: !95, file: !391, line: 1860, type: !392, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!396 = !{!389}
!397 = !DILocation(line: 1860, column: 22, scope: !390, inlinedAt: !398)
!398 = !DILocation(line: 26, column: 21, scope: !377)
!399 = !DILocation(line: 2997, column: 19, scope: !400, inlinedAt: !406)
!400 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h7128b1a3e53b19baE", scope: !99, file: !401, line: 2996, type: !402, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !137, declaration: !405)
!401 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!402 = !DISubroutineType(types: !403)
!403 = !{!130, !404}
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!405 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h7128b1a3e53b19baE", scope: !99, file: !401, line: 2996, type: !402, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !137)
!406 = !DILocation(line: 1861, column: 18, scope: !390, inlinedAt: !398)
!407 = !DILocation(line: 3002, column: 37, scope: !400, inlinedAt: !406)
!408 = !DILocation(line: 3002, column: 18, scope: !400, inlinedAt: !406)
!409 = !DILocation(line: 26, column: 9, scope: !377)
!410 = !DILocation(line: 27, column: 13, scope: !377)
!411 = !DILocation(line: 25, column: 5, scope: !374)
!412 = !DILocation(line: 0, scope: !313, inlinedAt: !413)
!413 = distinct !DILocation(line: 805, column: 1, scope: !301, inlinedAt: !386)
!414 = !DILocation(line: 805, column: 1, scope: !313, inlinedAt: !413)
!415 = !{!416}
!416 = distinct !{!416, !417, !"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$17h660fbad81bc1baa0E: %_1"}
!417 = distinct !{!417, !"_ZN4core3ptr61drop_in_place$LT$alloc..boxed..Box$LT$namedlist..Node$GT$$GT$17h660fbad81bc1baa0E"}
!418 = !DILocation(line: 0, scope: !325, inlinedAt: !419)
!419 = distinct !DILocation(line: 805, column: 1, scope: !313, inlinedAt: !413)
!420 = !DILocation(line: 0, scope: !345, inlinedAt: !419)
!421 = !DILocation(line: 0, scope: !334, inlinedAt: !419)
!422 = !DILocation(line: 0, scope: !258, inlinedAt: !423)
!423 = distinct !DILocation(line: 1921, column: 24, scope: !345, inlinedAt: !419)
!424 = !DILocation(line: 0, scope: !270, inlinedAt: !425)
!425 = distinct !DILocation(line: 442, column: 23, scope: !258, inlinedAt: !423)
!426 = !DILocation(line: 0, scope: !278, inlinedAt: !427)
!427 = distinct !DILocation(line: 324, column: 9, scope: !270, inlinedAt: !425)
!428 = !DILocation(line: 0, scope: !287, inlinedAt: !429)
!429 = distinct !DILocation(line: 209, column: 22, scope: !278, inlinedAt: !427)
!430 = !DILocation(line: 115, column: 14, scope: !287, inlinedAt: !429)
!431 = !DILocation(line: 31, column: 2, scope: !360)
!432 = distinct !DISubprogram(name: "list", linkageName: "_ZN9namedlist4list17h2725792ac12e5163E", scope: !92, file: !361, line: 14, type: !433, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !435)
!433 = !DISubroutineType(types: !434)
!434 = !{!140, !130}
!435 = !{!436, !437, !439, !449, !451, !459}
!436 = !DILocalVariable(name: "k", arg: 1, scope: !432, file: !361, line: 14, type: !130)
!437 = !DILocalVariable(name: "h", scope: !438, file: !361, line: 15, type: !140, align: 64)
!438 = distinct !DILexicalBlock(scope: !432, file: !361, line: 15, column: 5)
!439 = !DILocalVariable(name: "iter", scope: !440, file: !361, line: 16, type: !441, align: 64)
!440 = distinct !DILexicalBlock(scope: !438, file: !361, line: 16, column: 5)
!441 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !442, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !444, templateParams: !447, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!442 = !DINamespace(name: "range", scope: !443)
!443 = !DINamespace(name: "ops", scope: !12)
!444 = !{!445, !446}
!445 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !441, file: !9, baseType: !130, size: 64, align: 64, flags: DIFlagPublic)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !441, file: !9, baseType: !130, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!447 = !{!448}
!448 = !DITemplateTypeParameter(name: "Idx", type: !130)
!449 = !DILocalVariable(name: "i", scope: !450, file: !361, line: 16, type: !130, align: 64)
!450 = distinct !DILexicalBlock(scope: !440, file: !361, line: 16, column: 5)
!451 = !DILocalVariable(name: "args", scope: !452, file: !361, line: 17, type: !455, align: 64)
!452 = !DILexicalBlockFile(scope: !453, file: !361, discriminator: 0)
!453 = distinct !DILexicalBlock(scope: !450, file: !454, line: 114, column: 33)
!454 = !DIFile(filename: "library/alloc/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c06fded2c893c2cc0e8ea200156f1086")
!455 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&usize)", file: !9, size: 64, align: 64, elements: !456, templateParams: !123, identifier: "7e0e9b9ca28e88103fb99d7cecf418bb")
!456 = !{!457}
!457 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !455, file: !9, baseType: !458, size: 64, align: 64)
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !130, size: 64, align: 64, dwarfAddressSpace: 0)
!459 = !DILocalVariable(name: "args", scope: !460, file: !361, line: 17, type: !462, align: 64)
!460 = !DILexicalBlockFile(scope: !461, file: !361, discriminator: 0)
!461 = distinct !DILexicalBlock(scope: !453, file: !454, line: 114, column: 33)
!462 = !DICompositeType(tag: DW_TAG_array_type, baseType: !463, size: 128, align: 64, elements: !536)
!463 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !464, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !466, templateParams: !123, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!464 = !DINamespace(name: "rt", scope: !465)
!465 = !DINamespace(name: "fmt", scope: !12)
!466 = !{!467}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !463, file: !9, baseType: !468, size: 128, align: 64, flags: DIFlagPrivate)
!468 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !464, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !469, templateParams: !123, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!469 = !{!470}
!470 = !DICompositeType(tag: DW_TAG_variant_part, scope: !468, file: !9, size: 128, align: 64, elements: !471, templateParams: !123, identifier: "fbd384083752b747f8b252853b979154", discriminator: !535)
!471 = !{!472, !531}
!472 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !470, file: !9, baseType: !473, size: 128, align: 64)
!473 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !468, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !474, templateParams: !123, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!474 = !{!475, !483, !526}
!475 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !473, file: !9, baseType: !476, size: 64, align: 64, flags: DIFlagPrivate)
!476 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !114, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !477, templateParams: !481, identifier: "f4e496144210c619b96aa08326287b92")
!477 = !{!478}
!478 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !476, file: !9, baseType: !479, size: 64, align: 64, flags: DIFlagPrivate)
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !480, size: 64, align: 64, dwarfAddressSpace: 0)
!480 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!481 = !{!482}
!482 = !DITemplateTypeParameter(name: "T", type: !480)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !473, file: !9, baseType: !484, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !485, size: 64, align: 64, dwarfAddressSpace: 0)
!485 = !DISubroutineType(types: !486)
!486 = !{!487, !476, !504}
!487 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !488, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !489, templateParams: !123, identifier: "1c6752419820cdc3961061cc58b31873")
!488 = !DINamespace(name: "result", scope: !12)
!489 = !{!490}
!490 = !DICompositeType(tag: DW_TAG_variant_part, scope: !487, file: !9, size: 8, align: 8, elements: !491, templateParams: !123, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !503)
!491 = !{!492, !499}
!492 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !490, file: !9, baseType: !493, size: 8, align: 8, extraData: i8 0)
!493 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !487, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !494, templateParams: !496, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!494 = !{!495}
!495 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !493, file: !9, baseType: !480, align: 8, offset: 8, flags: DIFlagPublic)
!496 = !{!482, !497}
!497 = !DITemplateTypeParameter(name: "E", type: !498)
!498 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !465, file: !9, align: 8, flags: DIFlagPublic, elements: !123, identifier: "5a24300cdda31093f5fe20c939b4885")
!499 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !490, file: !9, baseType: !500, size: 8, align: 8, extraData: i8 1)
!500 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !487, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !501, templateParams: !496, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!501 = !{!502}
!502 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !500, file: !9, baseType: !498, align: 8, offset: 8, flags: DIFlagPublic)
!503 = !DIDerivedType(tag: DW_TAG_member, scope: !487, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagArtificial)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !505, size: 64, align: 64, dwarfAddressSpace: 0)
!505 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !465, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !506, templateParams: !123, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!506 = !{!507, !515}
!507 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !505, file: !9, baseType: !508, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!508 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !465, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !509, templateParams: !123, identifier: "ca2f5547247cd95c514a47d5800e09e")
!509 = !{!510, !512, !514}
!510 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !508, file: !9, baseType: !511, size: 32, align: 32, flags: DIFlagPrivate)
!511 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !508, file: !9, baseType: !513, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!513 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !508, file: !9, baseType: !513, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !505, file: !9, baseType: !516, size: 128, align: 64, flags: DIFlagPrivate)
!516 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !517, templateParams: !123, identifier: "effe97114690fc58a8e246cb04e37234")
!517 = !{!518, !521}
!518 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !516, file: !9, baseType: !519, size: 64, align: 64)
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64, align: 64, dwarfAddressSpace: 0)
!520 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !123, identifier: "64328679825f9c73b507edbfd5b86b47")
!521 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !516, file: !9, baseType: !522, size: 64, align: 64, offset: 64)
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !523, size: 64, align: 64, dwarfAddressSpace: 0)
!523 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 384, align: 64, elements: !524)
!524 = !{!525}
!525 = !DISubrange(count: 6, lowerBound: 0)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !473, file: !9, baseType: !527, align: 8, offset: 128, flags: DIFlagPrivate)
!527 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !122, file: !9, align: 8, flags: DIFlagPublic, elements: !123, templateParams: !528, identifier: "efa596960370766459fc018866dc4048")
!528 = !{!529}
!529 = !DITemplateTypeParameter(name: "T", type: !530)
!530 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !480, size: 64, align: 64, dwarfAddressSpace: 0)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !470, file: !9, baseType: !532, size: 128, align: 64, extraData: i64 0)
!532 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !468, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !533, templateParams: !123, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!533 = !{!534}
!534 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !532, file: !9, baseType: !513, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!535 = !DIDerivedType(tag: DW_TAG_member, scope: !468, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!536 = !{!537}
!537 = !DISubrange(count: 1, lowerBound: 0)
!538 = !DILocalVariable(name: "x", arg: 1, scope: !539, file: !326, line: 284, type: !91)
!539 = distinct !DISubprogram(name: "new<namedlist::Node>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hbec67fa1b9c03182E", scope: !540, file: !326, line: 284, type: !541, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157, retainedNodes: !543)
!540 = !DINamespace(name: "{impl#0}", scope: !328)
!541 = !DISubroutineType(types: !542)
!542 = !{!149, !91}
!543 = !{!538, !544}
!544 = !DILocalVariable(name: "ptr", scope: !545, file: !326, line: 286, type: !90, align: 64)
!545 = distinct !DILexicalBlock(scope: !539, file: !326, line: 286, column: 9)
!546 = !DILocation(line: 284, column: 16, scope: !539, inlinedAt: !547)
!547 = distinct !DILocation(line: 17, column: 18, scope: !450)
!548 = !DILocation(line: 0, scope: !432)
!549 = !DILocation(line: 16, column: 9, scope: !450)
!550 = !DILocalVariable(name: "n", scope: !551, file: !552, line: 211, type: !130, align: 64)
!551 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !553, file: !552, line: 211, type: !556, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !558)
!552 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!553 = !DINamespace(name: "{impl#43}", scope: !554)
!554 = !DINamespace(name: "range", scope: !555)
!555 = !DINamespace(name: "iter", scope: !12)
!556 = !DISubroutineType(types: !557)
!557 = !{!130, !130, !130}
!558 = !{!559, !550}
!559 = !DILocalVariable(name: "start", arg: 1, scope: !551, file: !552, line: 211, type: !130)
!560 = !DILocation(line: 0, scope: !551, inlinedAt: !561)
!561 = !DILocation(line: 775, column: 35, scope: !562, inlinedAt: !584)
!562 = distinct !DILexicalBlock(scope: !563, file: !552, line: 773, column: 13)
!563 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17hac4048fcb887757dE", scope: !564, file: !552, line: 771, type: !565, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !573, retainedNodes: !581)
!564 = !DINamespace(name: "{impl#5}", scope: !554)
!565 = !DISubroutineType(types: !566)
!566 = !{!567, !580}
!567 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !141, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !568, templateParams: !123, identifier: "6f59025219977f466509bd4ae79a2945")
!568 = !{!569}
!569 = !DICompositeType(tag: DW_TAG_variant_part, scope: !567, file: !9, size: 128, align: 64, elements: !570, templateParams: !123, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !579)
!570 = !{!571, !575}
!571 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !569, file: !9, baseType: !572, size: 128, align: 64, extraData: i64 0)
!572 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !567, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !123, templateParams: !573, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!573 = !{!574}
!574 = !DITemplateTypeParameter(name: "T", type: !130)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !569, file: !9, baseType: !576, size: 128, align: 64, extraData: i64 1)
!576 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !567, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !577, templateParams: !573, identifier: "c70f2dfad93186ce146b7e80830727")
!577 = !{!578}
!578 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !576, file: !9, baseType: !130, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!579 = !DIDerivedType(tag: DW_TAG_member, scope: !567, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !441, size: 64, align: 64, dwarfAddressSpace: 0)
!581 = !{!582, !583}
!582 = !DILocalVariable(name: "self", arg: 1, scope: !563, file: !552, line: 771, type: !580)
!583 = !DILocalVariable(name: "old", scope: !562, file: !552, line: 773, type: !130, align: 64)
!584 = !DILocation(line: 857, column: 14, scope: !585, inlinedAt: !591)
!585 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hde599ba950b001e9E", scope: !586, file: !552, line: 856, type: !565, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !589, retainedNodes: !587)
!586 = !DINamespace(name: "{impl#6}", scope: !554)
!587 = !{!588}
!588 = !DILocalVariable(name: "self", arg: 1, scope: !585, file: !552, line: 856, type: !580)
!589 = !{!590}
!590 = !DITemplateTypeParameter(name: "A", type: !130)
!591 = !DILocation(line: 16, column: 14, scope: !592)
!592 = !DILexicalBlockFile(scope: !440, file: !361, discriminator: 2)
!593 = !DILocalVariable(name: "rhs", scope: !594, file: !595, line: 832, type: !130, align: 64)
!594 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !596, file: !595, line: 832, type: !597, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !623)
!595 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!596 = !DINamespace(name: "{impl#11}", scope: !127)
!597 = !DISubroutineType(types: !598)
!598 = !{!130, !130, !130, !599}
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !600, size: 64, align: 64, dwarfAddressSpace: 0)
!600 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !601, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !603, templateParams: !123, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!601 = !DINamespace(name: "location", scope: !602)
!602 = !DINamespace(name: "panic", scope: !12)
!603 = !{!604, !613, !614, !615}
!604 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !600, file: !9, baseType: !605, size: 128, align: 64, flags: DIFlagPrivate)
!605 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !114, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !606, templateParams: !118, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!606 = !{!607}
!607 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !605, file: !9, baseType: !608, size: 128, align: 64, flags: DIFlagPrivate)
!608 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !609, templateParams: !123, identifier: "238a44609877474087c05adf26cd41fa")
!609 = !{!610, !612}
!610 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !608, file: !9, baseType: !611, size: 64, align: 64)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !608, file: !9, baseType: !130, size: 64, align: 64, offset: 64)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !600, file: !9, baseType: !511, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !600, file: !9, baseType: !511, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !600, file: !9, baseType: !616, align: 8, offset: 192, flags: DIFlagPrivate)
!616 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !122, file: !9, align: 8, flags: DIFlagPublic, elements: !123, templateParams: !617, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!617 = !{!618}
!618 = !DITemplateTypeParameter(name: "T", type: !619)
!619 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !620, templateParams: !123, identifier: "9277eecd40495f85161460476aacc992")
!620 = !{!621, !622}
!621 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !619, file: !9, baseType: !611, size: 64, align: 64)
!622 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !619, file: !9, baseType: !130, size: 64, align: 64, offset: 64)
!623 = !{!624, !593}
!624 = !DILocalVariable(name: "self", arg: 1, scope: !594, file: !595, line: 832, type: !130)
!625 = !DILocation(line: 0, scope: !594, inlinedAt: !626)
!626 = !DILocation(line: 213, column: 28, scope: !551, inlinedAt: !561)
!627 = !DILocation(line: 0, scope: !438)
!628 = !DILocation(line: 0, scope: !440)
!629 = !DILocation(line: 856, column: 13, scope: !585, inlinedAt: !591)
!630 = !DILocation(line: 771, column: 18, scope: !563, inlinedAt: !584)
!631 = !DILocalVariable(name: "self", arg: 1, scope: !632, file: !633, line: 1916, type: !458)
!632 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !634, file: !633, line: 1916, type: !637, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !640)
!633 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!634 = !DINamespace(name: "{impl#58}", scope: !635)
!635 = !DINamespace(name: "impls", scope: !636)
!636 = !DINamespace(name: "cmp", scope: !12)
!637 = !DISubroutineType(types: !638)
!638 = !{!639, !458, !458}
!639 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!640 = !{!631, !641}
!641 = !DILocalVariable(name: "other", arg: 2, scope: !632, file: !633, line: 1916, type: !458)
!642 = !DILocation(line: 1916, column: 19, scope: !632, inlinedAt: !643)
!643 = !DILocation(line: 772, column: 12, scope: !563, inlinedAt: !584)
!644 = !DILocation(line: 1916, column: 26, scope: !632, inlinedAt: !643)
!645 = !DILocation(line: 1916, column: 50, scope: !632, inlinedAt: !643)
!646 = !DILocation(line: 20, column: 2, scope: !432)
!647 = !DILocation(line: 0, scope: !562, inlinedAt: !584)
!648 = !DILocation(line: 16, column: 9, scope: !440)
!649 = !DILocation(line: 17, column: 27, scope: !450)
!650 = !DILocation(line: 0, scope: !452)
!651 = !DILocation(line: 17, column: 40, scope: !452)
!652 = !DILocalVariable(name: "args", arg: 1, scope: !653, file: !654, line: 649, type: !658)
!653 = distinct !DISubprogram(name: "format", linkageName: "_RNvNtCslNYArtu3iFV_5alloc3fmt6format", scope: !655, file: !654, line: 649, type: !656, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !668)
!654 = !DIFile(filename: "library/alloc/src/fmt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ff238ed6a2e10a790bec34161252a63b")
!655 = !DINamespace(name: "fmt", scope: !81)
!656 = !DISubroutineType(types: !657)
!657 = !{!95, !658}
!658 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !465, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !659, templateParams: !123, identifier: "e5c67bbe046da39973c72077c7f66185")
!659 = !{!660, !661}
!660 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !658, file: !9, baseType: !113, size: 64, align: 64, flags: DIFlagPrivate)
!661 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !658, file: !9, baseType: !662, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!662 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !114, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !663, templateParams: !666, identifier: "2e7cb7ba6db6aae8a5c20264d17cea0a")
!663 = !{!664}
!664 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !662, file: !9, baseType: !665, size: 64, align: 64, flags: DIFlagPrivate)
!665 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !463, size: 64, align: 64, dwarfAddressSpace: 0)
!666 = !{!667}
!667 = !DITemplateTypeParameter(name: "T", type: !463)
!668 = !{!652}
!669 = !DILocation(line: 0, scope: !653, inlinedAt: !670)
!670 = !DILocation(line: 17, column: 40, scope: !671)
!671 = !DILexicalBlockFile(scope: !450, file: !361, discriminator: 4)
!672 = !DILocalVariable(name: "self", arg: 1, scope: !673, file: !674, line: 1271, type: !675)
!673 = distinct !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17h77b28839785d3d76E", scope: !675, file: !674, line: 1271, type: !686, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !697, declaration: !696, retainedNodes: !701)
!674 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!675 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&str>", scope: !141, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !676, templateParams: !123, identifier: "388f0724495c9979543236d6ae2d54c2")
!676 = !{!677}
!677 = !DICompositeType(tag: DW_TAG_variant_part, scope: !675, file: !9, size: 128, align: 64, elements: !678, templateParams: !123, identifier: "e6785e8f6e1e140eb9b4249e8ee16932", discriminator: !685)
!678 = !{!679, !681}
!679 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !677, file: !9, baseType: !680, size: 128, align: 64, extraData: i64 0)
!680 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !675, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !123, templateParams: !617, identifier: "d07e0299997611c95ecaaab3f1b5fcbf")
!681 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !677, file: !9, baseType: !682, size: 128, align: 64)
!682 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !675, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !683, templateParams: !617, identifier: "752c4aa88f8dc851ac37ea0fe4a1be3a")
!683 = !{!684}
!684 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !682, file: !9, baseType: !619, size: 128, align: 64, flags: DIFlagPublic)
!685 = !DIDerivedType(tag: DW_TAG_member, scope: !675, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!686 = !DISubroutineType(types: !687)
!687 = !{!95, !675, !688, !693}
!688 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !689, file: !9, size: 64, align: 64, elements: !690, templateParams: !123, identifier: "33f96a35d1def74baf9ecdcdddd60f7e")
!689 = !DINamespace(name: "format", scope: !655)
!690 = !{!691}
!691 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__args", scope: !688, file: !9, baseType: !692, size: 64, align: 64)
!692 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Arguments", baseType: !658, size: 64, align: 64, dwarfAddressSpace: 0)
!693 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&str) -> alloc::string::String", baseType: !694, align: 8, dwarfAddressSpace: 0)
!694 = !DISubroutineType(types: !695)
!695 = !{!95, !619}
!696 = !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17h77b28839785d3d76E", scope: !675, file: !674, line: 1271, type: !686, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !697)
!697 = !{!618, !698, !699, !700}
!698 = !DITemplateTypeParameter(name: "U", type: !95)
!699 = !DITemplateTypeParameter(name: "D", type: !688)
!700 = !DITemplateTypeParameter(name: "F", type: !693)
!701 = !{!672, !702, !703, !704}
!702 = !DILocalVariable(name: "default", arg: 2, scope: !673, file: !674, line: 1271, type: !688)
!703 = !DILocalVariable(name: "f", arg: 3, scope: !673, file: !674, line: 1271, type: !693)
!704 = !DILocalVariable(name: "t", scope: !705, file: !674, line: 1277, type: !619, align: 64)
!705 = distinct !DILexicalBlock(scope: !673, file: !674, line: 1277, column: 13)
!706 = !DILocation(line: 0, scope: !673, inlinedAt: !707)
!707 = distinct !DILocation(line: 659, column: 19, scope: !653, inlinedAt: !670)
!708 = !DILocation(line: 1271, column: 57, scope: !673, inlinedAt: !707)
!709 = !DILocalVariable(name: "args", scope: !710, file: !654, line: 649, type: !658, align: 64)
!710 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17hda7946c45e55078eE", scope: !689, file: !654, line: 659, type: !711, scopeLine: 659, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !713)
!711 = !DISubroutineType(types: !712)
!712 = !{!95, !688}
!713 = !{!709}
!714 = !DILocation(line: 0, scope: !710, inlinedAt: !715)
!715 = distinct !DILocation(line: 1278, column: 21, scope: !673, inlinedAt: !707)
!716 = !DILocation(line: 659, column: 34, scope: !710, inlinedAt: !715)
!717 = !DILocation(line: 17, column: 40, scope: !450)
!718 = !DILocation(line: 0, scope: !539, inlinedAt: !547)
!719 = !DILocalVariable(name: "layout", arg: 1, scope: !720, file: !326, line: 247, type: !207)
!720 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !328, file: !326, line: 247, type: !721, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{!290, !207}
!723 = !{!719, !724}
!724 = !DILocalVariable(name: "ptr", scope: !725, file: !326, line: 249, type: !726, align: 64)
!725 = distinct !DILexicalBlock(scope: !720, file: !326, line: 249, column: 9)
!726 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !114, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !727, templateParams: !118, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!727 = !{!728}
!728 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !726, file: !9, baseType: !729, size: 128, align: 64, flags: DIFlagPrivate)
!729 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !730, templateParams: !123, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!730 = !{!731, !732}
!731 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !729, file: !9, baseType: !611, size: 64, align: 64)
!732 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !729, file: !9, baseType: !130, size: 64, align: 64, offset: 64)
!733 = !DILocation(line: 0, scope: !720, inlinedAt: !734)
!734 = distinct !DILocation(line: 286, column: 19, scope: !539, inlinedAt: !547)
!735 = !DILocalVariable(name: "layout", arg: 2, scope: !736, file: !259, line: 428, type: !207)
!736 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !260, file: !259, line: 428, type: !737, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !756)
!737 = !DISubroutineType(types: !738)
!738 = !{!739, !263, !207}
!739 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !488, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !740, templateParams: !123, identifier: "519a674418a5b51cf8bee27a967aa54e")
!740 = !{!741}
!741 = !DICompositeType(tag: DW_TAG_variant_part, scope: !739, file: !9, size: 128, align: 64, elements: !742, templateParams: !123, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !755)
!742 = !{!743, !751}
!743 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !741, file: !9, baseType: !744, size: 128, align: 64)
!744 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !739, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !745, templateParams: !747, identifier: "30b736d771929d0b7715388dfe942406")
!745 = !{!746}
!746 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !744, file: !9, baseType: !726, size: 128, align: 64, flags: DIFlagPublic)
!747 = !{!748, !749}
!748 = !DITemplateTypeParameter(name: "T", type: !726)
!749 = !DITemplateTypeParameter(name: "E", type: !750)
!750 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !209, file: !9, align: 8, flags: DIFlagPublic, elements: !123, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!751 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !741, file: !9, baseType: !752, size: 128, align: 64, extraData: i64 0)
!752 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !739, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !753, templateParams: !747, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!753 = !{!754}
!754 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !752, file: !9, baseType: !750, align: 8, flags: DIFlagPublic)
!755 = !DIDerivedType(tag: DW_TAG_member, scope: !739, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!756 = !{!757, !735}
!757 = !DILocalVariable(name: "self", scope: !736, file: !259, line: 428, type: !263, align: 64)
!758 = !DILocation(line: 0, scope: !736, inlinedAt: !759)
!759 = distinct !DILocation(line: 248, column: 18, scope: !720, inlinedAt: !734)
!760 = !DILocalVariable(name: "layout", arg: 2, scope: !761, file: !259, line: 311, type: !207)
!761 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !132, file: !259, line: 311, type: !762, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, declaration: !764, retainedNodes: !765)
!762 = !DISubroutineType(types: !763)
!763 = !{!739, !263, !207, !639}
!764 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !132, file: !259, line: 311, type: !762, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!765 = !{!766, !760, !767}
!766 = !DILocalVariable(name: "self", scope: !761, file: !259, line: 311, type: !263, align: 64)
!767 = !DILocalVariable(name: "zeroed", scope: !761, file: !259, line: 311, type: !639, align: 8)
!768 = !DILocation(line: 0, scope: !761, inlinedAt: !769)
!769 = distinct !DILocation(line: 429, column: 14, scope: !736, inlinedAt: !759)
!770 = !DILocalVariable(name: "layout", arg: 1, scope: !771, file: !259, line: 185, type: !207)
!771 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !132, file: !259, line: 185, type: !772, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, declaration: !774, retainedNodes: !775)
!772 = !DISubroutineType(types: !773)
!773 = !{!739, !207, !639}
!774 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !132, file: !259, line: 185, type: !772, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!775 = !{!770, !776, !777, !779, !781, !783, !803}
!776 = !DILocalVariable(name: "zeroed", arg: 2, scope: !771, file: !259, line: 185, type: !639)
!777 = !DILocalVariable(name: "size", scope: !778, file: !259, line: 189, type: !130, align: 64)
!778 = distinct !DILexicalBlock(scope: !771, file: !259, line: 189, column: 13)
!779 = !DILocalVariable(name: "raw_ptr", scope: !780, file: !259, line: 190, type: !290, align: 64)
!780 = distinct !DILexicalBlock(scope: !778, file: !259, line: 190, column: 17)
!781 = !DILocalVariable(name: "ptr", scope: !782, file: !259, line: 191, type: !113, align: 64)
!782 = distinct !DILexicalBlock(scope: !780, file: !259, line: 191, column: 17)
!783 = !DILocalVariable(name: "residual", scope: !784, file: !259, line: 191, type: !785, align: 8)
!784 = distinct !DILexicalBlock(scope: !780, file: !259, line: 191, column: 66)
!785 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !488, file: !9, align: 8, flags: DIFlagPublic, elements: !786, templateParams: !123, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!786 = !{!787}
!787 = !DICompositeType(tag: DW_TAG_variant_part, scope: !785, file: !9, align: 8, elements: !788, templateParams: !123, identifier: "f5e162db303eef1e33f578c71ec0a693")
!788 = !{!789, !799}
!789 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !787, file: !9, baseType: !790, align: 8)
!790 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !785, file: !9, align: 8, flags: DIFlagPublic, elements: !791, templateParams: !797, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!791 = !{!792}
!792 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !790, file: !9, baseType: !793, align: 8, flags: DIFlagPublic)
!793 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !794, file: !9, align: 8, flags: DIFlagPublic, elements: !795, templateParams: !123, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!794 = !DINamespace(name: "convert", scope: !12)
!795 = !{!796}
!796 = !DICompositeType(tag: DW_TAG_variant_part, scope: !793, file: !9, align: 8, elements: !123, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!797 = !{!798, !749}
!798 = !DITemplateTypeParameter(name: "T", type: !793)
!799 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !787, file: !9, baseType: !800, align: 8)
!800 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !785, file: !9, align: 8, flags: DIFlagPublic, elements: !801, templateParams: !797, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!801 = !{!802}
!802 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !800, file: !9, baseType: !750, align: 8, flags: DIFlagPublic)
!803 = !DILocalVariable(name: "val", scope: !804, file: !259, line: 191, type: !113, align: 64)
!804 = distinct !DILexicalBlock(scope: !780, file: !259, line: 191, column: 66)
!805 = !DILocation(line: 0, scope: !771, inlinedAt: !806)
!806 = distinct !DILocation(line: 312, column: 9, scope: !761, inlinedAt: !769)
!807 = !DILocalVariable(name: "layout", arg: 1, scope: !808, file: !259, line: 89, type: !207)
!808 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !133, file: !259, line: 89, type: !721, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !809)
!809 = !{!807}
!810 = !DILocation(line: 0, scope: !808, inlinedAt: !811)
!811 = distinct !DILocation(line: 190, column: 73, scope: !778, inlinedAt: !806)
!812 = !DILocation(line: 0, scope: !778, inlinedAt: !806)
!813 = !DILocation(line: 93, column: 9, scope: !808, inlinedAt: !811)
!814 = !{!815}
!815 = distinct !{!815, !816, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hbec67fa1b9c03182E: %x"}
!816 = distinct !{!816, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hbec67fa1b9c03182E"}
!817 = !DILocation(line: 95, column: 9, scope: !808, inlinedAt: !811)
!818 = !DILocation(line: 248, column: 11, scope: !720, inlinedAt: !734)
!819 = !DILocation(line: 248, column: 5, scope: !720, inlinedAt: !734)
!820 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!821 = !DILocation(line: 250, column: 19, scope: !720, inlinedAt: !734)
!822 = !DILocation(line: 844, column: 17, scope: !594, inlinedAt: !626)
!823 = !DILocation(line: 0, scope: !545, inlinedAt: !547)
!824 = !DILocation(line: 289, column: 56, scope: !545, inlinedAt: !547)
!825 = !DILocation(line: 17, column: 66, scope: !450)
!826 = !DILocation(line: 18, column: 5, scope: !440)
!827 = distinct !DISubprogram(name: "client", linkageName: "_ZN9namedlist6client17hd8c661ad5db7a072E", scope: !92, file: !361, line: 33, type: !828, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, retainedNodes: !830)
!828 = !DISubroutineType(types: !829)
!829 = !{!130, !13, !130}
!830 = !{!831, !832, !833}
!831 = !DILocalVariable(name: "r", arg: 1, scope: !827, file: !361, line: 33, type: !13)
!832 = !DILocalVariable(name: "k", arg: 2, scope: !827, file: !361, line: 33, type: !130)
!833 = !DILocalVariable(name: "add", scope: !834, file: !361, line: 36, type: !835, align: 64)
!834 = distinct !DILexicalBlock(scope: !827, file: !361, line: 36, column: 9)
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut namedlist::Archive, core::option::Option<alloc::boxed::Box<namedlist::Node, alloc::alloc::Global>>) -> usize", baseType: !836, size: 64, align: 64, dwarfAddressSpace: 0)
!836 = !DISubroutineType(types: !837)
!837 = !{!130, !838, !140}
!838 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut namedlist::Archive", baseType: !365, size: 64, align: 64, dwarfAddressSpace: 0)
!839 = !DILocation(line: 284, column: 16, scope: !539, inlinedAt: !840)
!840 = distinct !DILocation(line: 17, column: 18, scope: !450, inlinedAt: !841)
!841 = distinct !DILocation(line: 37, column: 35, scope: !834)
!842 = !DILocation(line: 0, scope: !827)
!843 = !DILocation(line: 36, column: 92, scope: !827)
!844 = !DILocation(line: 36, column: 72, scope: !827)
!845 = !DILocation(line: 0, scope: !834)
!846 = !DILocation(line: 0, scope: !432, inlinedAt: !841)
!847 = !DILocation(line: 16, column: 9, scope: !450, inlinedAt: !841)
!848 = !DILocation(line: 0, scope: !551, inlinedAt: !849)
!849 = distinct !DILocation(line: 775, column: 35, scope: !562, inlinedAt: !850)
!850 = distinct !DILocation(line: 857, column: 14, scope: !585, inlinedAt: !851)
!851 = distinct !DILocation(line: 16, column: 14, scope: !592, inlinedAt: !841)
!852 = !DILocation(line: 0, scope: !594, inlinedAt: !853)
!853 = distinct !DILocation(line: 213, column: 28, scope: !551, inlinedAt: !849)
!854 = !DILocation(line: 0, scope: !438, inlinedAt: !841)
!855 = !DILocation(line: 0, scope: !440, inlinedAt: !841)
!856 = !DILocation(line: 856, column: 13, scope: !585, inlinedAt: !851)
!857 = !DILocation(line: 771, column: 18, scope: !563, inlinedAt: !850)
!858 = !DILocation(line: 1916, column: 19, scope: !632, inlinedAt: !859)
!859 = distinct !DILocation(line: 772, column: 12, scope: !563, inlinedAt: !850)
!860 = !DILocation(line: 1916, column: 26, scope: !632, inlinedAt: !859)
!861 = !DILocation(line: 1916, column: 50, scope: !632, inlinedAt: !859)
!862 = !DILocation(line: 772, column: 12, scope: !563, inlinedAt: !850)
!863 = !DILocation(line: 0, scope: !562, inlinedAt: !850)
!864 = !DILocation(line: 16, column: 9, scope: !440, inlinedAt: !841)
!865 = !DILocation(line: 17, column: 27, scope: !450, inlinedAt: !841)
!866 = !DILocation(line: 0, scope: !452, inlinedAt: !841)
!867 = !DILocation(line: 17, column: 40, scope: !452, inlinedAt: !841)
!868 = !DILocation(line: 0, scope: !653, inlinedAt: !869)
!869 = distinct !DILocation(line: 17, column: 40, scope: !671, inlinedAt: !841)
!870 = !DILocation(line: 0, scope: !673, inlinedAt: !871)
!871 = distinct !DILocation(line: 659, column: 19, scope: !653, inlinedAt: !869)
!872 = !DILocation(line: 1271, column: 57, scope: !673, inlinedAt: !871)
!873 = !DILocation(line: 0, scope: !710, inlinedAt: !874)
!874 = distinct !DILocation(line: 1278, column: 21, scope: !673, inlinedAt: !871)
!875 = !DILocation(line: 659, column: 34, scope: !710, inlinedAt: !874)
!876 = !DILocation(line: 17, column: 40, scope: !450, inlinedAt: !841)
!877 = !DILocation(line: 0, scope: !539, inlinedAt: !840)
!878 = !DILocation(line: 0, scope: !720, inlinedAt: !879)
!879 = distinct !DILocation(line: 286, column: 19, scope: !539, inlinedAt: !840)
!880 = !DILocation(line: 0, scope: !736, inlinedAt: !881)
!881 = distinct !DILocation(line: 248, column: 18, scope: !720, inlinedAt: !879)
!882 = !DILocation(line: 0, scope: !761, inlinedAt: !883)
!883 = distinct !DILocation(line: 429, column: 14, scope: !736, inlinedAt: !881)
!884 = !DILocation(line: 0, scope: !771, inlinedAt: !885)
!885 = distinct !DILocation(line: 312, column: 9, scope: !761, inlinedAt: !883)
!886 = !DILocation(line: 0, scope: !808, inlinedAt: !887)
!887 = distinct !DILocation(line: 190, column: 73, scope: !778, inlinedAt: !885)
!888 = !DILocation(line: 0, scope: !778, inlinedAt: !885)
!889 = !DILocation(line: 93, column: 9, scope: !808, inlinedAt: !887)
!890 = !{!891}
!891 = distinct !{!891, !892, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hbec67fa1b9c03182E: %x"}
!892 = distinct !{!892, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17hbec67fa1b9c03182E"}
!893 = !DILocation(line: 95, column: 9, scope: !808, inlinedAt: !887)
!894 = !DILocation(line: 248, column: 11, scope: !720, inlinedAt: !879)
!895 = !DILocation(line: 248, column: 5, scope: !720, inlinedAt: !879)
!896 = !DILocation(line: 250, column: 19, scope: !720, inlinedAt: !879)
!897 = !DILocation(line: 844, column: 17, scope: !594, inlinedAt: !853)
!898 = !DILocation(line: 0, scope: !545, inlinedAt: !840)
!899 = !DILocation(line: 289, column: 56, scope: !545, inlinedAt: !840)
!900 = !DILocation(line: 17, column: 66, scope: !450, inlinedAt: !841)
!901 = !DILocation(line: 18, column: 5, scope: !440, inlinedAt: !841)
!902 = !DILocation(line: 37, column: 9, scope: !834)
!903 = !DILocation(line: 39, column: 2, scope: !827)
