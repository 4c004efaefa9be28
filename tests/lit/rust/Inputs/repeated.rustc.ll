; ModuleID = 'repeated.f9b90fed29ab2c7d-cgu.0'
source_filename = "repeated.f9b90fed29ab2c7d-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; repeated::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN8repeated6client17h1f7713cae560ab54E(i64 noundef %r) unnamed_addr #0 !dbg !79 {
start:
  %_10 = alloca [32 x i8], align 8
    #dbg_value(i64 %r, !85, !DIExpression(), !133)
    #dbg_value(i64 0, !86, !DIExpression(), !134)
    #dbg_value(i64 0, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 3, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !135)
  %0 = getelementptr inbounds nuw i8, ptr %_10, i64 8
  %1 = getelementptr inbounds nuw i8, ptr %_10, i64 24
    #dbg_value(i64 0, !86, !DIExpression(), !134)
    #dbg_value(i64 0, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 1, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 0, !98, !DIExpression(), !136)
  %_7 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8repeated9acc_shape17h32bcf807d91bfad0E) #7, !dbg !137
  %2 = icmp ne ptr %_7, null, !dbg !138
  tail call void @llvm.assume(i1 %2), !dbg !138
    #dbg_value(ptr %_7, !100, !DIExpression(), !139)
  call void @llvm.lifetime.start.p0(ptr nonnull %_10), !dbg !140
  call void %_7(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %_10, ptr noundef null, i64 noundef 0) #7, !dbg !140
  %_11 = load i64, ptr %_10, align 8, !dbg !140, !range !141, !noundef !117
  %3 = load i64, ptr %0, align 8, !dbg !142
    #dbg_value(i64 %3, !86, !DIExpression(), !134)
    #dbg_value(ptr poison, !143, !DIExpression(), !152)
  %4 = icmp eq i64 %_11, 0, !dbg !154
  br i1 %4, label %bb2.i, label %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit", !dbg !154

bb2.i:                                            ; preds = %start
  %_10.val3 = load ptr, ptr %1, align 8, !dbg !155, !nonnull !117, !noundef !117
    #dbg_value(ptr poison, !156, !DIExpression(), !164)
    #dbg_value(ptr poison, !166, !DIExpression(), !208)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(ptr %_10.val3, !176, !DIExpression(), !211)
    #dbg_value(ptr poison, !212, !DIExpression(), !229)
    #dbg_value(ptr poison, !231, !DIExpression(), !237)
    #dbg_value(ptr %_10.val3, !227, !DIExpression(), !229)
    #dbg_value(ptr %_10.val3, !235, !DIExpression(), !237)
    #dbg_value(ptr %_10.val3, !239, !DIExpression(), !246)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !229)
    #dbg_value(i64 8, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !237)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !246)
    #dbg_value(i64 8, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !255)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229)
    #dbg_value(i64 8, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !237)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !246)
    #dbg_value(i64 8, !248, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !255)
    #dbg_value(ptr %_10.val3, !254, !DIExpression(), !255)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_10.val3, i64 noundef 8, i64 noundef 8) #7, !dbg !257
  br label %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit", !dbg !154

"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit": ; preds = %start, %bb2.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_10), !dbg !155
    #dbg_value(i64 %3, !86, !DIExpression(), !134)
    #dbg_value(i64 1, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 2, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 1, !98, !DIExpression(), !136)
  %_7.1 = call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8repeated9acc_shape17h32bcf807d91bfad0E) #7, !dbg !137
  %5 = icmp ne ptr %_7.1, null, !dbg !138
  call void @llvm.assume(i1 %5), !dbg !138
    #dbg_value(ptr %_7.1, !100, !DIExpression(), !139)
  call void @llvm.lifetime.start.p0(ptr nonnull %_10), !dbg !140
  call void %_7.1(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %_10, ptr noundef null, i64 noundef 1) #7, !dbg !140
  %_11.1 = load i64, ptr %_10, align 8, !dbg !140, !range !141, !noundef !117
  %6 = load i64, ptr %0, align 8, !dbg !142
    #dbg_value(!DIArgList(i64 %6, i64 %3), !86, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !134)
    #dbg_value(ptr poison, !143, !DIExpression(), !152)
  %7 = icmp eq i64 %_11.1, 0, !dbg !154
  br i1 %7, label %bb2.i.1, label %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.1", !dbg !154

