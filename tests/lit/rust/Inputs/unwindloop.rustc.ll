; ModuleID = 'unwindloop.bbca666c45b4b126-cgu.0'
source_filename = "unwindloop.bbca666c45b4b126-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_0e4e972bc09bd7185b0f3e6cd406bb9d = private unnamed_addr constant [7 x i8] c"\01L\C0\01.\C0\00", align 1

; unwindloop::k_set_list
; Function Attrs: nonlazybind uwtable
define noundef i64 @_ZN10unwindloop10k_set_list17h1944530ace73cc15E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr noalias noundef align 8 %l) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !86 {
start:
    #dbg_value(ptr %this, !159, !DIExpression(), !161)
    #dbg_value(ptr %l, !160, !DIExpression(), !161)
  %this.val = load ptr, ptr %this, align 8, !dbg !162, !align !163, !noundef !102
    #dbg_value(ptr poison, !164, !DIExpression(), !173)
  %0 = icmp eq ptr %this.val, null, !dbg !175
  br i1 %0, label %bb1, label %bb2.i, !dbg !175

bb2.i:                                            ; preds = %start
    #dbg_value(ptr poison, !176, !DIExpression(), !182)
; invoke core::ptr::drop_in_place<unwindloop::Link>
  invoke fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef align 8 dereferenceable(32) %this.val)
          to label %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i" unwind label %bb1.i.i, !dbg !184, !noalias !185

bb1.i.i:                                          ; preds = %bb2.i
  %1 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !188, !DIExpression(), !222)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !224)
    #dbg_value(ptr %this.val, !197, !DIExpression(), !225)
    #dbg_value(ptr poison, !226, !DIExpression(), !236)
    #dbg_value(ptr poison, !238, !DIExpression(), !244)
    #dbg_value(ptr %this.val, !234, !DIExpression(), !236)
    #dbg_value(ptr %this.val, !242, !DIExpression(), !244)
    #dbg_value(ptr %this.val, !246, !DIExpression(), !253)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !236)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !253)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !236)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !253)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !262)
    #dbg_value(ptr %this.val, !261, !DIExpression(), !262)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %this.val, i64 noundef 32, i64 noundef 8) #11, !dbg !264, !noalias !185
  store ptr %l, ptr %this, align 8, !dbg !162
  resume { ptr, i32 } %1, !dbg !265

"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i": ; preds = %bb2.i
    #dbg_value(ptr poison, !188, !DIExpression(), !266)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !268)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !268)
    #dbg_value(ptr %this.val, !197, !DIExpression(), !269)
    #dbg_value(ptr poison, !226, !DIExpression(), !270)
    #dbg_value(ptr poison, !238, !DIExpression(), !272)
    #dbg_value(ptr %this.val, !234, !DIExpression(), !270)
    #dbg_value(ptr %this.val, !242, !DIExpression(), !272)
    #dbg_value(ptr %this.val, !246, !DIExpression(), !274)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !270)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !272)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !274)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !276)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !270)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !272)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !274)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !276)
    #dbg_value(ptr %this.val, !261, !DIExpression(), !276)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %this.val, i64 noundef 32, i64 noundef 8) #11, !dbg !278, !noalias !185
  br label %bb1, !dbg !175

bb1:                                              ; preds = %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i", %start
  store ptr %l, ptr %this, align 8, !dbg !162
  ret i64 1, !dbg !279
}

; unwindloop::list
; Function Attrs: noinline nonlazybind uwtable
define noundef align 8 ptr @_ZN10unwindloop4list17h8148b8a0346119c2E(i32 noundef %0) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !280 {
start:
  %args1 = alloca [32 x i8], align 8
  %value = alloca [24 x i8], align 8
  %_10 = alloca [32 x i8], align 8
  %k = alloca [4 x i8], align 4
    #dbg_value(ptr poison, !387, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !398)
    #dbg_value(ptr poison, !387, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !398)
    #dbg_value(ptr poison, !422, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !434)
    #dbg_value(ptr poison, !422, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !434)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !435)
    #dbg_value(ptr poison, !429, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !435)
  %i = alloca [4 x i8], align 4
  store i32 %0, ptr %i, align 4
    #dbg_declare(ptr %i, !285, !DIExpression(), !436)
    #dbg_declare(ptr %k, !298, !DIExpression(), !437)
    #dbg_value(i64 1, !438, !DIExpression(), !445)
    #dbg_value(i32 1, !447, !DIExpression(), !479)
    #dbg_value(ptr null, !286, !DIExpression(), !481)
  %_4 = urem i32 %0, 5, !dbg !482
    #dbg_value(i32 0, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !483)
    #dbg_value(i32 %_4, !288, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !483)
    #dbg_value(ptr undef, !429, !DIExpression(), !435)
    #dbg_value(ptr undef, !422, !DIExpression(), !434)
    #dbg_value(ptr undef, !387, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !484)
  %_2113.not = icmp eq i32 %_4, 0, !dbg !485
  br i1 %_2113.not, label %bb7, label %bb6.lr.ph, !dbg !399

bb6.lr.ph:                                        ; preds = %start
  %_16.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8
  %1 = getelementptr inbounds nuw i8, ptr %args1, i64 16
  %_17.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 24
  %2 = getelementptr inbounds nuw i8, ptr %_10, i64 24
  br label %bb6, !dbg !399

bb7:                                              ; preds = %bb2, %start
  %l.sroa.0.0.lcssa = phi ptr [ null, %start ], [ %3, %bb2 ], !dbg !486
  ret ptr %l.sroa.0.0.lcssa, !dbg !487

bb6:                                              ; preds = %bb6.lr.ph, %bb2
  %iter.sroa.0.015 = phi i32 [ 0, %bb6.lr.ph ], [ %_25, %bb2 ]
  %l.sroa.0.014 = phi ptr [ null, %bb6.lr.ph ], [ %3, %bb2 ]
    #dbg_value(ptr %l.sroa.0.014, !286, !DIExpression(), !481)
    #dbg_value(i32 %iter.sroa.0.015, !423, !DIExpression(), !488)
    #dbg_value(i32 %iter.sroa.0.015, !444, !DIExpression(), !445)
    #dbg_value(i32 %iter.sroa.0.015, !478, !DIExpression(), !479)
  %_25 = add nuw nsw i32 %iter.sroa.0.015, 1, !dbg !489
    #dbg_value(i32 %_25, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !483)
  call void @llvm.lifetime.start.p0(ptr nonnull %k), !dbg !490
  store i32 %iter.sroa.0.015, ptr %k, align 4, !dbg !490
  call void @llvm.lifetime.start.p0(ptr nonnull %_10), !dbg !491
    #dbg_value(ptr %i, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !492)
    #dbg_value(ptr %k, !300, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !492)
  call void @llvm.lifetime.start.p0(ptr nonnull %args1), !dbg !493
  store ptr %i, ptr %args1, align 8, !dbg !493
  store ptr @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt, ptr %_16.sroa.4.0..sroa_idx, align 8, !dbg !493
  store ptr %k, ptr %1, align 8, !dbg !493
  store ptr @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt, ptr %_17.sroa.4.0..sroa_idx, align 8, !dbg !493
    #dbg_value(ptr @alloc_0e4e972bc09bd7185b0f3e6cd406bb9d, !494, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !511)
    #dbg_value(ptr %args1, !494, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !511)
    #dbg_value(ptr null, !514, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !548)
    #dbg_value(i64 undef, !514, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !548)
    #dbg_value(ptr poison, !544, !DIExpression(), !548)
    #dbg_declare(ptr poison, !545, !DIExpression(), !550)
    #dbg_value(ptr poison, !551, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !556)
; invoke alloc::fmt::format::format_inner
  invoke void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %value, ptr noundef nonnull @alloc_0e4e972bc09bd7185b0f3e6cd406bb9d, ptr noundef nonnull %args1)
          to label %bb8 unwind label %bb4, !dbg !558

bb8:                                              ; preds = %bb6
  call void @llvm.lifetime.end.p0(ptr nonnull %args1), !dbg !559
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_10, ptr noundef nonnull align 8 dereferenceable(24) %value, i64 24, i1 false), !dbg !491
  store ptr %l.sroa.0.014, ptr %2, align 8, !dbg !491
    #dbg_declare(ptr %_10, !560, !DIExpression(), !569)
    #dbg_value(i64 8, !571, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !585)
    #dbg_value(i64 8, !587, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !610)
    #dbg_value(i64 8, !612, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !620)
    #dbg_value(i64 32, !571, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !585)
    #dbg_value(i64 32, !587, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !610)
    #dbg_value(i64 32, !612, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !620)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !609, !DIExpression(), !610)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !618, !DIExpression(), !620)
    #dbg_value(i8 0, !619, !DIExpression(), !620)
    #dbg_value(i64 8, !622, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !657)
    #dbg_value(i64 8, !659, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !662)
    #dbg_value(i64 32, !622, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !657)
    #dbg_value(i64 32, !659, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !662)
    #dbg_value(i1 false, !628, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !657)
    #dbg_value(i64 32, !629, !DIExpression(), !664)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #11, !dbg !665, !noalias !666
; call __rustc::__rust_alloc
  %3 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 32, i64 noundef 8) #11, !dbg !669, !noalias !666
  %4 = icmp eq ptr %3, null, !dbg !670
  br i1 %4, label %bb2.i6, label %bb2, !dbg !671, !prof !672

bb2.i6:                                           ; preds = %bb8
; invoke alloc::alloc::handle_alloc_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 32) #12
          to label %.noexc unwind label %cleanup.i, !dbg !673

.noexc:                                           ; preds = %bb2.i6
  unreachable, !dbg !673

cleanup.i:                                        ; preds = %bb2.i6
  %5 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<unwindloop::Link>
  invoke fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef nonnull align 8 dereferenceable(32) %_10) #13
          to label %bb3 unwind label %terminate.i, !dbg !674

terminate.i:                                      ; preds = %cleanup.i
  %6 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #14, !dbg !675
  unreachable, !dbg !675

bb2:                                              ; preds = %bb8
    #dbg_value(ptr %3, !566, !DIExpression(), !676)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %_10, i64 32, i1 false), !dbg !677
  call void @llvm.lifetime.end.p0(ptr nonnull %_10), !dbg !678
    #dbg_value(ptr %3, !286, !DIExpression(), !481)
  call void @llvm.lifetime.end.p0(ptr nonnull %k), !dbg !679
    #dbg_value(i32 %_25, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !483)
    #dbg_value(ptr undef, !429, !DIExpression(), !435)
    #dbg_value(ptr undef, !422, !DIExpression(), !434)
    #dbg_value(ptr undef, !387, !DIExpression(), !398)
    #dbg_value(ptr undef, !397, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !484)
  %exitcond.not = icmp eq i32 %_25, %_4, !dbg !485
  br i1 %exitcond.not, label %bb7, label %bb6, !dbg !399

bb3:                                              ; preds = %cleanup.i, %bb4
  %eh.lpad-body9 = phi { ptr, i32 } [ %7, %bb4 ], [ %5, %cleanup.i ]
  resume { ptr, i32 } %eh.lpad-body9, !dbg !680

bb4:                                              ; preds = %bb6
  %7 = landingpad { ptr, i32 }
          cleanup
; invoke core::ptr::drop_in_place<core::option::Option<alloc::boxed::Box<unwindloop::Link>>>
  invoke fastcc void @"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E"(ptr %l.sroa.0.014) #13
          to label %bb3 unwind label %terminate, !dbg !681

terminate:                                        ; preds = %bb4
  %8 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #14, !dbg !680
  unreachable, !dbg !680
}

; unwindloop::client
; Function Attrs: nonlazybind uwtable
define noundef i64 @_ZN10unwindloop6client17h458c644c0eb51ce4E(i64 noundef %r) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !682 {
start:
    #dbg_value(i64 %r, !686, !DIExpression(), !701)
    #dbg_value(i32 3, !691, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !702)
    #dbg_value(i64 0, !689, !DIExpression(), !703)
    #dbg_value(ptr null, !687, !DIExpression(), !704)
    #dbg_value(i32 1, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !702)
    #dbg_value(i32 0, !693, !DIExpression(), !705)
  %_10 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN10unwindloop10k_set_list17h1944530ace73cc15E) #11, !dbg !706
  %0 = icmp ne ptr %_10, null, !dbg !707
  tail call void @llvm.assume(i1 %0), !dbg !707
    #dbg_value(ptr %_10, !695, !DIExpression(), !708)
; invoke unwindloop::list
  %_13 = invoke noundef align 8 ptr @_ZN10unwindloop4list17h8148b8a0346119c2E(i32 noundef 0)
          to label %bb3 unwind label %bb11.thread13, !dbg !709

