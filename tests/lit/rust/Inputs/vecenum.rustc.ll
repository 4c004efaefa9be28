; ModuleID = 'vecenum.4c30c9b71e8e69ad-cgu.0'
source_filename = "vecenum.4c30c9b71e8e69ad-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Shape = type { i64, [2 x i64] }

; vecenum::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN7vecenum6client17h3aa89991ba5c89dfE(i64 noundef %r, ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(24) %shapes) unnamed_addr #0 !dbg !79 {
start:
    #dbg_value(i64 %r, !148, !DIExpression(), !159)
    #dbg_declare(ptr %shapes, !149, !DIExpression(), !160)
  %_4 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7vecenum8acc_area17h8a62d08cff4743c4E) #4, !dbg !161
  %0 = icmp ne ptr %_4, null, !dbg !162
  tail call void @llvm.assume(i1 %0), !dbg !162
    #dbg_value(ptr %_4, !150, !DIExpression(), !163)
  %_0 = tail call noundef double %_4(ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(24) %shapes) #4, !dbg !164
  ret double %_0, !dbg !165
}

; vecenum::acc_area
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN7vecenum8acc_area17h8a62d08cff4743c4E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(24) %shapes) unnamed_addr #0 !dbg !166 {
start:
    #dbg_value(ptr poison, !199, !DIExpression(), !225)
    #dbg_value(ptr %this, !171, !DIExpression(), !228)
    #dbg_declare(ptr %shapes, !172, !DIExpression(), !229)
    #dbg_value(i64 1, !230, !DIExpression(), !238)
    #dbg_value(ptr %shapes, !240, !DIExpression(), !248)
    #dbg_value(ptr %shapes, !250, !DIExpression(), !261)
    #dbg_value(ptr %shapes, !263, !DIExpression(), !267)
    #dbg_value(ptr %shapes, !269, !DIExpression(), !275)
  %0 = getelementptr inbounds nuw i8, ptr %shapes, i64 8, !dbg !277
  %_18 = load ptr, ptr %0, align 8, !dbg !277, !nonnull !112, !noundef !112
  %1 = getelementptr inbounds nuw i8, ptr %shapes, i64 16, !dbg !298
  %len = load i64, ptr %1, align 8, !dbg !298, !noundef !112
    #dbg_value(i64 %len, !299, !DIExpression(), !316)
    #dbg_value(i64 %len, !324, !DIExpression(), !358)
    #dbg_value(ptr %_18, !322, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !360)
    #dbg_value(ptr %_18, !307, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !361)
    #dbg_value(i64 %len, !322, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !360)
    #dbg_value(i64 %len, !307, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !361)
    #dbg_value(ptr %_18, !312, !DIExpression(), !362)
    #dbg_value(ptr %_18, !357, !DIExpression(), !358)
  %_22.idx = mul i64 %len, 24, !dbg !363
  %_22 = getelementptr inbounds nuw i8, ptr %_18, i64 %_22.idx, !dbg !363
    #dbg_value(ptr %_18, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
    #dbg_value(ptr %_22, !173, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !364)
  %this.promoted = load double, ptr %this, align 8
    #dbg_value(ptr %_18, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
    #dbg_value(ptr undef, !199, !DIExpression(), !225)
    #dbg_value(ptr %_18, !219, !DIExpression(), !365)
    #dbg_value(ptr %_18, !237, !DIExpression(), !238)
    #dbg_value(ptr %_22, !221, !DIExpression(), !366)
    #dbg_value(ptr poison, !367, !DIExpression(), !376)
    #dbg_value(ptr poison, !375, !DIExpression(), !378)
  %_306 = icmp eq i64 %len, 0, !dbg !379
  br i1 %_306, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3d7f59cd15eb00cdE.exit.i", label %bb8.preheader, !dbg !377

bb8.preheader:                                    ; preds = %start
  %2 = add i64 %_22.idx, -24, !dbg !380
  %3 = udiv i64 %2, 24, !dbg !380
  %4 = and i64 %3, 1, !dbg !380
  %lcmp.mod.not.not = icmp eq i64 %4, 0, !dbg !380
  br i1 %lcmp.mod.not.not, label %bb8.prol, label %bb8.prol.loopexit, !dbg !380

bb8.prol:                                         ; preds = %bb8.preheader
    #dbg_value(ptr %_18, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
  %_39.prol = getelementptr inbounds nuw i8, ptr %_18, i64 24, !dbg !381
    #dbg_value(ptr %_39.prol, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
    #dbg_value(ptr %_18, !190, !DIExpression(), !382)
  %_9.prol = load i64, ptr %_18, align 8, !dbg !383, !range !384, !noundef !112
  %5 = trunc nuw i64 %_9.prol to i1, !dbg !380
  br i1 %5, label %bb3.prol, label %bb4.prol, !dbg !380

bb4.prol:                                         ; preds = %bb8.prol
    #dbg_value(ptr %_18, !192, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !385)
  %6 = getelementptr inbounds nuw i8, ptr %_18, i64 16, !dbg !386
  %_44.prol = load ptr, ptr %6, align 8, !dbg !386, !nonnull !112, !noundef !112
  %7 = load double, ptr %_44.prol, align 8, !dbg !386, !noundef !112
  br label %bb5.prol, !dbg !387

bb3.prol:                                         ; preds = %bb8.prol
    #dbg_value(ptr %_18, !195, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !388)
    #dbg_value(ptr %_18, !389, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !399)
    #dbg_value(ptr %_18, !198, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !401)
    #dbg_value(ptr %_18, !398, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !402)
  %8 = getelementptr inbounds nuw i8, ptr %_18, i64 8, !dbg !403
  %self.prol = load i64, ptr %8, align 8, !dbg !403, !noundef !112
    #dbg_value(i64 %self.prol, !404, !DIExpression(), !412)
  %9 = getelementptr inbounds nuw i8, ptr %_18, i64 16, !dbg !414
  %other.prol = load i64, ptr %9, align 8, !dbg !414, !noundef !112
    #dbg_value(i64 %other.prol, !411, !DIExpression(), !412)
  %_43.0.prol = mul i64 %other.prol, %self.prol, !dbg !415
  %10 = uitofp i64 %_43.0.prol to double, !dbg !400
  br label %bb5.prol, !dbg !416

bb5.prol:                                         ; preds = %bb3.prol, %bb4.prol
  %_8.sroa.0.0.prol = phi double [ %10, %bb3.prol ], [ %7, %bb4.prol ], !dbg !382
  %11 = fadd double %_8.sroa.0.0.prol, %this.promoted, !dbg !417
    #dbg_value(ptr %_39.prol, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
    #dbg_value(ptr undef, !199, !DIExpression(), !225)
    #dbg_value(ptr %_39.prol, !219, !DIExpression(), !365)
    #dbg_value(ptr %_39.prol, !237, !DIExpression(), !238)
    #dbg_value(ptr %_22, !221, !DIExpression(), !366)
    #dbg_value(ptr poison, !367, !DIExpression(), !376)
    #dbg_value(ptr poison, !375, !DIExpression(), !378)
  br label %bb8.prol.loopexit, !dbg !380

bb8.prol.loopexit:                                ; preds = %bb5.prol, %bb8.preheader
  %.lcssa.unr = phi double [ poison, %bb8.preheader ], [ %11, %bb5.prol ]
  %iter.sroa.0.07.unr = phi ptr [ %_18, %bb8.preheader ], [ %_39.prol, %bb5.prol ]
  %.unr = phi double [ %this.promoted, %bb8.preheader ], [ %11, %bb5.prol ]
  %12 = icmp ult i64 %2, 24, !dbg !380
  br i1 %12, label %bb7, label %bb8, !dbg !380

bb8:                                              ; preds = %bb8.prol.loopexit, %bb5.1
  %iter.sroa.0.07 = phi ptr [ %_39.1, %bb5.1 ], [ %iter.sroa.0.07.unr, %bb8.prol.loopexit ]
  %13 = phi double [ %31, %bb5.1 ], [ %.unr, %bb8.prol.loopexit ]
    #dbg_value(ptr %iter.sroa.0.07, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
  %_39 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 24, !dbg !381
    #dbg_value(ptr %_39, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
    #dbg_value(ptr %iter.sroa.0.07, !190, !DIExpression(), !382)
  %_9 = load i64, ptr %iter.sroa.0.07, align 8, !dbg !383, !range !384, !noundef !112
  %14 = trunc nuw i64 %_9 to i1, !dbg !380
  br i1 %14, label %bb3, label %bb4, !dbg !380