bb2.i.1:                                          ; preds = %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit"
  %_10.val3.1 = load ptr, ptr %1, align 8, !dbg !155, !nonnull !117, !noundef !117
    #dbg_value(ptr poison, !156, !DIExpression(), !164)
    #dbg_value(ptr poison, !166, !DIExpression(), !208)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(ptr %_10.val3.1, !176, !DIExpression(), !211)
    #dbg_value(ptr poison, !212, !DIExpression(), !229)
    #dbg_value(ptr poison, !231, !DIExpression(), !237)
    #dbg_value(ptr %_10.val3.1, !227, !DIExpression(), !229)
    #dbg_value(ptr %_10.val3.1, !235, !DIExpression(), !237)
    #dbg_value(ptr %_10.val3.1, !239, !DIExpression(), !246)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !229)
    #dbg_value(i64 8, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !237)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !246)
    #dbg_value(i64 8, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !255)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229)
    #dbg_value(i64 8, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !237)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !246)
    #dbg_value(i64 8, !248, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !255)
    #dbg_value(ptr %_10.val3.1, !254, !DIExpression(), !255)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_10.val3.1, i64 noundef 8, i64 noundef 8) #7, !dbg !257
  br label %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.1", !dbg !154

"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.1": ; preds = %bb2.i.1, %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit"
  call void @llvm.lifetime.end.p0(ptr nonnull %_10), !dbg !155
    #dbg_value(!DIArgList(i64 %6, i64 %3), !86, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !134)
    #dbg_value(i64 2, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 3, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(i64 2, !98, !DIExpression(), !136)
  %_7.2 = call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN8repeated9acc_shape17h32bcf807d91bfad0E) #7, !dbg !137
  %8 = icmp ne ptr %_7.2, null, !dbg !138
  call void @llvm.assume(i1 %8), !dbg !138
    #dbg_value(ptr %_7.2, !100, !DIExpression(), !139)
  call void @llvm.lifetime.start.p0(ptr nonnull %_10), !dbg !140
  call void %_7.2(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(address) dereferenceable(32) %_10, ptr noundef null, i64 noundef 2) #7, !dbg !140
  %_11.2 = load i64, ptr %_10, align 8, !dbg !140, !range !141, !noundef !117
  %9 = load i64, ptr %0, align 8, !dbg !142
    #dbg_value(!DIArgList(i64 %9, i64 %6, i64 %3), !86, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !134)
    #dbg_value(ptr poison, !143, !DIExpression(), !152)
  %10 = icmp eq i64 %_11.2, 0, !dbg !154
  br i1 %10, label %bb2.i.2, label %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.2", !dbg !154

bb2.i.2:                                          ; preds = %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.1"
  %_10.val3.2 = load ptr, ptr %1, align 8, !dbg !155, !nonnull !117, !noundef !117
    #dbg_value(ptr poison, !156, !DIExpression(), !164)
    #dbg_value(ptr poison, !166, !DIExpression(), !208)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210)
    #dbg_value(i64 8, !192, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !210)
    #dbg_value(ptr %_10.val3.2, !176, !DIExpression(), !211)
    #dbg_value(ptr poison, !212, !DIExpression(), !229)
    #dbg_value(ptr poison, !231, !DIExpression(), !237)
    #dbg_value(ptr %_10.val3.2, !227, !DIExpression(), !229)
    #dbg_value(ptr %_10.val3.2, !235, !DIExpression(), !237)
    #dbg_value(ptr %_10.val3.2, !239, !DIExpression(), !246)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !229)
    #dbg_value(i64 8, !236, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !237)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !246)
    #dbg_value(i64 8, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !255)
    #dbg_value(i64 8, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229)
    #dbg_value(i64 8, !236, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !237)
    #dbg_value(i64 8, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !246)
    #dbg_value(i64 8, !248, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !255)
    #dbg_value(ptr %_10.val3.2, !254, !DIExpression(), !255)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_10.val3.2, i64 noundef 8, i64 noundef 8) #7, !dbg !257
  br label %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.2", !dbg !154

"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.2": ; preds = %bb2.i.2, %"_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E.exit.1"
  %11 = add i64 %6, %3, !dbg !258
    #dbg_value(i64 %11, !86, !DIExpression(), !134)
  %12 = add i64 %9, %11, !dbg !258
    #dbg_value(i64 %12, !86, !DIExpression(), !134)
  call void @llvm.lifetime.end.p0(ptr nonnull %_10), !dbg !155
    #dbg_value(i64 %12, !86, !DIExpression(), !134)
    #dbg_value(i64 3, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
  ret i64 %12, !dbg !259
}