bb3.i:                                            ; preds = %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.2"
    #dbg_value(ptr %_14.2, !710, !DIExpression(), !725)
    #dbg_value(ptr %_14.2, !727, !DIExpression(), !733)
    #dbg_declare(ptr poison, !732, !DIExpression(), !735)
    #dbg_value(ptr %_14.2, !736, !DIExpression(), !744)
  %1 = getelementptr inbounds nuw i8, ptr %_14.2, i64 16, !dbg !746
  %_0.i.i = load i64, ptr %1, align 8, !dbg !746, !alias.scope !754, !noundef !102
  %_5.i.i = icmp sgt i64 %_0.i.i, -1, !dbg !759
  tail call void @llvm.assume(i1 %_5.i.i), !dbg !760
    #dbg_value(ptr poison, !176, !DIExpression(), !761)
; invoke core::ptr::drop_in_place<unwindloop::Link>
  invoke fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef nonnull align 8 dereferenceable(32) %_14.2)
          to label %"_ZN10unwindloop6client28_$u7b$$u7b$closure$u7d$$u7d$17h659e1742fc318c7eE.exit.i" unwind label %bb11, !dbg !763

"_ZN10unwindloop6client28_$u7b$$u7b$closure$u7d$$u7d$17h659e1742fc318c7eE.exit.i": ; preds = %bb3.i
    #dbg_value(ptr poison, !188, !DIExpression(), !764)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !766)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !766)
    #dbg_value(ptr %_14.2, !197, !DIExpression(), !767)
    #dbg_value(ptr poison, !226, !DIExpression(), !768)
    #dbg_value(ptr poison, !238, !DIExpression(), !770)
    #dbg_value(ptr %_14.2, !234, !DIExpression(), !768)
    #dbg_value(ptr %_14.2, !242, !DIExpression(), !770)
    #dbg_value(ptr %_14.2, !246, !DIExpression(), !772)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !768)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !770)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !772)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !774)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !768)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !770)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !772)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !774)
    #dbg_value(ptr %_14.2, !261, !DIExpression(), !774)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull align 8 %_14.2, i64 noundef 32, i64 noundef 8) #11, !dbg !776
  br label %bb8, !dbg !777

bb11:                                             ; preds = %bb3.i
  %2 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !188, !DIExpression(), !778)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !780)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !780)
    #dbg_value(ptr %_14.2, !197, !DIExpression(), !781)
    #dbg_value(ptr poison, !226, !DIExpression(), !782)
    #dbg_value(ptr poison, !238, !DIExpression(), !784)
    #dbg_value(ptr %_14.2, !234, !DIExpression(), !782)
    #dbg_value(ptr %_14.2, !242, !DIExpression(), !784)
    #dbg_value(ptr %_14.2, !246, !DIExpression(), !786)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !782)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !784)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !786)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !788)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !782)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !784)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !786)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !788)
    #dbg_value(ptr %_14.2, !261, !DIExpression(), !788)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull align 8 %_14.2, i64 noundef 32, i64 noundef 8) #11, !dbg !790
    #dbg_value(ptr %_14.2, !687, !DIExpression(), !704)
  br label %bb9, !dbg !791

bb11.thread13:                                    ; preds = %bb4.2, %bb3.2, %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.1", %bb4.1, %bb3.1, %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit", %start, %bb3, %bb4
  %storemerge19.lcssa = phi ptr [ null, %start ], [ null, %bb3 ], [ null, %bb4 ], [ %_14, %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit" ], [ %_14, %bb3.1 ], [ %_14, %bb4.1 ], [ %_14.1, %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.1" ], [ %_14.1, %bb3.2 ], [ %_14.1, %bb4.2 ]
  %3 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr %storemerge19.lcssa, !687, !DIExpression(), !704)
  br label %bb10, !dbg !791

bb8:                                              ; preds = %"_ZN10unwindloop6client28_$u7b$$u7b$closure$u7d$$u7d$17h659e1742fc318c7eE.exit.i", %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.2"
  %_0.sroa.0.0.i = phi i64 [ %_0.i.i, %"_ZN10unwindloop6client28_$u7b$$u7b$closure$u7d$$u7d$17h659e1742fc318c7eE.exit.i" ], [ 0, %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.2" ], !dbg !792
  %4 = add i64 %_8.1, %_8, !dbg !793
    #dbg_value(i64 %4, !689, !DIExpression(), !703)
  %5 = add i64 %_8.2, %4, !dbg !793
    #dbg_value(i64 %5, !689, !DIExpression(), !703)
  %_0 = add i64 %_0.sroa.0.0.i, %5, !dbg !794
  ret i64 %_0, !dbg !795

bb3:                                              ; preds = %start
  %_8 = invoke noundef i64 %_10(ptr noundef null, ptr noalias noundef align 8 %_13)
          to label %bb4 unwind label %bb11.thread13, !dbg !796

bb4:                                              ; preds = %bb3
    #dbg_value(i64 %_8, !689, !DIExpression(), !703)
; invoke unwindloop::list
  %_14 = invoke noundef align 8 ptr @_ZN10unwindloop4list17h8148b8a0346119c2E(i32 noundef 0)
          to label %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit" unwind label %bb11.thread13, !dbg !797

bb1.i.i:                                          ; preds = %bb2.i.2, %bb2.i.1
  %_14.lcssa = phi ptr [ %_14.2, %bb2.i.2 ], [ %_14.1, %bb2.i.1 ], !dbg !797
  %storemerge19.lcssa22 = phi ptr [ %_14.1, %bb2.i.2 ], [ %_14, %bb2.i.1 ]
  %6 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !188, !DIExpression(), !798)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !802)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !802)
    #dbg_value(ptr %storemerge19.lcssa22, !197, !DIExpression(), !803)
    #dbg_value(ptr poison, !226, !DIExpression(), !804)
    #dbg_value(ptr poison, !238, !DIExpression(), !806)
    #dbg_value(ptr %storemerge19.lcssa22, !234, !DIExpression(), !804)
    #dbg_value(ptr %storemerge19.lcssa22, !242, !DIExpression(), !806)
    #dbg_value(ptr %storemerge19.lcssa22, !246, !DIExpression(), !808)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !804)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !806)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !808)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !810)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !804)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !806)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !808)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !810)
    #dbg_value(ptr %storemerge19.lcssa22, !261, !DIExpression(), !810)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %storemerge19.lcssa22, i64 noundef 32, i64 noundef 8) #11, !dbg !812, !noalias !813
  br label %bb10, !dbg !816

"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit": ; preds = %bb4
    #dbg_value(ptr poison, !164, !DIExpression(), !817)
    #dbg_value(ptr %_14, !687, !DIExpression(), !704)
    #dbg_value(i64 %_8, !689, !DIExpression(), !703)
    #dbg_value(i32 2, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !702)
    #dbg_value(i32 1, !693, !DIExpression(), !705)
  %_10.1 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN10unwindloop10k_set_list17h1944530ace73cc15E) #11, !dbg !706
  %7 = icmp ne ptr %_10.1, null, !dbg !707
  tail call void @llvm.assume(i1 %7), !dbg !707
    #dbg_value(ptr %_10.1, !695, !DIExpression(), !708)
; invoke unwindloop::list
  %_13.1 = invoke noundef align 8 ptr @_ZN10unwindloop4list17h8148b8a0346119c2E(i32 noundef 1)
          to label %bb3.1 unwind label %bb11.thread13, !dbg !709

bb3.1:                                            ; preds = %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit"
  %_8.1 = invoke noundef i64 %_10.1(ptr noundef null, ptr noalias noundef align 8 %_13.1)
          to label %bb4.1 unwind label %bb11.thread13, !dbg !796

bb4.1:                                            ; preds = %bb3.1
    #dbg_value(!DIArgList(i64 %_8.1, i64 %_8), !689, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !703)
; invoke unwindloop::list
  %_14.1 = invoke noundef align 8 ptr @_ZN10unwindloop4list17h8148b8a0346119c2E(i32 noundef 1)
          to label %bb5.1 unwind label %bb11.thread13, !dbg !797

bb5.1:                                            ; preds = %bb4.1
    #dbg_value(ptr poison, !164, !DIExpression(), !817)
  %8 = icmp eq ptr %_14, null, !dbg !818
  br i1 %8, label %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.1", label %bb2.i.1, !dbg !818

bb2.i.1:                                          ; preds = %bb5.1
    #dbg_value(ptr poison, !176, !DIExpression(), !819)
; invoke core::ptr::drop_in_place<unwindloop::Link>
  invoke fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef align 8 dereferenceable(32) %_14)
          to label %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i.1" unwind label %bb1.i.i, !dbg !816, !noalias !813

"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i.1": ; preds = %bb2.i.1
    #dbg_value(ptr poison, !188, !DIExpression(), !820)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !822)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !822)
    #dbg_value(ptr %_14, !197, !DIExpression(), !823)
    #dbg_value(ptr poison, !226, !DIExpression(), !824)
    #dbg_value(ptr poison, !238, !DIExpression(), !826)
    #dbg_value(ptr %_14, !234, !DIExpression(), !824)
    #dbg_value(ptr %_14, !242, !DIExpression(), !826)
    #dbg_value(ptr %_14, !246, !DIExpression(), !828)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !824)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !826)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !830)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !824)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !826)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !828)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !830)
    #dbg_value(ptr %_14, !261, !DIExpression(), !830)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_14, i64 noundef 32, i64 noundef 8) #11, !dbg !832, !noalias !813
  br label %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.1", !dbg !818

"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.1": ; preds = %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i.1", %bb5.1
    #dbg_value(ptr %_14.1, !687, !DIExpression(), !704)
    #dbg_value(!DIArgList(i64 %_8.1, i64 %_8), !689, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !703)
    #dbg_value(i32 3, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !702)
    #dbg_value(i32 2, !693, !DIExpression(), !705)
  %_10.2 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN10unwindloop10k_set_list17h1944530ace73cc15E) #11, !dbg !706
  %9 = icmp ne ptr %_10.2, null, !dbg !707
  tail call void @llvm.assume(i1 %9), !dbg !707
    #dbg_value(ptr %_10.2, !695, !DIExpression(), !708)
; invoke unwindloop::list
  %_13.2 = invoke noundef align 8 ptr @_ZN10unwindloop4list17h8148b8a0346119c2E(i32 noundef 2)
          to label %bb3.2 unwind label %bb11.thread13, !dbg !709

bb3.2:                                            ; preds = %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.1"
  %_8.2 = invoke noundef i64 %_10.2(ptr noundef null, ptr noalias noundef align 8 %_13.2)
          to label %bb4.2 unwind label %bb11.thread13, !dbg !796

bb4.2:                                            ; preds = %bb3.2
    #dbg_value(!DIArgList(i64 %_8.2, i64 %_8.1, i64 %_8), !689, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !703)
; invoke unwindloop::list
  %_14.2 = invoke noundef align 8 ptr @_ZN10unwindloop4list17h8148b8a0346119c2E(i32 noundef 2)
          to label %bb5.2 unwind label %bb11.thread13, !dbg !797

bb5.2:                                            ; preds = %bb4.2
    #dbg_value(ptr poison, !164, !DIExpression(), !817)
  %10 = icmp eq ptr %_14.1, null, !dbg !818
  br i1 %10, label %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.2", label %bb2.i.2, !dbg !818

bb2.i.2:                                          ; preds = %bb5.2
    #dbg_value(ptr poison, !176, !DIExpression(), !819)
; invoke core::ptr::drop_in_place<unwindloop::Link>
  invoke fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef align 8 dereferenceable(32) %_14.1)
          to label %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i.2" unwind label %bb1.i.i, !dbg !816, !noalias !813

"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i.2": ; preds = %bb2.i.2
    #dbg_value(ptr poison, !188, !DIExpression(), !820)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !822)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !822)
    #dbg_value(ptr %_14.1, !197, !DIExpression(), !823)
    #dbg_value(ptr poison, !226, !DIExpression(), !824)
    #dbg_value(ptr poison, !238, !DIExpression(), !826)
    #dbg_value(ptr %_14.1, !234, !DIExpression(), !824)
    #dbg_value(ptr %_14.1, !242, !DIExpression(), !826)
    #dbg_value(ptr %_14.1, !246, !DIExpression(), !828)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !824)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !826)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !830)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !824)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !826)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !828)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !830)
    #dbg_value(ptr %_14.1, !261, !DIExpression(), !830)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_14.1, i64 noundef 32, i64 noundef 8) #11, !dbg !832, !noalias !813
  br label %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.2", !dbg !818

"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit.2": ; preds = %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i.2", %bb5.2
    #dbg_value(ptr %_14.2, !687, !DIExpression(), !704)
    #dbg_value(!DIArgList(i64 %_8.2, i64 %_8.1, i64 %_8), !689, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !703)
    #dbg_value(i32 3, !691, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !702)
    #dbg_value(ptr %_14.2, !722, !DIExpression(), !792)
    #dbg_value(i64 0, !723, !DIExpression(), !792)
    #dbg_declare(ptr poison, !724, !DIExpression(), !833)
  %.not.i = icmp eq ptr %_14.2, null, !dbg !834
  br i1 %.not.i, label %bb8, label %bb3.i, !dbg !835