bb7:                                              ; preds = %bb5.1, %bb8.prol.loopexit
  %.lcssa = phi double [ %.lcssa.unr, %bb8.prol.loopexit ], [ %31, %bb5.1 ], !dbg !417
  store double %.lcssa, ptr %this, align 8, !dbg !417
  tail call void @llvm.experimental.noalias.scope.decl(metadata !418), !dbg !421
    #dbg_value(ptr %shapes, !422, !DIExpression(), !431)
    #dbg_value(ptr poison, !433, !DIExpression(), !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !442), !dbg !445
    #dbg_value(ptr %_18, !446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
    #dbg_value(i64 %len, !446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !455)
  br label %bb2.i.i.i, !dbg !457

bb2.i.i.i:                                        ; preds = %bb7, %"_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E.exit.i.i.i"
  %_3.sroa.0.05.i.i.i = phi i64 [ %15, %"_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E.exit.i.i.i" ], [ 0, %bb7 ]
  %_6.i.i.i = getelementptr inbounds nuw %Shape, ptr %_18, i64 %_3.sroa.0.05.i.i.i, !dbg !457
  %15 = add nuw i64 %_3.sroa.0.05.i.i.i, 1, !dbg !457
  %_6.val.i.i.i = load i64, ptr %_6.i.i.i, align 8, !dbg !457, !range !384, !alias.scope !442, !noalias !418, !noundef !112
    #dbg_value(ptr poison, !458, !DIExpression(), !463)
  %16 = icmp eq i64 %_6.val.i.i.i, 0, !dbg !465
  br i1 %16, label %bb2.i.i.i.i, label %"_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E.exit.i.i.i", !dbg !465

bb2.i.i.i.i:                                      ; preds = %bb2.i.i.i
  %17 = getelementptr i8, ptr %_6.i.i.i, i64 16, !dbg !457
  %_6.val3.i.i.i = load ptr, ptr %17, align 8, !dbg !457, !alias.scope !442, !noalias !418, !nonnull !112, !noundef !112
    #dbg_value(ptr poison, !466, !DIExpression(), !474)
    #dbg_value(ptr poison, !476, !DIExpression(), !510)
    #dbg_value(i64 8, !498, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !512)
    #dbg_value(i64 8, !498, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !512)
    #dbg_value(ptr %_6.val3.i.i.i, !485, !DIExpression(), !513)
    #dbg_value(ptr poison, !514, !DIExpression(), !524)
    #dbg_value(ptr poison, !526, !DIExpression(), !532)
    #dbg_value(ptr %_6.val3.i.i.i, !522, !DIExpression(), !524)
    #dbg_value(ptr %_6.val3.i.i.i, !530, !DIExpression(), !532)
    #dbg_value(ptr %_6.val3.i.i.i, !534, !DIExpression(), !541)
    #dbg_value(i64 8, !523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !524)
    #dbg_value(i64 8, !531, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !532)
    #dbg_value(i64 8, !540, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !541)
    #dbg_value(i64 8, !543, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(i64 8, !523, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !524)
    #dbg_value(i64 8, !531, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !532)
    #dbg_value(i64 8, !540, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !541)
    #dbg_value(i64 8, !543, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(ptr %_6.val3.i.i.i, !549, !DIExpression(), !550)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val3.i.i.i, i64 noundef 8, i64 noundef 8) #4, !dbg !552, !noalias !553
  br label %"_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E.exit.i.i.i", !dbg !465

"_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E.exit.i.i.i": ; preds = %bb2.i.i.i.i, %bb2.i.i.i
  %_7.i.i.i = icmp eq i64 %15, %len, !dbg !457
  br i1 %_7.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3d7f59cd15eb00cdE.exit.i", label %bb2.i.i.i, !dbg !457

"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3d7f59cd15eb00cdE.exit.i": ; preds = %"_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E.exit.i.i.i", %start
  %_010 = phi double [ %this.promoted, %start ], [ %.lcssa, %"_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E.exit.i.i.i" ]
  %_1.val2.i = load i64, ptr %shapes, align 8, !dbg !554, !range !555, !alias.scope !418, !noundef !112
    #dbg_value(ptr poison, !556, !DIExpression(), !564)
    #dbg_value(ptr poison, !566, !DIExpression(), !573)
    #dbg_value(ptr poison, !575, !DIExpression(), !586)
    #dbg_value(i64 8, !582, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !586)
    #dbg_value(i64 24, !582, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !586)
    #dbg_value(ptr poison, !588, !DIExpression(), !616)
    #dbg_value(i64 8, !611, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !616)
    #dbg_value(i64 24, !611, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !616)
    #dbg_value(i64 24, !618, !DIExpression(), !626)
  %18 = icmp eq i64 %_1.val2.i, 0, !dbg !628
  br i1 %18, label %"_ZN4core3ptr58drop_in_place$LT$alloc..vec..Vec$LT$vecenum..Shape$GT$$GT$17hddc10ae50e0bccdfE.exit", label %bb2.i.i.i4.i, !dbg !628

bb2.i.i.i4.i:                                     ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3d7f59cd15eb00cdE.exit.i"
    #dbg_value(i64 %_1.val2.i, !625, !DIExpression(), !626)
  %alloc_size.i.i.i.i.i = mul nuw i64 %_1.val2.i, 24, !dbg !629
    #dbg_value(ptr %_18, !583, !DIExpression(), !630)
    #dbg_value(i64 8, !585, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !630)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !585, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !630)
    #dbg_value(ptr poison, !514, !DIExpression(), !631)
    #dbg_value(ptr poison, !526, !DIExpression(), !633)
    #dbg_value(ptr %_18, !522, !DIExpression(), !631)
    #dbg_value(ptr %_18, !530, !DIExpression(), !633)
    #dbg_value(ptr %_18, !534, !DIExpression(), !635)
    #dbg_value(i64 8, !523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !631)
    #dbg_value(i64 8, !531, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !633)
    #dbg_value(i64 8, !540, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !635)
    #dbg_value(i64 8, !543, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !637)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !523, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !631)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !531, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !633)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !540, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !635)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !543, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !637)
    #dbg_value(ptr %_18, !549, !DIExpression(), !637)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_18, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #4, !dbg !639, !noalias !418
  br label %"_ZN4core3ptr58drop_in_place$LT$alloc..vec..Vec$LT$vecenum..Shape$GT$$GT$17hddc10ae50e0bccdfE.exit", !dbg !640

"_ZN4core3ptr58drop_in_place$LT$alloc..vec..Vec$LT$vecenum..Shape$GT$$GT$17hddc10ae50e0bccdfE.exit": ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3d7f59cd15eb00cdE.exit.i", %bb2.i.i.i4.i
  ret double %_010, !dbg !641

bb3:                                              ; preds = %bb8
    #dbg_value(ptr %iter.sroa.0.07, !195, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !388)
    #dbg_value(ptr %iter.sroa.0.07, !389, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !399)
    #dbg_value(ptr %iter.sroa.0.07, !198, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !401)
    #dbg_value(ptr %iter.sroa.0.07, !398, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !402)
  %19 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 8, !dbg !403
  %self = load i64, ptr %19, align 8, !dbg !403, !noundef !112
    #dbg_value(i64 %self, !404, !DIExpression(), !412)
  %20 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 16, !dbg !414
  %other = load i64, ptr %20, align 8, !dbg !414, !noundef !112
    #dbg_value(i64 %other, !411, !DIExpression(), !412)
  %_43.0 = mul i64 %other, %self, !dbg !415
  %21 = uitofp i64 %_43.0 to double, !dbg !400
  br label %bb5, !dbg !416

bb4:                                              ; preds = %bb8
    #dbg_value(ptr %iter.sroa.0.07, !192, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !385)
  %22 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 16, !dbg !386
  %_44 = load ptr, ptr %22, align 8, !dbg !386, !nonnull !112, !noundef !112
  %23 = load double, ptr %_44, align 8, !dbg !386, !noundef !112
  br label %bb5, !dbg !387