; repeated::acc_shape
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN8repeated9acc_shape17h32bcf807d91bfad0E(ptr dead_on_unwind noalias noundef writable writeonly sret([32 x i8]) align 8 captures(none) dereferenceable(32) %_0, ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, i64 noundef %k) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !260 {
start:
    #dbg_value(ptr %this, !265, !DIExpression(), !267)
    #dbg_value(i64 %k, !266, !DIExpression(), !267)
  %0 = load double, ptr %this, align 8, !dbg !268, !noundef !117
  %1 = fadd double %0, 1.000000e+00, !dbg !268
  store double %1, ptr %this, align 8, !dbg !268
  %2 = icmp eq i64 %k, 0, !dbg !269
  br i1 %2, label %bb2, label %bb1, !dbg !269

bb2:                                              ; preds = %start
    #dbg_value(double %1, !270, !DIExpression(), !279)
    #dbg_value(i64 8, !281, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !296)
    #dbg_value(i64 8, !298, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !322)
    #dbg_value(i64 8, !324, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !333)
    #dbg_value(i64 8, !281, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !296)
    #dbg_value(i64 8, !298, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !322)
    #dbg_value(i64 8, !324, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !333)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !321, !DIExpression(), !322)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !331, !DIExpression(), !333)
    #dbg_value(i8 0, !332, !DIExpression(), !333)
    #dbg_value(i64 8, !335, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !370)
    #dbg_value(i64 8, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !375)
    #dbg_value(i64 8, !335, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !370)
    #dbg_value(i64 8, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !375)
    #dbg_value(i1 false, !341, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !370)
    #dbg_value(i64 8, !342, !DIExpression(), !377)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #7, !dbg !378
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 8, i64 noundef 8) #7, !dbg !379
  %4 = icmp eq ptr %3, null, !dbg !380
  br i1 %4, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !dbg !381, !prof !382

bb2.i:                                            ; preds = %bb2
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #8, !dbg !383
  unreachable, !dbg !383

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %bb2
    #dbg_value(ptr %3, !276, !DIExpression(), !384)
  store double %1, ptr %3, align 8, !dbg !385
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !386
  store ptr %3, ptr %5, align 8, !dbg !386
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !386
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !dbg !386
  br label %bb4, !dbg !387

bb1:                                              ; preds = %start
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !388
  store i64 %k, ptr %7, align 8, !dbg !388
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !388
  store i64 %k, ptr %8, align 8, !dbg !388
  %9 = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !388
  store i64 %k, ptr %9, align 8, !dbg !388
  br label %bb4, !dbg !389