bb9:                                              ; preds = %bb11, %bb10
  %.pn11 = phi { ptr, i32 } [ %.pn12, %bb10 ], [ %2, %bb11 ]
  resume { ptr, i32 } %.pn11, !dbg !836

bb10:                                             ; preds = %bb1.i.i, %bb11.thread13
  %.pn12 = phi { ptr, i32 } [ %3, %bb11.thread13 ], [ %6, %bb1.i.i ]
  %ll.sroa.0.010 = phi ptr [ %storemerge19.lcssa, %bb11.thread13 ], [ %_14.lcssa, %bb1.i.i ]
; invoke core::ptr::drop_in_place<core::option::Option<alloc::boxed::Box<unwindloop::Link>>>
  invoke fastcc void @"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E"(ptr %ll.sroa.0.010) #13
          to label %bb9 unwind label %terminate, !dbg !791

terminate:                                        ; preds = %bb10
  %11 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #14, !dbg !836
  unreachable, !dbg !836
}

; core::ptr::drop_in_place<unwindloop::Link>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(32) %_1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !837 {
start:
    #dbg_value(ptr %_1, !841, !DIExpression(), !842)
  %_1.val = load i64, ptr %_1, align 8, !dbg !843
    #dbg_value(ptr poison, !844, !DIExpression(), !852)
    #dbg_value(ptr poison, !854, !DIExpression(), !862)
    #dbg_value(ptr poison, !864, !DIExpression(), !872)
    #dbg_value(ptr poison, !874, !DIExpression(), !882)
    #dbg_value(ptr poison, !884, !DIExpression(), !895)
    #dbg_value(i64 1, !891, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !895)
    #dbg_value(i64 1, !891, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !895)
    #dbg_value(ptr poison, !897, !DIExpression(), !926)
    #dbg_value(i64 1, !921, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !926)
    #dbg_value(i64 1, !921, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !926)
  %0 = icmp eq i64 %_1.val, 0, !dbg !928
  br i1 %0, label %bb4, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i4.i.i, !dbg !928

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i4.i.i: ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !843
  %_1.val1 = load ptr, ptr %1, align 8, !dbg !843, !nonnull !102, !noundef !102
    #dbg_value(ptr %_1.val1, !892, !DIExpression(), !929)
    #dbg_value(i64 1, !894, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !929)
    #dbg_value(i64 %_1.val, !894, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !929)
    #dbg_value(ptr poison, !226, !DIExpression(), !930)
    #dbg_value(ptr poison, !238, !DIExpression(), !932)
    #dbg_value(ptr %_1.val1, !234, !DIExpression(), !930)
    #dbg_value(ptr %_1.val1, !242, !DIExpression(), !932)
    #dbg_value(ptr %_1.val1, !246, !DIExpression(), !934)
    #dbg_value(i64 1, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !930)
    #dbg_value(i64 1, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !932)
    #dbg_value(i64 1, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !934)
    #dbg_value(i64 1, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !936)
    #dbg_value(i64 %_1.val, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !930)
    #dbg_value(i64 %_1.val, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !932)
    #dbg_value(i64 %_1.val, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !934)
    #dbg_value(i64 %_1.val, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !936)
    #dbg_value(ptr %_1.val1, !261, !DIExpression(), !936)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val1, i64 noundef %_1.val, i64 noundef range(i64 1, -9223372036854775807) 1) #11, !dbg !938
  br label %bb4, !dbg !939

bb4:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i4.i.i, %start
  %2 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !843
  tail call void @llvm.experimental.noalias.scope.decl(metadata !940), !dbg !843
    #dbg_value(ptr %2, !164, !DIExpression(), !943)
  %3 = load ptr, ptr %2, align 8, !dbg !945, !alias.scope !940, !align !163, !noundef !102
  %4 = icmp eq ptr %3, null, !dbg !945
  br i1 %4, label %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit", label %bb2.i, !dbg !945

bb2.i:                                            ; preds = %bb4
    #dbg_value(ptr %2, !176, !DIExpression(), !946)
; invoke core::ptr::drop_in_place<unwindloop::Link>
  invoke fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef align 8 dereferenceable(32) %3)
          to label %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i" unwind label %bb1.i.i, !dbg !948, !noalias !949

bb1.i.i:                                          ; preds = %bb2.i
  %5 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !188, !DIExpression(), !952)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !954)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !954)
    #dbg_value(ptr %3, !197, !DIExpression(), !955)
    #dbg_value(ptr poison, !226, !DIExpression(), !956)
    #dbg_value(ptr poison, !238, !DIExpression(), !958)
    #dbg_value(ptr %3, !234, !DIExpression(), !956)
    #dbg_value(ptr %3, !242, !DIExpression(), !958)
    #dbg_value(ptr %3, !246, !DIExpression(), !960)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !956)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !958)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !960)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !962)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !956)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !958)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !960)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !962)
    #dbg_value(ptr %3, !261, !DIExpression(), !962)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef 32, i64 noundef 8) #11, !dbg !964, !noalias !949
  resume { ptr, i32 } %5, !dbg !948

"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i": ; preds = %bb2.i
    #dbg_value(ptr poison, !188, !DIExpression(), !965)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !967)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !967)
    #dbg_value(ptr %3, !197, !DIExpression(), !968)
    #dbg_value(ptr poison, !226, !DIExpression(), !969)
    #dbg_value(ptr poison, !238, !DIExpression(), !971)
    #dbg_value(ptr %3, !234, !DIExpression(), !969)
    #dbg_value(ptr %3, !242, !DIExpression(), !971)
    #dbg_value(ptr %3, !246, !DIExpression(), !973)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !969)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !971)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !973)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !975)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !969)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !971)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !973)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !975)
    #dbg_value(ptr %3, !261, !DIExpression(), !975)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef 32, i64 noundef 8) #11, !dbg !977, !noalias !949
  br label %"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit", !dbg !945

"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E.exit": ; preds = %bb4, %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit.i"
  ret void, !dbg !843
}

; core::ptr::drop_in_place<core::option::Option<alloc::boxed::Box<unwindloop::Link>>>
; Function Attrs: nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E"(ptr captures(address) %_1.0.val) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !165 {
start:
    #dbg_value(ptr poison, !164, !DIExpression(), !978)
  %0 = icmp eq ptr %_1.0.val, null, !dbg !979
  br i1 %0, label %bb1, label %bb2, !dbg !979

bb1:                                              ; preds = %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit", %start
  ret void, !dbg !979

bb2:                                              ; preds = %start
    #dbg_value(ptr poison, !176, !DIExpression(), !980)
; invoke core::ptr::drop_in_place<unwindloop::Link>
  invoke fastcc void @"_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE"(ptr noalias noundef align 8 dereferenceable(32) %_1.0.val)
          to label %"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit" unwind label %bb1.i, !dbg !982, !noalias !983

bb1.i:                                            ; preds = %bb2
  %1 = landingpad { ptr, i32 }
          cleanup
    #dbg_value(ptr poison, !188, !DIExpression(), !986)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !988)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !988)
    #dbg_value(ptr %_1.0.val, !197, !DIExpression(), !989)
    #dbg_value(ptr poison, !226, !DIExpression(), !990)
    #dbg_value(ptr poison, !238, !DIExpression(), !992)
    #dbg_value(ptr %_1.0.val, !234, !DIExpression(), !990)
    #dbg_value(ptr %_1.0.val, !242, !DIExpression(), !992)
    #dbg_value(ptr %_1.0.val, !246, !DIExpression(), !994)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !990)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !992)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !994)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !996)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !990)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !992)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !994)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !996)
    #dbg_value(ptr %_1.0.val, !261, !DIExpression(), !996)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef 32, i64 noundef 8) #11, !dbg !998, !noalias !983
  resume { ptr, i32 } %1, !dbg !982

"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE.exit": ; preds = %bb2
    #dbg_value(ptr poison, !188, !DIExpression(), !999)
    #dbg_value(i64 8, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1001)
    #dbg_value(i64 32, !210, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1001)
    #dbg_value(ptr %_1.0.val, !197, !DIExpression(), !1002)
    #dbg_value(ptr poison, !226, !DIExpression(), !1003)
    #dbg_value(ptr poison, !238, !DIExpression(), !1005)
    #dbg_value(ptr %_1.0.val, !234, !DIExpression(), !1003)
    #dbg_value(ptr %_1.0.val, !242, !DIExpression(), !1005)
    #dbg_value(ptr %_1.0.val, !246, !DIExpression(), !1007)
    #dbg_value(i64 8, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1003)
    #dbg_value(i64 8, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1005)
    #dbg_value(i64 8, !252, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1007)
    #dbg_value(i64 8, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1009)
    #dbg_value(i64 32, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1003)
    #dbg_value(i64 32, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1005)
    #dbg_value(i64 32, !252, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1007)
    #dbg_value(i64 32, !255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1009)
    #dbg_value(ptr %_1.0.val, !261, !DIExpression(), !1009)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.0.val, i64 noundef 32, i64 noundef 8) #11, !dbg !1011, !noalias !983
  br label %bb1, !dbg !979
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #3

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #7

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #8

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

; <u32 as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs8_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impmNtB9_7Display3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; core::panicking::panic_in_cleanup
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() unnamed_addr #9

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #3