bb5:                                              ; preds = %bb3, %bb4
  %_8.sroa.0.0 = phi double [ %21, %bb3 ], [ %23, %bb4 ], !dbg !382
  %24 = fadd double %_8.sroa.0.0, %13, !dbg !417
    #dbg_value(ptr undef, !199, !DIExpression(), !225)
    #dbg_value(ptr %_39, !219, !DIExpression(), !365)
    #dbg_value(ptr %_39, !237, !DIExpression(), !238)
    #dbg_value(ptr %_22, !221, !DIExpression(), !366)
    #dbg_value(ptr poison, !367, !DIExpression(), !376)
    #dbg_value(ptr poison, !375, !DIExpression(), !378)
    #dbg_value(ptr %_39, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
  %_39.1 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 48, !dbg !381
    #dbg_value(ptr %_39.1, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
    #dbg_value(ptr %_39, !190, !DIExpression(), !382)
  %_9.1 = load i64, ptr %_39, align 8, !dbg !383, !range !384, !noundef !112
  %25 = trunc nuw i64 %_9.1 to i1, !dbg !380
  br i1 %25, label %bb3.1, label %bb4.1, !dbg !380

bb4.1:                                            ; preds = %bb5
    #dbg_value(ptr %_39, !192, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !385)
  %26 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 40, !dbg !386
  %_44.1 = load ptr, ptr %26, align 8, !dbg !386, !nonnull !112, !noundef !112
  %27 = load double, ptr %_44.1, align 8, !dbg !386, !noundef !112
  br label %bb5.1, !dbg !387

bb3.1:                                            ; preds = %bb5
    #dbg_value(ptr %_39, !195, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !388)
    #dbg_value(ptr %_39, !389, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !399)
    #dbg_value(ptr %_39, !198, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !401)
    #dbg_value(ptr %_39, !398, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !402)
  %28 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 32, !dbg !403
  %self.1 = load i64, ptr %28, align 8, !dbg !403, !noundef !112
    #dbg_value(i64 %self.1, !404, !DIExpression(), !412)
  %29 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.07, i64 40, !dbg !414
  %other.1 = load i64, ptr %29, align 8, !dbg !414, !noundef !112
    #dbg_value(i64 %other.1, !411, !DIExpression(), !412)
  %_43.0.1 = mul i64 %other.1, %self.1, !dbg !415
  %30 = uitofp i64 %_43.0.1 to double, !dbg !400
  br label %bb5.1, !dbg !416