bb4:                                              ; preds = %bb1, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %storemerge = phi i64 [ 1, %bb1 ], [ 0, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit ], !dbg !267
  store i64 %storemerge, ptr %_0, align 8, !dbg !267
  ret void, !dbg !390
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
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

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
!6 = !DIFile(filename: "/work/wt-rust/tests/lit/rust/Inputs/repeated.rs/@/repeated.f9b90fed29ab2c7d-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "client", linkageName: "_ZN8repeated6client17h1f7713cae560ab54E", scope: !81, file: !80, line: 22, type: !82, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, retainedNodes: !84)
!80 = !DIFile(filename: "repeated.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "ec235bbc887dd9aa7dbc7bd1c043f65d")
!81 = !DINamespace(name: "repeated", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!13, !13}
!84 = !{!85, !86, !88, !98, !100, !129, !131}
!85 = !DILocalVariable(name: "r", arg: 1, scope: !79, file: !80, line: 22, type: !13)
!86 = !DILocalVariable(name: "sum", scope: !87, file: !80, line: 23, type: !13, align: 64)
!87 = distinct !DILexicalBlock(scope: !79, file: !80, line: 23, column: 5)
!88 = !DILocalVariable(name: "iter", scope: !89, file: !80, line: 24, type: !90, align: 64)
!89 = distinct !DILexicalBlock(scope: !87, file: !80, line: 24, column: 5)
!90 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u64>", scope: !91, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !93, templateParams: !96, identifier: "2f49f24d28a85bfcea6200aeb3aa9bc")
!91 = !DINamespace(name: "range", scope: !92)
!92 = !DINamespace(name: "ops", scope: !12)
!93 = !{!94, !95}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !90, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !90, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!96 = !{!97}
!97 = !DITemplateTypeParameter(name: "Idx", type: !13)
!98 = !DILocalVariable(name: "k", scope: !99, file: !80, line: 24, type: !13, align: 64)
!99 = distinct !DILexicalBlock(scope: !89, file: !80, line: 24, column: 5)
!100 = !DILocalVariable(name: "f", scope: !101, file: !80, line: 27, type: !102, align: 64)
!101 = distinct !DILexicalBlock(scope: !99, file: !80, line: 27, column: 13)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut repeated::Acc, u64) -> repeated::Shape", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!105, !125, !13}
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !81, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !106, templateParams: !117, identifier: "84f1bb91a521af6c34221ecdf1f966e2")
!106 = !{!107}
!107 = !DICompositeType(tag: DW_TAG_variant_part, scope: !105, file: !9, size: 256, align: 64, elements: !108, templateParams: !117, identifier: "45032e82d0254ff4cc9885bb45412d36", discriminator: !124)
!108 = !{!109, !118}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "Circle", scope: !107, file: !9, baseType: !110, size: 256, align: 64, extraData: i64 0)
!110 = !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !105, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !111, templateParams: !117, identifier: "54e0e80f35e7ff8e25123200383dcc68")
!111 = !{!112, !115, !116}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !110, file: !9, baseType: !113, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!114 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !110, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !110, file: !9, baseType: !13, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!117 = !{}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "Square", scope: !107, file: !9, baseType: !119, size: 256, align: 64, extraData: i64 1)
!119 = !DICompositeType(tag: DW_TAG_structure_type, name: "Square", scope: !105, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !120, templateParams: !117, identifier: "6842efbeb6160743707232e8be387c7f")
!120 = !{!121, !122, !123}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !119, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !119, file: !9, baseType: !13, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !119, file: !9, baseType: !13, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!124 = !DIDerivedType(tag: DW_TAG_member, scope: !105, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut repeated::Acc", baseType: !126, size: 64, align: 64, dwarfAddressSpace: 0)
!126 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !81, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !127, templateParams: !117, identifier: "c138b3ae5cec077a9e59f4be8e79fe72")
!127 = !{!128}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !126, file: !9, baseType: !114, size: 64, align: 64, flags: DIFlagPrivate)
!129 = !DILocalVariable(name: "a", scope: !130, file: !80, line: 29, type: !13, align: 64)
!130 = distinct !DILexicalBlock(scope: !101, file: !80, line: 29, column: 17)
!131 = !DILocalVariable(name: "a", scope: !132, file: !80, line: 30, type: !13, align: 64)
!132 = distinct !DILexicalBlock(scope: !101, file: !80, line: 30, column: 17)
!133 = !DILocation(line: 0, scope: !79)
!134 = !DILocation(line: 0, scope: !87)
!135 = !DILocation(line: 0, scope: !89)
!136 = !DILocation(line: 0, scope: !99)
!137 = !DILocation(line: 27, column: 76, scope: !99)
!138 = !DILocation(line: 27, column: 56, scope: !99)
!139 = !DILocation(line: 0, scope: !101)
!140 = !DILocation(line: 28, column: 26, scope: !101)
!141 = !{i64 0, i64 2}
!142 = !DILocation(line: 28, column: 20, scope: !101)
!143 = !DILocalVariable(arg: 1, scope: !144, file: !145, line: 805, type: !148)
!144 = distinct !DISubprogram(name: "drop_in_place<repeated::Shape>", linkageName: "_ZN4core3ptr36drop_in_place$LT$repeated..Shape$GT$17h82e39f0a972a4c80E", scope: !11, file: !145, line: 805, type: !146, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, retainedNodes: !149)
!145 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!146 = !DISubroutineType(types: !147)
!147 = !{null, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut repeated::Shape", baseType: !105, size: 64, align: 64, dwarfAddressSpace: 0)
!149 = !{!143}
!150 = !{!151}
!151 = !DITemplateTypeParameter(name: "T", type: !105)
!152 = !DILocation(line: 0, scope: !144, inlinedAt: !153)
!153 = distinct !DILocation(line: 31, column: 14, scope: !101)
!154 = !DILocation(line: 805, column: 1, scope: !144, inlinedAt: !153)
!155 = !DILocation(line: 31, column: 14, scope: !101)
!156 = !DILocalVariable(arg: 1, scope: !157, file: !145, line: 805, type: !160)
!157 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr49drop_in_place$LT$alloc..boxed..Box$LT$f64$GT$$GT$17hf4ed10d47663b21aE", scope: !11, file: !145, line: 805, type: !158, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !162, retainedNodes: !161)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !160}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !113, size: 64, align: 64, dwarfAddressSpace: 0)
!161 = !{!156}
!162 = !{!163}
!163 = !DITemplateTypeParameter(name: "T", type: !113)
!164 = !DILocation(line: 0, scope: !157, inlinedAt: !165)
!165 = distinct !DILocation(line: 805, column: 1, scope: !144, inlinedAt: !153)
!166 = !DILocalVariable(name: "self", arg: 1, scope: !167, file: !168, line: 1913, type: !174)
!167 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h331708f3fde3f53fE", scope: !169, file: !168, line: 1913, type: !172, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !204, retainedNodes: !175)
!168 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!169 = !DINamespace(name: "{impl#10}", scope: !170)
!170 = !DINamespace(name: "boxed", scope: !171)
!171 = !DINamespace(name: "alloc", scope: null)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !113, size: 64, align: 64, dwarfAddressSpace: 0)
!175 = !{!166, !176, !176, !192}
!176 = !DILocalVariable(name: "ptr", scope: !177, file: !168, line: 1916, type: !178, align: 64)
!177 = distinct !DILexicalBlock(scope: !167, file: !168, line: 1916, column: 9)
!178 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<f64>", scope: !179, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !180, templateParams: !187, identifier: "2a07b1b097425087455e9c82fbd5eb34")
!179 = !DINamespace(name: "unique", scope: !11)
!180 = !{!181, !189}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !178, file: !9, baseType: !182, size: 64, align: 64, flags: DIFlagPrivate)
!182 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !183, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !184, templateParams: !187, identifier: "1ecac679bc3ea27f618623550abeeec7")
!183 = !DINamespace(name: "non_null", scope: !11)
!184 = !{!185}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !182, file: !9, baseType: !186, size: 64, align: 64, flags: DIFlagPrivate)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!187 = !{!188}
!188 = !DITemplateTypeParameter(name: "T", type: !114)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !178, file: !9, baseType: !190, align: 8, offset: 64, flags: DIFlagPrivate)
!190 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !191, file: !9, align: 8, flags: DIFlagPublic, elements: !117, templateParams: !187, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!191 = !DINamespace(name: "marker", scope: !12)
!192 = !DILocalVariable(name: "layout", scope: !193, file: !168, line: 1919, type: !194, align: 64)
!193 = distinct !DILexicalBlock(scope: !177, file: !168, line: 1919, column: 13)
!194 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !195, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !197, templateParams: !117, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!195 = !DINamespace(name: "layout", scope: !196)
!196 = !DINamespace(name: "alloc", scope: !12)
!197 = !{!198, !200}
!198 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !194, file: !9, baseType: !199, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!199 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !194, file: !9, baseType: !201, size: 64, align: 64, flags: DIFlagPrivate)
!201 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !202, templateParams: !117, identifier: "5099570874743123f8e757e4da3ea37b")
!202 = !{!203}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !201, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!204 = !{!188, !205}
!205 = !DITemplateTypeParameter(name: "A", type: !206)
!206 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !207, file: !9, align: 8, flags: DIFlagPublic, elements: !117, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!207 = !DINamespace(name: "alloc", scope: !171)
!208 = !DILocation(line: 0, scope: !167, inlinedAt: !209)
!209 = distinct !DILocation(line: 805, column: 1, scope: !157, inlinedAt: !165)
!210 = !DILocation(line: 0, scope: !193, inlinedAt: !209)
!211 = !DILocation(line: 0, scope: !177, inlinedAt: !209)
!212 = !DILocalVariable(name: "self", arg: 1, scope: !213, file: !214, line: 440, type: !218)
!213 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !215, file: !214, line: 440, type: !216, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, retainedNodes: !226)
!214 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!215 = !DINamespace(name: "{impl#1}", scope: !207)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !218, !219, !194}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !206, size: 64, align: 64, dwarfAddressSpace: 0)
!219 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !183, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !220, templateParams: !224, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!220 = !{!221}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !219, file: !9, baseType: !222, size: 64, align: 64, flags: DIFlagPrivate)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !223, size: 64, align: 64, dwarfAddressSpace: 0)
!223 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!224 = !{!225}
!225 = !DITemplateTypeParameter(name: "T", type: !223)
!226 = !{!212, !227, !228}
!227 = !DILocalVariable(name: "ptr", arg: 2, scope: !213, file: !214, line: 440, type: !219)
!228 = !DILocalVariable(name: "layout", arg: 3, scope: !213, file: !214, line: 440, type: !194)
!229 = !DILocation(line: 0, scope: !213, inlinedAt: !230)
!230 = distinct !DILocation(line: 1921, column: 24, scope: !193, inlinedAt: !209)
!231 = !DILocalVariable(name: "self", arg: 1, scope: !232, file: !214, line: 323, type: !218)
!232 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !206, file: !214, line: 323, type: !216, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, declaration: !233, retainedNodes: !234)
!233 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !206, file: !214, line: 323, type: !216, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!234 = !{!231, !235, !236}
!235 = !DILocalVariable(name: "ptr", arg: 2, scope: !232, file: !214, line: 323, type: !219)
!236 = !DILocalVariable(name: "layout", arg: 3, scope: !232, file: !214, line: 323, type: !194)
!237 = !DILocation(line: 0, scope: !232, inlinedAt: !238)
!238 = distinct !DILocation(line: 442, column: 23, scope: !213, inlinedAt: !230)
!239 = !DILocalVariable(name: "ptr", arg: 1, scope: !240, file: !214, line: 199, type: !219)
!240 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !206, file: !214, line: 199, type: !241, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, declaration: !243, retainedNodes: !244)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !219, !194}
!243 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !206, file: !214, line: 199, type: !241, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!244 = !{!239, !245}
!245 = !DILocalVariable(name: "layout", arg: 2, scope: !240, file: !214, line: 199, type: !194)
!246 = !DILocation(line: 0, scope: !240, inlinedAt: !247)
!247 = distinct !DILocation(line: 324, column: 9, scope: !232, inlinedAt: !238)
!248 = !DILocalVariable(name: "layout", arg: 2, scope: !249, file: !214, line: 114, type: !194)
!249 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !207, file: !214, line: 114, type: !250, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, retainedNodes: !253)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !252, !194}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !223, size: 64, align: 64, dwarfAddressSpace: 0)
!253 = !{!254, !248}
!254 = !DILocalVariable(name: "ptr", arg: 1, scope: !249, file: !214, line: 114, type: !252)
!255 = !DILocation(line: 0, scope: !249, inlinedAt: !256)
!256 = distinct !DILocation(line: 209, column: 22, scope: !240, inlinedAt: !247)
!257 = !DILocation(line: 115, column: 14, scope: !249, inlinedAt: !256)
!258 = !DILocation(line: 28, column: 13, scope: !101)
!259 = !DILocation(line: 35, column: 2, scope: !79)
!260 = distinct !DISubprogram(name: "acc_shape", linkageName: "_ZN8repeated9acc_shape17h32bcf807d91bfad0E", scope: !81, file: !80, line: 14, type: !261, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, retainedNodes: !264)
!261 = !DISubroutineType(types: !262)
!262 = !{!105, !263, !13}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut repeated::Acc", baseType: !126, size: 64, align: 64, dwarfAddressSpace: 0)
!264 = !{!265, !266}
!265 = !DILocalVariable(name: "this", arg: 1, scope: !260, file: !80, line: 14, type: !263)
!266 = !DILocalVariable(name: "k", arg: 2, scope: !260, file: !80, line: 14, type: !13)
!267 = !DILocation(line: 0, scope: !260)
!268 = !DILocation(line: 15, column: 5, scope: !260)
!269 = !DILocation(line: 16, column: 5, scope: !260)
!270 = !DILocalVariable(name: "x", arg: 1, scope: !271, file: !168, line: 284, type: !114)
!271 = distinct !DISubprogram(name: "new<f64>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hc1fe29c50dd58ac3E", scope: !272, file: !168, line: 284, type: !273, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !187, retainedNodes: !275)
!272 = !DINamespace(name: "{impl#0}", scope: !170)
!273 = !DISubroutineType(types: !274)
!274 = !{!113, !114}
!275 = !{!270, !276}
!276 = !DILocalVariable(name: "ptr", scope: !277, file: !168, line: 286, type: !278, align: 64)
!277 = distinct !DILexicalBlock(scope: !271, file: !168, line: 286, column: 9)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !114, size: 64, align: 64, dwarfAddressSpace: 0)
!279 = !DILocation(line: 0, scope: !271, inlinedAt: !280)
!280 = distinct !DILocation(line: 17, column: 28, scope: !260)
!281 = !DILocalVariable(name: "layout", arg: 1, scope: !282, file: !168, line: 247, type: !194)
!282 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !170, file: !168, line: 247, type: !283, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, retainedNodes: !285)
!283 = !DISubroutineType(types: !284)
!284 = !{!252, !194}
!285 = !{!281, !286}
!286 = !DILocalVariable(name: "ptr", scope: !287, file: !168, line: 249, type: !288, align: 64)
!287 = distinct !DILexicalBlock(scope: !282, file: !168, line: 249, column: 9)
!288 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !183, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !289, templateParams: !224, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!289 = !{!290}
!290 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !288, file: !9, baseType: !291, size: 128, align: 64, flags: DIFlagPrivate)
!291 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !292, templateParams: !117, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!292 = !{!293, !295}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !291, file: !9, baseType: !294, size: 64, align: 64)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64, align: 64, dwarfAddressSpace: 0)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !291, file: !9, baseType: !199, size: 64, align: 64, offset: 64)
!296 = !DILocation(line: 0, scope: !282, inlinedAt: !297)
!297 = distinct !DILocation(line: 286, column: 19, scope: !271, inlinedAt: !280)
!298 = !DILocalVariable(name: "layout", arg: 2, scope: !299, file: !214, line: 428, type: !194)
!299 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !215, file: !214, line: 428, type: !300, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, retainedNodes: !320)
!300 = !DISubroutineType(types: !301)
!301 = !{!302, !218, !194}
!302 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !303, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !304, templateParams: !117, identifier: "519a674418a5b51cf8bee27a967aa54e")
!303 = !DINamespace(name: "result", scope: !12)
!304 = !{!305}
!305 = !DICompositeType(tag: DW_TAG_variant_part, scope: !302, file: !9, size: 128, align: 64, elements: !306, templateParams: !117, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !319)
!306 = !{!307, !315}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !305, file: !9, baseType: !308, size: 128, align: 64)
!308 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !302, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !309, templateParams: !311, identifier: "30b736d771929d0b7715388dfe942406")
!309 = !{!310}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !308, file: !9, baseType: !288, size: 128, align: 64, flags: DIFlagPublic)
!311 = !{!312, !313}
!312 = !DITemplateTypeParameter(name: "T", type: !288)
!313 = !DITemplateTypeParameter(name: "E", type: !314)
!314 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !196, file: !9, align: 8, flags: DIFlagPublic, elements: !117, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!315 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !305, file: !9, baseType: !316, size: 128, align: 64, extraData: i64 0)
!316 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !302, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !317, templateParams: !311, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!317 = !{!318}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !316, file: !9, baseType: !314, align: 8, flags: DIFlagPublic)
!319 = !DIDerivedType(tag: DW_TAG_member, scope: !302, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!320 = !{!321, !298}
!321 = !DILocalVariable(name: "self", scope: !299, file: !214, line: 428, type: !218, align: 64)
!322 = !DILocation(line: 0, scope: !299, inlinedAt: !323)
!323 = distinct !DILocation(line: 248, column: 18, scope: !282, inlinedAt: !297)
!324 = !DILocalVariable(name: "layout", arg: 2, scope: !325, file: !214, line: 311, type: !194)
!325 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !206, file: !214, line: 311, type: !326, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, declaration: !329, retainedNodes: !330)
!326 = !DISubroutineType(types: !327)
!327 = !{!302, !218, !194, !328}
!328 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!329 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !206, file: !214, line: 311, type: !326, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!330 = !{!331, !324, !332}
!331 = !DILocalVariable(name: "self", scope: !325, file: !214, line: 311, type: !218, align: 64)
!332 = !DILocalVariable(name: "zeroed", scope: !325, file: !214, line: 311, type: !328, align: 8)
!333 = !DILocation(line: 0, scope: !325, inlinedAt: !334)
!334 = distinct !DILocation(line: 429, column: 14, scope: !299, inlinedAt: !323)
!335 = !DILocalVariable(name: "layout", arg: 1, scope: !336, file: !214, line: 185, type: !194)
!336 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !206, file: !214, line: 185, type: !337, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, declaration: !339, retainedNodes: !340)
!337 = !DISubroutineType(types: !338)
!338 = !{!302, !194, !328}
!339 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !206, file: !214, line: 185, type: !337, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !117)
!340 = !{!335, !341, !342, !344, !346, !348, !368}
!341 = !DILocalVariable(name: "zeroed", arg: 2, scope: !336, file: !214, line: 185, type: !328)
!342 = !DILocalVariable(name: "size", scope: !343, file: !214, line: 189, type: !199, align: 64)
!343 = distinct !DILexicalBlock(scope: !336, file: !214, line: 189, column: 13)
!344 = !DILocalVariable(name: "raw_ptr", scope: !345, file: !214, line: 190, type: !252, align: 64)
!345 = distinct !DILexicalBlock(scope: !343, file: !214, line: 190, column: 17)
!346 = !DILocalVariable(name: "ptr", scope: !347, file: !214, line: 191, type: !219, align: 64)
!347 = distinct !DILexicalBlock(scope: !345, file: !214, line: 191, column: 17)
!348 = !DILocalVariable(name: "residual", scope: !349, file: !214, line: 191, type: !350, align: 8)
!349 = distinct !DILexicalBlock(scope: !345, file: !214, line: 191, column: 66)
!350 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !303, file: !9, align: 8, flags: DIFlagPublic, elements: !351, templateParams: !117, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!351 = !{!352}
!352 = !DICompositeType(tag: DW_TAG_variant_part, scope: !350, file: !9, align: 8, elements: !353, templateParams: !117, identifier: "f5e162db303eef1e33f578c71ec0a693")
!353 = !{!354, !364}
!354 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !352, file: !9, baseType: !355, align: 8)
!355 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !350, file: !9, align: 8, flags: DIFlagPublic, elements: !356, templateParams: !362, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!356 = !{!357}
!357 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !355, file: !9, baseType: !358, align: 8, flags: DIFlagPublic)
!358 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !359, file: !9, align: 8, flags: DIFlagPublic, elements: !360, templateParams: !117, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!359 = !DINamespace(name: "convert", scope: !12)
!360 = !{!361}
!361 = !DICompositeType(tag: DW_TAG_variant_part, scope: !358, file: !9, align: 8, elements: !117, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!362 = !{!363, !313}
!363 = !DITemplateTypeParameter(name: "T", type: !358)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !352, file: !9, baseType: !365, align: 8)
!365 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !350, file: !9, align: 8, flags: DIFlagPublic, elements: !366, templateParams: !362, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!366 = !{!367}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !365, file: !9, baseType: !314, align: 8, flags: DIFlagPublic)
!368 = !DILocalVariable(name: "val", scope: !369, file: !214, line: 191, type: !219, align: 64)
!369 = distinct !DILexicalBlock(scope: !345, file: !214, line: 191, column: 66)
!370 = !DILocation(line: 0, scope: !336, inlinedAt: !371)
!371 = distinct !DILocation(line: 312, column: 9, scope: !325, inlinedAt: !334)
!372 = !DILocalVariable(name: "layout", arg: 1, scope: !373, file: !214, line: 89, type: !194)
!373 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !207, file: !214, line: 89, type: !283, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !117, retainedNodes: !374)
!374 = !{!372}
!375 = !DILocation(line: 0, scope: !373, inlinedAt: !376)
!376 = distinct !DILocation(line: 190, column: 73, scope: !343, inlinedAt: !371)
!377 = !DILocation(line: 0, scope: !343, inlinedAt: !371)
!378 = !DILocation(line: 93, column: 9, scope: !373, inlinedAt: !376)
!379 = !DILocation(line: 95, column: 9, scope: !373, inlinedAt: !376)
!380 = !DILocation(line: 248, column: 11, scope: !282, inlinedAt: !297)
!381 = !DILocation(line: 248, column: 5, scope: !282, inlinedAt: !297)
!382 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!383 = !DILocation(line: 250, column: 19, scope: !282, inlinedAt: !297)
!384 = !DILocation(line: 0, scope: !277, inlinedAt: !280)
!385 = !DILocation(line: 289, column: 56, scope: !277, inlinedAt: !280)
!386 = !DILocation(line: 17, column: 14, scope: !260)
!387 = !DILocation(line: 17, column: 54, scope: !260)
!388 = !DILocation(line: 18, column: 14, scope: !260)
!389 = !DILocation(line: 18, column: 35, scope: !260)
!390 = !DILocation(line: 20, column: 2, scope: !260)