; alloc::fmt::format::format_inner
; Function Attrs: nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { cold minsize noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { cold }
attributes #14 = { cold noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "/work/wt-rustpass/tests/lit/rust/Inputs/unwindloop.rs/@/unwindloop.bbca666c45b4b126-cgu.0", directory: "/work/wt-rustpass/tests/lit/rust/Inputs")
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
!86 = distinct !DISubprogram(name: "k_set_list", linkageName: "_ZN10unwindloop10k_set_list17h1944530ace73cc15E", scope: !88, file: !87, line: 16, type: !89, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !158)
!87 = !DIFile(filename: "unwindloop.rs", directory: "/work/wt-rustpass/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "452a236b9f9b47649f6ddaebcc36f7d9")
!88 = !DINamespace(name: "unwindloop", scope: null)
!89 = !DISubroutineType(types: !90)
!90 = !{!13, !91, !95}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut unwindloop::Keeper", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "Keeper", scope: !88, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !93, templateParams: !102, identifier: "6c0048f8120a04d05c075c457e41ef3c")
!93 = !{!94}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "boxed", scope: !92, file: !9, baseType: !95, size: 64, align: 64, flags: DIFlagPublic)
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>>", scope: !96, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !97, templateParams: !102, identifier: "6446ec784745edbfbfc61751b6ae1bc8")
!96 = !DINamespace(name: "option", scope: !12)
!97 = !{!98}
!98 = !DICompositeType(tag: DW_TAG_variant_part, scope: !95, file: !9, size: 64, align: 64, elements: !99, templateParams: !102, identifier: "65cea2461d3cddeab59a87d587584b39", discriminator: !157)
!99 = !{!100, !153}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !98, file: !9, baseType: !101, size: 64, align: 64, extraData: i64 0)
!101 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !95, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !102, templateParams: !103, identifier: "a8848052eb402821f696c656e11fcd2b")
!102 = !{}
!103 = !{!104}
!104 = !DITemplateTypeParameter(name: "T", type: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!106 = !DICompositeType(tag: DW_TAG_structure_type, name: "Link", scope: !88, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !107, templateParams: !102, identifier: "418ac1c5bcfca5118e7d611cfa06932f")
!107 = !{!108, !152}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !106, file: !9, baseType: !109, size: 192, align: 64, flags: DIFlagPublic)
!109 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !110, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !111, templateParams: !102, identifier: "bc53cb80a87db744310a1cd4bda01882")
!110 = !DINamespace(name: "string", scope: !81)
!111 = !{!112}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !109, file: !9, baseType: !113, size: 192, align: 64, flags: DIFlagPrivate)
!113 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !114, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !115, templateParams: !150, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!114 = !DINamespace(name: "vec", scope: !81)
!115 = !{!116, !151}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !113, file: !9, baseType: !117, size: 128, align: 64, flags: DIFlagPrivate)
!117 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !118, templateParams: !150, identifier: "1786a941d613205182510ae0fe838410")
!118 = !{!119, !149}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !117, file: !9, baseType: !120, size: 128, align: 64, flags: DIFlagPrivate)
!120 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !80, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !121, templateParams: !147, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!121 = !{!122, !137, !144}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !120, file: !9, baseType: !123, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!123 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !124, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !125, templateParams: !132, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!124 = !DINamespace(name: "unique", scope: !11)
!125 = !{!126, !134}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !123, file: !9, baseType: !127, size: 64, align: 64, flags: DIFlagPrivate)
!127 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !129, templateParams: !132, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!128 = !DINamespace(name: "non_null", scope: !11)
!129 = !{!130}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !127, file: !9, baseType: !131, size: 64, align: 64, flags: DIFlagPrivate)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !{!133}
!133 = !DITemplateTypeParameter(name: "T", type: !82)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !123, file: !9, baseType: !135, align: 8, offset: 64, flags: DIFlagPrivate)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !136, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !132, identifier: "15bae875c56c7c0f828edf19d836075e")
!136 = !DINamespace(name: "marker", scope: !12)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !120, file: !9, baseType: !138, size: 64, align: 64, flags: DIFlagPrivate)
!138 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !139, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !141, templateParams: !102, identifier: "cad7375c0c871c072d809328de25b44")
!139 = !DINamespace(name: "niche_types", scope: !140)
!140 = !DINamespace(name: "num", scope: !12)
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !138, file: !9, baseType: !143, size: 64, align: 64, flags: DIFlagPrivate)
!143 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !120, file: !9, baseType: !145, align: 8, offset: 128, flags: DIFlagPrivate)
!145 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !146, file: !9, align: 8, flags: DIFlagPublic, elements: !102, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!146 = !DINamespace(name: "alloc", scope: !81)
!147 = !{!148}
!148 = !DITemplateTypeParameter(name: "A", type: !145)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !117, file: !9, baseType: !135, align: 8, offset: 128, flags: DIFlagPrivate)
!150 = !{!133, !148}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !113, file: !9, baseType: !143, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !106, file: !9, baseType: !95, size: 64, align: 64, offset: 192, flags: DIFlagPublic)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !98, file: !9, baseType: !154, size: 64, align: 64)
!154 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !95, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !155, templateParams: !103, identifier: "f1bf07bb3f6f8aa5f57c9f34649bbf72")
!155 = !{!156}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !154, file: !9, baseType: !105, size: 64, align: 64, flags: DIFlagPublic)
!157 = !DIDerivedType(tag: DW_TAG_member, scope: !95, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!158 = !{!159, !160}
!159 = !DILocalVariable(name: "this", arg: 1, scope: !86, file: !87, line: 16, type: !91)
!160 = !DILocalVariable(name: "l", arg: 2, scope: !86, file: !87, line: 16, type: !95)
!161 = !DILocation(line: 0, scope: !86)
!162 = !DILocation(line: 17, column: 5, scope: !86)
!163 = !{i64 8}
!164 = !DILocalVariable(arg: 1, scope: !165, file: !166, line: 805, type: !169)
!165 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E", scope: !11, file: !166, line: 805, type: !167, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !171, retainedNodes: !170)
!166 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>>", baseType: !95, size: 64, align: 64, dwarfAddressSpace: 0)
!170 = !{!164}
!171 = !{!172}
!172 = !DITemplateTypeParameter(name: "T", type: !95)
!173 = !DILocation(line: 0, scope: !165, inlinedAt: !174)
!174 = distinct !DILocation(line: 17, column: 5, scope: !86)
!175 = !DILocation(line: 805, column: 1, scope: !165, inlinedAt: !174)
!176 = !DILocalVariable(arg: 1, scope: !177, file: !166, line: 805, type: !180)
!177 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE", scope: !11, file: !166, line: 805, type: !178, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !103, retainedNodes: !181)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>", baseType: !105, size: 64, align: 64, dwarfAddressSpace: 0)
!181 = !{!176}
!182 = !DILocation(line: 0, scope: !177, inlinedAt: !183)
!183 = distinct !DILocation(line: 805, column: 1, scope: !165, inlinedAt: !174)
!184 = !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !183)
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE: %_1"}
!187 = distinct !{!187, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE"}
!188 = !DILocalVariable(name: "self", arg: 1, scope: !189, file: !190, line: 1913, type: !195)
!189 = distinct !DISubprogram(name: "drop<unwindloop::Link, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdbf6771f05e19c8dE", scope: !191, file: !190, line: 1913, type: !193, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !221, retainedNodes: !196)
!190 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!191 = !DINamespace(name: "{impl#10}", scope: !192)
!192 = !DINamespace(name: "boxed", scope: !81)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>", baseType: !105, size: 64, align: 64, dwarfAddressSpace: 0)
!196 = !{!188, !197, !197, !210}
!197 = !DILocalVariable(name: "ptr", scope: !198, file: !190, line: 1916, type: !199, align: 64)
!198 = distinct !DILexicalBlock(scope: !189, file: !190, line: 1916, column: 9)
!199 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<unwindloop::Link>", scope: !124, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !200, templateParams: !206, identifier: "5f90ec6da8c2cc1cffe661e3a7695392")
!200 = !{!201, !208}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !199, file: !9, baseType: !202, size: 64, align: 64, flags: DIFlagPrivate)
!202 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<unwindloop::Link>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !203, templateParams: !206, identifier: "c099b5feb03ea670a632f984f32ccf2a")
!203 = !{!204}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !202, file: !9, baseType: !205, size: 64, align: 64, flags: DIFlagPrivate)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const unwindloop::Link", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!206 = !{!207}
!207 = !DITemplateTypeParameter(name: "T", type: !106)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !199, file: !9, baseType: !209, align: 8, offset: 64, flags: DIFlagPrivate)
!209 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<unwindloop::Link>", scope: !136, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !206, identifier: "c3f3c46953ffd5887f1eb208bce12128")
!210 = !DILocalVariable(name: "layout", scope: !211, file: !190, line: 1919, type: !212, align: 64)
!211 = distinct !DILexicalBlock(scope: !198, file: !190, line: 1919, column: 13)
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !213, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !215, templateParams: !102, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!213 = !DINamespace(name: "layout", scope: !214)
!214 = !DINamespace(name: "alloc", scope: !12)
!215 = !{!216, !217}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !212, file: !9, baseType: !143, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !212, file: !9, baseType: !218, size: 64, align: 64, flags: DIFlagPrivate)
!218 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !219, templateParams: !102, identifier: "5099570874743123f8e757e4da3ea37b")
!219 = !{!220}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !218, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!221 = !{!207, !148}
!222 = !DILocation(line: 0, scope: !189, inlinedAt: !223)
!223 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !183)
!224 = !DILocation(line: 0, scope: !211, inlinedAt: !223)
!225 = !DILocation(line: 0, scope: !198, inlinedAt: !223)
!226 = !DILocalVariable(name: "self", arg: 1, scope: !227, file: !228, line: 440, type: !232)
!227 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !229, file: !228, line: 440, type: !230, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !233)
!228 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!229 = !DINamespace(name: "{impl#1}", scope: !146)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !232, !127, !212}
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !145, size: 64, align: 64, dwarfAddressSpace: 0)
!233 = !{!226, !234, !235}
!234 = !DILocalVariable(name: "ptr", arg: 2, scope: !227, file: !228, line: 440, type: !127)
!235 = !DILocalVariable(name: "layout", arg: 3, scope: !227, file: !228, line: 440, type: !212)
!236 = !DILocation(line: 0, scope: !227, inlinedAt: !237)
!237 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !223)
!238 = !DILocalVariable(name: "self", arg: 1, scope: !239, file: !228, line: 323, type: !232)
!239 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !145, file: !228, line: 323, type: !230, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !240, retainedNodes: !241)
!240 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !145, file: !228, line: 323, type: !230, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!241 = !{!238, !242, !243}
!242 = !DILocalVariable(name: "ptr", arg: 2, scope: !239, file: !228, line: 323, type: !127)
!243 = !DILocalVariable(name: "layout", arg: 3, scope: !239, file: !228, line: 323, type: !212)
!244 = !DILocation(line: 0, scope: !239, inlinedAt: !245)
!245 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !237)
!246 = !DILocalVariable(name: "ptr", arg: 1, scope: !247, file: !228, line: 199, type: !127)
!247 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !145, file: !228, line: 199, type: !248, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !250, retainedNodes: !251)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !127, !212}
!250 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !145, file: !228, line: 199, type: !248, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!251 = !{!246, !252}
!252 = !DILocalVariable(name: "layout", arg: 2, scope: !247, file: !228, line: 199, type: !212)
!253 = !DILocation(line: 0, scope: !247, inlinedAt: !254)
!254 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !245)
!255 = !DILocalVariable(name: "layout", arg: 2, scope: !256, file: !228, line: 114, type: !212)
!256 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !146, file: !228, line: 114, type: !257, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !260)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !259, !212}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!260 = !{!261, !255}
!261 = !DILocalVariable(name: "ptr", arg: 1, scope: !256, file: !228, line: 114, type: !259)
!262 = !DILocation(line: 0, scope: !256, inlinedAt: !263)
!263 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !254)
!264 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !263)
!265 = !DILocation(line: 16, column: 1, scope: !86)
!266 = !DILocation(line: 0, scope: !189, inlinedAt: !267)
!267 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !183)
!268 = !DILocation(line: 0, scope: !211, inlinedAt: !267)
!269 = !DILocation(line: 0, scope: !198, inlinedAt: !267)
!270 = !DILocation(line: 0, scope: !227, inlinedAt: !271)
!271 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !267)
!272 = !DILocation(line: 0, scope: !239, inlinedAt: !273)
!273 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !271)
!274 = !DILocation(line: 0, scope: !247, inlinedAt: !275)
!275 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !273)
!276 = !DILocation(line: 0, scope: !256, inlinedAt: !277)
!277 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !275)
!278 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !277)
!279 = !DILocation(line: 19, column: 2, scope: !86)
!280 = distinct !DISubprogram(name: "list", linkageName: "_ZN10unwindloop4list17h8148b8a0346119c2E", scope: !88, file: !87, line: 22, type: !281, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !284)
!281 = !DISubroutineType(types: !282)
!282 = !{!95, !283}
!283 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!284 = !{!285, !286, !288, !298, !300, !300, !309}
!285 = !DILocalVariable(name: "i", arg: 1, scope: !280, file: !87, line: 22, type: !283)
!286 = !DILocalVariable(name: "l", scope: !287, file: !87, line: 23, type: !95, align: 64)
!287 = distinct !DILexicalBlock(scope: !280, file: !87, line: 23, column: 5)
!288 = !DILocalVariable(name: "iter", scope: !289, file: !87, line: 24, type: !290, align: 32)
!289 = distinct !DILexicalBlock(scope: !287, file: !87, line: 24, column: 5)
!290 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u32>", scope: !291, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !293, templateParams: !296, identifier: "8e0cd3786ffbc12aa6b448bbb504e549")
!291 = !DINamespace(name: "range", scope: !292)
!292 = !DINamespace(name: "ops", scope: !12)
!293 = !{!294, !295}
!294 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !290, file: !9, baseType: !283, size: 32, align: 32, flags: DIFlagPublic)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !290, file: !9, baseType: !283, size: 32, align: 32, offset: 32, flags: DIFlagPublic)
!296 = !{!297}
!297 = !DITemplateTypeParameter(name: "Idx", type: !283)
!298 = !DILocalVariable(name: "k", scope: !299, file: !87, line: 24, type: !283, align: 32)
!299 = distinct !DILexicalBlock(scope: !289, file: !87, line: 24, column: 5)
!300 = !DILocalVariable(name: "args", scope: !301, file: !87, line: 25, type: !304, align: 64)
!301 = !DILexicalBlockFile(scope: !302, file: !87, discriminator: 0)
!302 = distinct !DILexicalBlock(scope: !299, file: !303, line: 114, column: 33)
!303 = !DIFile(filename: "library/alloc/src/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c06fded2c893c2cc0e8ea200156f1086")
!304 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&u32, &u32)", file: !9, size: 128, align: 64, elements: !305, templateParams: !102, identifier: "16f119dc6eabaa0e574c678a35b16c3a")
!305 = !{!306, !308}
!306 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !304, file: !9, baseType: !307, size: 64, align: 64)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u32", baseType: !283, size: 64, align: 64, dwarfAddressSpace: 0)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !304, file: !9, baseType: !307, size: 64, align: 64, offset: 64)
!309 = !DILocalVariable(name: "args", scope: !310, file: !87, line: 25, type: !312, align: 64)
!310 = !DILexicalBlockFile(scope: !311, file: !87, discriminator: 0)
!311 = distinct !DILexicalBlock(scope: !302, file: !303, line: 114, column: 33)
!312 = !DICompositeType(tag: DW_TAG_array_type, baseType: !313, size: 256, align: 64, elements: !385)
!313 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !314, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !316, templateParams: !102, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!314 = !DINamespace(name: "rt", scope: !315)
!315 = !DINamespace(name: "fmt", scope: !12)
!316 = !{!317}
!317 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !313, file: !9, baseType: !318, size: 128, align: 64, flags: DIFlagPrivate)
!318 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !314, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !319, templateParams: !102, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!319 = !{!320}
!320 = !DICompositeType(tag: DW_TAG_variant_part, scope: !318, file: !9, size: 128, align: 64, elements: !321, templateParams: !102, identifier: "fbd384083752b747f8b252853b979154", discriminator: !384)
!321 = !{!322, !380}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !320, file: !9, baseType: !323, size: 128, align: 64)
!323 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !318, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !324, templateParams: !102, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!324 = !{!325, !333, !375}
!325 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !323, file: !9, baseType: !326, size: 64, align: 64, flags: DIFlagPrivate)
!326 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !327, templateParams: !331, identifier: "f4e496144210c619b96aa08326287b92")
!327 = !{!328}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !326, file: !9, baseType: !329, size: 64, align: 64, flags: DIFlagPrivate)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !330, size: 64, align: 64, dwarfAddressSpace: 0)
!330 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!331 = !{!332}
!332 = !DITemplateTypeParameter(name: "T", type: !330)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !323, file: !9, baseType: !334, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !335, size: 64, align: 64, dwarfAddressSpace: 0)
!335 = !DISubroutineType(types: !336)
!336 = !{!337, !326, !354}
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !338, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !339, templateParams: !102, identifier: "1c6752419820cdc3961061cc58b31873")
!338 = !DINamespace(name: "result", scope: !12)
!339 = !{!340}
!340 = !DICompositeType(tag: DW_TAG_variant_part, scope: !337, file: !9, size: 8, align: 8, elements: !341, templateParams: !102, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !353)
!341 = !{!342, !349}
!342 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !340, file: !9, baseType: !343, size: 8, align: 8, extraData: i8 0)
!343 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !337, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !344, templateParams: !346, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!344 = !{!345}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !343, file: !9, baseType: !330, align: 8, offset: 8, flags: DIFlagPublic)
!346 = !{!332, !347}
!347 = !DITemplateTypeParameter(name: "E", type: !348)
!348 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !315, file: !9, align: 8, flags: DIFlagPublic, elements: !102, identifier: "5a24300cdda31093f5fe20c939b4885")
!349 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !340, file: !9, baseType: !350, size: 8, align: 8, extraData: i8 1)
!350 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !337, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !351, templateParams: !346, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!351 = !{!352}
!352 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !350, file: !9, baseType: !348, align: 8, offset: 8, flags: DIFlagPublic)
!353 = !DIDerivedType(tag: DW_TAG_member, scope: !337, file: !9, baseType: !82, size: 8, align: 8, flags: DIFlagArtificial)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !355, size: 64, align: 64, dwarfAddressSpace: 0)
!355 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !315, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !356, templateParams: !102, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!356 = !{!357, !364}
!357 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !355, file: !9, baseType: !358, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!358 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !315, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !359, templateParams: !102, identifier: "ca2f5547247cd95c514a47d5800e09e")
!359 = !{!360, !361, !363}
!360 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !358, file: !9, baseType: !283, size: 32, align: 32, flags: DIFlagPrivate)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !358, file: !9, baseType: !362, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!362 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !358, file: !9, baseType: !362, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !355, file: !9, baseType: !365, size: 128, align: 64, flags: DIFlagPrivate)
!365 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !366, templateParams: !102, identifier: "effe97114690fc58a8e246cb04e37234")
!366 = !{!367, !370}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !365, file: !9, baseType: !368, size: 64, align: 64)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 64, align: 64, dwarfAddressSpace: 0)
!369 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !102, identifier: "64328679825f9c73b507edbfd5b86b47")
!370 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !365, file: !9, baseType: !371, size: 64, align: 64, offset: 64)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !372, size: 64, align: 64, dwarfAddressSpace: 0)
!372 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 384, align: 64, elements: !373)
!373 = !{!374}
!374 = !DISubrange(count: 6, lowerBound: 0)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !323, file: !9, baseType: !376, align: 8, offset: 128, flags: DIFlagPrivate)
!376 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !136, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !377, identifier: "efa596960370766459fc018866dc4048")
!377 = !{!378}
!378 = !DITemplateTypeParameter(name: "T", type: !379)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !330, size: 64, align: 64, dwarfAddressSpace: 0)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !320, file: !9, baseType: !381, size: 128, align: 64, extraData: i64 0)
!381 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !318, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !382, templateParams: !102, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!382 = !{!383}
!383 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !381, file: !9, baseType: !362, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!384 = !DIDerivedType(tag: DW_TAG_member, scope: !318, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!385 = !{!386}
!386 = !DISubrange(count: 2, lowerBound: 0)
!387 = !DILocalVariable(name: "self", arg: 1, scope: !388, file: !389, line: 1916, type: !307)
!388 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs10_NtNtCsgEmfK2I1SDS_4core3cmp5implsmNtB8_10PartialOrd2lt", scope: !390, file: !389, line: 1916, type: !393, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !396)
!389 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!390 = !DINamespace(name: "{impl#64}", scope: !391)
!391 = !DINamespace(name: "impls", scope: !392)
!392 = !DINamespace(name: "cmp", scope: !12)
!393 = !DISubroutineType(types: !394)
!394 = !{!395, !307, !307}
!395 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!396 = !{!387, !397}
!397 = !DILocalVariable(name: "other", arg: 2, scope: !388, file: !389, line: 1916, type: !307)
!398 = !DILocation(line: 1916, column: 19, scope: !388, inlinedAt: !399)
!399 = !DILocation(line: 772, column: 12, scope: !400, inlinedAt: !425)
!400 = distinct !DISubprogram(name: "spec_next<u32>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h5f8669b61edabe5bE", scope: !402, file: !401, line: 771, type: !405, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !413, retainedNodes: !421)
!401 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!402 = !DINamespace(name: "{impl#5}", scope: !403)
!403 = !DINamespace(name: "range", scope: !404)
!404 = !DINamespace(name: "iter", scope: !12)
!405 = !DISubroutineType(types: !406)
!406 = !{!407, !420}
!407 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u32>", scope: !96, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !408, templateParams: !102, identifier: "6f9cf68b0721c153842fac1aca06aca0")
!408 = !{!409}
!409 = !DICompositeType(tag: DW_TAG_variant_part, scope: !407, file: !9, size: 64, align: 32, elements: !410, templateParams: !102, identifier: "52547bc7e29ba4c3a424c45f3b6ad9d5", discriminator: !419)
!410 = !{!411, !415}
!411 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !409, file: !9, baseType: !412, size: 64, align: 32, extraData: i32 0)
!412 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !407, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !102, templateParams: !413, identifier: "2d35c67b0b954dbe72d9ec7c545db516")
!413 = !{!414}
!414 = !DITemplateTypeParameter(name: "T", type: !283)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !409, file: !9, baseType: !416, size: 64, align: 32, extraData: i32 1)
!416 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !407, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !417, templateParams: !413, identifier: "8398ebe1588ef464fb4c1616d021a5e8")
!417 = !{!418}
!418 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !416, file: !9, baseType: !283, size: 32, align: 32, offset: 32, flags: DIFlagPublic)
!419 = !DIDerivedType(tag: DW_TAG_member, scope: !407, file: !9, baseType: !283, size: 32, align: 32, flags: DIFlagArtificial)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<u32>", baseType: !290, size: 64, align: 64, dwarfAddressSpace: 0)
!421 = !{!422, !423}
!422 = !DILocalVariable(name: "self", arg: 1, scope: !400, file: !401, line: 771, type: !420)
!423 = !DILocalVariable(name: "old", scope: !424, file: !401, line: 773, type: !283, align: 32)
!424 = distinct !DILexicalBlock(scope: !400, file: !401, line: 773, column: 13)
!425 = !DILocation(line: 857, column: 14, scope: !426, inlinedAt: !432)
!426 = distinct !DISubprogram(name: "next<u32>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hfd47d3e2c15bb762E", scope: !427, file: !401, line: 856, type: !405, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !430, retainedNodes: !428)
!427 = !DINamespace(name: "{impl#6}", scope: !403)
!428 = !{!429}
!429 = !DILocalVariable(name: "self", arg: 1, scope: !426, file: !401, line: 856, type: !420)
!430 = !{!431}
!431 = !DITemplateTypeParameter(name: "A", type: !283)
!432 = !DILocation(line: 24, column: 14, scope: !433)
!433 = !DILexicalBlockFile(scope: !289, file: !87, discriminator: 2)
!434 = !DILocation(line: 771, column: 18, scope: !400, inlinedAt: !425)
!435 = !DILocation(line: 856, column: 13, scope: !426, inlinedAt: !432)
!436 = !DILocation(line: 22, column: 13, scope: !280)
!437 = !DILocation(line: 24, column: 9, scope: !299)
!438 = !DILocalVariable(name: "n", scope: !439, file: !401, line: 211, type: !143, align: 64)
!439 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsB_NtNtCsgEmfK2I1SDS_4core4iter5rangemNtB5_4Step17forward_unchecked", scope: !440, file: !401, line: 211, type: !441, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !443)
!440 = !DINamespace(name: "{impl#39}", scope: !403)
!441 = !DISubroutineType(types: !442)
!442 = !{!283, !283, !143}
!443 = !{!444, !438}
!444 = !DILocalVariable(name: "start", arg: 1, scope: !439, file: !401, line: 211, type: !283)
!445 = !DILocation(line: 0, scope: !439, inlinedAt: !446)
!446 = !DILocation(line: 775, column: 35, scope: !424, inlinedAt: !425)
!447 = !DILocalVariable(name: "rhs", scope: !448, file: !449, line: 832, type: !283, align: 32)
!448 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs6_NtCsgEmfK2I1SDS_4core3numm13unchecked_add", scope: !450, file: !449, line: 832, type: !451, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !477)
!449 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!450 = !DINamespace(name: "{impl#8}", scope: !140)
!451 = !DISubroutineType(types: !452)
!452 = !{!283, !283, !283, !453}
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !454, size: 64, align: 64, dwarfAddressSpace: 0)
!454 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !455, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !457, templateParams: !102, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!455 = !DINamespace(name: "location", scope: !456)
!456 = !DINamespace(name: "panic", scope: !12)
!457 = !{!458, !467, !468, !469}
!458 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !454, file: !9, baseType: !459, size: 128, align: 64, flags: DIFlagPrivate)
!459 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !128, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !460, templateParams: !132, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!460 = !{!461}
!461 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !459, file: !9, baseType: !462, size: 128, align: 64, flags: DIFlagPrivate)
!462 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !463, templateParams: !102, identifier: "238a44609877474087c05adf26cd41fa")
!463 = !{!464, !466}
!464 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !462, file: !9, baseType: !465, size: 64, align: 64)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !462, file: !9, baseType: !143, size: 64, align: 64, offset: 64)
!467 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !454, file: !9, baseType: !283, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !454, file: !9, baseType: !283, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !454, file: !9, baseType: !470, align: 8, offset: 192, flags: DIFlagPrivate)
!470 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !136, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !471, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!471 = !{!472}
!472 = !DITemplateTypeParameter(name: "T", type: !473)
!473 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !474, templateParams: !102, identifier: "9277eecd40495f85161460476aacc992")
!474 = !{!475, !476}
!475 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !473, file: !9, baseType: !465, size: 64, align: 64)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !473, file: !9, baseType: !143, size: 64, align: 64, offset: 64)
!477 = !{!478, !447}
!478 = !DILocalVariable(name: "self", arg: 1, scope: !448, file: !449, line: 832, type: !283)
!479 = !DILocation(line: 0, scope: !448, inlinedAt: !480)
!480 = !DILocation(line: 213, column: 28, scope: !439, inlinedAt: !446)
!481 = !DILocation(line: 0, scope: !287)
!482 = !DILocation(line: 24, column: 17, scope: !287)
!483 = !DILocation(line: 0, scope: !289)
!484 = !DILocation(line: 1916, column: 26, scope: !388, inlinedAt: !399)
!485 = !DILocation(line: 1916, column: 50, scope: !388, inlinedAt: !399)
!486 = !DILocation(line: 0, scope: !280)
!487 = !DILocation(line: 28, column: 2, scope: !280)
!488 = !DILocation(line: 0, scope: !424, inlinedAt: !425)
!489 = !DILocation(line: 844, column: 17, scope: !448, inlinedAt: !480)
!490 = !DILocation(line: 24, column: 9, scope: !289)
!491 = !DILocation(line: 25, column: 27, scope: !299)
!492 = !DILocation(line: 0, scope: !301)
!493 = !DILocation(line: 25, column: 40, scope: !301)
!494 = !DILocalVariable(name: "args", arg: 1, scope: !495, file: !496, line: 649, type: !500)
!495 = distinct !DISubprogram(name: "format", linkageName: "_RNvNtCslNYArtu3iFV_5alloc3fmt6format", scope: !497, file: !496, line: 649, type: !498, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !510)
!496 = !DIFile(filename: "library/alloc/src/fmt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ff238ed6a2e10a790bec34161252a63b")
!497 = !DINamespace(name: "fmt", scope: !81)
!498 = !DISubroutineType(types: !499)
!499 = !{!109, !500}
!500 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arguments", scope: !315, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !501, templateParams: !102, identifier: "e5c67bbe046da39973c72077c7f66185")
!501 = !{!502, !503}
!502 = !DIDerivedType(tag: DW_TAG_member, name: "template", scope: !500, file: !9, baseType: !127, size: 64, align: 64, flags: DIFlagPrivate)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "args", scope: !500, file: !9, baseType: !504, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!504 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<core::fmt::rt::Argument>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !505, templateParams: !508, identifier: "2e7cb7ba6db6aae8a5c20264d17cea0a")
!505 = !{!506}
!506 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !504, file: !9, baseType: !507, size: 64, align: 64, flags: DIFlagPrivate)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::fmt::rt::Argument", baseType: !313, size: 64, align: 64, dwarfAddressSpace: 0)
!508 = !{!509}
!509 = !DITemplateTypeParameter(name: "T", type: !313)
!510 = !{!494}
!511 = !DILocation(line: 0, scope: !495, inlinedAt: !512)
!512 = !DILocation(line: 25, column: 40, scope: !513)
!513 = !DILexicalBlockFile(scope: !299, file: !87, discriminator: 6)
!514 = !DILocalVariable(name: "self", arg: 1, scope: !515, file: !516, line: 1271, type: !517)
!515 = distinct !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17hf4d43e7d224949baE", scope: !517, file: !516, line: 1271, type: !528, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !539, declaration: !538, retainedNodes: !543)
!516 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!517 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&str>", scope: !96, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !518, templateParams: !102, identifier: "388f0724495c9979543236d6ae2d54c2")
!518 = !{!519}
!519 = !DICompositeType(tag: DW_TAG_variant_part, scope: !517, file: !9, size: 128, align: 64, elements: !520, templateParams: !102, identifier: "e6785e8f6e1e140eb9b4249e8ee16932", discriminator: !527)
!520 = !{!521, !523}
!521 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !519, file: !9, baseType: !522, size: 128, align: 64, extraData: i64 0)
!522 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !517, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !102, templateParams: !471, identifier: "d07e0299997611c95ecaaab3f1b5fcbf")
!523 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !519, file: !9, baseType: !524, size: 128, align: 64)
!524 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !517, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !525, templateParams: !471, identifier: "752c4aa88f8dc851ac37ea0fe4a1be3a")
!525 = !{!526}
!526 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !524, file: !9, baseType: !473, size: 128, align: 64, flags: DIFlagPublic)
!527 = !DIDerivedType(tag: DW_TAG_member, scope: !517, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!528 = !DISubroutineType(types: !529)
!529 = !{!109, !517, !530, !535}
!530 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !531, file: !9, size: 64, align: 64, elements: !532, templateParams: !102, identifier: "33f96a35d1def74baf9ecdcdddd60f7e")
!531 = !DINamespace(name: "format", scope: !497)
!532 = !{!533}
!533 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__args", scope: !530, file: !9, baseType: !534, size: 64, align: 64)
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::fmt::Arguments", baseType: !500, size: 64, align: 64, dwarfAddressSpace: 0)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&str) -> alloc::string::String", baseType: !536, align: 8, dwarfAddressSpace: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{!109, !473}
!538 = !DISubprogram(name: "map_or_else<&str, alloc::string::String, alloc::fmt::format::{closure_env#0}, fn(&str) -> alloc::string::String>", linkageName: "_ZN4core6option15Option$LT$T$GT$11map_or_else17hf4d43e7d224949baE", scope: !517, file: !516, line: 1271, type: !528, scopeLine: 1271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !539)
!539 = !{!472, !540, !541, !542}
!540 = !DITemplateTypeParameter(name: "U", type: !109)
!541 = !DITemplateTypeParameter(name: "D", type: !530)
!542 = !DITemplateTypeParameter(name: "F", type: !535)
!543 = !{!514, !544, !545, !546}
!544 = !DILocalVariable(name: "default", arg: 2, scope: !515, file: !516, line: 1271, type: !530)
!545 = !DILocalVariable(name: "f", arg: 3, scope: !515, file: !516, line: 1271, type: !535)
!546 = !DILocalVariable(name: "t", scope: !547, file: !516, line: 1277, type: !473, align: 64)
!547 = distinct !DILexicalBlock(scope: !515, file: !516, line: 1277, column: 13)
!548 = !DILocation(line: 0, scope: !515, inlinedAt: !549)
!549 = distinct !DILocation(line: 659, column: 19, scope: !495, inlinedAt: !512)
!550 = !DILocation(line: 1271, column: 57, scope: !515, inlinedAt: !549)
!551 = !DILocalVariable(name: "args", scope: !552, file: !496, line: 649, type: !500, align: 64)
!552 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h138f56b551079f9bE", scope: !531, file: !496, line: 659, type: !553, scopeLine: 659, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !555)
!553 = !DISubroutineType(types: !554)
!554 = !{!109, !530}
!555 = !{!551}
!556 = !DILocation(line: 0, scope: !552, inlinedAt: !557)
!557 = distinct !DILocation(line: 1278, column: 21, scope: !515, inlinedAt: !549)
!558 = !DILocation(line: 659, column: 34, scope: !552, inlinedAt: !557)
!559 = !DILocation(line: 25, column: 40, scope: !299)
!560 = !DILocalVariable(name: "x", arg: 1, scope: !561, file: !190, line: 284, type: !106)
!561 = distinct !DISubprogram(name: "new<unwindloop::Link>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h355cccf29c8335d2E", scope: !562, file: !190, line: 284, type: !563, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !206, retainedNodes: !565)
!562 = !DINamespace(name: "{impl#0}", scope: !192)
!563 = !DISubroutineType(types: !564)
!564 = !{!105, !106}
!565 = !{!560, !566}
!566 = !DILocalVariable(name: "ptr", scope: !567, file: !190, line: 286, type: !568, align: 64)
!567 = distinct !DILexicalBlock(scope: !561, file: !190, line: 286, column: 9)
!568 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut unwindloop::Link", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!569 = !DILocation(line: 284, column: 16, scope: !561, inlinedAt: !570)
!570 = distinct !DILocation(line: 25, column: 18, scope: !299)
!571 = !DILocalVariable(name: "layout", arg: 1, scope: !572, file: !190, line: 247, type: !212)
!572 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !192, file: !190, line: 247, type: !573, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !575)
!573 = !DISubroutineType(types: !574)
!574 = !{!259, !212}
!575 = !{!571, !576}
!576 = !DILocalVariable(name: "ptr", scope: !577, file: !190, line: 249, type: !578, align: 64)
!577 = distinct !DILexicalBlock(scope: !572, file: !190, line: 249, column: 9)
!578 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !128, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !579, templateParams: !132, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!579 = !{!580}
!580 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !578, file: !9, baseType: !581, size: 128, align: 64, flags: DIFlagPrivate)
!581 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !582, templateParams: !102, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!582 = !{!583, !584}
!583 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !581, file: !9, baseType: !465, size: 64, align: 64)
!584 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !581, file: !9, baseType: !143, size: 64, align: 64, offset: 64)
!585 = !DILocation(line: 0, scope: !572, inlinedAt: !586)
!586 = distinct !DILocation(line: 286, column: 19, scope: !561, inlinedAt: !570)
!587 = !DILocalVariable(name: "layout", arg: 2, scope: !588, file: !228, line: 428, type: !212)
!588 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !229, file: !228, line: 428, type: !589, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !608)
!589 = !DISubroutineType(types: !590)
!590 = !{!591, !232, !212}
!591 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !338, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !592, templateParams: !102, identifier: "519a674418a5b51cf8bee27a967aa54e")
!592 = !{!593}
!593 = !DICompositeType(tag: DW_TAG_variant_part, scope: !591, file: !9, size: 128, align: 64, elements: !594, templateParams: !102, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !607)
!594 = !{!595, !603}
!595 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !593, file: !9, baseType: !596, size: 128, align: 64)
!596 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !591, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !597, templateParams: !599, identifier: "30b736d771929d0b7715388dfe942406")
!597 = !{!598}
!598 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !596, file: !9, baseType: !578, size: 128, align: 64, flags: DIFlagPublic)
!599 = !{!600, !601}
!600 = !DITemplateTypeParameter(name: "T", type: !578)
!601 = !DITemplateTypeParameter(name: "E", type: !602)
!602 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !214, file: !9, align: 8, flags: DIFlagPublic, elements: !102, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!603 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !593, file: !9, baseType: !604, size: 128, align: 64, extraData: i64 0)
!604 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !591, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !605, templateParams: !599, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!605 = !{!606}
!606 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !604, file: !9, baseType: !602, align: 8, flags: DIFlagPublic)
!607 = !DIDerivedType(tag: DW_TAG_member, scope: !591, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!608 = !{!609, !587}
!609 = !DILocalVariable(name: "self", scope: !588, file: !228, line: 428, type: !232, align: 64)
!610 = !DILocation(line: 0, scope: !588, inlinedAt: !611)
!611 = distinct !DILocation(line: 248, column: 18, scope: !572, inlinedAt: !586)
!612 = !DILocalVariable(name: "layout", arg: 2, scope: !613, file: !228, line: 311, type: !212)
!613 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !145, file: !228, line: 311, type: !614, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !616, retainedNodes: !617)
!614 = !DISubroutineType(types: !615)
!615 = !{!591, !232, !212, !395}
!616 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !145, file: !228, line: 311, type: !614, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!617 = !{!618, !612, !619}
!618 = !DILocalVariable(name: "self", scope: !613, file: !228, line: 311, type: !232, align: 64)
!619 = !DILocalVariable(name: "zeroed", scope: !613, file: !228, line: 311, type: !395, align: 8)
!620 = !DILocation(line: 0, scope: !613, inlinedAt: !621)
!621 = distinct !DILocation(line: 429, column: 14, scope: !588, inlinedAt: !611)
!622 = !DILocalVariable(name: "layout", arg: 1, scope: !623, file: !228, line: 185, type: !212)
!623 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !145, file: !228, line: 185, type: !624, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !626, retainedNodes: !627)
!624 = !DISubroutineType(types: !625)
!625 = !{!591, !212, !395}
!626 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !145, file: !228, line: 185, type: !624, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!627 = !{!622, !628, !629, !631, !633, !635, !655}
!628 = !DILocalVariable(name: "zeroed", arg: 2, scope: !623, file: !228, line: 185, type: !395)
!629 = !DILocalVariable(name: "size", scope: !630, file: !228, line: 189, type: !143, align: 64)
!630 = distinct !DILexicalBlock(scope: !623, file: !228, line: 189, column: 13)
!631 = !DILocalVariable(name: "raw_ptr", scope: !632, file: !228, line: 190, type: !259, align: 64)
!632 = distinct !DILexicalBlock(scope: !630, file: !228, line: 190, column: 17)
!633 = !DILocalVariable(name: "ptr", scope: !634, file: !228, line: 191, type: !127, align: 64)
!634 = distinct !DILexicalBlock(scope: !632, file: !228, line: 191, column: 17)
!635 = !DILocalVariable(name: "residual", scope: !636, file: !228, line: 191, type: !637, align: 8)
!636 = distinct !DILexicalBlock(scope: !632, file: !228, line: 191, column: 66)
!637 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !338, file: !9, align: 8, flags: DIFlagPublic, elements: !638, templateParams: !102, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!638 = !{!639}
!639 = !DICompositeType(tag: DW_TAG_variant_part, scope: !637, file: !9, align: 8, elements: !640, templateParams: !102, identifier: "f5e162db303eef1e33f578c71ec0a693")
!640 = !{!641, !651}
!641 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !639, file: !9, baseType: !642, align: 8)
!642 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !637, file: !9, align: 8, flags: DIFlagPublic, elements: !643, templateParams: !649, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!643 = !{!644}
!644 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !642, file: !9, baseType: !645, align: 8, flags: DIFlagPublic)
!645 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !646, file: !9, align: 8, flags: DIFlagPublic, elements: !647, templateParams: !102, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!646 = !DINamespace(name: "convert", scope: !12)
!647 = !{!648}
!648 = !DICompositeType(tag: DW_TAG_variant_part, scope: !645, file: !9, align: 8, elements: !102, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!649 = !{!650, !601}
!650 = !DITemplateTypeParameter(name: "T", type: !645)
!651 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !639, file: !9, baseType: !652, align: 8)
!652 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !637, file: !9, align: 8, flags: DIFlagPublic, elements: !653, templateParams: !649, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!653 = !{!654}
!654 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !652, file: !9, baseType: !602, align: 8, flags: DIFlagPublic)
!655 = !DILocalVariable(name: "val", scope: !656, file: !228, line: 191, type: !127, align: 64)
!656 = distinct !DILexicalBlock(scope: !632, file: !228, line: 191, column: 66)
!657 = !DILocation(line: 0, scope: !623, inlinedAt: !658)
!658 = distinct !DILocation(line: 312, column: 9, scope: !613, inlinedAt: !621)
!659 = !DILocalVariable(name: "layout", arg: 1, scope: !660, file: !228, line: 89, type: !212)
!660 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !146, file: !228, line: 89, type: !573, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !661)
!661 = !{!659}
!662 = !DILocation(line: 0, scope: !660, inlinedAt: !663)
!663 = distinct !DILocation(line: 190, column: 73, scope: !630, inlinedAt: !658)
!664 = !DILocation(line: 0, scope: !630, inlinedAt: !658)
!665 = !DILocation(line: 93, column: 9, scope: !660, inlinedAt: !663)
!666 = !{!667}
!667 = distinct !{!667, !668, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h355cccf29c8335d2E: %x"}
!668 = distinct !{!668, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h355cccf29c8335d2E"}
!669 = !DILocation(line: 95, column: 9, scope: !660, inlinedAt: !663)
!670 = !DILocation(line: 248, column: 11, scope: !572, inlinedAt: !586)
!671 = !DILocation(line: 248, column: 5, scope: !572, inlinedAt: !586)
!672 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!673 = !DILocation(line: 250, column: 19, scope: !572, inlinedAt: !586)
!674 = !DILocation(line: 292, column: 5, scope: !561, inlinedAt: !570)
!675 = !DILocation(line: 284, column: 5, scope: !561, inlinedAt: !570)
!676 = !DILocation(line: 0, scope: !567, inlinedAt: !570)
!677 = !DILocation(line: 289, column: 56, scope: !567, inlinedAt: !570)
!678 = !DILocation(line: 25, column: 70, scope: !299)
!679 = !DILocation(line: 26, column: 5, scope: !289)
!680 = !DILocation(line: 22, column: 1, scope: !280)
!681 = !DILocation(line: 28, column: 1, scope: !280)
!682 = distinct !DISubprogram(name: "client", linkageName: "_ZN10unwindloop6client17h458c644c0eb51ce4E", scope: !88, file: !87, line: 30, type: !683, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !685)
!683 = !DISubroutineType(types: !684)
!684 = !{!143, !13}
!685 = !{!686, !687, !689, !691, !693, !695}
!686 = !DILocalVariable(name: "r", arg: 1, scope: !682, file: !87, line: 30, type: !13)
!687 = !DILocalVariable(name: "ll", scope: !688, file: !87, line: 31, type: !95, align: 64)
!688 = distinct !DILexicalBlock(scope: !682, file: !87, line: 31, column: 5)
!689 = !DILocalVariable(name: "sent", scope: !690, file: !87, line: 32, type: !13, align: 64)
!690 = distinct !DILexicalBlock(scope: !688, file: !87, line: 32, column: 5)
!691 = !DILocalVariable(name: "iter", scope: !692, file: !87, line: 33, type: !290, align: 32)
!692 = distinct !DILexicalBlock(scope: !690, file: !87, line: 33, column: 5)
!693 = !DILocalVariable(name: "i", scope: !694, file: !87, line: 33, type: !283, align: 32)
!694 = distinct !DILexicalBlock(scope: !692, file: !87, line: 33, column: 5)
!695 = !DILocalVariable(name: "set", scope: !696, file: !87, line: 36, type: !697, align: 64)
!696 = distinct !DILexicalBlock(scope: !694, file: !87, line: 36, column: 13)
!697 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut unwindloop::Keeper, core::option::Option<alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>>) -> u64", baseType: !698, size: 64, align: 64, dwarfAddressSpace: 0)
!698 = !DISubroutineType(types: !699)
!699 = !{!13, !700, !95}
!700 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut unwindloop::Keeper", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!701 = !DILocation(line: 0, scope: !682)
!702 = !DILocation(line: 0, scope: !692)
!703 = !DILocation(line: 0, scope: !690)
!704 = !DILocation(line: 0, scope: !688)
!705 = !DILocation(line: 0, scope: !694)
!706 = !DILocation(line: 36, column: 93, scope: !694)
!707 = !DILocation(line: 36, column: 73, scope: !694)
!708 = !DILocation(line: 0, scope: !696)
!709 = !DILocation(line: 37, column: 39, scope: !696)
!710 = !DILocalVariable(name: "t", scope: !711, file: !516, line: 1230, type: !105, align: 64)
!711 = distinct !DILexicalBlock(scope: !712, file: !516, line: 1230, column: 13)
!712 = distinct !DISubprogram(name: "map_or<alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>, usize, unwindloop::client::{closure_env#0}>", linkageName: "_ZN4core6option15Option$LT$T$GT$6map_or17h0f8daea890e4aed5E", scope: !95, file: !516, line: 1224, type: !713, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !718, declaration: !717, retainedNodes: !721)
!713 = !DISubroutineType(types: !714)
!714 = !{!143, !95, !143, !715}
!715 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !716, file: !9, align: 8, elements: !102, identifier: "5aa73321616027e2adb0e8fcf2527894")
!716 = !DINamespace(name: "client", scope: !88)
!717 = !DISubprogram(name: "map_or<alloc::boxed::Box<unwindloop::Link, alloc::alloc::Global>, usize, unwindloop::client::{closure_env#0}>", linkageName: "_ZN4core6option15Option$LT$T$GT$6map_or17h0f8daea890e4aed5E", scope: !95, file: !516, line: 1224, type: !713, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !718)
!718 = !{!104, !719, !720}
!719 = !DITemplateTypeParameter(name: "U", type: !143)
!720 = !DITemplateTypeParameter(name: "F", type: !715)
!721 = !{!722, !723, !724, !710}
!722 = !DILocalVariable(name: "self", arg: 1, scope: !712, file: !516, line: 1224, type: !95)
!723 = !DILocalVariable(name: "default", arg: 2, scope: !712, file: !516, line: 1224, type: !143)
!724 = !DILocalVariable(name: "f", arg: 3, scope: !712, file: !516, line: 1224, type: !715)
!725 = !DILocation(line: 0, scope: !711, inlinedAt: !726)
!726 = distinct !DILocation(line: 41, column: 24, scope: !690)
!727 = !DILocalVariable(name: "l", arg: 2, scope: !728, file: !87, line: 41, type: !105)
!728 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN10unwindloop6client28_$u7b$$u7b$closure$u7d$$u7d$17h659e1742fc318c7eE", scope: !716, file: !87, line: 41, type: !729, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !731)
!729 = !DISubroutineType(types: !730)
!730 = !{!143, !715, !105}
!731 = !{!727, !732}
!732 = !DILocalVariable(arg: 1, scope: !728, file: !87, line: 41, type: !715)
!733 = !DILocation(line: 0, scope: !728, inlinedAt: !734)
!734 = distinct !DILocation(line: 1230, column: 24, scope: !711, inlinedAt: !726)
!735 = !DILocation(line: 41, column: 34, scope: !728, inlinedAt: !734)
!736 = !DILocalVariable(name: "self", arg: 1, scope: !737, file: !738, line: 1860, type: !741)
!737 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len", scope: !109, file: !738, line: 1860, type: !739, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !742, retainedNodes: !743)
!738 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!739 = !DISubroutineType(types: !740)
!740 = !{!143, !741}
!741 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::string::String", baseType: !109, size: 64, align: 64, dwarfAddressSpace: 0)
!742 = !DISubprogram(name: "len", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc6stringNtB2_6String3len", scope: !109, file: !738, line: 1860, type: !739, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!743 = !{!736}
!744 = !DILocation(line: 1860, column: 22, scope: !737, inlinedAt: !745)
!745 = distinct !DILocation(line: 41, column: 45, scope: !728, inlinedAt: !734)
!746 = !DILocation(line: 2997, column: 19, scope: !747, inlinedAt: !753)
!747 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h8e272bdbdb75192fE", scope: !113, file: !748, line: 2996, type: !749, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, declaration: !752)
!748 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!749 = !DISubroutineType(types: !750)
!750 = !{!143, !751}
!751 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !113, size: 64, align: 64, dwarfAddressSpace: 0)
!752 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h8e272bdbdb75192fE", scope: !113, file: !748, line: 2996, type: !749, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !150)
!753 = distinct !DILocation(line: 1861, column: 18, scope: !737, inlinedAt: !745)
!754 = !{!755, !757}
!755 = distinct !{!755, !756, !"_ZN10unwindloop6client28_$u7b$$u7b$closure$u7d$$u7d$17h659e1742fc318c7eE: argument 0"}
!756 = distinct !{!756, !"_ZN10unwindloop6client28_$u7b$$u7b$closure$u7d$$u7d$17h659e1742fc318c7eE"}
!757 = distinct !{!757, !758, !"_ZN4core6option15Option$LT$T$GT$6map_or17h0f8daea890e4aed5E: argument 0"}
!758 = distinct !{!758, !"_ZN4core6option15Option$LT$T$GT$6map_or17h0f8daea890e4aed5E"}
!759 = !DILocation(line: 3002, column: 37, scope: !747, inlinedAt: !753)
!760 = !DILocation(line: 3002, column: 18, scope: !747, inlinedAt: !753)
!761 = !DILocation(line: 0, scope: !177, inlinedAt: !762)
!762 = distinct !DILocation(line: 41, column: 49, scope: !728, inlinedAt: !734)
!763 = !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !762)
!764 = !DILocation(line: 0, scope: !189, inlinedAt: !765)
!765 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !762)
!766 = !DILocation(line: 0, scope: !211, inlinedAt: !765)
!767 = !DILocation(line: 0, scope: !198, inlinedAt: !765)
!768 = !DILocation(line: 0, scope: !227, inlinedAt: !769)
!769 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !765)
!770 = !DILocation(line: 0, scope: !239, inlinedAt: !771)
!771 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !769)
!772 = !DILocation(line: 0, scope: !247, inlinedAt: !773)
!773 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !771)
!774 = !DILocation(line: 0, scope: !256, inlinedAt: !775)
!775 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !773)
!776 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !775)
!777 = !DILocation(line: 1233, column: 5, scope: !712, inlinedAt: !726)
!778 = !DILocation(line: 0, scope: !189, inlinedAt: !779)
!779 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !762)
!780 = !DILocation(line: 0, scope: !211, inlinedAt: !779)
!781 = !DILocation(line: 0, scope: !198, inlinedAt: !779)
!782 = !DILocation(line: 0, scope: !227, inlinedAt: !783)
!783 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !779)
!784 = !DILocation(line: 0, scope: !239, inlinedAt: !785)
!785 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !783)
!786 = !DILocation(line: 0, scope: !247, inlinedAt: !787)
!787 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !785)
!788 = !DILocation(line: 0, scope: !256, inlinedAt: !789)
!789 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !787)
!790 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !789)
!791 = !DILocation(line: 42, column: 1, scope: !682)
!792 = !DILocation(line: 0, scope: !712, inlinedAt: !726)
!793 = !DILocation(line: 35, column: 9, scope: !694)
!794 = !DILocation(line: 41, column: 5, scope: !690)
!795 = !DILocation(line: 42, column: 2, scope: !682)
!796 = !DILocation(line: 37, column: 13, scope: !696)
!797 = !DILocation(line: 39, column: 14, scope: !694)
!798 = !DILocation(line: 0, scope: !189, inlinedAt: !799)
!799 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !800)
!800 = distinct !DILocation(line: 805, column: 1, scope: !165, inlinedAt: !801)
!801 = distinct !DILocation(line: 39, column: 9, scope: !694)
!802 = !DILocation(line: 0, scope: !211, inlinedAt: !799)
!803 = !DILocation(line: 0, scope: !198, inlinedAt: !799)
!804 = !DILocation(line: 0, scope: !227, inlinedAt: !805)
!805 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !799)
!806 = !DILocation(line: 0, scope: !239, inlinedAt: !807)
!807 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !805)
!808 = !DILocation(line: 0, scope: !247, inlinedAt: !809)
!809 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !807)
!810 = !DILocation(line: 0, scope: !256, inlinedAt: !811)
!811 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !809)
!812 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !811)
!813 = !{!814}
!814 = distinct !{!814, !815, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE: %_1"}
!815 = distinct !{!815, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE"}
!816 = !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !800)
!817 = !DILocation(line: 0, scope: !165, inlinedAt: !801)
!818 = !DILocation(line: 805, column: 1, scope: !165, inlinedAt: !801)
!819 = !DILocation(line: 0, scope: !177, inlinedAt: !800)
!820 = !DILocation(line: 0, scope: !189, inlinedAt: !821)
!821 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !800)
!822 = !DILocation(line: 0, scope: !211, inlinedAt: !821)
!823 = !DILocation(line: 0, scope: !198, inlinedAt: !821)
!824 = !DILocation(line: 0, scope: !227, inlinedAt: !825)
!825 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !821)
!826 = !DILocation(line: 0, scope: !239, inlinedAt: !827)
!827 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !825)
!828 = !DILocation(line: 0, scope: !247, inlinedAt: !829)
!829 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !827)
!830 = !DILocation(line: 0, scope: !256, inlinedAt: !831)
!831 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !829)
!832 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !831)
!833 = !DILocation(line: 1224, column: 49, scope: !712, inlinedAt: !726)
!834 = !DILocation(line: 1229, column: 15, scope: !712, inlinedAt: !726)
!835 = !DILocation(line: 1229, column: 9, scope: !712, inlinedAt: !726)
!836 = !DILocation(line: 30, column: 1, scope: !682)
!837 = distinct !DISubprogram(name: "drop_in_place<unwindloop::Link>", linkageName: "_ZN4core3ptr37drop_in_place$LT$unwindloop..Link$GT$17ha7dbeabdaf0b18beE", scope: !11, file: !166, line: 805, type: !838, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !206, retainedNodes: !840)
!838 = !DISubroutineType(types: !839)
!839 = !{null, !568}
!840 = !{!841}
!841 = !DILocalVariable(arg: 1, scope: !837, file: !166, line: 805, type: !568)
!842 = !DILocation(line: 0, scope: !837)
!843 = !DILocation(line: 805, column: 1, scope: !837)
!844 = !DILocalVariable(arg: 1, scope: !845, file: !166, line: 805, type: !848)
!845 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3dd0a678f70612b6E", scope: !11, file: !166, line: 805, type: !846, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !850, retainedNodes: !849)
!846 = !DISubroutineType(types: !847)
!847 = !{null, !848}
!848 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::string::String", baseType: !109, size: 64, align: 64, dwarfAddressSpace: 0)
!849 = !{!844}
!850 = !{!851}
!851 = !DITemplateTypeParameter(name: "T", type: !109)
!852 = !DILocation(line: 0, scope: !845, inlinedAt: !853)
!853 = distinct !DILocation(line: 805, column: 1, scope: !837)
!854 = !DILocalVariable(arg: 1, scope: !855, file: !166, line: 805, type: !858)
!855 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17he9e6c7488ece3d71E", scope: !11, file: !166, line: 805, type: !856, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !860, retainedNodes: !859)
!856 = !DISubroutineType(types: !857)
!857 = !{null, !858}
!858 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !113, size: 64, align: 64, dwarfAddressSpace: 0)
!859 = !{!854}
!860 = !{!861}
!861 = !DITemplateTypeParameter(name: "T", type: !113)
!862 = !DILocation(line: 0, scope: !855, inlinedAt: !863)
!863 = distinct !DILocation(line: 805, column: 1, scope: !845, inlinedAt: !853)
!864 = !DILocalVariable(arg: 1, scope: !865, file: !166, line: 805, type: !868)
!865 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h15178b66fafd9ce4E", scope: !11, file: !166, line: 805, type: !866, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !870, retainedNodes: !869)
!866 = !DISubroutineType(types: !867)
!867 = !{null, !868}
!868 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !117, size: 64, align: 64, dwarfAddressSpace: 0)
!869 = !{!864}
!870 = !{!871}
!871 = !DITemplateTypeParameter(name: "T", type: !117)
!872 = !DILocation(line: 0, scope: !865, inlinedAt: !873)
!873 = distinct !DILocation(line: 805, column: 1, scope: !855, inlinedAt: !863)
!874 = !DILocalVariable(name: "self", arg: 1, scope: !875, file: !876, line: 421, type: !880)
!875 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h866d54297dff145fE", scope: !877, file: !876, line: 421, type: !878, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !150, retainedNodes: !881)
!876 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!877 = !DINamespace(name: "{impl#3}", scope: !80)
!878 = !DISubroutineType(types: !879)
!879 = !{null, !880}
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !117, size: 64, align: 64, dwarfAddressSpace: 0)
!881 = !{!874}
!882 = !DILocation(line: 0, scope: !875, inlinedAt: !883)
!883 = distinct !DILocation(line: 805, column: 1, scope: !865, inlinedAt: !873)
!884 = !DILocalVariable(name: "self", arg: 1, scope: !885, file: !876, line: 870, type: !888)
!885 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h82771b4c3b153e70E", scope: !120, file: !876, line: 870, type: !886, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !147, declaration: !889, retainedNodes: !890)
!886 = !DISubroutineType(types: !887)
!887 = !{null, !888, !212}
!888 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !120, size: 64, align: 64, dwarfAddressSpace: 0)
!889 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h82771b4c3b153e70E", scope: !120, file: !876, line: 870, type: !886, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !147)
!890 = !{!884, !891, !892, !894}
!891 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !885, file: !876, line: 870, type: !212)
!892 = !DILocalVariable(name: "ptr", scope: !893, file: !876, line: 872, type: !127, align: 64)
!893 = distinct !DILexicalBlock(scope: !885, file: !876, line: 872, column: 82)
!894 = !DILocalVariable(name: "layout", scope: !893, file: !876, line: 872, type: !212, align: 64)
!895 = !DILocation(line: 0, scope: !885, inlinedAt: !896)
!896 = distinct !DILocation(line: 423, column: 29, scope: !875, inlinedAt: !883)
!897 = !DILocalVariable(name: "self", arg: 1, scope: !898, file: !876, line: 631, type: !918)
!898 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h75fb38b19b7467d9E", scope: !120, file: !876, line: 631, type: !899, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !147, declaration: !919, retainedNodes: !920)
!899 = !DISubroutineType(types: !900)
!900 = !{!901, !918, !212}
!901 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !96, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !902, templateParams: !102, identifier: "ee7541504661f874c2915c0073b72bc1")
!902 = !{!903}
!903 = !DICompositeType(tag: DW_TAG_variant_part, scope: !901, file: !9, size: 192, align: 64, elements: !904, templateParams: !102, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !917)
!904 = !{!905, !913}
!905 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !903, file: !9, baseType: !906, size: 192, align: 64, extraData: i64 0)
!906 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !901, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !102, templateParams: !907, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!907 = !{!908}
!908 = !DITemplateTypeParameter(name: "T", type: !909)
!909 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !910, templateParams: !102, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!910 = !{!911, !912}
!911 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !909, file: !9, baseType: !127, size: 64, align: 64)
!912 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !909, file: !9, baseType: !212, size: 128, align: 64, offset: 64)
!913 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !903, file: !9, baseType: !914, size: 192, align: 64)
!914 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !901, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !915, templateParams: !907, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!915 = !{!916}
!916 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !914, file: !9, baseType: !909, size: 192, align: 64, flags: DIFlagPublic)
!917 = !DIDerivedType(tag: DW_TAG_member, scope: !901, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!918 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !120, size: 64, align: 64, dwarfAddressSpace: 0)
!919 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h75fb38b19b7467d9E", scope: !120, file: !876, line: 631, type: !899, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !147)
!920 = !{!897, !921, !922, !924}
!921 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !898, file: !876, line: 631, type: !212)
!922 = !DILocalVariable(name: "alloc_size", scope: !923, file: !876, line: 640, type: !143, align: 64)
!923 = distinct !DILexicalBlock(scope: !898, file: !876, line: 640, column: 17)
!924 = !DILocalVariable(name: "layout", scope: !925, file: !876, line: 641, type: !212, align: 64)
!925 = distinct !DILexicalBlock(scope: !923, file: !876, line: 641, column: 17)
!926 = !DILocation(line: 0, scope: !898, inlinedAt: !927)
!927 = distinct !DILocation(line: 872, column: 52, scope: !893, inlinedAt: !896)
!928 = !DILocation(line: 632, column: 39, scope: !898, inlinedAt: !927)
!929 = !DILocation(line: 0, scope: !893, inlinedAt: !896)
!930 = !DILocation(line: 0, scope: !227, inlinedAt: !931)
!931 = distinct !DILocation(line: 874, column: 28, scope: !893, inlinedAt: !896)
!932 = !DILocation(line: 0, scope: !239, inlinedAt: !933)
!933 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !931)
!934 = !DILocation(line: 0, scope: !247, inlinedAt: !935)
!935 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !933)
!936 = !DILocation(line: 0, scope: !256, inlinedAt: !937)
!937 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !935)
!938 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !937)
!939 = !DILocation(line: 872, column: 9, scope: !885, inlinedAt: !896)
!940 = !{!941}
!941 = distinct !{!941, !942, !"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E: %_1"}
!942 = distinct !{!942, !"_ZN4core3ptr90drop_in_place$LT$core..option..Option$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$$GT$17h98c0e013f0597264E"}
!943 = !DILocation(line: 0, scope: !165, inlinedAt: !944)
!944 = distinct !DILocation(line: 805, column: 1, scope: !837)
!945 = !DILocation(line: 805, column: 1, scope: !165, inlinedAt: !944)
!946 = !DILocation(line: 0, scope: !177, inlinedAt: !947)
!947 = distinct !DILocation(line: 805, column: 1, scope: !165, inlinedAt: !944)
!948 = !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !947)
!949 = !{!950, !941}
!950 = distinct !{!950, !951, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE: %_1"}
!951 = distinct !{!951, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE"}
!952 = !DILocation(line: 0, scope: !189, inlinedAt: !953)
!953 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !947)
!954 = !DILocation(line: 0, scope: !211, inlinedAt: !953)
!955 = !DILocation(line: 0, scope: !198, inlinedAt: !953)
!956 = !DILocation(line: 0, scope: !227, inlinedAt: !957)
!957 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !953)
!958 = !DILocation(line: 0, scope: !239, inlinedAt: !959)
!959 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !957)
!960 = !DILocation(line: 0, scope: !247, inlinedAt: !961)
!961 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !959)
!962 = !DILocation(line: 0, scope: !256, inlinedAt: !963)
!963 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !961)
!964 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !963)
!965 = !DILocation(line: 0, scope: !189, inlinedAt: !966)
!966 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !947)
!967 = !DILocation(line: 0, scope: !211, inlinedAt: !966)
!968 = !DILocation(line: 0, scope: !198, inlinedAt: !966)
!969 = !DILocation(line: 0, scope: !227, inlinedAt: !970)
!970 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !966)
!971 = !DILocation(line: 0, scope: !239, inlinedAt: !972)
!972 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !970)
!973 = !DILocation(line: 0, scope: !247, inlinedAt: !974)
!974 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !972)
!975 = !DILocation(line: 0, scope: !256, inlinedAt: !976)
!976 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !974)
!977 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !976)
!978 = !DILocation(line: 0, scope: !165)
!979 = !DILocation(line: 805, column: 1, scope: !165)
!980 = !DILocation(line: 0, scope: !177, inlinedAt: !981)
!981 = distinct !DILocation(line: 805, column: 1, scope: !165)
!982 = !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !981)
!983 = !{!984}
!984 = distinct !{!984, !985, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE: %_1"}
!985 = distinct !{!985, !"_ZN4core3ptr62drop_in_place$LT$alloc..boxed..Box$LT$unwindloop..Link$GT$$GT$17h29be982e400bb56bE"}
!986 = !DILocation(line: 0, scope: !189, inlinedAt: !987)
!987 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !981)
!988 = !DILocation(line: 0, scope: !211, inlinedAt: !987)
!989 = !DILocation(line: 0, scope: !198, inlinedAt: !987)
!990 = !DILocation(line: 0, scope: !227, inlinedAt: !991)
!991 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !987)
!992 = !DILocation(line: 0, scope: !239, inlinedAt: !993)
!993 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !991)
!994 = !DILocation(line: 0, scope: !247, inlinedAt: !995)
!995 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !993)
!996 = !DILocation(line: 0, scope: !256, inlinedAt: !997)
!997 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !995)
!998 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !997)
!999 = !DILocation(line: 0, scope: !189, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 805, column: 1, scope: !177, inlinedAt: !981)
!1001 = !DILocation(line: 0, scope: !211, inlinedAt: !1000)
!1002 = !DILocation(line: 0, scope: !198, inlinedAt: !1000)
!1003 = !DILocation(line: 0, scope: !227, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 1921, column: 24, scope: !211, inlinedAt: !1000)
!1005 = !DILocation(line: 0, scope: !239, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 442, column: 23, scope: !227, inlinedAt: !1004)
!1007 = !DILocation(line: 0, scope: !247, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 324, column: 9, scope: !239, inlinedAt: !1006)
!1009 = !DILocation(line: 0, scope: !256, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 209, column: 22, scope: !247, inlinedAt: !1008)
!1011 = !DILocation(line: 115, column: 14, scope: !256, inlinedAt: !1010)