bb5.1:                                            ; preds = %bb3.1, %bb4.1
  %_8.sroa.0.0.1 = phi double [ %30, %bb3.1 ], [ %27, %bb4.1 ], !dbg !382
  %31 = fadd double %_8.sroa.0.0.1, %24, !dbg !417
    #dbg_value(ptr %_39.1, !173, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !364)
    #dbg_value(ptr undef, !199, !DIExpression(), !225)
    #dbg_value(ptr %_39.1, !219, !DIExpression(), !365)
    #dbg_value(ptr %_39.1, !237, !DIExpression(), !238)
    #dbg_value(ptr %_22, !221, !DIExpression(), !366)
    #dbg_value(ptr poison, !367, !DIExpression(), !376)
    #dbg_value(ptr poison, !375, !DIExpression(), !378)
  %_30.1 = icmp eq ptr %_39.1, %_22, !dbg !379
  br i1 %_30.1, label %bb7, label %bb8, !dbg !377
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "vecenum.rs/@/vecenum.4c30c9b71e8e69ad-cgu.0", directory: "/work/wt-rustvec/tests/lit/rust/Inputs")
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
!79 = distinct !DISubprogram(name: "client", linkageName: "_ZN7vecenum6client17h3aa89991ba5c89dfE", scope: !81, file: !80, line: 24, type: !82, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, retainedNodes: !147)
!80 = !DIFile(filename: "vecenum.rs", directory: "/work/wt-rustvec/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "46e70254f297eb565f053a92f79e6f35")
!81 = !DINamespace(name: "vecenum", scope: null)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !13, !85}
!84 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!85 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<vecenum::Shape, alloc::alloc::Global>", scope: !86, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !88, templateParams: !145, identifier: "20fde02b05cd8ab09839b79a26a6be49")
!86 = !DINamespace(name: "vec", scope: !87)
!87 = !DINamespace(name: "alloc", scope: null)
!88 = !{!89, !146}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !85, file: !9, baseType: !90, size: 128, align: 64, flags: DIFlagPrivate)
!90 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<vecenum::Shape, alloc::alloc::Global>", scope: !91, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !92, templateParams: !145, identifier: "fd00aea90200304a271818a9b427c9de")
!91 = !DINamespace(name: "raw_vec", scope: !87)
!92 = !{!93, !125}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !90, file: !9, baseType: !94, size: 128, align: 64, flags: DIFlagPrivate)
!94 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !91, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !95, templateParams: !123, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!95 = !{!96, !113, !120}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !94, file: !9, baseType: !97, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !98, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !99, templateParams: !107, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!98 = !DINamespace(name: "unique", scope: !11)
!99 = !{!100, !109}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !97, file: !9, baseType: !101, size: 64, align: 64, flags: DIFlagPrivate)
!101 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !102, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !103, templateParams: !107, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!102 = !DINamespace(name: "non_null", scope: !11)
!103 = !{!104}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !101, file: !9, baseType: !105, size: 64, align: 64, flags: DIFlagPrivate)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!106 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!107 = !{!108}
!108 = !DITemplateTypeParameter(name: "T", type: !106)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !97, file: !9, baseType: !110, align: 8, offset: 64, flags: DIFlagPrivate)
!110 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !111, file: !9, align: 8, flags: DIFlagPublic, elements: !112, templateParams: !107, identifier: "15bae875c56c7c0f828edf19d836075e")
!111 = !DINamespace(name: "marker", scope: !12)
!112 = !{}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !94, file: !9, baseType: !114, size: 64, align: 64, flags: DIFlagPrivate)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !115, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !117, templateParams: !112, identifier: "cad7375c0c871c072d809328de25b44")
!115 = !DINamespace(name: "niche_types", scope: !116)
!116 = !DINamespace(name: "num", scope: !12)
!117 = !{!118}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !114, file: !9, baseType: !119, size: 64, align: 64, flags: DIFlagPrivate)
!119 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !94, file: !9, baseType: !121, align: 8, offset: 128, flags: DIFlagPrivate)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !122, file: !9, align: 8, flags: DIFlagPublic, elements: !112, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!122 = !DINamespace(name: "alloc", scope: !87)
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "A", type: !121)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !90, file: !9, baseType: !126, align: 8, offset: 128, flags: DIFlagPrivate)
!126 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<vecenum::Shape>", scope: !111, file: !9, align: 8, flags: DIFlagPublic, elements: !112, templateParams: !127, identifier: "6747eed9bccbfb2eeaddc351f1f8a37a")
!127 = !{!128}
!128 = !DITemplateTypeParameter(name: "T", type: !129)
!129 = !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !81, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !130, templateParams: !112, identifier: "b8856d1b377af8b919a22c96c356f9d7")
!130 = !{!131}
!131 = !DICompositeType(tag: DW_TAG_variant_part, scope: !129, file: !9, size: 192, align: 64, elements: !132, templateParams: !112, identifier: "d2ddd07499fd8678d10c461793069b02", discriminator: !144)
!132 = !{!133, !139}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "Circle", scope: !131, file: !9, baseType: !134, size: 192, align: 64, extraData: i64 0)
!134 = !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !129, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !135, templateParams: !112, identifier: "c216a584da2e1547138dc9b7e746da6f")
!135 = !{!136, !138}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !134, file: !9, baseType: !137, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !134, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "Square", scope: !131, file: !9, baseType: !140, size: 192, align: 64, extraData: i64 1)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "Square", scope: !129, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !141, templateParams: !112, identifier: "36c891018c42da3c1a2f64829a66d4fb")
!141 = !{!142, !143}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !140, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !140, file: !9, baseType: !13, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!144 = !DIDerivedType(tag: DW_TAG_member, scope: !129, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!145 = !{!128, !124}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !85, file: !9, baseType: !119, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!147 = !{!148, !149, !150}
!148 = !DILocalVariable(name: "r", arg: 1, scope: !79, file: !80, line: 24, type: !13)
!149 = !DILocalVariable(name: "shapes", arg: 2, scope: !79, file: !80, line: 24, type: !85)
!150 = !DILocalVariable(name: "f", scope: !151, file: !80, line: 27, type: !152, align: 64)
!151 = distinct !DILexicalBlock(scope: !79, file: !80, line: 27, column: 9)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut vecenum::Acc, alloc::vec::Vec<vecenum::Shape, alloc::alloc::Global>) -> f64", baseType: !153, size: 64, align: 64, dwarfAddressSpace: 0)
!153 = !DISubroutineType(types: !154)
!154 = !{!84, !155, !85}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut vecenum::Acc", baseType: !156, size: 64, align: 64, dwarfAddressSpace: 0)
!156 = !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", scope: !81, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !157, templateParams: !112, identifier: "ea5f766fee1d854b64d6ba042dfeb6f")
!157 = !{!158}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !156, file: !9, baseType: !84, size: 64, align: 64, flags: DIFlagPrivate)
!159 = !DILocation(line: 0, scope: !79)
!160 = !DILocation(line: 24, column: 23, scope: !79)
!161 = !DILocation(line: 27, column: 77, scope: !79)
!162 = !DILocation(line: 27, column: 57, scope: !79)
!163 = !DILocation(line: 0, scope: !151)
!164 = !DILocation(line: 28, column: 9, scope: !151)
!165 = !DILocation(line: 30, column: 2, scope: !79)
!166 = distinct !DISubprogram(name: "acc_area", linkageName: "_ZN7vecenum8acc_area17h8a62d08cff4743c4E", scope: !81, file: !80, line: 14, type: !167, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, retainedNodes: !170)
!167 = !DISubroutineType(types: !168)
!168 = !{!84, !169, !85}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut vecenum::Acc", baseType: !156, size: 64, align: 64, dwarfAddressSpace: 0)
!170 = !{!171, !172, !173, !190, !192, !195, !198}
!171 = !DILocalVariable(name: "this", arg: 1, scope: !166, file: !80, line: 14, type: !169)
!172 = !DILocalVariable(name: "shapes", arg: 2, scope: !166, file: !80, line: 14, type: !85)
!173 = !DILocalVariable(name: "iter", scope: !174, file: !80, line: 15, type: !175, align: 64)
!174 = distinct !DILexicalBlock(scope: !166, file: !80, line: 15, column: 5)
!175 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<vecenum::Shape>", scope: !176, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !178, templateParams: !127, identifier: "1308276540c2c8f0f6150370959d6ad2")
!176 = !DINamespace(name: "iter", scope: !177)
!177 = !DINamespace(name: "slice", scope: !12)
!178 = !{!179, !184, !185}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !175, file: !9, baseType: !180, size: 64, align: 64, flags: DIFlagPrivate)
!180 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<vecenum::Shape>", scope: !102, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !181, templateParams: !127, identifier: "a9d855bbb8bf9c8939fe4b5110e3a9ca")
!181 = !{!182}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !180, file: !9, baseType: !183, size: 64, align: 64, flags: DIFlagPrivate)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const vecenum::Shape", baseType: !129, size: 64, align: 64, dwarfAddressSpace: 0)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !175, file: !9, baseType: !183, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !175, file: !9, baseType: !186, align: 8, offset: 128, flags: DIFlagPrivate)
!186 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&vecenum::Shape>", scope: !111, file: !9, align: 8, flags: DIFlagPublic, elements: !112, templateParams: !187, identifier: "69c6d691be2f5d4d1d4a55f0602d87bc")
!187 = !{!188}
!188 = !DITemplateTypeParameter(name: "T", type: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&vecenum::Shape", baseType: !129, size: 64, align: 64, dwarfAddressSpace: 0)
!190 = !DILocalVariable(name: "s", scope: !191, file: !80, line: 15, type: !189, align: 64)
!191 = distinct !DILexicalBlock(scope: !174, file: !80, line: 15, column: 5)
!192 = !DILocalVariable(name: "r", scope: !193, file: !80, line: 17, type: !194, align: 64)
!193 = distinct !DILexicalBlock(scope: !191, file: !80, line: 17, column: 13)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !137, size: 64, align: 64, dwarfAddressSpace: 0)
!195 = !DILocalVariable(name: "a", scope: !196, file: !80, line: 18, type: !197, align: 64)
!196 = distinct !DILexicalBlock(scope: !191, file: !80, line: 18, column: 13)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!198 = !DILocalVariable(name: "b", scope: !196, file: !80, line: 18, type: !197, align: 64)
!199 = !DILocalVariable(name: "self", arg: 1, scope: !200, file: !201, line: 157, type: !217)
!200 = distinct !DISubprogram(name: "next<vecenum::Shape>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he3996d4e8e635f61E", scope: !202, file: !201, line: 157, type: !203, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, retainedNodes: !218)
!201 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!202 = !DINamespace(name: "{impl#171}", scope: !176)
!203 = !DISubroutineType(types: !204)
!204 = !{!205, !217}
!205 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&vecenum::Shape>", scope: !206, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !207, templateParams: !112, identifier: "d96eaa56648d0204396acc982c77a541")
!206 = !DINamespace(name: "option", scope: !12)
!207 = !{!208}
!208 = !DICompositeType(tag: DW_TAG_variant_part, scope: !205, file: !9, size: 64, align: 64, elements: !209, templateParams: !112, identifier: "8ec1aa021432b8daed4a814746c9223", discriminator: !216)
!209 = !{!210, !212}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !208, file: !9, baseType: !211, size: 64, align: 64, extraData: i64 0)
!211 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !205, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !112, templateParams: !187, identifier: "f3443ff04cc5e87ae5f5fd3dffca13b7")
!212 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !208, file: !9, baseType: !213, size: 64, align: 64)
!213 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !205, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !214, templateParams: !187, identifier: "ca13ed6f88d362f0ad92d51d0747a122")
!214 = !{!215}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !213, file: !9, baseType: !189, size: 64, align: 64, flags: DIFlagPublic)
!216 = !DIDerivedType(tag: DW_TAG_member, scope: !205, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<vecenum::Shape>", baseType: !175, size: 64, align: 64, dwarfAddressSpace: 0)
!218 = !{!199, !219, !221, !223}
!219 = !DILocalVariable(name: "ptr", scope: !220, file: !201, line: 161, type: !180, align: 64)
!220 = distinct !DILexicalBlock(scope: !200, file: !201, line: 161, column: 17)
!221 = !DILocalVariable(name: "end_or_len", scope: !222, file: !201, line: 162, type: !183, align: 64)
!222 = distinct !DILexicalBlock(scope: !220, file: !201, line: 162, column: 17)
!223 = !DILocalVariable(name: "len", scope: !224, file: !201, line: 167, type: !119, align: 64)
!224 = distinct !DILexicalBlock(scope: !222, file: !201, line: 167, column: 25)
!225 = !DILocation(line: 157, column: 21, scope: !200, inlinedAt: !226)
!226 = !DILocation(line: 15, column: 14, scope: !227)
!227 = !DILexicalBlockFile(scope: !174, file: !80, discriminator: 2)
!228 = !DILocation(line: 0, scope: !166)
!229 = !DILocation(line: 14, column: 33, scope: !166)
!230 = !DILocalVariable(name: "count", scope: !231, file: !232, line: 651, type: !119, align: 64)
!231 = distinct !DISubprogram(name: "add<vecenum::Shape>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h5243a24ba42472cfE", scope: !180, file: !232, line: 651, type: !233, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, declaration: !235, retainedNodes: !236)
!232 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!233 = !DISubroutineType(types: !234)
!234 = !{!180, !180, !119}
!235 = !DISubprogram(name: "add<vecenum::Shape>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h5243a24ba42472cfE", scope: !180, file: !232, line: 651, type: !233, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !127)
!236 = !{!237, !230}
!237 = !DILocalVariable(name: "self", arg: 1, scope: !231, file: !232, line: 651, type: !180)
!238 = !DILocation(line: 0, scope: !231, inlinedAt: !239)
!239 = !DILocation(line: 185, column: 40, scope: !222, inlinedAt: !226)
!240 = !DILocalVariable(name: "self", arg: 1, scope: !241, file: !242, line: 3913, type: !246)
!241 = distinct !DISubprogram(name: "into_iter<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha7355f0a80dbc4a5E", scope: !243, file: !242, line: 3913, type: !244, scopeLine: 3913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !247)
!242 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!243 = !DINamespace(name: "{impl#18}", scope: !86)
!244 = !DISubroutineType(types: !245)
!245 = !{!175, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<vecenum::Shape, alloc::alloc::Global>", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!247 = !{!240}
!248 = !DILocation(line: 3913, column: 18, scope: !241, inlinedAt: !249)
!249 = !DILocation(line: 15, column: 14, scope: !166)
!250 = !DILocalVariable(name: "self", arg: 1, scope: !251, file: !242, line: 3728, type: !246)
!251 = distinct !DISubprogram(name: "deref<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hfe5deb7d4104bc87E", scope: !252, file: !242, line: 3728, type: !253, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !260)
!252 = !DINamespace(name: "{impl#9}", scope: !86)
!253 = !DISubroutineType(types: !254)
!254 = !{!255, !246}
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[vecenum::Shape]", file: !9, size: 128, align: 64, elements: !256, templateParams: !112, identifier: "6dff3df279a5933f8ed434d73669b3a8")
!256 = !{!257, !259}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !255, file: !9, baseType: !258, size: 64, align: 64)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64, align: 64, dwarfAddressSpace: 0)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !255, file: !9, baseType: !119, size: 64, align: 64, offset: 64)
!260 = !{!250}
!261 = !DILocation(line: 3728, column: 14, scope: !251, inlinedAt: !262)
!262 = !DILocation(line: 3914, column: 9, scope: !241, inlinedAt: !249)
!263 = !DILocalVariable(name: "self", arg: 1, scope: !264, file: !242, line: 1798, type: !246)
!264 = distinct !DISubprogram(name: "as_slice<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h92b8234c2b2f93b6E", scope: !85, file: !242, line: 1798, type: !253, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, declaration: !265, retainedNodes: !266)
!265 = !DISubprogram(name: "as_slice<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h92b8234c2b2f93b6E", scope: !85, file: !242, line: 1798, type: !253, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!266 = !{!263}
!267 = !DILocation(line: 1798, column: 27, scope: !264, inlinedAt: !268)
!268 = !DILocation(line: 3729, column: 14, scope: !251, inlinedAt: !262)
!269 = !DILocalVariable(name: "self", arg: 1, scope: !270, file: !242, line: 1913, type: !246)
!270 = distinct !DISubprogram(name: "as_ptr<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h51639b9ae5bf8ff3E", scope: !85, file: !242, line: 1913, type: !271, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, declaration: !273, retainedNodes: !274)
!271 = !DISubroutineType(types: !272)
!272 = !{!183, !246}
!273 = !DISubprogram(name: "as_ptr<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h51639b9ae5bf8ff3E", scope: !85, file: !242, line: 1913, type: !271, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!274 = !{!269}
!275 = !DILocation(line: 1913, column: 25, scope: !270, inlinedAt: !276)
!276 = !DILocation(line: 1815, column: 76, scope: !264, inlinedAt: !268)
!277 = !DILocation(line: 612, column: 9, scope: !278, inlinedAt: !285)
!278 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, vecenum::Shape>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h818e9d487b9bc84aE", scope: !94, file: !279, line: 611, type: !280, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !284, declaration: !283)
!279 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!280 = !DISubroutineType(types: !281)
!281 = !{!180, !282}
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!283 = !DISubprogram(name: "non_null<alloc::alloc::Global, vecenum::Shape>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h818e9d487b9bc84aE", scope: !94, file: !279, line: 611, type: !280, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !284)
!284 = !{!124, !128}
!285 = !DILocation(line: 607, column: 14, scope: !286, inlinedAt: !291)
!286 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, vecenum::Shape>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hb1d50b82b9495218E", scope: !94, file: !279, line: 606, type: !287, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !284, declaration: !290)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !282}
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut vecenum::Shape", baseType: !129, size: 64, align: 64, dwarfAddressSpace: 0)
!290 = !DISubprogram(name: "ptr<alloc::alloc::Global, vecenum::Shape>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hb1d50b82b9495218E", scope: !94, file: !279, line: 606, type: !287, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !284)
!291 = !DILocation(line: 295, column: 20, scope: !292, inlinedAt: !297)
!292 = distinct !DISubprogram(name: "ptr<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h42c94d5a239a997bE", scope: !90, file: !279, line: 294, type: !293, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, declaration: !296)
!293 = !DISubroutineType(types: !294)
!294 = !{!289, !295}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<vecenum::Shape, alloc::alloc::Global>", baseType: !90, size: 64, align: 64, dwarfAddressSpace: 0)
!296 = !DISubprogram(name: "ptr<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h42c94d5a239a997bE", scope: !90, file: !279, line: 294, type: !293, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!297 = !DILocation(line: 1916, column: 18, scope: !270, inlinedAt: !276)
!298 = !DILocation(line: 1815, column: 86, scope: !264, inlinedAt: !268)
!299 = !DILocalVariable(name: "len", scope: !300, file: !301, line: 97, type: !119, align: 64)
!300 = distinct !DILexicalBlock(scope: !302, file: !301, line: 97, column: 9)
!301 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!302 = distinct !DISubprogram(name: "new<vecenum::Shape>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17hb9ecb29a2e6efff9E", scope: !175, file: !301, line: 96, type: !303, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, declaration: !305, retainedNodes: !306)
!303 = !DISubroutineType(types: !304)
!304 = !{!175, !255}
!305 = !DISubprogram(name: "new<vecenum::Shape>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17hb9ecb29a2e6efff9E", scope: !175, file: !301, line: 96, type: !303, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !127)
!306 = !{!307, !299, !312, !314}
!307 = !DILocalVariable(name: "slice", arg: 1, scope: !302, file: !301, line: 96, type: !308)
!308 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [vecenum::Shape]", file: !9, size: 128, align: 64, elements: !309, templateParams: !112, identifier: "3d15b17f1f74b42b7b1f37c77ad6f88")
!309 = !{!310, !311}
!310 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !308, file: !9, baseType: !258, size: 64, align: 64)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !308, file: !9, baseType: !119, size: 64, align: 64, offset: 64)
!312 = !DILocalVariable(name: "ptr", scope: !313, file: !301, line: 98, type: !180, align: 64)
!313 = distinct !DILexicalBlock(scope: !300, file: !301, line: 98, column: 9)
!314 = !DILocalVariable(name: "end_or_len", scope: !315, file: !301, line: 101, type: !183, align: 64)
!315 = distinct !DILexicalBlock(scope: !313, file: !301, line: 101, column: 13)
!316 = !DILocation(line: 0, scope: !300, inlinedAt: !317)
!317 = !DILocation(line: 1041, column: 9, scope: !318, inlinedAt: !323)
!318 = distinct !DISubprogram(name: "iter<vecenum::Shape>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h939163e12d65c98aE", scope: !320, file: !319, line: 1040, type: !303, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, retainedNodes: !321)
!319 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!320 = !DINamespace(name: "{impl#0}", scope: !177)
!321 = !{!322}
!322 = !DILocalVariable(name: "self", arg: 1, scope: !318, file: !319, line: 1040, type: !308)
!323 = !DILocation(line: 3914, column: 14, scope: !241, inlinedAt: !249)
!324 = !DILocalVariable(name: "count", arg: 2, scope: !325, file: !326, line: 927, type: !119)
!325 = distinct !DISubprogram(name: "add<vecenum::Shape>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17ha85a810f506aad60E", scope: !327, file: !326, line: 927, type: !329, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, retainedNodes: !356)
!326 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!327 = !DINamespace(name: "{impl#0}", scope: !328)
!328 = !DINamespace(name: "mut_ptr", scope: !11)
!329 = !DISubroutineType(types: !330)
!330 = !{!289, !289, !119, !331}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !332, size: 64, align: 64, dwarfAddressSpace: 0)
!332 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !333, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !335, templateParams: !112, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!333 = !DINamespace(name: "location", scope: !334)
!334 = !DINamespace(name: "panic", scope: !12)
!335 = !{!336, !345, !347, !348}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !332, file: !9, baseType: !337, size: 128, align: 64, flags: DIFlagPrivate)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !102, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !338, templateParams: !107, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!338 = !{!339}
!339 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !337, file: !9, baseType: !340, size: 128, align: 64, flags: DIFlagPrivate)
!340 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !341, templateParams: !112, identifier: "238a44609877474087c05adf26cd41fa")
!341 = !{!342, !344}
!342 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !340, file: !9, baseType: !343, size: 64, align: 64)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !340, file: !9, baseType: !119, size: 64, align: 64, offset: 64)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !332, file: !9, baseType: !346, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!346 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !332, file: !9, baseType: !346, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !332, file: !9, baseType: !349, align: 8, offset: 192, flags: DIFlagPrivate)
!349 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !111, file: !9, align: 8, flags: DIFlagPublic, elements: !112, templateParams: !350, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!350 = !{!351}
!351 = !DITemplateTypeParameter(name: "T", type: !352)
!352 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !353, templateParams: !112, identifier: "9277eecd40495f85161460476aacc992")
!353 = !{!354, !355}
!354 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !352, file: !9, baseType: !343, size: 64, align: 64)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !352, file: !9, baseType: !119, size: 64, align: 64, offset: 64)
!356 = !{!357, !324}
!357 = !DILocalVariable(name: "self", arg: 1, scope: !325, file: !326, line: 927, type: !289)
!358 = !DILocation(line: 0, scope: !325, inlinedAt: !359)
!359 = !DILocation(line: 102, column: 78, scope: !313, inlinedAt: !317)
!360 = !DILocation(line: 0, scope: !318, inlinedAt: !323)
!361 = !DILocation(line: 0, scope: !302, inlinedAt: !317)
!362 = !DILocation(line: 0, scope: !313, inlinedAt: !317)
!363 = !DILocation(line: 961, column: 18, scope: !325, inlinedAt: !359)
!364 = !DILocation(line: 0, scope: !174)
!365 = !DILocation(line: 0, scope: !220, inlinedAt: !226)
!366 = !DILocation(line: 0, scope: !222, inlinedAt: !226)
!367 = !DILocalVariable(name: "self", arg: 1, scope: !368, file: !232, line: 1719, type: !373)
!368 = distinct !DISubprogram(name: "eq<vecenum::Shape>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h0c082b697330702dE", scope: !369, file: !232, line: 1719, type: !370, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, retainedNodes: !374)
!369 = !DINamespace(name: "{impl#16}", scope: !102)
!370 = !DISubroutineType(types: !371)
!371 = !{!372, !373, !373}
!372 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<vecenum::Shape>", baseType: !180, size: 64, align: 64, dwarfAddressSpace: 0)
!374 = !{!367, !375}
!375 = !DILocalVariable(name: "other", arg: 2, scope: !368, file: !232, line: 1719, type: !373)
!376 = !DILocation(line: 1719, column: 11, scope: !368, inlinedAt: !377)
!377 = !DILocation(line: 180, column: 28, scope: !222, inlinedAt: !226)
!378 = !DILocation(line: 1719, column: 18, scope: !368, inlinedAt: !377)
!379 = !DILocation(line: 1720, column: 9, scope: !368, inlinedAt: !377)
!380 = !DILocation(line: 16, column: 23, scope: !191)
!381 = !DILocation(line: 659, column: 28, scope: !231, inlinedAt: !239)
!382 = !DILocation(line: 0, scope: !191)
!383 = !DILocation(line: 16, column: 29, scope: !191)
!384 = !{i64 0, i64 2}
!385 = !DILocation(line: 17, column: 27, scope: !193)
!386 = !DILocation(line: 17, column: 36, scope: !193)
!387 = !DILocation(line: 17, column: 38, scope: !191)
!388 = !DILocation(line: 18, column: 27, scope: !196)
!389 = !DILocalVariable(name: "self", arg: 1, scope: !390, file: !391, line: 49, type: !197)
!390 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2w_NtNtCsgEmfK2I1SDS_4core3ops5arithRyNtB6_3Mul3mul", scope: !392, file: !391, line: 49, type: !395, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, retainedNodes: !397)
!391 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!392 = !DINamespace(name: "{impl#158}", scope: !393)
!393 = !DINamespace(name: "arith", scope: !394)
!394 = !DINamespace(name: "ops", scope: !12)
!395 = !DISubroutineType(types: !396)
!396 = !{!13, !197, !197, !331}
!397 = !{!389, !398}
!398 = !DILocalVariable(name: "other", arg: 2, scope: !390, file: !391, line: 49, type: !197)
!399 = !DILocation(line: 49, column: 24, scope: !390, inlinedAt: !400)
!400 = !DILocation(line: 18, column: 36, scope: !196)
!401 = !DILocation(line: 18, column: 30, scope: !196)
!402 = !DILocation(line: 49, column: 30, scope: !390, inlinedAt: !400)
!403 = !DILocation(line: 50, column: 31, scope: !390, inlinedAt: !400)
!404 = !DILocalVariable(name: "self", arg: 1, scope: !405, file: !406, line: 352, type: !13)
!405 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs26_NtNtCsgEmfK2I1SDS_4core3ops5arithyNtB6_3Mul3mul", scope: !407, file: !406, line: 352, type: !408, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, retainedNodes: !410)
!406 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!407 = !DINamespace(name: "{impl#132}", scope: !393)
!408 = !DISubroutineType(types: !409)
!409 = !{!13, !13, !13, !331}
!410 = !{!404, !411}
!411 = !DILocalVariable(name: "other", arg: 2, scope: !405, file: !406, line: 352, type: !13)
!412 = !DILocation(line: 0, scope: !405, inlinedAt: !413)
!413 = !DILocation(line: 50, column: 17, scope: !390, inlinedAt: !400)
!414 = !DILocation(line: 50, column: 38, scope: !390, inlinedAt: !400)
!415 = !DILocation(line: 352, column: 45, scope: !405, inlinedAt: !413)
!416 = !DILocation(line: 18, column: 49, scope: !191)
!417 = !DILocation(line: 16, column: 9, scope: !191)
!418 = !{!419}
!419 = distinct !{!419, !420, !"_ZN4core3ptr58drop_in_place$LT$alloc..vec..Vec$LT$vecenum..Shape$GT$$GT$17hddc10ae50e0bccdfE: %_1"}
!420 = distinct !{!420, !"_ZN4core3ptr58drop_in_place$LT$alloc..vec..Vec$LT$vecenum..Shape$GT$$GT$17hddc10ae50e0bccdfE"}
!421 = !DILocation(line: 22, column: 1, scope: !166)
!422 = !DILocalVariable(arg: 1, scope: !423, file: !424, line: 805, type: !427)
!423 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<vecenum::Shape, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr58drop_in_place$LT$alloc..vec..Vec$LT$vecenum..Shape$GT$$GT$17hddc10ae50e0bccdfE", scope: !11, file: !424, line: 805, type: !425, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !429, retainedNodes: !428)
!424 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!425 = !DISubroutineType(types: !426)
!426 = !{null, !427}
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<vecenum::Shape, alloc::alloc::Global>", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!428 = !{!422}
!429 = !{!430}
!430 = !DITemplateTypeParameter(name: "T", type: !85)
!431 = !DILocation(line: 0, scope: !423, inlinedAt: !432)
!432 = distinct !DILocation(line: 22, column: 1, scope: !166)
!433 = !DILocalVariable(name: "self", arg: 1, scope: !434, file: !242, line: 4219, type: !438)
!434 = distinct !DISubprogram(name: "drop<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3d7f59cd15eb00cdE", scope: !435, file: !242, line: 4219, type: !436, scopeLine: 4219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !439)
!435 = !DINamespace(name: "{impl#26}", scope: !86)
!436 = !DISubroutineType(types: !437)
!437 = !{null, !438}
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<vecenum::Shape, alloc::alloc::Global>", baseType: !85, size: 64, align: 64, dwarfAddressSpace: 0)
!439 = !{!433}
!440 = !DILocation(line: 0, scope: !434, inlinedAt: !441)
!441 = distinct !DILocation(line: 805, column: 1, scope: !423, inlinedAt: !432)
!442 = !{!443}
!443 = distinct !{!443, !444, !"_ZN4core3ptr45drop_in_place$LT$$u5b$vecenum..Shape$u5d$$GT$17hbcf00b77971b9d1aE: %_1.0"}
!444 = distinct !{!444, !"_ZN4core3ptr45drop_in_place$LT$$u5b$vecenum..Shape$u5d$$GT$17hbcf00b77971b9d1aE"}
!445 = !DILocation(line: 4224, column: 13, scope: !434, inlinedAt: !441)
!446 = !DILocalVariable(arg: 1, scope: !447, file: !424, line: 805, type: !450)
!447 = distinct !DISubprogram(name: "drop_in_place<[vecenum::Shape]>", linkageName: "_ZN4core3ptr45drop_in_place$LT$$u5b$vecenum..Shape$u5d$$GT$17hbcf00b77971b9d1aE", scope: !11, file: !424, line: 805, type: !448, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, retainedNodes: !454)
!448 = !DISubroutineType(types: !449)
!449 = !{null, !450}
!450 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut [vecenum::Shape]", file: !9, size: 128, align: 64, elements: !451, templateParams: !112, identifier: "d0a957b30a97ca1efab688edb32f9023")
!451 = !{!452, !453}
!452 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !450, file: !9, baseType: !258, size: 64, align: 64)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !450, file: !9, baseType: !119, size: 64, align: 64, offset: 64)
!454 = !{!446}
!455 = !DILocation(line: 0, scope: !447, inlinedAt: !456)
!456 = distinct !DILocation(line: 4224, column: 13, scope: !434, inlinedAt: !441)
!457 = !DILocation(line: 805, column: 1, scope: !447, inlinedAt: !456)
!458 = !DILocalVariable(arg: 1, scope: !459, file: !424, line: 805, type: !289)
!459 = distinct !DISubprogram(name: "drop_in_place<vecenum::Shape>", linkageName: "_ZN4core3ptr35drop_in_place$LT$vecenum..Shape$GT$17h6838b12077047a71E", scope: !11, file: !424, line: 805, type: !460, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !127, retainedNodes: !462)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !289}
!462 = !{!458}
!463 = !DILocation(line: 0, scope: !459, inlinedAt: !464)
!464 = distinct !DILocation(line: 805, column: 1, scope: !447, inlinedAt: !456)
!465 = !DILocation(line: 805, column: 1, scope: !459, inlinedAt: !464)
!466 = !DILocalVariable(arg: 1, scope: !467, file: !424, line: 805, type: !470)
!467 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr49drop_in_place$LT$alloc..boxed..Box$LT$f64$GT$$GT$17h81684e275d0001d0E", scope: !11, file: !424, line: 805, type: !468, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !472, retainedNodes: !471)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !470}
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !137, size: 64, align: 64, dwarfAddressSpace: 0)
!471 = !{!466}
!472 = !{!473}
!473 = !DITemplateTypeParameter(name: "T", type: !137)
!474 = !DILocation(line: 0, scope: !467, inlinedAt: !475)
!475 = distinct !DILocation(line: 805, column: 1, scope: !459, inlinedAt: !464)
!476 = !DILocalVariable(name: "self", arg: 1, scope: !477, file: !478, line: 1913, type: !483)
!477 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde7e550a2b1f8ff3E", scope: !479, file: !478, line: 1913, type: !481, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !509, retainedNodes: !484)
!478 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!479 = !DINamespace(name: "{impl#10}", scope: !480)
!480 = !DINamespace(name: "boxed", scope: !87)
!481 = !DISubroutineType(types: !482)
!482 = !{null, !483}
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !137, size: 64, align: 64, dwarfAddressSpace: 0)
!484 = !{!476, !485, !485, !498}
!485 = !DILocalVariable(name: "ptr", scope: !486, file: !478, line: 1916, type: !487, align: 64)
!486 = distinct !DILexicalBlock(scope: !477, file: !478, line: 1916, column: 9)
!487 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<f64>", scope: !98, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !488, templateParams: !494, identifier: "2a07b1b097425087455e9c82fbd5eb34")
!488 = !{!489, !496}
!489 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !487, file: !9, baseType: !490, size: 64, align: 64, flags: DIFlagPrivate)
!490 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !102, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !491, templateParams: !494, identifier: "1ecac679bc3ea27f618623550abeeec7")
!491 = !{!492}
!492 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !490, file: !9, baseType: !493, size: 64, align: 64, flags: DIFlagPrivate)
!493 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!494 = !{!495}
!495 = !DITemplateTypeParameter(name: "T", type: !84)
!496 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !487, file: !9, baseType: !497, align: 8, offset: 64, flags: DIFlagPrivate)
!497 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !111, file: !9, align: 8, flags: DIFlagPublic, elements: !112, templateParams: !494, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!498 = !DILocalVariable(name: "layout", scope: !499, file: !478, line: 1919, type: !500, align: 64)
!499 = distinct !DILexicalBlock(scope: !486, file: !478, line: 1919, column: 13)
!500 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !501, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !503, templateParams: !112, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!501 = !DINamespace(name: "layout", scope: !502)
!502 = !DINamespace(name: "alloc", scope: !12)
!503 = !{!504, !505}
!504 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !500, file: !9, baseType: !119, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!505 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !500, file: !9, baseType: !506, size: 64, align: 64, flags: DIFlagPrivate)
!506 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !507, templateParams: !112, identifier: "5099570874743123f8e757e4da3ea37b")
!507 = !{!508}
!508 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !506, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!509 = !{!495, !124}
!510 = !DILocation(line: 0, scope: !477, inlinedAt: !511)
!511 = distinct !DILocation(line: 805, column: 1, scope: !467, inlinedAt: !475)
!512 = !DILocation(line: 0, scope: !499, inlinedAt: !511)
!513 = !DILocation(line: 0, scope: !486, inlinedAt: !511)
!514 = !DILocalVariable(name: "self", arg: 1, scope: !515, file: !516, line: 440, type: !520)
!515 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !517, file: !516, line: 440, type: !518, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, retainedNodes: !521)
!516 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!517 = !DINamespace(name: "{impl#1}", scope: !122)
!518 = !DISubroutineType(types: !519)
!519 = !{null, !520, !101, !500}
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!521 = !{!514, !522, !523}
!522 = !DILocalVariable(name: "ptr", arg: 2, scope: !515, file: !516, line: 440, type: !101)
!523 = !DILocalVariable(name: "layout", arg: 3, scope: !515, file: !516, line: 440, type: !500)
!524 = !DILocation(line: 0, scope: !515, inlinedAt: !525)
!525 = distinct !DILocation(line: 1921, column: 24, scope: !499, inlinedAt: !511)
!526 = !DILocalVariable(name: "self", arg: 1, scope: !527, file: !516, line: 323, type: !520)
!527 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !121, file: !516, line: 323, type: !518, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, declaration: !528, retainedNodes: !529)
!528 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !121, file: !516, line: 323, type: !518, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !112)
!529 = !{!526, !530, !531}
!530 = !DILocalVariable(name: "ptr", arg: 2, scope: !527, file: !516, line: 323, type: !101)
!531 = !DILocalVariable(name: "layout", arg: 3, scope: !527, file: !516, line: 323, type: !500)
!532 = !DILocation(line: 0, scope: !527, inlinedAt: !533)
!533 = distinct !DILocation(line: 442, column: 23, scope: !515, inlinedAt: !525)
!534 = !DILocalVariable(name: "ptr", arg: 1, scope: !535, file: !516, line: 199, type: !101)
!535 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !121, file: !516, line: 199, type: !536, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, declaration: !538, retainedNodes: !539)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !101, !500}
!538 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !121, file: !516, line: 199, type: !536, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !112)
!539 = !{!534, !540}
!540 = !DILocalVariable(name: "layout", arg: 2, scope: !535, file: !516, line: 199, type: !500)
!541 = !DILocation(line: 0, scope: !535, inlinedAt: !542)
!542 = distinct !DILocation(line: 324, column: 9, scope: !527, inlinedAt: !533)
!543 = !DILocalVariable(name: "layout", arg: 2, scope: !544, file: !516, line: 114, type: !500)
!544 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !122, file: !516, line: 114, type: !545, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, retainedNodes: !548)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !547, !500}
!547 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !106, size: 64, align: 64, dwarfAddressSpace: 0)
!548 = !{!549, !543}
!549 = !DILocalVariable(name: "ptr", arg: 1, scope: !544, file: !516, line: 114, type: !547)
!550 = !DILocation(line: 0, scope: !544, inlinedAt: !551)
!551 = distinct !DILocation(line: 209, column: 22, scope: !535, inlinedAt: !542)
!552 = !DILocation(line: 115, column: 14, scope: !544, inlinedAt: !551)
!553 = !{!443, !419}
!554 = !DILocation(line: 805, column: 1, scope: !423, inlinedAt: !432)
!555 = !{i64 0, i64 -9223372036854775808}
!556 = !DILocalVariable(arg: 1, scope: !557, file: !424, line: 805, type: !560)
!557 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<vecenum::Shape, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr65drop_in_place$LT$alloc..raw_vec..RawVec$LT$vecenum..Shape$GT$$GT$17h73fc4fce4c133dd8E", scope: !11, file: !424, line: 805, type: !558, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !562, retainedNodes: !561)
!558 = !DISubroutineType(types: !559)
!559 = !{null, !560}
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<vecenum::Shape, alloc::alloc::Global>", baseType: !90, size: 64, align: 64, dwarfAddressSpace: 0)
!561 = !{!556}
!562 = !{!563}
!563 = !DITemplateTypeParameter(name: "T", type: !90)
!564 = !DILocation(line: 0, scope: !557, inlinedAt: !565)
!565 = distinct !DILocation(line: 805, column: 1, scope: !423, inlinedAt: !432)
!566 = !DILocalVariable(name: "self", arg: 1, scope: !567, file: !279, line: 421, type: !571)
!567 = distinct !DISubprogram(name: "drop<vecenum::Shape, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h714922ae78fee180E", scope: !568, file: !279, line: 421, type: !569, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !572)
!568 = !DINamespace(name: "{impl#3}", scope: !91)
!569 = !DISubroutineType(types: !570)
!570 = !{null, !571}
!571 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<vecenum::Shape, alloc::alloc::Global>", baseType: !90, size: 64, align: 64, dwarfAddressSpace: 0)
!572 = !{!566}
!573 = !DILocation(line: 0, scope: !567, inlinedAt: !574)
!574 = distinct !DILocation(line: 805, column: 1, scope: !557, inlinedAt: !565)
!575 = !DILocalVariable(name: "self", arg: 1, scope: !576, file: !279, line: 870, type: !579)
!576 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74a793f99d495eccE", scope: !94, file: !279, line: 870, type: !577, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, declaration: !580, retainedNodes: !581)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !579, !500}
!579 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !94, size: 64, align: 64, dwarfAddressSpace: 0)
!580 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h74a793f99d495eccE", scope: !94, file: !279, line: 870, type: !577, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!581 = !{!575, !582, !583, !585}
!582 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !576, file: !279, line: 870, type: !500)
!583 = !DILocalVariable(name: "ptr", scope: !584, file: !279, line: 872, type: !101, align: 64)
!584 = distinct !DILexicalBlock(scope: !576, file: !279, line: 872, column: 82)
!585 = !DILocalVariable(name: "layout", scope: !584, file: !279, line: 872, type: !500, align: 64)
!586 = !DILocation(line: 0, scope: !576, inlinedAt: !587)
!587 = distinct !DILocation(line: 423, column: 29, scope: !567, inlinedAt: !574)
!588 = !DILocalVariable(name: "self", arg: 1, scope: !589, file: !279, line: 631, type: !282)
!589 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hdbbc261d1bd17e56E", scope: !94, file: !279, line: 631, type: !590, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !123, declaration: !609, retainedNodes: !610)
!590 = !DISubroutineType(types: !591)
!591 = !{!592, !282, !500}
!592 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !206, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !593, templateParams: !112, identifier: "ee7541504661f874c2915c0073b72bc1")
!593 = !{!594}
!594 = !DICompositeType(tag: DW_TAG_variant_part, scope: !592, file: !9, size: 192, align: 64, elements: !595, templateParams: !112, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !608)
!595 = !{!596, !604}
!596 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !594, file: !9, baseType: !597, size: 192, align: 64, extraData: i64 0)
!597 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !592, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !112, templateParams: !598, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!598 = !{!599}
!599 = !DITemplateTypeParameter(name: "T", type: !600)
!600 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !601, templateParams: !112, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!601 = !{!602, !603}
!602 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !600, file: !9, baseType: !101, size: 64, align: 64)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !600, file: !9, baseType: !500, size: 128, align: 64, offset: 64)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !594, file: !9, baseType: !605, size: 192, align: 64)
!605 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !592, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !606, templateParams: !598, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!606 = !{!607}
!607 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !605, file: !9, baseType: !600, size: 192, align: 64, flags: DIFlagPublic)
!608 = !DIDerivedType(tag: DW_TAG_member, scope: !592, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!609 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hdbbc261d1bd17e56E", scope: !94, file: !279, line: 631, type: !590, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !123)
!610 = !{!588, !611, !612, !614}
!611 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !589, file: !279, line: 631, type: !500)
!612 = !DILocalVariable(name: "alloc_size", scope: !613, file: !279, line: 640, type: !119, align: 64)
!613 = distinct !DILexicalBlock(scope: !589, file: !279, line: 640, column: 17)
!614 = !DILocalVariable(name: "layout", scope: !615, file: !279, line: 641, type: !500, align: 64)
!615 = distinct !DILexicalBlock(scope: !613, file: !279, line: 641, column: 17)
!616 = !DILocation(line: 0, scope: !589, inlinedAt: !617)
!617 = distinct !DILocation(line: 872, column: 52, scope: !584, inlinedAt: !587)
!618 = !DILocalVariable(name: "self", arg: 1, scope: !619, file: !620, line: 1220, type: !119)
!619 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !621, file: !620, line: 1220, type: !622, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !112, retainedNodes: !624)
!620 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!621 = !DINamespace(name: "{impl#11}", scope: !116)
!622 = !DISubroutineType(types: !623)
!623 = !{!119, !119, !119, !331}
!624 = !{!618, !625}
!625 = !DILocalVariable(name: "rhs", arg: 2, scope: !619, file: !620, line: 1220, type: !119)
!626 = !DILocation(line: 0, scope: !619, inlinedAt: !627)
!627 = distinct !DILocation(line: 640, column: 53, scope: !589, inlinedAt: !617)
!628 = !DILocation(line: 632, column: 39, scope: !589, inlinedAt: !617)
!629 = !DILocation(line: 1232, column: 17, scope: !619, inlinedAt: !627)
!630 = !DILocation(line: 0, scope: !584, inlinedAt: !587)
!631 = !DILocation(line: 0, scope: !515, inlinedAt: !632)
!632 = distinct !DILocation(line: 874, column: 28, scope: !584, inlinedAt: !587)
!633 = !DILocation(line: 0, scope: !527, inlinedAt: !634)
!634 = distinct !DILocation(line: 442, column: 23, scope: !515, inlinedAt: !632)
!635 = !DILocation(line: 0, scope: !535, inlinedAt: !636)
!636 = distinct !DILocation(line: 324, column: 9, scope: !527, inlinedAt: !634)
!637 = !DILocation(line: 0, scope: !544, inlinedAt: !638)
!638 = distinct !DILocation(line: 209, column: 22, scope: !535, inlinedAt: !636)
!639 = !DILocation(line: 115, column: 14, scope: !544, inlinedAt: !638)
!640 = !DILocation(line: 200, column: 9, scope: !535, inlinedAt: !636)
!641 = !DILocation(line: 22, column: 2, scope: !166)
