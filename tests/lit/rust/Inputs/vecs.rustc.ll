; ModuleID = 'vecs.2e389d58ebe9d6d6-cgu.0'
source_filename = "vecs.2e389d58ebe9d6d6-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"alloc::vec::Vec<f64>" = type { %"alloc::raw_vec::RawVec<f64>", i64 }
%"alloc::raw_vec::RawVec<f64>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<f64>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<f64>" = type {}

; vecs::calc_total
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define noundef i64 @_ZN4vecs10calc_total17h5f8a8ba9207866d1E(ptr noalias readnone align 8 captures(none) %_this, ptr noalias noundef nonnull readonly align 8 captures(none) %xs.0, i64 noundef range(i64 0, 1152921504606846976) %xs.1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !92 {
start:
    #dbg_value(ptr poison, !110, !DIExpression(), !112)
    #dbg_value(ptr %xs.0, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i64 %xs.1, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(ptr %xs.0, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !145)
    #dbg_value(ptr %xs.0, !147, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !155)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !113, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !145)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !147, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !155)
    #dbg_value(ptr %xs.0, !157, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !185)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !185)
    #dbg_value(i64 0, !166, !DIExpression(), !185)
    #dbg_declare(ptr poison, !167, !DIExpression(), !187)
    #dbg_value(i64 1, !188, !DIExpression(), !224)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !170, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !226)
    #dbg_value(ptr poison, !227, !DIExpression(), !237)
    #dbg_value(ptr poison, !236, !DIExpression(), !239)
  %0 = icmp eq i64 %xs.1, 0, !dbg !240
  br i1 %0, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73317dd9089f2740E.exit", label %bb8.i.preheader, !dbg !241

bb8.i.preheader:                                  ; preds = %start
  %min.iters.check = icmp samesign ult i64 %xs.1, 4, !dbg !242
  br i1 %min.iters.check, label %bb8.i.preheader5, label %vector.ph, !dbg !242

vector.ph:                                        ; preds = %bb8.i.preheader
  %n.vec = and i64 %xs.1, 1152921504606846972
  br label %vector.body, !dbg !242

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !243
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %3, %vector.body ]
  %vec.phi3 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %1 = getelementptr inbounds nuw i64, ptr %xs.0, i64 %index, !dbg !244
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !253
  %wide.load = load <2 x i64>, ptr %1, align 8, !dbg !253
  %wide.load4 = load <2 x i64>, ptr %2, align 8, !dbg !253
  %3 = add <2 x i64> %wide.load, %vec.phi, !dbg !254
  %4 = add <2 x i64> %wide.load4, %vec.phi3, !dbg !254
  %index.next = add nuw i64 %index, 4, !dbg !243
  %5 = icmp eq i64 %index.next, %n.vec, !dbg !242
  br i1 %5, label %middle.block, label %vector.body, !dbg !242, !llvm.loop !284

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %4, %3, !dbg !242
  %6 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx), !dbg !242
  %cmp.n = icmp eq i64 %xs.1, %n.vec, !dbg !242
  br i1 %cmp.n, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73317dd9089f2740E.exit", label %bb8.i.preheader5, !dbg !242

bb8.i.preheader5:                                 ; preds = %bb8.i.preheader, %middle.block
  %i.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %n.vec, %middle.block ]
  %acc.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %6, %middle.block ]
  br label %bb8.i, !dbg !242

bb8.i:                                            ; preds = %bb8.i.preheader5, %bb8.i
  %i.sroa.0.0.i = phi i64 [ %_27.i, %bb8.i ], [ %i.sroa.0.0.i.ph, %bb8.i.preheader5 ], !dbg !243
  %acc.sroa.0.0.i = phi i64 [ %_5.0.i.i, %bb8.i ], [ %acc.sroa.0.0.i.ph, %bb8.i.preheader5 ], !dbg !185
    #dbg_value(i64 %acc.sroa.0.0.i, !172, !DIExpression(), !243)
    #dbg_value(i64 %i.sroa.0.0.i, !223, !DIExpression(), !224)
    #dbg_value(i64 %i.sroa.0.0.i, !174, !DIExpression(), !287)
    #dbg_value(ptr %xs.0, !250, !DIExpression(), !288)
    #dbg_value(i64 %i.sroa.0.0.i, !251, !DIExpression(), !288)
  %_45.i = getelementptr inbounds nuw i64, ptr %xs.0, i64 %i.sroa.0.0.i, !dbg !244
  %_45.val.i = load i64, ptr %_45.i, align 8, !dbg !253, !noundef !102
    #dbg_value(ptr poison, !282, !DIExpression(), !289)
    #dbg_value(i64 %acc.sroa.0.0.i, !280, !DIExpression(), !289)
    #dbg_value(i64 %acc.sroa.0.0.i, !272, !DIExpression(), !290)
    #dbg_value(i64 %acc.sroa.0.0.i, !263, !DIExpression(), !291)
    #dbg_value(ptr poison, !281, !DIExpression(), !289)
    #dbg_value(ptr poison, !273, !DIExpression(), !290)
    #dbg_value(i64 %_45.val.i, !264, !DIExpression(), !291)
  %_5.0.i.i = add i64 %_45.val.i, %acc.sroa.0.0.i, !dbg !254
    #dbg_value(i64 %_5.0.i.i, !172, !DIExpression(), !243)
  %_27.i = add nuw nsw i64 %i.sroa.0.0.i, 1, !dbg !292
    #dbg_value(i64 %_27.i, !174, !DIExpression(), !287)
    #dbg_value(i64 %_27.i, !223, !DIExpression(), !224)
  %_28.i = icmp eq i64 %_27.i, %xs.1, !dbg !242
  br i1 %_28.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73317dd9089f2740E.exit", label %bb8.i, !dbg !242, !llvm.loop !293

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73317dd9089f2740E.exit": ; preds = %bb8.i, %middle.block, %start
  %_0.sroa.0.0.i = phi i64 [ 0, %start ], [ %6, %middle.block ], [ %_5.0.i.i, %bb8.i ], !dbg !185
  ret i64 %_0.sroa.0.0.i, !dbg !294
}

; vecs::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN4vecs6client17hdf30c70794026558E(i64 noundef %r, ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(24) %v, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %xs.0, i64 noundef range(i64 0, 1152921504606846976) %xs.1) unnamed_addr #1 !dbg !295 {
start:
  %m = alloca [24 x i8], align 8
    #dbg_value(i64 %r, !336, !DIExpression(), !369)
    #dbg_declare(ptr %v, !337, !DIExpression(), !370)
    #dbg_value(ptr %xs.0, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !369)
    #dbg_value(i64 %xs.1, !338, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !369)
    #dbg_declare(ptr %m, !367, !DIExpression(), !371)
  %_5 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN4vecs8calc_sum17h35d08064304f973eE) #11, !dbg !372
  %0 = icmp ne ptr %_5, null, !dbg !373
  tail call void @llvm.assume(i1 %0), !dbg !373
    #dbg_value(ptr %_5, !339, !DIExpression(), !374)
  %_9 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN4vecs10calc_total17h5f8a8ba9207866d1E) #11, !dbg !375
  %1 = icmp ne ptr %_9, null, !dbg !376
  tail call void @llvm.assume(i1 %1), !dbg !376
    #dbg_value(ptr %_9, !345, !DIExpression(), !377)
  %_13 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN4vecs9calc_rows17h6888679d851a5dd1E) #11, !dbg !378
  %2 = icmp ne ptr %_13, null, !dbg !379
  tail call void @llvm.assume(i1 %2), !dbg !379
    #dbg_value(ptr %_13, !350, !DIExpression(), !380)
  call void @llvm.lifetime.start.p0(ptr nonnull %m), !dbg !381
  call void %_13(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %m, ptr noundef null, i64 noundef 4) #11, !dbg !382
  %_18 = call noundef double %_5(ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(24) %v) #11, !dbg !383
  %_20 = call noundef i64 %_9(ptr noundef null, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %xs.0, i64 noundef %xs.1) #11, !dbg !384
    #dbg_value(ptr %m, !385, !DIExpression(), !393)
  %3 = getelementptr inbounds nuw i8, ptr %m, i64 16, !dbg !395
  %_22 = load i64, ptr %3, align 8, !dbg !395, !noundef !102
  %_24 = icmp ult i64 %_22, 384307168202282326, !dbg !396
  call void @llvm.assume(i1 %_24), !dbg !397
  call void @llvm.experimental.noalias.scope.decl(metadata !398), !dbg !401
    #dbg_value(ptr %m, !402, !DIExpression(), !411)
  %4 = getelementptr inbounds nuw i8, ptr %m, i64 8, !dbg !413
  %_1.val.i = load ptr, ptr %4, align 8, !dbg !413, !alias.scope !398, !nonnull !102, !noundef !102
    #dbg_value(ptr poison, !414, !DIExpression(), !421)
  call void @llvm.experimental.noalias.scope.decl(metadata !423), !dbg !426
    #dbg_value(ptr %_1.val.i, !427, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !437)
    #dbg_value(i64 %_22, !427, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !437)
  %_74.i.i.i = icmp eq i64 %_22, 0, !dbg !439
  br i1 %_74.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h46696d5f035f048cE.exit.i", label %bb2.i.i.i, !dbg !439

bb2.i.i.i:                                        ; preds = %start, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit.i.i.i"
  %_3.sroa.0.05.i.i.i = phi i64 [ %5, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit.i.i.i" ], [ 0, %start ]
  %_6.i.i.i = getelementptr inbounds nuw %"alloc::vec::Vec<f64>", ptr %_1.val.i, i64 %_3.sroa.0.05.i.i.i, !dbg !439
  %5 = add nuw nsw i64 %_3.sroa.0.05.i.i.i, 1, !dbg !439
  %_6.val.i.i.i = load i64, ptr %_6.i.i.i, align 8, !dbg !439, !range !440, !alias.scope !423, !noalias !398, !noundef !102
    #dbg_value(ptr poison, !441, !DIExpression(), !447)
    #dbg_value(ptr poison, !449, !DIExpression(), !457)
    #dbg_value(ptr poison, !459, !DIExpression(), !467)
    #dbg_value(ptr poison, !469, !DIExpression(), !489)
    #dbg_value(i64 8, !485, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !489)
    #dbg_value(i64 8, !485, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !489)
    #dbg_value(ptr poison, !491, !DIExpression(), !521)
    #dbg_value(i64 8, !516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !521)
    #dbg_value(i64 8, !516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !521)
    #dbg_value(i64 8, !523, !DIExpression(), !527)
  %6 = icmp eq i64 %_6.val.i.i.i, 0, !dbg !529
  br i1 %6, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit.i.i.i", label %bb2.i.i.i.i.i.i.i, !dbg !529

bb2.i.i.i.i.i.i.i:                                ; preds = %bb2.i.i.i
  %7 = getelementptr i8, ptr %_6.i.i.i, i64 8, !dbg !439
  %_6.val3.i.i.i = load ptr, ptr %7, align 8, !dbg !439, !alias.scope !423, !noalias !398, !nonnull !102, !noundef !102
    #dbg_value(i64 %_6.val.i.i.i, !526, !DIExpression(), !527)
  %alloc_size.i.i.i.i.i.i.i.i = shl nuw i64 %_6.val.i.i.i, 3, !dbg !530
    #dbg_value(ptr %_6.val3.i.i.i, !486, !DIExpression(), !531)
    #dbg_value(i64 8, !488, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !531)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i.i.i, !488, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !531)
    #dbg_value(ptr poison, !532, !DIExpression(), !542)
    #dbg_value(ptr poison, !544, !DIExpression(), !550)
    #dbg_value(ptr %_6.val3.i.i.i, !540, !DIExpression(), !542)
    #dbg_value(ptr %_6.val3.i.i.i, !548, !DIExpression(), !550)
    #dbg_value(ptr %_6.val3.i.i.i, !552, !DIExpression(), !559)
    #dbg_value(i64 8, !541, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !542)
    #dbg_value(i64 8, !549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !550)
    #dbg_value(i64 8, !558, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !559)
    #dbg_value(i64 8, !561, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !568)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i.i.i, !541, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !542)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i.i.i, !549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !550)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i.i.i, !558, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !559)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i.i.i, !561, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !568)
    #dbg_value(ptr %_6.val3.i.i.i, !567, !DIExpression(), !568)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val3.i.i.i, i64 noundef %alloc_size.i.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #11, !dbg !570, !noalias !571
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit.i.i.i", !dbg !572

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit.i.i.i": ; preds = %bb2.i.i.i.i.i.i.i, %bb2.i.i.i
  %_7.i.i.i = icmp eq i64 %5, %_22, !dbg !439
  br i1 %_7.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h46696d5f035f048cE.exit.i", label %bb2.i.i.i, !dbg !439

"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h46696d5f035f048cE.exit.i": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit.i.i.i", %start
  %_1.val2.i = load i64, ptr %m, align 8, !dbg !413, !range !440, !alias.scope !398, !noundef !102
    #dbg_value(ptr poison, !573, !DIExpression(), !581)
    #dbg_value(ptr poison, !583, !DIExpression(), !589)
    #dbg_value(ptr poison, !469, !DIExpression(), !591)
    #dbg_value(i64 8, !485, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !591)
    #dbg_value(i64 24, !485, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !591)
    #dbg_value(ptr poison, !491, !DIExpression(), !593)
    #dbg_value(i64 8, !516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !593)
    #dbg_value(i64 24, !516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !593)
    #dbg_value(i64 24, !523, !DIExpression(), !595)
  %8 = icmp eq i64 %_1.val2.i, 0, !dbg !597
  br i1 %8, label %"_ZN4core3ptr70drop_in_place$LT$alloc..vec..Vec$LT$alloc..vec..Vec$LT$f64$GT$$GT$$GT$17ha2870a617e214510E.exit", label %bb2.i.i.i.i, !dbg !597

bb2.i.i.i.i:                                      ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h46696d5f035f048cE.exit.i"
    #dbg_value(i64 %_1.val2.i, !526, !DIExpression(), !595)
  %alloc_size.i.i.i.i.i = mul nuw i64 %_1.val2.i, 24, !dbg !598
    #dbg_value(ptr %_1.val.i, !486, !DIExpression(), !599)
    #dbg_value(i64 8, !488, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !599)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !488, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !599)
    #dbg_value(ptr poison, !532, !DIExpression(), !600)
    #dbg_value(ptr poison, !544, !DIExpression(), !602)
    #dbg_value(ptr %_1.val.i, !540, !DIExpression(), !600)
    #dbg_value(ptr %_1.val.i, !548, !DIExpression(), !602)
    #dbg_value(ptr %_1.val.i, !552, !DIExpression(), !604)
    #dbg_value(i64 8, !541, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !600)
    #dbg_value(i64 8, !549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !602)
    #dbg_value(i64 8, !558, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !604)
    #dbg_value(i64 8, !561, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !606)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !541, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !600)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !602)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !558, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !604)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !561, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !606)
    #dbg_value(ptr %_1.val.i, !567, !DIExpression(), !606)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val.i, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #11, !dbg !608, !noalias !398
  br label %"_ZN4core3ptr70drop_in_place$LT$alloc..vec..Vec$LT$alloc..vec..Vec$LT$f64$GT$$GT$$GT$17ha2870a617e214510E.exit", !dbg !609

"_ZN4core3ptr70drop_in_place$LT$alloc..vec..Vec$LT$alloc..vec..Vec$LT$f64$GT$$GT$$GT$17ha2870a617e214510E.exit": ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h46696d5f035f048cE.exit.i", %bb2.i.i.i.i
  %_19 = sitofp i64 %_20 to double, !dbg !384
  %_17 = fadd double %_18, %_19, !dbg !383
  %_21 = uitofp nneg i64 %_22 to double, !dbg !610
  %_0 = fadd double %_17, %_21, !dbg !383
  call void @llvm.lifetime.end.p0(ptr nonnull %m), !dbg !401
  ret double %_0, !dbg !611
}

; vecs::calc_sum
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN4vecs8calc_sum17h35d08064304f973eE(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(24) %v) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !612 {
start:
    #dbg_value(ptr %this, !616, !DIExpression(), !618)
    #dbg_declare(ptr %v, !617, !DIExpression(), !619)
  %0 = load i64, ptr %this, align 8, !dbg !620, !noundef !102
  %1 = add i64 %0, 1, !dbg !620
  store i64 %1, ptr %this, align 8, !dbg !620
    #dbg_value(ptr %v, !621, !DIExpression(), !633)
    #dbg_value(ptr %v, !635, !DIExpression(), !639)
    #dbg_value(ptr %v, !641, !DIExpression(), !648)
  %2 = getelementptr inbounds nuw i8, ptr %v, i64 8, !dbg !650
  %_8 = load ptr, ptr %2, align 8, !dbg !650, !nonnull !102, !noundef !102
  %3 = getelementptr inbounds nuw i8, ptr %v, i64 16, !dbg !672
  %len = load i64, ptr %3, align 8, !dbg !672, !noundef !102
    #dbg_value(ptr %_8, !673, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !690)
    #dbg_value(ptr %_8, !692, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !698)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !673, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !690)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !692, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !698)
    #dbg_value(ptr %_8, !700, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !726)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !700, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !726)
    #dbg_value(double -0.000000e+00, !707, !DIExpression(), !726)
    #dbg_declare(ptr poison, !708, !DIExpression(), !728)
    #dbg_value(i64 1, !729, !DIExpression(), !733)
    #dbg_value(!DIArgList(ptr %_8, i64 %len), !711, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !735)
    #dbg_value(ptr poison, !736, !DIExpression(), !743)
    #dbg_value(ptr poison, !742, !DIExpression(), !745)
  %4 = icmp eq i64 %len, 0, !dbg !746
  br i1 %4, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit", label %bb8.i.preheader, !dbg !747

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %len, 7, !dbg !748
  %5 = icmp ult i64 %len, 8, !dbg !748
  br i1 %5, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !748

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %len, -8, !dbg !748
  br label %bb8.i, !dbg !748

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.7, %bb8.i ], !dbg !749
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i.i.7, %bb8.i ], !dbg !726
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.7, %bb8.i ]
    #dbg_value(double %acc.sroa.0.0.i, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(), !750)
    #dbg_value(ptr %_8, !751, !DIExpression(), !758)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(), !758)
  %_45.i = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.val.i = load double, ptr %_45.i, align 8, !dbg !761, !noundef !102
    #dbg_value(ptr poison, !762, !DIExpression(), !770)
    #dbg_value(double %acc.sroa.0.0.i, !768, !DIExpression(), !770)
    #dbg_value(ptr poison, !769, !DIExpression(), !770)
    #dbg_value(ptr poison, !772, !DIExpression(), !778)
  %_0.i.i = fadd double %acc.sroa.0.0.i, %_45.val.i, !dbg !780
    #dbg_value(double %_0.i.i, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !750)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !758)
  %6 = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !760
  %_45.val.i.1 = load double, ptr %_45.i.1, align 8, !dbg !761, !noundef !102
    #dbg_value(double %_0.i.i, !768, !DIExpression(), !770)
  %_0.i.i.1 = fadd double %_0.i.i, %_45.val.i.1, !dbg !780
    #dbg_value(double %_0.i.i.1, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !750)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !758)
  %7 = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !760
  %_45.val.i.2 = load double, ptr %_45.i.2, align 8, !dbg !761, !noundef !102
    #dbg_value(double %_0.i.i.1, !768, !DIExpression(), !770)
  %_0.i.i.2 = fadd double %_0.i.i.1, %_45.val.i.2, !dbg !780
    #dbg_value(double %_0.i.i.2, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !750)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !758)
  %8 = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %8, i64 24, !dbg !760
  %_45.val.i.3 = load double, ptr %_45.i.3, align 8, !dbg !761, !noundef !102
    #dbg_value(double %_0.i.i.2, !768, !DIExpression(), !770)
  %_0.i.i.3 = fadd double %_0.i.i.2, %_45.val.i.3, !dbg !780
    #dbg_value(double %_0.i.i.3, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !750)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !758)
  %9 = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.i.4 = getelementptr inbounds nuw i8, ptr %9, i64 32, !dbg !760
  %_45.val.i.4 = load double, ptr %_45.i.4, align 8, !dbg !761, !noundef !102
    #dbg_value(double %_0.i.i.3, !768, !DIExpression(), !770)
  %_0.i.i.4 = fadd double %_0.i.i.3, %_45.val.i.4, !dbg !780
    #dbg_value(double %_0.i.i.4, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !750)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !758)
  %10 = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.i.5 = getelementptr inbounds nuw i8, ptr %10, i64 40, !dbg !760
  %_45.val.i.5 = load double, ptr %_45.i.5, align 8, !dbg !761, !noundef !102
    #dbg_value(double %_0.i.i.4, !768, !DIExpression(), !770)
  %_0.i.i.5 = fadd double %_0.i.i.4, %_45.val.i.5, !dbg !780
    #dbg_value(double %_0.i.i.5, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !750)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !758)
  %11 = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.i.6 = getelementptr inbounds nuw i8, ptr %11, i64 48, !dbg !760
  %_45.val.i.6 = load double, ptr %_45.i.6, align 8, !dbg !761, !noundef !102
    #dbg_value(double %_0.i.i.5, !768, !DIExpression(), !770)
  %_0.i.i.6 = fadd double %_0.i.i.5, %_45.val.i.6, !dbg !780
    #dbg_value(double %_0.i.i.6, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i, !715, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !750)
    #dbg_value(i64 %i.sroa.0.0.i, !732, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !733)
    #dbg_value(i64 %i.sroa.0.0.i, !757, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !758)
  %12 = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i, !dbg !760
  %_45.i.7 = getelementptr inbounds nuw i8, ptr %12, i64 56, !dbg !760
  %_45.val.i.7 = load double, ptr %_45.i.7, align 8, !dbg !761, !noundef !102
    #dbg_value(double %_0.i.i.6, !768, !DIExpression(), !770)
  %_0.i.i.7 = fadd double %_0.i.i.6, %_45.val.i.7, !dbg !780
    #dbg_value(double %_0.i.i.7, !713, !DIExpression(), !749)
  %_27.i.7 = add nuw i64 %i.sroa.0.0.i, 8, !dbg !786
    #dbg_value(i64 %_27.i.7, !715, !DIExpression(), !750)
    #dbg_value(i64 %_27.i.7, !732, !DIExpression(), !733)
  %niter.next.7 = add i64 %niter, 8, !dbg !748
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !748
  br i1 %niter.ncmp.7, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit.loopexit.unr-lcssa", label %bb8.i, !dbg !748

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !748
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit", label %bb8.i.epil.preheader, !dbg !748

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod6 = icmp ne i64 %xtraiter, 0, !dbg !748
  tail call void @llvm.assume(i1 %lcmp.mod6), !dbg !748
  br label %bb8.i.epil, !dbg !748

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !749
  %acc.sroa.0.0.i.epil = phi double [ %_0.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !726
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !713, !DIExpression(), !749)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !732, !DIExpression(), !733)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !715, !DIExpression(), !750)
    #dbg_value(ptr %_8, !751, !DIExpression(), !758)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !757, !DIExpression(), !758)
  %_45.i.epil = getelementptr inbounds nuw double, ptr %_8, i64 %i.sroa.0.0.i.epil, !dbg !760
  %_45.val.i.epil = load double, ptr %_45.i.epil, align 8, !dbg !761, !noundef !102
    #dbg_value(ptr poison, !762, !DIExpression(), !770)
    #dbg_value(double %acc.sroa.0.0.i.epil, !768, !DIExpression(), !770)
    #dbg_value(ptr poison, !769, !DIExpression(), !770)
    #dbg_value(ptr poison, !772, !DIExpression(), !778)
  %_0.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_45.val.i.epil, !dbg !780
    #dbg_value(double %_0.i.i.epil, !713, !DIExpression(), !749)
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1, !dbg !786
    #dbg_value(i64 %_27.i.epil, !715, !DIExpression(), !750)
    #dbg_value(i64 %_27.i.epil, !732, !DIExpression(), !733)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !748
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !748
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit", label %bb8.i.epil, !dbg !748, !llvm.loop !787

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit.loopexit.unr-lcssa", %bb8.i.epil, %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit.loopexit.unr-lcssa" ], [ %_0.i.i.epil, %bb8.i.epil ], !dbg !726
  %v.val = load i64, ptr %v, align 8, !dbg !789, !range !440, !noundef !102
    #dbg_value(ptr poison, !441, !DIExpression(), !790)
    #dbg_value(ptr poison, !449, !DIExpression(), !792)
    #dbg_value(ptr poison, !459, !DIExpression(), !794)
    #dbg_value(ptr poison, !469, !DIExpression(), !796)
    #dbg_value(i64 8, !485, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !796)
    #dbg_value(i64 8, !485, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !796)
    #dbg_value(ptr poison, !491, !DIExpression(), !798)
    #dbg_value(i64 8, !516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !798)
    #dbg_value(i64 8, !516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !798)
    #dbg_value(i64 8, !523, !DIExpression(), !800)
  %13 = icmp eq i64 %v.val, 0, !dbg !802
  br i1 %13, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit", label %bb2.i.i.i.i, !dbg !802

bb2.i.i.i.i:                                      ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit"
    #dbg_value(i64 %v.val, !526, !DIExpression(), !800)
  %alloc_size.i.i.i.i.i = shl nuw i64 %v.val, 3, !dbg !803
    #dbg_value(ptr %_8, !486, !DIExpression(), !804)
    #dbg_value(i64 8, !488, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !804)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !488, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !804)
    #dbg_value(ptr poison, !532, !DIExpression(), !805)
    #dbg_value(ptr poison, !544, !DIExpression(), !807)
    #dbg_value(ptr %_8, !540, !DIExpression(), !805)
    #dbg_value(ptr %_8, !548, !DIExpression(), !807)
    #dbg_value(ptr %_8, !552, !DIExpression(), !809)
    #dbg_value(i64 8, !541, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !805)
    #dbg_value(i64 8, !549, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !807)
    #dbg_value(i64 8, !558, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !809)
    #dbg_value(i64 8, !561, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !811)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !541, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !805)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !549, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !807)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !558, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !809)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !561, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !811)
    #dbg_value(ptr %_8, !567, !DIExpression(), !811)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_8, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #11, !dbg !813
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit", !dbg !814

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE.exit", %bb2.i.i.i.i
  ret double %_0.sroa.0.0.i, !dbg !815
}

; vecs::calc_rows
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN4vecs9calc_rows17h6888679d851a5dd1E(ptr dead_on_unwind noalias noundef writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias readnone align 8 captures(none) %_this, i64 noundef %n) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !816 {
start:
    #dbg_value(ptr poison, !820, !DIExpression(), !822)
    #dbg_value(i64 %n, !821, !DIExpression(), !822)
    #dbg_value(i64 0, !823, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !954)
    #dbg_value(i64 0, !956, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !962)
    #dbg_value(i64 0, !964, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !970)
    #dbg_value(i64 %n, !823, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !954)
    #dbg_value(i64 %n, !956, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !962)
    #dbg_value(i64 %n, !964, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !970)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !972), !dbg !975
    #dbg_value(ptr poison, !976, !DIExpression(), !1015)
    #dbg_value(ptr poison, !1022, !DIExpression(), !1037)
    #dbg_value(i64 0, !1032, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1038)
    #dbg_value(i64 %n, !1032, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1038)
    #dbg_declare(ptr poison, !1039, !DIExpression(), !1046)
    #dbg_declare(ptr poison, !1055, !DIExpression(), !1062)
    #dbg_value(i64 %n, !1034, !DIExpression(), !1064)
    #dbg_value(i64 %n, !1053, !DIExpression(), !1065)
    #dbg_value(i64 %n, !1045, !DIExpression(), !1066)
    #dbg_value(i64 %n, !1061, !DIExpression(), !1067)
    #dbg_value(i64 %n, !1068, !DIExpression(), !1096)
    #dbg_value(i64 %n, !1098, !DIExpression(), !1107)
    #dbg_declare(ptr poison, !1074, !DIExpression(), !1109)
    #dbg_value(i64 8, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1096)
    #dbg_value(i64 8, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1107)
    #dbg_value(i64 24, !1075, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1096)
    #dbg_value(i64 24, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1107)
    #dbg_value(i64 0, !1105, !DIExpression(), !1107)
    #dbg_value(i64 %n, !1110, !DIExpression(), !1169)
    #dbg_value(i64 %n, !1171, !DIExpression(), !1194)
    #dbg_value(i64 %n, !1196, !DIExpression(), !1223)
    #dbg_value(i64 %n, !1225, !DIExpression(), !1234)
    #dbg_value(i64 %n, !1236, !DIExpression(), !1246)
    #dbg_value(i1 false, !1132, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1169)
    #dbg_declare(ptr poison, !1133, !DIExpression(), !1248)
    #dbg_value(i64 8, !1134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1169)
    #dbg_value(i64 24, !1134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1169)
    #dbg_value(i64 24, !1191, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1194)
    #dbg_value(i64 24, !1230, !DIExpression(), !1234)
    #dbg_value(i64 24, !1245, !DIExpression(), !1246)
    #dbg_value(i64 8, !1191, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1194)
    #dbg_value(ptr poison, !1220, !DIExpression(), !1249)
  %_33.0.i.i.i = mul i64 %n, 24, !dbg !1250
    #dbg_value(i1 poison, !1233, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1251)
    #dbg_value(i1 poison, !1252, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1259)
    #dbg_value(i64 %_33.0.i.i.i, !1221, !DIExpression(), !1261)
    #dbg_value(i64 %_33.0.i.i.i, !1231, !DIExpression(), !1251)
  %or.cond.not.i.i.i = icmp ugt i64 %n, 384307168202282325, !dbg !1262
  br i1 %or.cond.not.i.i.i, label %bb3.i.i, label %bb18.i.i.i, !dbg !1262, !prof !1263

bb18.i.i.i:                                       ; preds = %start
    #dbg_value(i64 8, !1135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1264)
    #dbg_value(i64 %_33.0.i.i.i, !1135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1264)
  %0 = icmp eq i64 %_33.0.i.i.i, 0, !dbg !1265
  br i1 %0, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h81d5dba263308b3cE.exit.i.i.i", label %bb3.i.i.i, !dbg !1265

bb3.i.i.i:                                        ; preds = %bb18.i.i.i
    #dbg_value(i64 8, !1266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1301)
    #dbg_value(i64 8, !1266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1319)
    #dbg_value(i64 %_33.0.i.i.i, !1266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1301)
    #dbg_value(i64 %_33.0.i.i.i, !1266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1319)
    #dbg_value(i64 %_33.0.i.i.i, !1273, !DIExpression(), !1332)
    #dbg_value(i64 %_33.0.i.i.i, !1273, !DIExpression(), !1333)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #11, !dbg !1264, !noalias !1334
    #dbg_value(ptr poison, !1139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1337)
    #dbg_value(i64 poison, !1139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1337)
    #dbg_value(ptr poison, !1329, !DIExpression(), !1338)
    #dbg_value(ptr poison, !1323, !DIExpression(), !1339)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1338)
    #dbg_value(i64 8, !1324, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1339)
    #dbg_value(i64 %_33.0.i.i.i, !1330, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1338)
    #dbg_value(i64 %_33.0.i.i.i, !1324, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1339)
    #dbg_value(i8 0, !1325, !DIExpression(), !1339)
    #dbg_value(i64 8, !1340, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1345)
    #dbg_value(i64 %_33.0.i.i.i, !1340, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1345)
    #dbg_value(i1 false, !1272, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1319)
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #11, !dbg !1347, !noalias !1334
    #dbg_value(ptr %1, !1139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1337)
  %2 = icmp eq ptr %1, null, !dbg !1348
  br i1 %2, label %bb3.i.i, label %bb10.i.i.i, !dbg !1349

bb10.i.i.i:                                       ; preds = %bb3.i.i.i
    #dbg_value(ptr %1, !1165, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1350)
    #dbg_value(i64 poison, !1165, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1350)
  %3 = ptrtoint ptr %1 to i64, !dbg !1351
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h81d5dba263308b3cE.exit.i.i.i", !dbg !1352

bb3.i.i:                                          ; preds = %bb3.i.i.i, %start
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %bb3.i.i.i ], [ 0, %start ]
    #dbg_value(i64 %_4.sroa.4.0.ph.i.i, !1078, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1353)
    #dbg_value(i64 %_33.0.i.i.i, !1078, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1353)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #12, !dbg !1354, !noalias !972
  unreachable, !dbg !1354

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h81d5dba263308b3cE.exit.i.i.i": ; preds = %bb10.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ %n, %bb10.i.i.i ], [ 0, %bb18.i.i.i ], !dbg !1169
  %_4.sroa.10.0.i.i = phi i64 [ %3, %bb10.i.i.i ], [ 8, %bb18.i.i.i ]
  %4 = inttoptr i64 %_4.sroa.10.0.i.i to ptr, !dbg !1355
    #dbg_value(i64 %_4.sroa.4.0.i.i, !1076, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1356)
    #dbg_value(ptr %4, !1076, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1356)
    #dbg_value(ptr poison, !1104, !DIExpression(), !1357)
  %_7.i.i = icmp samesign ule i64 %n, %_4.sroa.4.0.i.i, !dbg !1358
    #dbg_value(i1 true, !1359, !DIExpression(DW_OP_not, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1366)
  tail call void @llvm.assume(i1 %_7.i.i), !dbg !1368
    #dbg_value(i64 %_4.sroa.4.0.i.i, !1033, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1369)
    #dbg_value(ptr %4, !1033, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1369)
    #dbg_value(i64 0, !1033, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1369)
    #dbg_value(ptr undef, !1022, !DIExpression(), !1037)
    #dbg_value(i64 0, !1023, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1037)
    #dbg_value(i64 %n, !1023, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1037)
    #dbg_value(i64 0, !984, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1015)
    #dbg_value(i64 %n, !984, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1015)
    #dbg_value(ptr undef, !976, !DIExpression(), !1015)
    #dbg_value(i64 poison, !985, !DIExpression(), !1370)
    #dbg_value(i64 1, !987, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1370)
    #dbg_value(i64 %n, !987, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1370)
    #dbg_value(i64 %n, !988, !DIExpression(), !1371)
    #dbg_value(ptr poison, !1005, !DIExpression(), !1372)
    #dbg_value(ptr undef, !1007, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1373)
    #dbg_value(i64 0, !1007, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1373)
    #dbg_value(ptr poison, !1374, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1388)
    #dbg_value(ptr poison, !1390, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1408)
    #dbg_value(ptr undef, !1374, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1388)
    #dbg_value(ptr undef, !1390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1408)
    #dbg_value(i64 0, !1374, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1388)
    #dbg_value(i64 0, !1390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1408)
    #dbg_value(i64 0, !1385, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1388)
    #dbg_value(i64 %n, !1385, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1388)
    #dbg_value(i64 0, !1402, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1408)
    #dbg_value(i64 %n, !1402, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1408)
    #dbg_declare(ptr poison, !1403, !DIExpression(), !1410)
    #dbg_value(ptr undef, !1411, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1431)
    #dbg_value(i64 0, !1411, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1431)
    #dbg_value(ptr poison, !1411, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1431)
    #dbg_value(i64 0, !1421, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1431)
    #dbg_value(i64 %n, !1421, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1431)
    #dbg_declare(ptr poison, !1422, !DIExpression(), !1433)
    #dbg_declare(ptr poison, !1423, !DIExpression(), !1434)
    #dbg_value(ptr undef, !1435, !DIExpression(), !1459)
    #dbg_value(ptr undef, !1461, !DIExpression(), !1467)
    #dbg_value(ptr undef, !1469, !DIExpression(), !1480)
    #dbg_value(ptr undef, !1479, !DIExpression(), !1480)
  %_0.i.i.i8.not.i.i.i.i.i.i = icmp eq i64 %n, 0, !dbg !1482
  br i1 %_0.i.i.i8.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h3881986fc269042eE.exit", label %bb3.i.i.i.i.i.i, !dbg !1483

bb3.i.i.i.i.i.i:                                  ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h81d5dba263308b3cE.exit.i.i.i", %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE.exit.i.i.i.i.i.i"
  %5 = phi i64 [ %6, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE.exit.i.i.i.i.i.i" ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h81d5dba263308b3cE.exit.i.i.i" ]
    #dbg_value(i64 %5, !1421, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1431)
  %6 = add nuw i64 %5, 1, !dbg !1484
    #dbg_value(i64 %6, !1421, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1431)
    #dbg_value(i64 %5, !1425, !DIExpression(), !1525)
    #dbg_value(ptr poison, !1519, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1526)
    #dbg_declare(ptr poison, !1517, !DIExpression(), !1527)
    #dbg_value(i64 %5, !1518, !DIExpression(), !1526)
    #dbg_value(ptr poison, !1528, !DIExpression(), !1535)
    #dbg_value(i64 %5, !1534, !DIExpression(), !1535)
    #dbg_value(i64 3, !1537, !DIExpression(), !1543)
  %elem.i.i.i.i.i.i.i.i = uitofp i64 %5 to double, !dbg !1545
    #dbg_value(double %elem.i.i.i.i.i.i.i.i, !1542, !DIExpression(), !1543)
    #dbg_value(ptr poison, !1546, !DIExpression(), !1567)
    #dbg_value(double %elem.i.i.i.i.i.i.i.i, !1577, !DIExpression(), !1582)
    #dbg_value(i64 3, !1578, !DIExpression(), !1582)
    #dbg_value(i64 3, !1583, !DIExpression(), !1590)
    #dbg_value(i64 3, !1592, !DIExpression(), !1602)
    #dbg_value(i64 3, !1604, !DIExpression(), !1611)
    #dbg_value(i64 3, !1613, !DIExpression(), !1618)
    #dbg_declare(ptr poison, !1579, !DIExpression(), !1620)
    #dbg_declare(ptr poison, !1589, !DIExpression(), !1621)
    #dbg_declare(ptr poison, !1596, !DIExpression(), !1622)
    #dbg_declare(ptr poison, !1610, !DIExpression(), !1623)
    #dbg_declare(ptr poison, !1617, !DIExpression(), !1624)
    #dbg_value(i64 8, !1597, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1602)
    #dbg_value(i64 8, !1597, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1602)
    #dbg_value(ptr poison, !1625, !DIExpression(), !1633)
  %_0.i.i.i.i.i.i.i.i.i.i = tail call i1 @llvm.is.fpclass.f64(double %elem.i.i.i.i.i.i.i.i, i32 64), !dbg !1635
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #11, !dbg !1582, !noalias !1643
  br i1 %_0.i.i.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i.i.i, !dbg !1660

bb3.i.i.i.i.i.i.i.i.i:                            ; preds = %bb3.i.i.i.i.i.i
    #dbg_value(i64 3, !1068, !DIExpression(), !1661)
    #dbg_declare(ptr poison, !1074, !DIExpression(), !1663)
    #dbg_value(i64 8, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1661)
    #dbg_value(i64 8, !1075, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1661)
    #dbg_value(i64 3, !1110, !DIExpression(), !1664)
    #dbg_value(i1 false, !1132, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1664)
    #dbg_declare(ptr poison, !1133, !DIExpression(), !1666)
    #dbg_value(i64 8, !1134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1664)
    #dbg_value(i64 8, !1134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1664)
    #dbg_value(i64 8, !1135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1667)
    #dbg_value(i64 24, !1135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1667)
    #dbg_value(i64 8, !1266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1668)
    #dbg_value(i64 8, !1266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1672)
    #dbg_value(i64 24, !1266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1668)
    #dbg_value(i64 24, !1266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1672)
    #dbg_value(i64 24, !1273, !DIExpression(), !1676)
    #dbg_value(i64 24, !1273, !DIExpression(), !1677)
    #dbg_value(ptr poison, !1139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1678)
    #dbg_value(i64 poison, !1139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1678)
    #dbg_value(ptr poison, !1329, !DIExpression(), !1679)
    #dbg_value(ptr poison, !1323, !DIExpression(), !1680)
    #dbg_value(i64 8, !1330, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1679)
    #dbg_value(i64 8, !1324, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1680)
    #dbg_value(i64 24, !1330, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1679)
    #dbg_value(i64 24, !1324, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1680)
    #dbg_value(i8 0, !1325, !DIExpression(), !1680)
    #dbg_value(i64 8, !1340, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1681)
    #dbg_value(i64 24, !1340, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1681)
    #dbg_value(i1 false, !1272, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1672)
; call __rustc::__rust_alloc
  %7 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 24, i64 noundef 8) #11, !dbg !1683, !noalias !1684
    #dbg_value(ptr %7, !1139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1678)
  %8 = icmp eq ptr %7, null, !dbg !1687
  br i1 %8, label %bb3.i.i.i.i.i.i.i.i.i.i, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf7981d2a68667de0E.exit.i.i.i.i.i.i.i.i.i", !dbg !1688

bb3.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb3.i.i.i.i.i.i.i.i.i
    #dbg_value(i64 8, !1078, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1689)
    #dbg_value(i64 24, !1078, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1689)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 24) #12, !dbg !1690, !noalias !1643
  unreachable, !dbg !1690

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf7981d2a68667de0E.exit.i.i.i.i.i.i.i.i.i": ; preds = %bb3.i.i.i.i.i.i.i.i.i
    #dbg_value(i64 3, !1580, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1691)
    #dbg_value(ptr %7, !1580, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1691)
    #dbg_value(i64 0, !1580, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1691)
    #dbg_value(double %elem.i.i.i.i.i.i.i.i, !1554, !DIExpression(), !1567)
    #dbg_value(ptr undef, !1546, !DIExpression(), !1567)
    #dbg_value(i64 3, !1553, !DIExpression(), !1567)
    #dbg_value(i64 1, !1692, !DIExpression(), !1702)
    #dbg_value(ptr %7, !1700, !DIExpression(), !1704)
    #dbg_value(i64 0, !1701, !DIExpression(), !1704)
    #dbg_value(ptr %7, !1555, !DIExpression(), !1706)
    #dbg_value(ptr %7, !1700, !DIExpression(), !1702)
    #dbg_value(ptr undef, !1557, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1707)
    #dbg_value(i64 3, !1559, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1708)
    #dbg_value(ptr %7, !1709, !DIExpression(), !1715)
    #dbg_value(i64 poison, !1557, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1707)
    #dbg_value(i64 2, !1559, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1708)
    #dbg_value(ptr %7, !1709, !DIExpression(), !1717)
    #dbg_value(double %elem.i.i.i.i.i.i.i.i, !1714, !DIExpression(), !1717)
  store double %elem.i.i.i.i.i.i.i.i, ptr %7, align 8, !dbg !1719, !noalias !1720
  %_15.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %7, i64 8, !dbg !1723
    #dbg_value(ptr %_15.i.i.i.i.i.i.i.i.i.i, !1555, !DIExpression(), !1706)
    #dbg_value(ptr %_15.i.i.i.i.i.i.i.i.i.i, !1700, !DIExpression(), !1702)
    #dbg_value(ptr %_15.i.i.i.i.i.i.i.i.i.i, !1709, !DIExpression(), !1715)
    #dbg_value(i64 3, !1559, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1708)
    #dbg_value(ptr %_15.i.i.i.i.i.i.i.i.i.i, !1709, !DIExpression(), !1717)
  store double %elem.i.i.i.i.i.i.i.i, ptr %_15.i.i.i.i.i.i.i.i.i.i, align 8, !dbg !1719, !noalias !1720
  %_15.1.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !1723
    #dbg_value(ptr %_15.1.i.i.i.i.i.i.i.i.i.i, !1555, !DIExpression(), !1706)
    #dbg_value(ptr %_15.1.i.i.i.i.i.i.i.i.i.i, !1700, !DIExpression(), !1702)
    #dbg_value(ptr %_15.1.i.i.i.i.i.i.i.i.i.i, !1709, !DIExpression(), !1715)
    #dbg_value(i64 poison, !1557, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1707)
    #dbg_value(double %elem.i.i.i.i.i.i.i.i, !1714, !DIExpression(), !1715)
  store double %elem.i.i.i.i.i.i.i.i, ptr %_15.1.i.i.i.i.i.i.i.i.i.i, align 8, !dbg !1724, !noalias !1720
    #dbg_value(i64 3, !1557, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1707)
    #dbg_value(i64 3, !1580, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1691)
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE.exit.i.i.i.i.i.i", !dbg !1725

bb2.i.i.i.i.i.i.i.i.i:                            ; preds = %bb3.i.i.i.i.i.i
    #dbg_value(i64 3, !1110, !DIExpression(), !1726)
    #dbg_value(i1 true, !1132, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1726)
    #dbg_declare(ptr poison, !1133, !DIExpression(), !1728)
    #dbg_value(i64 8, !1134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1726)
    #dbg_value(i64 8, !1134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1726)
    #dbg_value(i64 8, !1135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1729)
    #dbg_value(i64 24, !1135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1729)
    #dbg_value(i64 8, !1266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1730)
    #dbg_value(i64 8, !1266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1734)
    #dbg_value(i64 24, !1266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1730)
    #dbg_value(i64 24, !1266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1734)
    #dbg_value(i64 24, !1273, !DIExpression(), !1738)
    #dbg_value(i64 24, !1273, !DIExpression(), !1739)
    #dbg_value(ptr poison, !1139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1740)
    #dbg_value(i64 poison, !1139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1740)
    #dbg_value(ptr poison, !1316, !DIExpression(), !1741)
    #dbg_value(ptr poison, !1308, !DIExpression(), !1742)
    #dbg_value(i64 8, !1317, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1741)
    #dbg_value(i64 8, !1309, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1742)
    #dbg_value(i64 24, !1317, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1741)
    #dbg_value(i64 24, !1309, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1742)
    #dbg_value(i8 1, !1310, !DIExpression(), !1742)
    #dbg_value(i64 8, !1743, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1746)
    #dbg_value(i64 24, !1743, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1746)
    #dbg_value(i1 true, !1272, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1730)
; call __rustc::__rust_alloc_zeroed
  %9 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) 24, i64 noundef 8) #11, !dbg !1748, !noalias !1749
    #dbg_value(ptr %9, !1139, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1740)
  %10 = icmp eq ptr %9, null, !dbg !1752
  br i1 %10, label %bb14.i.i.i.i.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE.exit.i.i.i.i.i.i", !dbg !1753

bb14.i.i.i.i.i.i.i.i.i:                           ; preds = %bb2.i.i.i.i.i.i.i.i.i
    #dbg_value(i64 8, !1600, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1754)
    #dbg_value(i64 24, !1600, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1754)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 24) #12, !dbg !1755, !noalias !1643
  unreachable, !dbg !1755

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE.exit.i.i.i.i.i.i": ; preds = %bb2.i.i.i.i.i.i.i.i.i, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf7981d2a68667de0E.exit.i.i.i.i.i.i.i.i.i"
  %.sink.i.i.i.i.i.i.i.i.i = phi ptr [ %7, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf7981d2a68667de0E.exit.i.i.i.i.i.i.i.i.i" ], [ %9, %bb2.i.i.i.i.i.i.i.i.i ]
    #dbg_value(i64 3, !1506, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1756)
    #dbg_value(i64 3, !1497, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1757)
    #dbg_value(ptr %.sink.i.i.i.i.i.i.i.i.i, !1506, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1756)
    #dbg_value(ptr %.sink.i.i.i.i.i.i.i.i.i, !1497, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1757)
    #dbg_value(i64 3, !1506, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1756)
    #dbg_value(i64 3, !1497, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1757)
    #dbg_value(ptr poison, !1507, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1756)
    #dbg_declare(ptr poison, !1508, !DIExpression(), !1758)
    #dbg_value(ptr poison, !1498, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1757)
    #dbg_value(ptr poison, !1499, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1757)
  %_3.i.i.i4.i.i.i.i.i.i = getelementptr inbounds nuw %"alloc::vec::Vec<f64>", ptr %4, i64 %5, !dbg !1759
  store i64 3, ptr %_3.i.i.i4.i.i.i.i.i.i, align 8, !dbg !1764, !noalias !1769
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i4.i.i.i.i.i.i, i64 8, !dbg !1764
  store ptr %.sink.i.i.i.i.i.i.i.i.i, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !dbg !1764, !noalias !1769
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i4.i.i.i.i.i.i, i64 16, !dbg !1764
  store i64 3, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !dbg !1764, !noalias !1769
    #dbg_value(i64 %6, !1421, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1431)
    #dbg_value(ptr undef, !1435, !DIExpression(), !1459)
    #dbg_value(ptr undef, !1461, !DIExpression(), !1467)
    #dbg_value(ptr undef, !1469, !DIExpression(), !1480)
    #dbg_value(ptr undef, !1479, !DIExpression(), !1480)
  %exitcond.not.i.i.i.i.i.i = icmp eq i64 %6, %n, !dbg !1482
  br i1 %exitcond.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h3881986fc269042eE.exit", label %bb3.i.i.i.i.i.i, !dbg !1483

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h3881986fc269042eE.exit": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE.exit.i.i.i.i.i.i", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h81d5dba263308b3cE.exit.i.i.i"
    #dbg_value(i64 poison, !1421, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1431)
    #dbg_value(i64 %n, !1033, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1369)
  store i64 %_4.sroa.4.0.i.i, ptr %_0, align 8, !dbg !1774, !alias.scope !972
  %vector.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !1774
  store ptr %4, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !dbg !1774, !alias.scope !972
  %vector.sroa.6.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !1774
  store i64 %n, ptr %vector.sroa.6.0._0.sroa_idx.i, align 8, !dbg !1774, !alias.scope !972
  ret void, !dbg !1775
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #4

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #1

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; __rustc::__rust_alloc_zeroed
; Function Attrs: nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #1

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #10

attributes #0 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "vecs.rs/@/vecs.2e389d58ebe9d6d6-cgu.0", directory: "/work/wt-rustvec/tests/lit/rust/Inputs")
!7 = !{!8, !79, !86}
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
!79 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AssertKind", scope: !80, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagEnumClass, elements: !82)
!80 = !DINamespace(name: "panicking", scope: !12)
!81 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!82 = !{!83, !84, !85}
!83 = !DIEnumerator(name: "Eq", value: 0, isUnsigned: true)
!84 = !DIEnumerator(name: "Ne", value: 1, isUnsigned: true)
!85 = !DIEnumerator(name: "Match", value: 2, isUnsigned: true)
!86 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AllocInit", scope: !87, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagEnumClass, elements: !89)
!87 = !DINamespace(name: "raw_vec", scope: !88)
!88 = !DINamespace(name: "alloc", scope: null)
!89 = !{!90, !91}
!90 = !DIEnumerator(name: "Uninitialized", value: 0, isUnsigned: true)
!91 = !DIEnumerator(name: "Zeroed", value: 1, isUnsigned: true)
!92 = distinct !DISubprogram(name: "calc_total", linkageName: "_ZN4vecs10calc_total17h5f8a8ba9207866d1E", scope: !94, file: !93, line: 13, type: !95, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !109)
!93 = !DIFile(filename: "vecs.rs", directory: "/work/wt-rustvec/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "d2fbf778283d6a46efdd88b70c754de7")
!94 = !DINamespace(name: "vecs", scope: null)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !98, !103}
!97 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut vecs::Calc", baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!99 = !DICompositeType(tag: DW_TAG_structure_type, name: "Calc", scope: !94, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !100, templateParams: !102, identifier: "9d51b3fd9c601856dc138d8ddf462cf3")
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !99, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!102 = !{}
!103 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[i64]", file: !9, size: 128, align: 64, elements: !104, templateParams: !102, identifier: "18e66e1de31dfeb8a323a7c2c427c19e")
!104 = !{!105, !107}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !103, file: !9, baseType: !106, size: 64, align: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !103, file: !9, baseType: !108, size: 64, align: 64, offset: 64)
!108 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!109 = !{!110, !111}
!110 = !DILocalVariable(name: "_this", arg: 1, scope: !92, file: !93, line: 13, type: !98)
!111 = !DILocalVariable(name: "xs", arg: 2, scope: !92, file: !93, line: 13, type: !103)
!112 = !DILocation(line: 0, scope: !92)
!113 = !DILocalVariable(name: "self", arg: 1, scope: !114, file: !115, line: 3653, type: !122)
!114 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<i64>, i64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h81d6feb2a7a825c0E", scope: !116, file: !115, line: 3653, type: !120, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !141)
!115 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!116 = !DINamespace(name: "Iterator", scope: !117)
!117 = !DINamespace(name: "iterator", scope: !118)
!118 = !DINamespace(name: "traits", scope: !119)
!119 = !DINamespace(name: "iter", scope: !12)
!120 = !DISubroutineType(types: !121)
!121 = !{!97, !122}
!122 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<i64>", scope: !123, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !125, templateParams: !132, identifier: "2bc20bb0597afb73fcd044773b9b205e")
!123 = !DINamespace(name: "iter", scope: !124)
!124 = !DINamespace(name: "slice", scope: !12)
!125 = !{!126, !134, !135}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !122, file: !9, baseType: !127, size: 64, align: 64, flags: DIFlagPrivate)
!127 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<i64>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !129, templateParams: !132, identifier: "7e42d5f5f6b5234a3734bce9cad420d1")
!128 = !DINamespace(name: "non_null", scope: !11)
!129 = !{!130}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !127, file: !9, baseType: !131, size: 64, align: 64, flags: DIFlagPrivate)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const i64", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !{!133}
!133 = !DITemplateTypeParameter(name: "T", type: !97)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !122, file: !9, baseType: !131, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !122, file: !9, baseType: !136, align: 8, offset: 128, flags: DIFlagPrivate)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&i64>", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !138, identifier: "99e0d3776c749048ae2990a9c44e5ea8")
!137 = !DINamespace(name: "marker", scope: !12)
!138 = !{!139}
!139 = !DITemplateTypeParameter(name: "T", type: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&i64", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!141 = !{!113}
!142 = !{!143, !144}
!143 = !DITemplateTypeParameter(name: "Self", type: !122)
!144 = !DITemplateTypeParameter(name: "S", type: !97)
!145 = !DILocation(line: 0, scope: !114, inlinedAt: !146)
!146 = !DILocation(line: 14, column: 15, scope: !92)
!147 = !DILocalVariable(name: "iter", arg: 1, scope: !148, file: !149, line: 71, type: !122)
!148 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<i64>>", linkageName: "_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum17he2476db3e8f53b09E", scope: !150, file: !149, line: 71, type: !120, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !153, retainedNodes: !152)
!149 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!150 = !DINamespace(name: "{impl#18}", scope: !151)
!151 = !DINamespace(name: "accum", scope: !118)
!152 = !{!147}
!153 = !{!154}
!154 = !DITemplateTypeParameter(name: "I", type: !122)
!155 = !DILocation(line: 0, scope: !148, inlinedAt: !156)
!156 = !DILocation(line: 3658, column: 9, scope: !114, inlinedAt: !146)
!157 = !DILocalVariable(name: "self", arg: 1, scope: !158, file: !159, line: 259, type: !122)
!158 = distinct !DISubprogram(name: "fold<i64, i64, core::iter::traits::accum::{impl#18}::sum::{closure_env#0}<core::slice::iter::Iter<i64>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73317dd9089f2740E", scope: !160, file: !159, line: 259, type: !161, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !182, retainedNodes: !165)
!159 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!160 = !DINamespace(name: "{impl#171}", scope: !123)
!161 = !DISubroutineType(types: !162)
!162 = !{!97, !122, !97, !163}
!163 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::slice::iter::Iter<i64>>", scope: !164, file: !9, align: 8, elements: !102, identifier: "a07567d34843c33ec93f533bcc0f1dc4")
!164 = !DINamespace(name: "sum", scope: !150)
!165 = !{!157, !166, !167, !168, !170, !172, !174, !176, !178, !180}
!166 = !DILocalVariable(name: "init", arg: 2, scope: !158, file: !159, line: 259, type: !97)
!167 = !DILocalVariable(name: "f", arg: 3, scope: !158, file: !159, line: 259, type: !163)
!168 = !DILocalVariable(name: "len", scope: !169, file: !159, line: 29, type: !108, align: 64)
!169 = distinct !DILexicalBlock(scope: !158, file: !159, line: 29, column: 13)
!170 = !DILocalVariable(name: "end", scope: !171, file: !159, line: 33, type: !127, align: 64)
!171 = distinct !DILexicalBlock(scope: !158, file: !159, line: 33, column: 13)
!172 = !DILocalVariable(name: "acc", scope: !173, file: !159, line: 273, type: !97, align: 64)
!173 = distinct !DILexicalBlock(scope: !158, file: !159, line: 273, column: 17)
!174 = !DILocalVariable(name: "i", scope: !175, file: !159, line: 274, type: !108, align: 64)
!175 = distinct !DILexicalBlock(scope: !173, file: !159, line: 274, column: 17)
!176 = !DILocalVariable(name: "len", scope: !177, file: !159, line: 275, type: !108, align: 64)
!177 = distinct !DILexicalBlock(scope: !175, file: !159, line: 275, column: 17)
!178 = !DILocalVariable(name: "len", scope: !179, file: !159, line: 29, type: !108, align: 64)
!179 = distinct !DILexicalBlock(scope: !175, file: !159, line: 29, column: 13)
!180 = !DILocalVariable(name: "end", scope: !181, file: !159, line: 33, type: !127, align: 64)
!181 = distinct !DILexicalBlock(scope: !175, file: !159, line: 33, column: 13)
!182 = !{!133, !183, !184}
!183 = !DITemplateTypeParameter(name: "B", type: !97)
!184 = !DITemplateTypeParameter(name: "F", type: !163)
!185 = !DILocation(line: 0, scope: !158, inlinedAt: !186)
!186 = distinct !DILocation(line: 72, column: 22, scope: !148, inlinedAt: !156)
!187 = !DILocation(line: 259, column: 42, scope: !158, inlinedAt: !186)
!188 = !DILocalVariable(name: "rhs", scope: !189, file: !190, line: 832, type: !108, align: 64)
!189 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !191, file: !190, line: 832, type: !193, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !222)
!190 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!191 = !DINamespace(name: "{impl#11}", scope: !192)
!192 = !DINamespace(name: "num", scope: !12)
!193 = !DISubroutineType(types: !194)
!194 = !{!108, !108, !108, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !196, size: 64, align: 64, dwarfAddressSpace: 0)
!196 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !197, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !199, templateParams: !102, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!197 = !DINamespace(name: "location", scope: !198)
!198 = !DINamespace(name: "panic", scope: !12)
!199 = !{!200, !211, !213, !214}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !196, file: !9, baseType: !201, size: 128, align: 64, flags: DIFlagPrivate)
!201 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !128, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !202, templateParams: !209, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!202 = !{!203}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !201, file: !9, baseType: !204, size: 128, align: 64, flags: DIFlagPrivate)
!204 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !205, templateParams: !102, identifier: "238a44609877474087c05adf26cd41fa")
!205 = !{!206, !208}
!206 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !204, file: !9, baseType: !207, size: 64, align: 64)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !204, file: !9, baseType: !108, size: 64, align: 64, offset: 64)
!209 = !{!210}
!210 = !DITemplateTypeParameter(name: "T", type: !81)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !196, file: !9, baseType: !212, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!212 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !196, file: !9, baseType: !212, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !196, file: !9, baseType: !215, align: 8, offset: 192, flags: DIFlagPrivate)
!215 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !216, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!216 = !{!217}
!217 = !DITemplateTypeParameter(name: "T", type: !218)
!218 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !219, templateParams: !102, identifier: "9277eecd40495f85161460476aacc992")
!219 = !{!220, !221}
!220 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !218, file: !9, baseType: !207, size: 64, align: 64)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !218, file: !9, baseType: !108, size: 64, align: 64, offset: 64)
!222 = !{!223, !188}
!223 = !DILocalVariable(name: "self", arg: 1, scope: !189, file: !190, line: 832, type: !108)
!224 = !DILocation(line: 0, scope: !189, inlinedAt: !225)
!225 = distinct !DILocation(line: 283, column: 36, scope: !177, inlinedAt: !186)
!226 = !DILocation(line: 0, scope: !171, inlinedAt: !186)
!227 = !DILocalVariable(name: "self", arg: 1, scope: !228, file: !229, line: 1719, type: !234)
!228 = distinct !DISubprogram(name: "eq<i64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h03a68a2995ab4dc4E", scope: !230, file: !229, line: 1719, type: !231, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !132, retainedNodes: !235)
!229 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!230 = !DINamespace(name: "{impl#16}", scope: !128)
!231 = !DISubroutineType(types: !232)
!232 = !{!233, !234, !234}
!233 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<i64>", baseType: !127, size: 64, align: 64, dwarfAddressSpace: 0)
!235 = !{!227, !236}
!236 = !DILocalVariable(name: "other", arg: 2, scope: !228, file: !229, line: 1719, type: !234)
!237 = !DILocation(line: 1719, column: 11, scope: !228, inlinedAt: !238)
!238 = distinct !DILocation(line: 44, column: 20, scope: !171, inlinedAt: !186)
!239 = !DILocation(line: 1719, column: 18, scope: !228, inlinedAt: !238)
!240 = !DILocation(line: 1720, column: 9, scope: !228, inlinedAt: !238)
!241 = !DILocation(line: 25, column: 86, scope: !158, inlinedAt: !186)
!242 = !DILocation(line: 284, column: 24, scope: !177, inlinedAt: !186)
!243 = !DILocation(line: 0, scope: !173, inlinedAt: !186)
!244 = !DILocation(line: 659, column: 28, scope: !245, inlinedAt: !252)
!245 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h16e20a40f7734149E", scope: !127, file: !229, line: 651, type: !246, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !132, declaration: !248, retainedNodes: !249)
!246 = !DISubroutineType(types: !247)
!247 = !{!127, !127, !108}
!248 = !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h16e20a40f7734149E", scope: !127, file: !229, line: 651, type: !246, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !132)
!249 = !{!250, !251}
!250 = !DILocalVariable(name: "self", arg: 1, scope: !245, file: !229, line: 651, type: !127)
!251 = !DILocalVariable(name: "count", arg: 2, scope: !245, file: !229, line: 651, type: !108)
!252 = distinct !DILocation(line: 279, column: 67, scope: !177, inlinedAt: !186)
!253 = !DILocation(line: 279, column: 27, scope: !177, inlinedAt: !186)
!254 = !DILocation(line: 105, column: 45, scope: !255, inlinedAt: !265)
!255 = distinct !DISubprogram(name: "add", linkageName: "_RNvXs8_NtNtCsgEmfK2I1SDS_4core3ops5arithxNtB5_3Add3add", scope: !257, file: !256, line: 105, type: !260, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !262)
!256 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!257 = !DINamespace(name: "{impl#10}", scope: !258)
!258 = !DINamespace(name: "arith", scope: !259)
!259 = !DINamespace(name: "ops", scope: !12)
!260 = !DISubroutineType(types: !261)
!261 = !{!97, !97, !97, !195}
!262 = !{!263, !264}
!263 = !DILocalVariable(name: "self", arg: 1, scope: !255, file: !256, line: 105, type: !97)
!264 = !DILocalVariable(name: "other", arg: 2, scope: !255, file: !256, line: 105, type: !97)
!265 = distinct !DILocation(line: 39, column: 17, scope: !266, inlinedAt: !274)
!266 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsJ_NtNtCsgEmfK2I1SDS_4core3ops5arithxINtB5_3AddRxE3add", scope: !268, file: !267, line: 38, type: !269, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !271)
!267 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!268 = !DINamespace(name: "{impl#47}", scope: !258)
!269 = !DISubroutineType(types: !270)
!270 = !{!97, !97, !140, !195}
!271 = !{!272, !273}
!272 = !DILocalVariable(name: "self", arg: 1, scope: !266, file: !267, line: 38, type: !97)
!273 = !DILocalVariable(name: "other", arg: 2, scope: !266, file: !267, line: 38, type: !140)
!274 = distinct !DILocation(line: 75, column: 28, scope: !275, inlinedAt: !283)
!275 = distinct !DISubprogram(name: "{closure#0}<core::slice::iter::Iter<i64>>", linkageName: "_ZN69_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$i64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h836db0f3d0706069E", scope: !164, file: !149, line: 75, type: !276, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !153, retainedNodes: !279)
!276 = !DISubroutineType(types: !277)
!277 = !{!97, !278, !97, !140}
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#18}::sum::{closure_env#0}<core::slice::iter::Iter<i64>>", baseType: !163, size: 64, align: 64, dwarfAddressSpace: 0)
!279 = !{!280, !281, !282}
!280 = !DILocalVariable(name: "a", arg: 2, scope: !275, file: !149, line: 75, type: !97)
!281 = !DILocalVariable(name: "b", arg: 3, scope: !275, file: !149, line: 75, type: !140)
!282 = !DILocalVariable(arg: 1, scope: !275, file: !149, line: 75, type: !278)
!283 = distinct !DILocation(line: 279, column: 27, scope: !177, inlinedAt: !186)
!284 = distinct !{!284, !285, !286}
!285 = !{!"llvm.loop.isvectorized", i32 1}
!286 = !{!"llvm.loop.unroll.runtime.disable"}
!287 = !DILocation(line: 0, scope: !175, inlinedAt: !186)
!288 = !DILocation(line: 0, scope: !245, inlinedAt: !252)
!289 = !DILocation(line: 0, scope: !275, inlinedAt: !283)
!290 = !DILocation(line: 0, scope: !266, inlinedAt: !274)
!291 = !DILocation(line: 0, scope: !255, inlinedAt: !265)
!292 = !DILocation(line: 844, column: 17, scope: !189, inlinedAt: !225)
!293 = distinct !{!293, !286, !285}
!294 = !DILocation(line: 15, column: 2, scope: !92)
!295 = distinct !DISubprogram(name: "client", linkageName: "_ZN4vecs6client17hdf30c70794026558E", scope: !94, file: !93, line: 21, type: !296, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !335)
!296 = !DISubroutineType(types: !297)
!297 = !{!298, !13, !299, !103}
!298 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!299 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<f64, alloc::alloc::Global>", scope: !300, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !301, templateParams: !333, identifier: "719081b40ac88b8d87e285172fa12cf8")
!300 = !DINamespace(name: "vec", scope: !88)
!301 = !{!302, !334}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !299, file: !9, baseType: !303, size: 128, align: 64, flags: DIFlagPrivate)
!303 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<f64, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !304, templateParams: !333, identifier: "ac4d7042607b0360fbb8cdc4ffb2014e")
!304 = !{!305, !329}
!305 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !303, file: !9, baseType: !306, size: 128, align: 64, flags: DIFlagPrivate)
!306 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !307, templateParams: !327, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!307 = !{!308, !319, !324}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !306, file: !9, baseType: !309, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!309 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !310, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !311, templateParams: !209, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!310 = !DINamespace(name: "unique", scope: !11)
!311 = !{!312, !317}
!312 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !309, file: !9, baseType: !313, size: 64, align: 64, flags: DIFlagPrivate)
!313 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !314, templateParams: !209, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!314 = !{!315}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !313, file: !9, baseType: !316, size: 64, align: 64, flags: DIFlagPrivate)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !309, file: !9, baseType: !318, align: 8, offset: 64, flags: DIFlagPrivate)
!318 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !209, identifier: "15bae875c56c7c0f828edf19d836075e")
!319 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !306, file: !9, baseType: !320, size: 64, align: 64, flags: DIFlagPrivate)
!320 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !321, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !322, templateParams: !102, identifier: "cad7375c0c871c072d809328de25b44")
!321 = !DINamespace(name: "niche_types", scope: !192)
!322 = !{!323}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !320, file: !9, baseType: !108, size: 64, align: 64, flags: DIFlagPrivate)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !306, file: !9, baseType: !325, align: 8, offset: 128, flags: DIFlagPrivate)
!325 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !326, file: !9, align: 8, flags: DIFlagPublic, elements: !102, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!326 = !DINamespace(name: "alloc", scope: !88)
!327 = !{!328}
!328 = !DITemplateTypeParameter(name: "A", type: !325)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !303, file: !9, baseType: !330, align: 8, offset: 128, flags: DIFlagPrivate)
!330 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !331, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!331 = !{!332}
!332 = !DITemplateTypeParameter(name: "T", type: !298)
!333 = !{!332, !328}
!334 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !299, file: !9, baseType: !108, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!335 = !{!336, !337, !338, !339, !345, !350, !367}
!336 = !DILocalVariable(name: "r", arg: 1, scope: !295, file: !93, line: 21, type: !13)
!337 = !DILocalVariable(name: "v", arg: 2, scope: !295, file: !93, line: 21, type: !299)
!338 = !DILocalVariable(name: "xs", arg: 3, scope: !295, file: !93, line: 21, type: !103)
!339 = !DILocalVariable(name: "f", scope: !340, file: !93, line: 24, type: !341, align: 64)
!340 = distinct !DILexicalBlock(scope: !295, file: !93, line: 24, column: 9)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut vecs::Calc, alloc::vec::Vec<f64, alloc::alloc::Global>) -> f64", baseType: !342, size: 64, align: 64, dwarfAddressSpace: 0)
!342 = !DISubroutineType(types: !343)
!343 = !{!298, !344, !299}
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut vecs::Calc", baseType: !99, size: 64, align: 64, dwarfAddressSpace: 0)
!345 = !DILocalVariable(name: "g", scope: !346, file: !93, line: 25, type: !347, align: 64)
!346 = distinct !DILexicalBlock(scope: !340, file: !93, line: 25, column: 9)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut vecs::Calc, &[i64]) -> i64", baseType: !348, size: 64, align: 64, dwarfAddressSpace: 0)
!348 = !DISubroutineType(types: !349)
!349 = !{!97, !344, !103}
!350 = !DILocalVariable(name: "h", scope: !351, file: !93, line: 26, type: !352, align: 64)
!351 = distinct !DILexicalBlock(scope: !346, file: !93, line: 26, column: 9)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut vecs::Calc, u64) -> alloc::vec::Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !353, size: 64, align: 64, dwarfAddressSpace: 0)
!353 = !DISubroutineType(types: !354)
!354 = !{!355, !344, !13}
!355 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", scope: !300, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !356, templateParams: !365, identifier: "75a0bd03a84ebbacc98875f3dc806ad1")
!356 = !{!357, !366}
!357 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !355, file: !9, baseType: !358, size: 128, align: 64, flags: DIFlagPrivate)
!358 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !359, templateParams: !365, identifier: "f6b10bdfd87b5ff8bb68c187624ed7fd")
!359 = !{!360, !361}
!360 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !358, file: !9, baseType: !306, size: 128, align: 64, flags: DIFlagPrivate)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !358, file: !9, baseType: !362, align: 8, offset: 128, flags: DIFlagPrivate)
!362 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::vec::Vec<f64, alloc::alloc::Global>>", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !363, identifier: "273be40e6c30bb7d18fe83cd34aa596b")
!363 = !{!364}
!364 = !DITemplateTypeParameter(name: "T", type: !299)
!365 = !{!364, !328}
!366 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !355, file: !9, baseType: !108, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!367 = !DILocalVariable(name: "m", scope: !368, file: !93, line: 27, type: !355, align: 64)
!368 = distinct !DILexicalBlock(scope: !351, file: !93, line: 27, column: 9)
!369 = !DILocation(line: 0, scope: !295)
!370 = !DILocation(line: 21, column: 23, scope: !295)
!371 = !DILocation(line: 27, column: 13, scope: !368)
!372 = !DILocation(line: 24, column: 76, scope: !295)
!373 = !DILocation(line: 24, column: 56, scope: !295)
!374 = !DILocation(line: 0, scope: !340)
!375 = !DILocation(line: 25, column: 74, scope: !340)
!376 = !DILocation(line: 25, column: 54, scope: !340)
!377 = !DILocation(line: 0, scope: !346)
!378 = !DILocation(line: 26, column: 81, scope: !346)
!379 = !DILocation(line: 26, column: 61, scope: !346)
!380 = !DILocation(line: 0, scope: !351)
!381 = !DILocation(line: 27, column: 13, scope: !351)
!382 = !DILocation(line: 27, column: 17, scope: !351)
!383 = !DILocation(line: 28, column: 9, scope: !368)
!384 = !DILocation(line: 28, column: 38, scope: !368)
!385 = !DILocalVariable(name: "self", arg: 1, scope: !386, file: !387, line: 2996, type: !390)
!386 = distinct !DISubprogram(name: "len<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hc2d4c2f0e21d42d2E", scope: !355, file: !387, line: 2996, type: !388, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !365, declaration: !391, retainedNodes: !392)
!387 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!388 = !DISubroutineType(types: !389)
!389 = !{!108, !390}
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !355, size: 64, align: 64, dwarfAddressSpace: 0)
!391 = !DISubprogram(name: "len<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hc2d4c2f0e21d42d2E", scope: !355, file: !387, line: 2996, type: !388, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !365)
!392 = !{!385}
!393 = !DILocation(line: 2996, column: 22, scope: !386, inlinedAt: !394)
!394 = !DILocation(line: 28, column: 77, scope: !368)
!395 = !DILocation(line: 2997, column: 19, scope: !386, inlinedAt: !394)
!396 = !DILocation(line: 3002, column: 37, scope: !386, inlinedAt: !394)
!397 = !DILocation(line: 3002, column: 18, scope: !386, inlinedAt: !394)
!398 = !{!399}
!399 = distinct !{!399, !400, !"_ZN4core3ptr70drop_in_place$LT$alloc..vec..Vec$LT$alloc..vec..Vec$LT$f64$GT$$GT$$GT$17ha2870a617e214510E: %_1"}
!400 = distinct !{!400, !"_ZN4core3ptr70drop_in_place$LT$alloc..vec..Vec$LT$alloc..vec..Vec$LT$f64$GT$$GT$$GT$17ha2870a617e214510E"}
!401 = !DILocation(line: 29, column: 5, scope: !351)
!402 = !DILocalVariable(arg: 1, scope: !403, file: !404, line: 805, type: !407)
!403 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr70drop_in_place$LT$alloc..vec..Vec$LT$alloc..vec..Vec$LT$f64$GT$$GT$$GT$17ha2870a617e214510E", scope: !11, file: !404, line: 805, type: !405, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !409, retainedNodes: !408)
!404 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!405 = !DISubroutineType(types: !406)
!406 = !{null, !407}
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !355, size: 64, align: 64, dwarfAddressSpace: 0)
!408 = !{!402}
!409 = !{!410}
!410 = !DITemplateTypeParameter(name: "T", type: !355)
!411 = !DILocation(line: 0, scope: !403, inlinedAt: !412)
!412 = distinct !DILocation(line: 29, column: 5, scope: !351)
!413 = !DILocation(line: 805, column: 1, scope: !403, inlinedAt: !412)
!414 = !DILocalVariable(name: "self", arg: 1, scope: !415, file: !387, line: 4219, type: !419)
!415 = distinct !DISubprogram(name: "drop<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h46696d5f035f048cE", scope: !416, file: !387, line: 4219, type: !417, scopeLine: 4219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !365, retainedNodes: !420)
!416 = !DINamespace(name: "{impl#26}", scope: !300)
!417 = !DISubroutineType(types: !418)
!418 = !{null, !419}
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !355, size: 64, align: 64, dwarfAddressSpace: 0)
!420 = !{!414}
!421 = !DILocation(line: 0, scope: !415, inlinedAt: !422)
!422 = distinct !DILocation(line: 805, column: 1, scope: !403, inlinedAt: !412)
!423 = !{!424}
!424 = distinct !{!424, !425, !"_ZN4core3ptr57drop_in_place$LT$$u5b$alloc..vec..Vec$LT$f64$GT$$u5d$$GT$17ha8c343d4c00a82aeE: %_1.0"}
!425 = distinct !{!425, !"_ZN4core3ptr57drop_in_place$LT$$u5b$alloc..vec..Vec$LT$f64$GT$$u5d$$GT$17ha8c343d4c00a82aeE"}
!426 = !DILocation(line: 4224, column: 13, scope: !415, inlinedAt: !422)
!427 = !DILocalVariable(arg: 1, scope: !428, file: !404, line: 805, type: !431)
!428 = distinct !DISubprogram(name: "drop_in_place<[alloc::vec::Vec<f64, alloc::alloc::Global>]>", linkageName: "_ZN4core3ptr57drop_in_place$LT$$u5b$alloc..vec..Vec$LT$f64$GT$$u5d$$GT$17ha8c343d4c00a82aeE", scope: !11, file: !404, line: 805, type: !429, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !363, retainedNodes: !436)
!429 = !DISubroutineType(types: !430)
!430 = !{null, !431}
!431 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut [alloc::vec::Vec<f64, alloc::alloc::Global>]", file: !9, size: 128, align: 64, elements: !432, templateParams: !102, identifier: "49ddb4c24b38d9f4770bfe593863f5f4")
!432 = !{!433, !435}
!433 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !431, file: !9, baseType: !434, size: 64, align: 64)
!434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64, align: 64, dwarfAddressSpace: 0)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !431, file: !9, baseType: !108, size: 64, align: 64, offset: 64)
!436 = !{!427}
!437 = !DILocation(line: 0, scope: !428, inlinedAt: !438)
!438 = distinct !DILocation(line: 4224, column: 13, scope: !415, inlinedAt: !422)
!439 = !DILocation(line: 805, column: 1, scope: !428, inlinedAt: !438)
!440 = !{i64 0, i64 -9223372036854775808}
!441 = !DILocalVariable(arg: 1, scope: !442, file: !404, line: 805, type: !445)
!442 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hca44dc55cbeae819E", scope: !11, file: !404, line: 805, type: !443, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !363, retainedNodes: !446)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !445}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !299, size: 64, align: 64, dwarfAddressSpace: 0)
!446 = !{!441}
!447 = !DILocation(line: 0, scope: !442, inlinedAt: !448)
!448 = distinct !DILocation(line: 805, column: 1, scope: !428, inlinedAt: !438)
!449 = !DILocalVariable(arg: 1, scope: !450, file: !404, line: 805, type: !453)
!450 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h637b4f1b48564e12E", scope: !11, file: !404, line: 805, type: !451, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !455, retainedNodes: !454)
!451 = !DISubroutineType(types: !452)
!452 = !{null, !453}
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !303, size: 64, align: 64, dwarfAddressSpace: 0)
!454 = !{!449}
!455 = !{!456}
!456 = !DITemplateTypeParameter(name: "T", type: !303)
!457 = !DILocation(line: 0, scope: !450, inlinedAt: !458)
!458 = distinct !DILocation(line: 805, column: 1, scope: !442, inlinedAt: !448)
!459 = !DILocalVariable(name: "self", arg: 1, scope: !460, file: !461, line: 421, type: !465)
!460 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4994db2b0806761cE", scope: !462, file: !461, line: 421, type: !463, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, retainedNodes: !466)
!461 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!462 = !DINamespace(name: "{impl#3}", scope: !87)
!463 = !DISubroutineType(types: !464)
!464 = !{null, !465}
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !303, size: 64, align: 64, dwarfAddressSpace: 0)
!466 = !{!459}
!467 = !DILocation(line: 0, scope: !460, inlinedAt: !468)
!468 = distinct !DILocation(line: 805, column: 1, scope: !450, inlinedAt: !458)
!469 = !DILocalVariable(name: "self", arg: 1, scope: !470, file: !461, line: 870, type: !473)
!470 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hbd8df5633bf7d813E", scope: !306, file: !461, line: 870, type: !471, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, declaration: !483, retainedNodes: !484)
!471 = !DISubroutineType(types: !472)
!472 = !{null, !473, !474}
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !306, size: 64, align: 64, dwarfAddressSpace: 0)
!474 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !475, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !477, templateParams: !102, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!475 = !DINamespace(name: "layout", scope: !476)
!476 = !DINamespace(name: "alloc", scope: !12)
!477 = !{!478, !479}
!478 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !474, file: !9, baseType: !108, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!479 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !474, file: !9, baseType: !480, size: 64, align: 64, flags: DIFlagPrivate)
!480 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !481, templateParams: !102, identifier: "5099570874743123f8e757e4da3ea37b")
!481 = !{!482}
!482 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !480, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!483 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hbd8df5633bf7d813E", scope: !306, file: !461, line: 870, type: !471, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !327)
!484 = !{!469, !485, !486, !488}
!485 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !470, file: !461, line: 870, type: !474)
!486 = !DILocalVariable(name: "ptr", scope: !487, file: !461, line: 872, type: !313, align: 64)
!487 = distinct !DILexicalBlock(scope: !470, file: !461, line: 872, column: 82)
!488 = !DILocalVariable(name: "layout", scope: !487, file: !461, line: 872, type: !474, align: 64)
!489 = !DILocation(line: 0, scope: !470, inlinedAt: !490)
!490 = distinct !DILocation(line: 423, column: 29, scope: !460, inlinedAt: !468)
!491 = !DILocalVariable(name: "self", arg: 1, scope: !492, file: !461, line: 631, type: !513)
!492 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h211b7af971aad649E", scope: !306, file: !461, line: 631, type: !493, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, declaration: !514, retainedNodes: !515)
!493 = !DISubroutineType(types: !494)
!494 = !{!495, !513, !474}
!495 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !496, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !497, templateParams: !102, identifier: "ee7541504661f874c2915c0073b72bc1")
!496 = !DINamespace(name: "option", scope: !12)
!497 = !{!498}
!498 = !DICompositeType(tag: DW_TAG_variant_part, scope: !495, file: !9, size: 192, align: 64, elements: !499, templateParams: !102, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !512)
!499 = !{!500, !508}
!500 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !498, file: !9, baseType: !501, size: 192, align: 64, extraData: i64 0)
!501 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !495, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !102, templateParams: !502, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!502 = !{!503}
!503 = !DITemplateTypeParameter(name: "T", type: !504)
!504 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !505, templateParams: !102, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!505 = !{!506, !507}
!506 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !504, file: !9, baseType: !313, size: 64, align: 64)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !504, file: !9, baseType: !474, size: 128, align: 64, offset: 64)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !498, file: !9, baseType: !509, size: 192, align: 64)
!509 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !495, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !510, templateParams: !502, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!510 = !{!511}
!511 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !509, file: !9, baseType: !504, size: 192, align: 64, flags: DIFlagPublic)
!512 = !DIDerivedType(tag: DW_TAG_member, scope: !495, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!513 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !306, size: 64, align: 64, dwarfAddressSpace: 0)
!514 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h211b7af971aad649E", scope: !306, file: !461, line: 631, type: !493, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !327)
!515 = !{!491, !516, !517, !519}
!516 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !492, file: !461, line: 631, type: !474)
!517 = !DILocalVariable(name: "alloc_size", scope: !518, file: !461, line: 640, type: !108, align: 64)
!518 = distinct !DILexicalBlock(scope: !492, file: !461, line: 640, column: 17)
!519 = !DILocalVariable(name: "layout", scope: !520, file: !461, line: 641, type: !474, align: 64)
!520 = distinct !DILexicalBlock(scope: !518, file: !461, line: 641, column: 17)
!521 = !DILocation(line: 0, scope: !492, inlinedAt: !522)
!522 = distinct !DILocation(line: 872, column: 52, scope: !487, inlinedAt: !490)
!523 = !DILocalVariable(name: "self", arg: 1, scope: !524, file: !190, line: 1220, type: !108)
!524 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !191, file: !190, line: 1220, type: !193, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !525)
!525 = !{!523, !526}
!526 = !DILocalVariable(name: "rhs", arg: 2, scope: !524, file: !190, line: 1220, type: !108)
!527 = !DILocation(line: 0, scope: !524, inlinedAt: !528)
!528 = distinct !DILocation(line: 640, column: 53, scope: !492, inlinedAt: !522)
!529 = !DILocation(line: 632, column: 39, scope: !492, inlinedAt: !522)
!530 = !DILocation(line: 1232, column: 17, scope: !524, inlinedAt: !528)
!531 = !DILocation(line: 0, scope: !487, inlinedAt: !490)
!532 = !DILocalVariable(name: "self", arg: 1, scope: !533, file: !534, line: 440, type: !538)
!533 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !535, file: !534, line: 440, type: !536, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !539)
!534 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!535 = !DINamespace(name: "{impl#1}", scope: !326)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !538, !313, !474}
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !325, size: 64, align: 64, dwarfAddressSpace: 0)
!539 = !{!532, !540, !541}
!540 = !DILocalVariable(name: "ptr", arg: 2, scope: !533, file: !534, line: 440, type: !313)
!541 = !DILocalVariable(name: "layout", arg: 3, scope: !533, file: !534, line: 440, type: !474)
!542 = !DILocation(line: 0, scope: !533, inlinedAt: !543)
!543 = distinct !DILocation(line: 874, column: 28, scope: !487, inlinedAt: !490)
!544 = !DILocalVariable(name: "self", arg: 1, scope: !545, file: !534, line: 323, type: !538)
!545 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !325, file: !534, line: 323, type: !536, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !546, retainedNodes: !547)
!546 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !325, file: !534, line: 323, type: !536, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!547 = !{!544, !548, !549}
!548 = !DILocalVariable(name: "ptr", arg: 2, scope: !545, file: !534, line: 323, type: !313)
!549 = !DILocalVariable(name: "layout", arg: 3, scope: !545, file: !534, line: 323, type: !474)
!550 = !DILocation(line: 0, scope: !545, inlinedAt: !551)
!551 = distinct !DILocation(line: 442, column: 23, scope: !533, inlinedAt: !543)
!552 = !DILocalVariable(name: "ptr", arg: 1, scope: !553, file: !534, line: 199, type: !313)
!553 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !325, file: !534, line: 199, type: !554, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !556, retainedNodes: !557)
!554 = !DISubroutineType(types: !555)
!555 = !{null, !313, !474}
!556 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !325, file: !534, line: 199, type: !554, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!557 = !{!552, !558}
!558 = !DILocalVariable(name: "layout", arg: 2, scope: !553, file: !534, line: 199, type: !474)
!559 = !DILocation(line: 0, scope: !553, inlinedAt: !560)
!560 = distinct !DILocation(line: 324, column: 9, scope: !545, inlinedAt: !551)
!561 = !DILocalVariable(name: "layout", arg: 2, scope: !562, file: !534, line: 114, type: !474)
!562 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !326, file: !534, line: 114, type: !563, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !566)
!563 = !DISubroutineType(types: !564)
!564 = !{null, !565, !474}
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!566 = !{!567, !561}
!567 = !DILocalVariable(name: "ptr", arg: 1, scope: !562, file: !534, line: 114, type: !565)
!568 = !DILocation(line: 0, scope: !562, inlinedAt: !569)
!569 = distinct !DILocation(line: 209, column: 22, scope: !553, inlinedAt: !560)
!570 = !DILocation(line: 115, column: 14, scope: !562, inlinedAt: !569)
!571 = !{!424, !399}
!572 = !DILocation(line: 200, column: 9, scope: !553, inlinedAt: !560)
!573 = !DILocalVariable(arg: 1, scope: !574, file: !404, line: 805, type: !577)
!574 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr77drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..vec..Vec$LT$f64$GT$$GT$$GT$17hbeec6ce1381f6273E", scope: !11, file: !404, line: 805, type: !575, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !579, retainedNodes: !578)
!575 = !DISubroutineType(types: !576)
!576 = !{null, !577}
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !358, size: 64, align: 64, dwarfAddressSpace: 0)
!578 = !{!573}
!579 = !{!580}
!580 = !DITemplateTypeParameter(name: "T", type: !358)
!581 = !DILocation(line: 0, scope: !574, inlinedAt: !582)
!582 = distinct !DILocation(line: 805, column: 1, scope: !403, inlinedAt: !412)
!583 = !DILocalVariable(name: "self", arg: 1, scope: !584, file: !461, line: 421, type: !587)
!584 = distinct !DISubprogram(name: "drop<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he129d6a310edbec8E", scope: !462, file: !461, line: 421, type: !585, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !365, retainedNodes: !588)
!585 = !DISubroutineType(types: !586)
!586 = !{null, !587}
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !358, size: 64, align: 64, dwarfAddressSpace: 0)
!588 = !{!583}
!589 = !DILocation(line: 0, scope: !584, inlinedAt: !590)
!590 = distinct !DILocation(line: 805, column: 1, scope: !574, inlinedAt: !582)
!591 = !DILocation(line: 0, scope: !470, inlinedAt: !592)
!592 = distinct !DILocation(line: 423, column: 29, scope: !584, inlinedAt: !590)
!593 = !DILocation(line: 0, scope: !492, inlinedAt: !594)
!594 = distinct !DILocation(line: 872, column: 52, scope: !487, inlinedAt: !592)
!595 = !DILocation(line: 0, scope: !524, inlinedAt: !596)
!596 = distinct !DILocation(line: 640, column: 53, scope: !492, inlinedAt: !594)
!597 = !DILocation(line: 632, column: 39, scope: !492, inlinedAt: !594)
!598 = !DILocation(line: 1232, column: 17, scope: !524, inlinedAt: !596)
!599 = !DILocation(line: 0, scope: !487, inlinedAt: !592)
!600 = !DILocation(line: 0, scope: !533, inlinedAt: !601)
!601 = distinct !DILocation(line: 874, column: 28, scope: !487, inlinedAt: !592)
!602 = !DILocation(line: 0, scope: !545, inlinedAt: !603)
!603 = distinct !DILocation(line: 442, column: 23, scope: !533, inlinedAt: !601)
!604 = !DILocation(line: 0, scope: !553, inlinedAt: !605)
!605 = distinct !DILocation(line: 324, column: 9, scope: !545, inlinedAt: !603)
!606 = !DILocation(line: 0, scope: !562, inlinedAt: !607)
!607 = distinct !DILocation(line: 209, column: 22, scope: !553, inlinedAt: !605)
!608 = !DILocation(line: 115, column: 14, scope: !562, inlinedAt: !607)
!609 = !DILocation(line: 200, column: 9, scope: !553, inlinedAt: !605)
!610 = !DILocation(line: 28, column: 75, scope: !368)
!611 = !DILocation(line: 30, column: 2, scope: !295)
!612 = distinct !DISubprogram(name: "calc_sum", linkageName: "_ZN4vecs8calc_sum17h35d08064304f973eE", scope: !94, file: !93, line: 8, type: !613, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !615)
!613 = !DISubroutineType(types: !614)
!614 = !{!298, !98, !299}
!615 = !{!616, !617}
!616 = !DILocalVariable(name: "this", arg: 1, scope: !612, file: !93, line: 8, type: !98)
!617 = !DILocalVariable(name: "v", arg: 2, scope: !612, file: !93, line: 8, type: !299)
!618 = !DILocation(line: 0, scope: !612)
!619 = !DILocation(line: 8, column: 34, scope: !612)
!620 = !DILocation(line: 9, column: 5, scope: !612)
!621 = !DILocalVariable(name: "self", arg: 1, scope: !622, file: !387, line: 3728, type: !631)
!622 = distinct !DISubprogram(name: "deref<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h74442cca607608efE", scope: !623, file: !387, line: 3728, type: !624, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, retainedNodes: !632)
!623 = !DINamespace(name: "{impl#9}", scope: !300)
!624 = !DISubroutineType(types: !625)
!625 = !{!626, !631}
!626 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f64]", file: !9, size: 128, align: 64, elements: !627, templateParams: !102, identifier: "c2e5038d7aaf99ab8518798f59d45307")
!627 = !{!628, !630}
!628 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !626, file: !9, baseType: !629, size: 64, align: 64)
!629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64, align: 64, dwarfAddressSpace: 0)
!630 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !626, file: !9, baseType: !108, size: 64, align: 64, offset: 64)
!631 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !299, size: 64, align: 64, dwarfAddressSpace: 0)
!632 = !{!621}
!633 = !DILocation(line: 3728, column: 14, scope: !622, inlinedAt: !634)
!634 = !DILocation(line: 10, column: 5, scope: !612)
!635 = !DILocalVariable(name: "self", arg: 1, scope: !636, file: !387, line: 1798, type: !631)
!636 = distinct !DISubprogram(name: "as_slice<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h2cd6dcb3f5e21ff9E", scope: !299, file: !387, line: 1798, type: !624, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, declaration: !637, retainedNodes: !638)
!637 = !DISubprogram(name: "as_slice<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17h2cd6dcb3f5e21ff9E", scope: !299, file: !387, line: 1798, type: !624, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !333)
!638 = !{!635}
!639 = !DILocation(line: 1798, column: 27, scope: !636, inlinedAt: !640)
!640 = !DILocation(line: 3729, column: 14, scope: !622, inlinedAt: !634)
!641 = !DILocalVariable(name: "self", arg: 1, scope: !642, file: !387, line: 1913, type: !631)
!642 = distinct !DISubprogram(name: "as_ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h9cd3baa8f32dab13E", scope: !299, file: !387, line: 1913, type: !643, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, declaration: !646, retainedNodes: !647)
!643 = !DISubroutineType(types: !644)
!644 = !{!645, !631}
!645 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !298, size: 64, align: 64, dwarfAddressSpace: 0)
!646 = !DISubprogram(name: "as_ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h9cd3baa8f32dab13E", scope: !299, file: !387, line: 1913, type: !643, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !333)
!647 = !{!641}
!648 = !DILocation(line: 1913, column: 25, scope: !642, inlinedAt: !649)
!649 = !DILocation(line: 1815, column: 76, scope: !636, inlinedAt: !640)
!650 = !DILocation(line: 612, column: 9, scope: !651, inlinedAt: !659)
!651 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h1493977e744e6fedE", scope: !306, file: !461, line: 611, type: !652, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !658, declaration: !657)
!652 = !DISubroutineType(types: !653)
!653 = !{!654, !513}
!654 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !655, templateParams: !331, identifier: "1ecac679bc3ea27f618623550abeeec7")
!655 = !{!656}
!656 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !654, file: !9, baseType: !645, size: 64, align: 64, flags: DIFlagPrivate)
!657 = !DISubprogram(name: "non_null<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h1493977e744e6fedE", scope: !306, file: !461, line: 611, type: !652, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !658)
!658 = !{!328, !332}
!659 = !DILocation(line: 607, column: 14, scope: !660, inlinedAt: !665)
!660 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h46861fe51cec2d57E", scope: !306, file: !461, line: 606, type: !661, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !658, declaration: !664)
!661 = !DISubroutineType(types: !662)
!662 = !{!663, !513}
!663 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !298, size: 64, align: 64, dwarfAddressSpace: 0)
!664 = !DISubprogram(name: "ptr<alloc::alloc::Global, f64>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17h46861fe51cec2d57E", scope: !306, file: !461, line: 606, type: !661, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !658)
!665 = !DILocation(line: 295, column: 20, scope: !666, inlinedAt: !671)
!666 = distinct !DISubprogram(name: "ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hd942e69614d6f7ffE", scope: !303, file: !461, line: 294, type: !667, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, declaration: !670)
!667 = !DISubroutineType(types: !668)
!668 = !{!663, !669}
!669 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<f64, alloc::alloc::Global>", baseType: !303, size: 64, align: 64, dwarfAddressSpace: 0)
!670 = !DISubprogram(name: "ptr<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17hd942e69614d6f7ffE", scope: !303, file: !461, line: 294, type: !667, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !333)
!671 = !DILocation(line: 1916, column: 18, scope: !642, inlinedAt: !649)
!672 = !DILocation(line: 1815, column: 86, scope: !636, inlinedAt: !640)
!673 = !DILocalVariable(name: "self", arg: 1, scope: !674, file: !115, line: 3653, type: !677)
!674 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17hd83fa2e83e5f8b54E", scope: !116, file: !115, line: 3653, type: !675, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !687, retainedNodes: !686)
!675 = !DISubroutineType(types: !676)
!676 = !{!298, !677}
!677 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<f64>", scope: !123, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !678, templateParams: !331, identifier: "16a30a5ac3957b64bbb5ffb7be676784")
!678 = !{!679, !680, !681}
!679 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !677, file: !9, baseType: !654, size: 64, align: 64, flags: DIFlagPrivate)
!680 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !677, file: !9, baseType: !645, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!681 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !677, file: !9, baseType: !682, align: 8, offset: 128, flags: DIFlagPrivate)
!682 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&f64>", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !683, identifier: "edae5334879cec8fa6d1980c665f748a")
!683 = !{!684}
!684 = !DITemplateTypeParameter(name: "T", type: !685)
!685 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f64", baseType: !298, size: 64, align: 64, dwarfAddressSpace: 0)
!686 = !{!673}
!687 = !{!688, !689}
!688 = !DITemplateTypeParameter(name: "Self", type: !677)
!689 = !DITemplateTypeParameter(name: "S", type: !298)
!690 = !DILocation(line: 0, scope: !674, inlinedAt: !691)
!691 = !DILocation(line: 10, column: 14, scope: !612)
!692 = !DILocalVariable(name: "iter", arg: 1, scope: !693, file: !149, line: 182, type: !677)
!693 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17hc543900fc14922a8E", scope: !694, file: !149, line: 182, type: !675, scopeLine: 182, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !696, retainedNodes: !695)
!694 = !DINamespace(name: "{impl#134}", scope: !151)
!695 = !{!692}
!696 = !{!697}
!697 = !DITemplateTypeParameter(name: "I", type: !677)
!698 = !DILocation(line: 0, scope: !693, inlinedAt: !699)
!699 = !DILocation(line: 3658, column: 9, scope: !674, inlinedAt: !691)
!700 = !DILocalVariable(name: "self", arg: 1, scope: !701, file: !159, line: 259, type: !677)
!701 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd62d5012a97e016dE", scope: !160, file: !159, line: 259, type: !702, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !723, retainedNodes: !706)
!702 = !DISubroutineType(types: !703)
!703 = !{!298, !677, !298, !704}
!704 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::slice::iter::Iter<f64>>", scope: !705, file: !9, align: 8, elements: !102, identifier: "881631f4ce2d279ccecbfef0de0870f3")
!705 = !DINamespace(name: "sum", scope: !694)
!706 = !{!700, !707, !708, !709, !711, !713, !715, !717, !719, !721}
!707 = !DILocalVariable(name: "init", arg: 2, scope: !701, file: !159, line: 259, type: !298)
!708 = !DILocalVariable(name: "f", arg: 3, scope: !701, file: !159, line: 259, type: !704)
!709 = !DILocalVariable(name: "len", scope: !710, file: !159, line: 29, type: !108, align: 64)
!710 = distinct !DILexicalBlock(scope: !701, file: !159, line: 29, column: 13)
!711 = !DILocalVariable(name: "end", scope: !712, file: !159, line: 33, type: !654, align: 64)
!712 = distinct !DILexicalBlock(scope: !701, file: !159, line: 33, column: 13)
!713 = !DILocalVariable(name: "acc", scope: !714, file: !159, line: 273, type: !298, align: 64)
!714 = distinct !DILexicalBlock(scope: !701, file: !159, line: 273, column: 17)
!715 = !DILocalVariable(name: "i", scope: !716, file: !159, line: 274, type: !108, align: 64)
!716 = distinct !DILexicalBlock(scope: !714, file: !159, line: 274, column: 17)
!717 = !DILocalVariable(name: "len", scope: !718, file: !159, line: 275, type: !108, align: 64)
!718 = distinct !DILexicalBlock(scope: !716, file: !159, line: 275, column: 17)
!719 = !DILocalVariable(name: "len", scope: !720, file: !159, line: 29, type: !108, align: 64)
!720 = distinct !DILexicalBlock(scope: !716, file: !159, line: 29, column: 13)
!721 = !DILocalVariable(name: "end", scope: !722, file: !159, line: 33, type: !654, align: 64)
!722 = distinct !DILexicalBlock(scope: !716, file: !159, line: 33, column: 13)
!723 = !{!332, !724, !725}
!724 = !DITemplateTypeParameter(name: "B", type: !298)
!725 = !DITemplateTypeParameter(name: "F", type: !704)
!726 = !DILocation(line: 0, scope: !701, inlinedAt: !727)
!727 = distinct !DILocation(line: 183, column: 22, scope: !693, inlinedAt: !699)
!728 = !DILocation(line: 259, column: 42, scope: !701, inlinedAt: !727)
!729 = !DILocalVariable(name: "rhs", scope: !730, file: !190, line: 832, type: !108, align: 64)
!730 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !191, file: !190, line: 832, type: !193, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !731)
!731 = !{!732, !729}
!732 = !DILocalVariable(name: "self", arg: 1, scope: !730, file: !190, line: 832, type: !108)
!733 = !DILocation(line: 0, scope: !730, inlinedAt: !734)
!734 = distinct !DILocation(line: 283, column: 36, scope: !718, inlinedAt: !727)
!735 = !DILocation(line: 0, scope: !712, inlinedAt: !727)
!736 = !DILocalVariable(name: "self", arg: 1, scope: !737, file: !229, line: 1719, type: !740)
!737 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h19ac4a4f22970295E", scope: !230, file: !229, line: 1719, type: !738, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !331, retainedNodes: !741)
!738 = !DISubroutineType(types: !739)
!739 = !{!233, !740, !740}
!740 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<f64>", baseType: !654, size: 64, align: 64, dwarfAddressSpace: 0)
!741 = !{!736, !742}
!742 = !DILocalVariable(name: "other", arg: 2, scope: !737, file: !229, line: 1719, type: !740)
!743 = !DILocation(line: 1719, column: 11, scope: !737, inlinedAt: !744)
!744 = distinct !DILocation(line: 44, column: 20, scope: !712, inlinedAt: !727)
!745 = !DILocation(line: 1719, column: 18, scope: !737, inlinedAt: !744)
!746 = !DILocation(line: 1720, column: 9, scope: !737, inlinedAt: !744)
!747 = !DILocation(line: 25, column: 86, scope: !701, inlinedAt: !727)
!748 = !DILocation(line: 284, column: 24, scope: !718, inlinedAt: !727)
!749 = !DILocation(line: 0, scope: !714, inlinedAt: !727)
!750 = !DILocation(line: 0, scope: !716, inlinedAt: !727)
!751 = !DILocalVariable(name: "self", arg: 1, scope: !752, file: !229, line: 651, type: !654)
!752 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17ha645b2bc22c7e7baE", scope: !654, file: !229, line: 651, type: !753, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !331, declaration: !755, retainedNodes: !756)
!753 = !DISubroutineType(types: !754)
!754 = !{!654, !654, !108}
!755 = !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17ha645b2bc22c7e7baE", scope: !654, file: !229, line: 651, type: !753, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !331)
!756 = !{!751, !757}
!757 = !DILocalVariable(name: "count", arg: 2, scope: !752, file: !229, line: 651, type: !108)
!758 = !DILocation(line: 0, scope: !752, inlinedAt: !759)
!759 = distinct !DILocation(line: 279, column: 67, scope: !718, inlinedAt: !727)
!760 = !DILocation(line: 659, column: 28, scope: !752, inlinedAt: !759)
!761 = !DILocation(line: 279, column: 27, scope: !718, inlinedAt: !727)
!762 = !DILocalVariable(arg: 1, scope: !763, file: !149, line: 186, type: !766)
!763 = distinct !DISubprogram(name: "{closure#0}<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hb8777249e79332c2E", scope: !705, file: !149, line: 186, type: !764, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !696, retainedNodes: !767)
!764 = !DISubroutineType(types: !765)
!765 = !{!298, !766, !298, !685}
!766 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>", baseType: !704, size: 64, align: 64, dwarfAddressSpace: 0)
!767 = !{!768, !769, !762}
!768 = !DILocalVariable(name: "a", arg: 2, scope: !763, file: !149, line: 186, type: !298)
!769 = !DILocalVariable(name: "b", arg: 3, scope: !763, file: !149, line: 186, type: !685)
!770 = !DILocation(line: 0, scope: !763, inlinedAt: !771)
!771 = distinct !DILocation(line: 279, column: 27, scope: !718, inlinedAt: !727)
!772 = !DILocalVariable(name: "other", arg: 2, scope: !773, file: !267, line: 38, type: !685)
!773 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsV_NtNtCsgEmfK2I1SDS_4core3ops5arithdINtB5_3AddRdE3add", scope: !774, file: !267, line: 38, type: !775, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !777)
!774 = !DINamespace(name: "{impl#59}", scope: !258)
!775 = !DISubroutineType(types: !776)
!776 = !{!298, !298, !685, !195}
!777 = !{!772}
!778 = !DILocation(line: 0, scope: !773, inlinedAt: !779)
!779 = distinct !DILocation(line: 186, column: 28, scope: !763, inlinedAt: !771)
!780 = !DILocation(line: 105, column: 45, scope: !781, inlinedAt: !785)
!781 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsc_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB5_3Add3add", scope: !782, file: !256, line: 105, type: !783, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102)
!782 = !DINamespace(name: "{impl#14}", scope: !258)
!783 = !DISubroutineType(types: !784)
!784 = !{!298, !298, !298, !195}
!785 = distinct !DILocation(line: 39, column: 17, scope: !773, inlinedAt: !779)
!786 = !DILocation(line: 844, column: 17, scope: !730, inlinedAt: !734)
!787 = distinct !{!787, !788}
!788 = !{!"llvm.loop.unroll.disable"}
!789 = !DILocation(line: 11, column: 1, scope: !612)
!790 = !DILocation(line: 0, scope: !442, inlinedAt: !791)
!791 = distinct !DILocation(line: 11, column: 1, scope: !612)
!792 = !DILocation(line: 0, scope: !450, inlinedAt: !793)
!793 = distinct !DILocation(line: 805, column: 1, scope: !442, inlinedAt: !791)
!794 = !DILocation(line: 0, scope: !460, inlinedAt: !795)
!795 = distinct !DILocation(line: 805, column: 1, scope: !450, inlinedAt: !793)
!796 = !DILocation(line: 0, scope: !470, inlinedAt: !797)
!797 = distinct !DILocation(line: 423, column: 29, scope: !460, inlinedAt: !795)
!798 = !DILocation(line: 0, scope: !492, inlinedAt: !799)
!799 = distinct !DILocation(line: 872, column: 52, scope: !487, inlinedAt: !797)
!800 = !DILocation(line: 0, scope: !524, inlinedAt: !801)
!801 = distinct !DILocation(line: 640, column: 53, scope: !492, inlinedAt: !799)
!802 = !DILocation(line: 632, column: 39, scope: !492, inlinedAt: !799)
!803 = !DILocation(line: 1232, column: 17, scope: !524, inlinedAt: !801)
!804 = !DILocation(line: 0, scope: !487, inlinedAt: !797)
!805 = !DILocation(line: 0, scope: !533, inlinedAt: !806)
!806 = distinct !DILocation(line: 874, column: 28, scope: !487, inlinedAt: !797)
!807 = !DILocation(line: 0, scope: !545, inlinedAt: !808)
!808 = distinct !DILocation(line: 442, column: 23, scope: !533, inlinedAt: !806)
!809 = !DILocation(line: 0, scope: !553, inlinedAt: !810)
!810 = distinct !DILocation(line: 324, column: 9, scope: !545, inlinedAt: !808)
!811 = !DILocation(line: 0, scope: !562, inlinedAt: !812)
!812 = distinct !DILocation(line: 209, column: 22, scope: !553, inlinedAt: !810)
!813 = !DILocation(line: 115, column: 14, scope: !562, inlinedAt: !812)
!814 = !DILocation(line: 200, column: 9, scope: !553, inlinedAt: !810)
!815 = !DILocation(line: 11, column: 2, scope: !612)
!816 = distinct !DISubprogram(name: "calc_rows", linkageName: "_ZN4vecs9calc_rows17h6888679d851a5dd1E", scope: !94, file: !93, line: 17, type: !817, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !819)
!817 = !DISubroutineType(types: !818)
!818 = !{!355, !98, !13}
!819 = !{!820, !821}
!820 = !DILocalVariable(name: "_this", arg: 1, scope: !816, file: !93, line: 17, type: !98)
!821 = !DILocalVariable(name: "n", arg: 2, scope: !816, file: !93, line: 17, type: !13)
!822 = !DILocation(line: 0, scope: !816)
!823 = !DILocalVariable(name: "self", arg: 1, scope: !824, file: !115, line: 2051, type: !827)
!824 = distinct !DISubprogram(name: "collect<core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>, alloc::vec::Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator7collect17h861f187ea2b5311aE", scope: !116, file: !115, line: 2051, type: !825, scopeLine: 2051, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !951, retainedNodes: !845)
!825 = !DISubroutineType(types: !826)
!826 = !{!355, !827}
!827 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>", scope: !828, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !830, templateParams: !842, identifier: "c5cc5468952ed5869cb5ef9f32d49ca")
!828 = !DINamespace(name: "map", scope: !829)
!829 = !DINamespace(name: "adapters", scope: !119)
!830 = !{!831, !839}
!831 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !827, file: !9, baseType: !832, size: 128, align: 64, flags: DIFlagProtected)
!832 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u64>", scope: !833, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !834, templateParams: !837, identifier: "2f49f24d28a85bfcea6200aeb3aa9bc")
!833 = !DINamespace(name: "range", scope: !259)
!834 = !{!835, !836}
!835 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !832, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPublic)
!836 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !832, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!837 = !{!838}
!838 = !DITemplateTypeParameter(name: "Idx", type: !13)
!839 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !827, file: !9, baseType: !840, align: 8, offset: 128, flags: DIFlagPrivate)
!840 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !841, file: !9, align: 8, elements: !102, identifier: "7170f86c1f52fd0f6261e0b1528049bf")
!841 = !DINamespace(name: "calc_rows", scope: !94)
!842 = !{!843, !844}
!843 = !DITemplateTypeParameter(name: "I", type: !832)
!844 = !DITemplateTypeParameter(name: "F", type: !840)
!845 = !{!823, !846, !846, !865, !873}
!846 = !DILocalVariable(name: "hint", scope: !847, file: !115, line: 2060, type: !848, align: 64)
!847 = distinct !DILexicalBlock(scope: !824, file: !115, line: 2060, column: 13)
!848 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, core::option::Option<usize>)", file: !9, size: 192, align: 64, elements: !849, templateParams: !102, identifier: "50ba810bbf8cd1f32313d326053c8aa")
!849 = !{!850, !851}
!850 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !848, file: !9, baseType: !108, size: 64, align: 64)
!851 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !848, file: !9, baseType: !852, size: 128, align: 64, offset: 64)
!852 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !496, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !853, templateParams: !102, identifier: "6f59025219977f466509bd4ae79a2945")
!853 = !{!854}
!854 = !DICompositeType(tag: DW_TAG_variant_part, scope: !852, file: !9, size: 128, align: 64, elements: !855, templateParams: !102, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !864)
!855 = !{!856, !860}
!856 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !854, file: !9, baseType: !857, size: 128, align: 64, extraData: i64 0)
!857 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !852, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !102, templateParams: !858, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!858 = !{!859}
!859 = !DITemplateTypeParameter(name: "T", type: !108)
!860 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !854, file: !9, baseType: !861, size: 128, align: 64, extraData: i64 1)
!861 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !852, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !862, templateParams: !858, identifier: "c70f2dfad93186ce146b7e80830727")
!862 = !{!863}
!863 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !861, file: !9, baseType: !108, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!864 = !DIDerivedType(tag: DW_TAG_member, scope: !852, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!865 = !DILocalVariable(name: "args", scope: !866, file: !115, line: 2061, type: !869, align: 64)
!866 = !DILexicalBlockFile(scope: !867, file: !115, discriminator: 0)
!867 = distinct !DILexicalBlock(scope: !847, file: !868, line: 62, column: 38)
!868 = !DIFile(filename: "library/core/src/panic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5ea139883c81a8074ac3b0ff123e16cc")
!869 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&(usize, core::option::Option<usize>))", file: !9, size: 64, align: 64, elements: !870, templateParams: !102, identifier: "c5028f3cc517908b2fb42933fcd3fce")
!870 = !{!871}
!871 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !869, file: !9, baseType: !872, size: 64, align: 64)
!872 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&(usize, core::option::Option<usize>)", baseType: !848, size: 64, align: 64, dwarfAddressSpace: 0)
!873 = !DILocalVariable(name: "args", scope: !874, file: !115, line: 2061, type: !876, align: 64)
!874 = !DILexicalBlockFile(scope: !875, file: !115, discriminator: 0)
!875 = distinct !DILexicalBlock(scope: !867, file: !868, line: 62, column: 38)
!876 = !DICompositeType(tag: DW_TAG_array_type, baseType: !877, size: 128, align: 64, elements: !949)
!877 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !878, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !880, templateParams: !102, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!878 = !DINamespace(name: "rt", scope: !879)
!879 = !DINamespace(name: "fmt", scope: !12)
!880 = !{!881}
!881 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !877, file: !9, baseType: !882, size: 128, align: 64, flags: DIFlagPrivate)
!882 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !878, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !883, templateParams: !102, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!883 = !{!884}
!884 = !DICompositeType(tag: DW_TAG_variant_part, scope: !882, file: !9, size: 128, align: 64, elements: !885, templateParams: !102, identifier: "fbd384083752b747f8b252853b979154", discriminator: !948)
!885 = !{!886, !944}
!886 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !884, file: !9, baseType: !887, size: 128, align: 64)
!887 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !882, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !888, templateParams: !102, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!888 = !{!889, !897, !939}
!889 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !887, file: !9, baseType: !890, size: 64, align: 64, flags: DIFlagPrivate)
!890 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !128, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !891, templateParams: !895, identifier: "f4e496144210c619b96aa08326287b92")
!891 = !{!892}
!892 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !890, file: !9, baseType: !893, size: 64, align: 64, flags: DIFlagPrivate)
!893 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !894, size: 64, align: 64, dwarfAddressSpace: 0)
!894 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!895 = !{!896}
!896 = !DITemplateTypeParameter(name: "T", type: !894)
!897 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !887, file: !9, baseType: !898, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!898 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !899, size: 64, align: 64, dwarfAddressSpace: 0)
!899 = !DISubroutineType(types: !900)
!900 = !{!901, !890, !918}
!901 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !902, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !903, templateParams: !102, identifier: "1c6752419820cdc3961061cc58b31873")
!902 = !DINamespace(name: "result", scope: !12)
!903 = !{!904}
!904 = !DICompositeType(tag: DW_TAG_variant_part, scope: !901, file: !9, size: 8, align: 8, elements: !905, templateParams: !102, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !917)
!905 = !{!906, !913}
!906 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !904, file: !9, baseType: !907, size: 8, align: 8, extraData: i8 0)
!907 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !901, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !908, templateParams: !910, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!908 = !{!909}
!909 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !907, file: !9, baseType: !894, align: 8, offset: 8, flags: DIFlagPublic)
!910 = !{!896, !911}
!911 = !DITemplateTypeParameter(name: "E", type: !912)
!912 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !879, file: !9, align: 8, flags: DIFlagPublic, elements: !102, identifier: "5a24300cdda31093f5fe20c939b4885")
!913 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !904, file: !9, baseType: !914, size: 8, align: 8, extraData: i8 1)
!914 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !901, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !915, templateParams: !910, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!915 = !{!916}
!916 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !914, file: !9, baseType: !912, align: 8, offset: 8, flags: DIFlagPublic)
!917 = !DIDerivedType(tag: DW_TAG_member, scope: !901, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagArtificial)
!918 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !919, size: 64, align: 64, dwarfAddressSpace: 0)
!919 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !879, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !920, templateParams: !102, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!920 = !{!921, !928}
!921 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !919, file: !9, baseType: !922, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!922 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !879, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !923, templateParams: !102, identifier: "ca2f5547247cd95c514a47d5800e09e")
!923 = !{!924, !925, !927}
!924 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !922, file: !9, baseType: !212, size: 32, align: 32, flags: DIFlagPrivate)
!925 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !922, file: !9, baseType: !926, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!926 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!927 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !922, file: !9, baseType: !926, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!928 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !919, file: !9, baseType: !929, size: 128, align: 64, flags: DIFlagPrivate)
!929 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !930, templateParams: !102, identifier: "effe97114690fc58a8e246cb04e37234")
!930 = !{!931, !934}
!931 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !929, file: !9, baseType: !932, size: 64, align: 64)
!932 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !933, size: 64, align: 64, dwarfAddressSpace: 0)
!933 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !102, identifier: "64328679825f9c73b507edbfd5b86b47")
!934 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !929, file: !9, baseType: !935, size: 64, align: 64, offset: 64)
!935 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !936, size: 64, align: 64, dwarfAddressSpace: 0)
!936 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 384, align: 64, elements: !937)
!937 = !{!938}
!938 = !DISubrange(count: 6, lowerBound: 0)
!939 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !887, file: !9, baseType: !940, align: 8, offset: 128, flags: DIFlagPrivate)
!940 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !102, templateParams: !941, identifier: "efa596960370766459fc018866dc4048")
!941 = !{!942}
!942 = !DITemplateTypeParameter(name: "T", type: !943)
!943 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !894, size: 64, align: 64, dwarfAddressSpace: 0)
!944 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !884, file: !9, baseType: !945, size: 128, align: 64, extraData: i64 0)
!945 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !882, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !946, templateParams: !102, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!946 = !{!947}
!947 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !945, file: !9, baseType: !926, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!948 = !DIDerivedType(tag: DW_TAG_member, scope: !882, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!949 = !{!950}
!950 = !DISubrange(count: 1, lowerBound: 0)
!951 = !{!952, !953}
!952 = !DITemplateTypeParameter(name: "Self", type: !827)
!953 = !DITemplateTypeParameter(name: "B", type: !355)
!954 = !DILocation(line: 0, scope: !824, inlinedAt: !955)
!955 = !DILocation(line: 18, column: 39, scope: !816)
!956 = !DILocalVariable(name: "iter", arg: 1, scope: !957, file: !387, line: 3864, type: !827)
!957 = distinct !DISubprogram(name: "from_iter<alloc::vec::Vec<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", linkageName: "_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h0723d03400dcc8e8E", scope: !958, file: !387, line: 3864, type: !825, scopeLine: 3864, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !960, retainedNodes: !959)
!958 = !DINamespace(name: "{impl#16}", scope: !300)
!959 = !{!956}
!960 = !{!364, !961}
!961 = !DITemplateTypeParameter(name: "I", type: !827)
!962 = !DILocation(line: 0, scope: !957, inlinedAt: !963)
!963 = !DILocation(line: 2064, column: 9, scope: !824, inlinedAt: !955)
!964 = !DILocalVariable(name: "iterator", arg: 1, scope: !965, file: !966, line: 32, type: !827)
!965 = distinct !DISubprogram(name: "from_iter<alloc::vec::Vec<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", linkageName: "_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h6e4870610059d2ccE", scope: !967, file: !966, line: 32, type: !825, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !960, retainedNodes: !969)
!966 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87e48553151b7c26b3585234ec8e05e7")
!967 = !DINamespace(name: "{impl#0}", scope: !968)
!968 = !DINamespace(name: "spec_from_iter", scope: !300)
!969 = !{!964}
!970 = !DILocation(line: 0, scope: !965, inlinedAt: !971)
!971 = !DILocation(line: 3865, column: 9, scope: !957, inlinedAt: !963)
!972 = !{!973}
!973 = distinct !{!973, !974, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h3881986fc269042eE: %_0"}
!974 = distinct !{!974, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h3881986fc269042eE"}
!975 = !DILocation(line: 33, column: 9, scope: !965, inlinedAt: !971)
!976 = !DILocalVariable(name: "self", arg: 1, scope: !977, file: !387, line: 3988, type: !419)
!977 = distinct !DISubprogram(name: "extend_trusted<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hdce458a9a6527e90E", scope: !355, file: !387, line: 3988, type: !978, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !981, declaration: !980, retainedNodes: !983)
!978 = !DISubroutineType(types: !979)
!979 = !{null, !419, !827}
!980 = !DISubprogram(name: "extend_trusted<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hdce458a9a6527e90E", scope: !355, file: !387, line: 3988, type: !978, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !981)
!981 = !{!364, !328, !982}
!982 = !DITemplateTypeParameter(name: "impl iter::TrustedLen<Item = T>", type: !827)
!983 = !{!976, !984, !985, !987, !988, !990, !995, !996, !999, !1002, !1005, !1007}
!984 = !DILocalVariable(name: "iterator", arg: 2, scope: !977, file: !387, line: 3988, type: !827)
!985 = !DILocalVariable(name: "low", scope: !986, file: !387, line: 3989, type: !108, align: 64)
!986 = distinct !DILexicalBlock(scope: !977, file: !387, line: 3989, column: 9)
!987 = !DILocalVariable(name: "high", scope: !986, file: !387, line: 3989, type: !852, align: 64)
!988 = !DILocalVariable(name: "additional", scope: !989, file: !387, line: 3990, type: !108, align: 64)
!989 = distinct !DILexicalBlock(scope: !986, file: !387, line: 3990, column: 40)
!990 = !DILocalVariable(name: "left_val", scope: !991, file: !387, line: 3991, type: !994, align: 64)
!991 = !DILexicalBlockFile(scope: !992, file: !387, discriminator: 0)
!992 = distinct !DILexicalBlock(scope: !989, file: !993, line: 58, column: 13)
!993 = !DIFile(filename: "library/core/src/macros/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "51376b65c07e3acab5731a6bddd7c4b3")
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !108, size: 64, align: 64, dwarfAddressSpace: 0)
!995 = !DILocalVariable(name: "right_val", scope: !991, file: !387, line: 3991, type: !994, align: 64)
!996 = !DILocalVariable(name: "kind", scope: !997, file: !387, line: 3991, type: !79, align: 8)
!997 = !DILexicalBlockFile(scope: !998, file: !387, discriminator: 0)
!998 = distinct !DILexicalBlock(scope: !992, file: !993, line: 60, column: 21)
!999 = !DILocalVariable(name: "args", scope: !1000, file: !387, line: 3991, type: !869, align: 64)
!1000 = !DILexicalBlockFile(scope: !1001, file: !387, discriminator: 0)
!1001 = distinct !DILexicalBlock(scope: !998, file: !993, line: 64, column: 114)
!1002 = !DILocalVariable(name: "args", scope: !1003, file: !387, line: 3991, type: !876, align: 64)
!1003 = !DILexicalBlockFile(scope: !1004, file: !387, discriminator: 0)
!1004 = distinct !DILexicalBlock(scope: !1001, file: !993, line: 64, column: 114)
!1005 = !DILocalVariable(name: "ptr", scope: !1006, file: !387, line: 3999, type: !445, align: 64)
!1006 = distinct !DILexicalBlock(scope: !989, file: !387, line: 3999, column: 17)
!1007 = !DILocalVariable(name: "local_len", scope: !1008, file: !387, line: 4000, type: !1009, align: 64)
!1008 = distinct !DILexicalBlock(scope: !1006, file: !387, line: 4000, column: 17)
!1009 = !DICompositeType(tag: DW_TAG_structure_type, name: "SetLenOnDrop", scope: !1010, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !1011, templateParams: !102, identifier: "82f2a1ecd8ee1beb5175ffa4ead30898")
!1010 = !DINamespace(name: "set_len_on_drop", scope: !300)
!1011 = !{!1012, !1014}
!1012 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !1009, file: !9, baseType: !1013, size: 64, align: 64, flags: DIFlagPrivate)
!1013 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut usize", baseType: !108, size: 64, align: 64, dwarfAddressSpace: 0)
!1014 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1009, file: !9, baseType: !108, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1015 = !DILocation(line: 0, scope: !977, inlinedAt: !1016)
!1016 = distinct !DILocation(line: 27, column: 14, scope: !1017, inlinedAt: !1025)
!1017 = distinct !DISubprogram(name: "spec_extend<alloc::vec::Vec<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>, alloc::alloc::Global>", linkageName: "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h06a9608a343cfddbE", scope: !1019, file: !1018, line: 26, type: !978, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1024, retainedNodes: !1021)
!1018 = !DIFile(filename: "library/alloc/src/vec/spec_extend.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "64fc232c5e502e0225698dc98d50caf8")
!1019 = !DINamespace(name: "{impl#1}", scope: !1020)
!1020 = !DINamespace(name: "spec_extend", scope: !300)
!1021 = !{!1022, !1023}
!1022 = !DILocalVariable(name: "self", arg: 1, scope: !1017, file: !1018, line: 26, type: !419)
!1023 = !DILocalVariable(name: "iterator", arg: 2, scope: !1017, file: !1018, line: 26, type: !827)
!1024 = !{!364, !961, !328}
!1025 = distinct !DILocation(line: 60, column: 16, scope: !1026, inlinedAt: !1036)
!1026 = distinct !DILexicalBlock(scope: !1028, file: !1027, line: 51, column: 9)
!1027 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter_nested.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f1ca97f56309a9c2b99339993bd752ef")
!1028 = distinct !DISubprogram(name: "from_iter<alloc::vec::Vec<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", linkageName: "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h3881986fc269042eE", scope: !1029, file: !1027, line: 50, type: !825, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !960, retainedNodes: !1031)
!1029 = !DINamespace(name: "{impl#1}", scope: !1030)
!1030 = !DINamespace(name: "spec_from_iter_nested", scope: !300)
!1031 = !{!1032, !1033, !1034}
!1032 = !DILocalVariable(name: "iterator", arg: 1, scope: !1028, file: !1027, line: 50, type: !827)
!1033 = !DILocalVariable(name: "vector", scope: !1026, file: !1027, line: 51, type: !355, align: 64)
!1034 = !DILocalVariable(name: "upper", scope: !1035, file: !1027, line: 52, type: !108, align: 64)
!1035 = distinct !DILexicalBlock(scope: !1028, file: !1027, line: 52, column: 13)
!1036 = distinct !DILocation(line: 33, column: 9, scope: !965, inlinedAt: !971)
!1037 = !DILocation(line: 0, scope: !1017, inlinedAt: !1025)
!1038 = !DILocation(line: 0, scope: !1028, inlinedAt: !1036)
!1039 = !DILocalVariable(name: "alloc", scope: !1040, file: !387, line: 964, type: !325, align: 8)
!1040 = distinct !DISubprogram(name: "with_capacity_in<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hf0256c8835d93f66E", scope: !355, file: !387, line: 964, type: !1041, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !365, declaration: !1043, retainedNodes: !1044)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!355, !108, !325}
!1043 = !DISubprogram(name: "with_capacity_in<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hf0256c8835d93f66E", scope: !355, file: !387, line: 964, type: !1041, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !365)
!1044 = !{!1045, !1039}
!1045 = !DILocalVariable(name: "capacity", arg: 1, scope: !1040, file: !387, line: 964, type: !108)
!1046 = !DILocation(line: 964, column: 46, scope: !1040, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 524, column: 9, scope: !1048, inlinedAt: !1054)
!1048 = distinct !DISubprogram(name: "with_capacity<alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17he45732a42373ae62E", scope: !355, file: !387, line: 523, type: !1049, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !363, declaration: !1051, retainedNodes: !1052)
!1049 = !DISubroutineType(types: !1050)
!1050 = !{!355, !108}
!1051 = !DISubprogram(name: "with_capacity<alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17he45732a42373ae62E", scope: !355, file: !387, line: 523, type: !1049, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !363)
!1052 = !{!1053}
!1053 = !DILocalVariable(name: "capacity", arg: 1, scope: !1048, file: !387, line: 523, type: !108)
!1054 = distinct !DILocation(line: 52, column: 33, scope: !1035, inlinedAt: !1036)
!1055 = !DILocalVariable(name: "alloc", scope: !1056, file: !461, line: 175, type: !325, align: 8)
!1056 = distinct !DISubprogram(name: "with_capacity_in<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17haaa5a702476c2f37E", scope: !358, file: !461, line: 175, type: !1057, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !365, declaration: !1059, retainedNodes: !1060)
!1057 = !DISubroutineType(types: !1058)
!1058 = !{!358, !108, !325}
!1059 = !DISubprogram(name: "with_capacity_in<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17haaa5a702476c2f37E", scope: !358, file: !461, line: 175, type: !1057, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !365)
!1060 = !{!1061, !1055}
!1061 = !DILocalVariable(name: "capacity", arg: 1, scope: !1056, file: !461, line: 175, type: !108)
!1062 = !DILocation(line: 175, column: 53, scope: !1056, inlinedAt: !1063)
!1063 = distinct !DILocation(line: 965, column: 20, scope: !1040, inlinedAt: !1047)
!1064 = !DILocation(line: 0, scope: !1035, inlinedAt: !1036)
!1065 = !DILocation(line: 0, scope: !1048, inlinedAt: !1054)
!1066 = !DILocation(line: 0, scope: !1040, inlinedAt: !1047)
!1067 = !DILocation(line: 0, scope: !1056, inlinedAt: !1063)
!1068 = !DILocalVariable(name: "capacity", arg: 1, scope: !1069, file: !461, line: 432, type: !108)
!1069 = distinct !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf7981d2a68667de0E", scope: !306, file: !461, line: 432, type: !1070, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, declaration: !1072, retainedNodes: !1073)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!306, !108, !325, !474}
!1072 = !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf7981d2a68667de0E", scope: !306, file: !461, line: 432, type: !1070, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !327)
!1073 = !{!1068, !1074, !1075, !1076, !1078}
!1074 = !DILocalVariable(name: "alloc", arg: 2, scope: !1069, file: !461, line: 432, type: !325)
!1075 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !1069, file: !461, line: 432, type: !474)
!1076 = !DILocalVariable(name: "this", scope: !1077, file: !461, line: 434, type: !306, align: 64)
!1077 = distinct !DILexicalBlock(scope: !1069, file: !461, line: 434, column: 13)
!1078 = !DILocalVariable(name: "err", scope: !1079, file: !461, line: 441, type: !1080, align: 64)
!1079 = distinct !DILexicalBlock(scope: !1069, file: !461, line: 441, column: 13)
!1080 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !1081, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1082, templateParams: !102, identifier: "aadc5b14185c42e764a105b028ba728d")
!1081 = !DINamespace(name: "collections", scope: !88)
!1082 = !{!1083}
!1083 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !1080, file: !9, baseType: !1084, size: 128, align: 64, flags: DIFlagPrivate)
!1084 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !1081, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1085, templateParams: !102, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!1085 = !{!1086}
!1086 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1084, file: !9, size: 128, align: 64, elements: !1087, templateParams: !102, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !1095)
!1087 = !{!1088, !1090}
!1088 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !1086, file: !9, baseType: !1089, size: 128, align: 64, extraData: i64 0)
!1089 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !1084, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !102, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!1090 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !1086, file: !9, baseType: !1091, size: 128, align: 64)
!1091 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !1084, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1092, templateParams: !102, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!1092 = !{!1093, !1094}
!1093 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !1091, file: !9, baseType: !474, size: 128, align: 64, flags: DIFlagPublic)
!1094 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !1091, file: !9, baseType: !894, align: 8, offset: 128, flags: DIFlagPublic)
!1095 = !DIDerivedType(tag: DW_TAG_member, scope: !1084, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1096 = !DILocation(line: 0, scope: !1069, inlinedAt: !1097)
!1097 = distinct !DILocation(line: 177, column: 20, scope: !1056, inlinedAt: !1063)
!1098 = !DILocalVariable(name: "additional", arg: 3, scope: !1099, file: !461, line: 764, type: !108)
!1099 = distinct !DISubprogram(name: "needs_to_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$13needs_to_grow17hf079804a0d07e4a9E", scope: !306, file: !461, line: 764, type: !1100, scopeLine: 764, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, declaration: !1102, retainedNodes: !1103)
!1100 = !DISubroutineType(types: !1101)
!1101 = !{!233, !513, !108, !108, !474}
!1102 = !DISubprogram(name: "needs_to_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$13needs_to_grow17hf079804a0d07e4a9E", scope: !306, file: !461, line: 764, type: !1100, scopeLine: 764, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !327)
!1103 = !{!1104, !1105, !1098, !1106}
!1104 = !DILocalVariable(name: "self", arg: 1, scope: !1099, file: !461, line: 764, type: !513)
!1105 = !DILocalVariable(name: "len", scope: !1099, file: !461, line: 764, type: !108, align: 64)
!1106 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !1099, file: !461, line: 764, type: !474)
!1107 = !DILocation(line: 0, scope: !1099, inlinedAt: !1108)
!1108 = distinct !DILocation(line: 437, column: 50, scope: !1077, inlinedAt: !1097)
!1109 = !DILocation(line: 432, column: 42, scope: !1069, inlinedAt: !1097)
!1110 = !DILocalVariable(name: "capacity", arg: 1, scope: !1111, file: !461, line: 446, type: !108)
!1111 = distinct !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE", scope: !306, file: !461, line: 445, type: !1112, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, declaration: !1130, retainedNodes: !1131)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!1114, !108, !86, !325, !474}
!1114 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<alloc::raw_vec::RawVecInner<alloc::alloc::Global>, alloc::collections::TryReserveError>", scope: !902, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1115, templateParams: !102, identifier: "e7516ca9d9f4e7570eb6b2a4431868b")
!1115 = !{!1116}
!1116 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1114, file: !9, size: 192, align: 64, elements: !1117, templateParams: !102, identifier: "9397e95d4d592ee6cd0aff367ebd7653", discriminator: !1129)
!1117 = !{!1118, !1125}
!1118 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1116, file: !9, baseType: !1119, size: 192, align: 64, extraData: i64 0)
!1119 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1114, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1120, templateParams: !1122, identifier: "cab76745ac13b130a1764d6bd5b1f7a5")
!1120 = !{!1121}
!1121 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1119, file: !9, baseType: !306, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1122 = !{!1123, !1124}
!1123 = !DITemplateTypeParameter(name: "T", type: !306)
!1124 = !DITemplateTypeParameter(name: "E", type: !1080)
!1125 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1116, file: !9, baseType: !1126, size: 192, align: 64, extraData: i64 1)
!1126 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1114, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1127, templateParams: !1122, identifier: "54841962b1957e307458a8d575a1009c")
!1127 = !{!1128}
!1128 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1126, file: !9, baseType: !1080, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1129 = !DIDerivedType(tag: DW_TAG_member, scope: !1114, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1130 = !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE", scope: !306, file: !461, line: 445, type: !1112, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !327)
!1131 = !{!1110, !1132, !1133, !1134, !1135, !1137, !1139, !1165, !1167}
!1132 = !DILocalVariable(name: "init", arg: 2, scope: !1111, file: !461, line: 447, type: !86)
!1133 = !DILocalVariable(name: "alloc", arg: 3, scope: !1111, file: !461, line: 448, type: !325)
!1134 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !1111, file: !461, line: 449, type: !474)
!1135 = !DILocalVariable(name: "layout", scope: !1136, file: !461, line: 453, type: !474, align: 64)
!1136 = distinct !DILexicalBlock(scope: !1111, file: !461, line: 453, column: 9)
!1137 = !DILocalVariable(name: "layout", scope: !1138, file: !461, line: 454, type: !474, align: 64)
!1138 = distinct !DILexicalBlock(scope: !1111, file: !461, line: 454, column: 13)
!1139 = !DILocalVariable(name: "result", scope: !1140, file: !461, line: 463, type: !1141, align: 64)
!1140 = distinct !DILexicalBlock(scope: !1136, file: !461, line: 463, column: 9)
!1141 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !902, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1142, templateParams: !102, identifier: "519a674418a5b51cf8bee27a967aa54e")
!1142 = !{!1143}
!1143 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1141, file: !9, size: 128, align: 64, elements: !1144, templateParams: !102, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !1164)
!1144 = !{!1145, !1160}
!1145 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1143, file: !9, baseType: !1146, size: 128, align: 64)
!1146 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1141, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1147, templateParams: !1156, identifier: "30b736d771929d0b7715388dfe942406")
!1147 = !{!1148}
!1148 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1146, file: !9, baseType: !1149, size: 128, align: 64, flags: DIFlagPublic)
!1149 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !128, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1150, templateParams: !209, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!1150 = !{!1151}
!1151 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1149, file: !9, baseType: !1152, size: 128, align: 64, flags: DIFlagPrivate)
!1152 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !1153, templateParams: !102, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!1153 = !{!1154, !1155}
!1154 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1152, file: !9, baseType: !207, size: 64, align: 64)
!1155 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1152, file: !9, baseType: !108, size: 64, align: 64, offset: 64)
!1156 = !{!1157, !1158}
!1157 = !DITemplateTypeParameter(name: "T", type: !1149)
!1158 = !DITemplateTypeParameter(name: "E", type: !1159)
!1159 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !476, file: !9, align: 8, flags: DIFlagPublic, elements: !102, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!1160 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1143, file: !9, baseType: !1161, size: 128, align: 64, extraData: i64 0)
!1161 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1141, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1162, templateParams: !1156, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!1162 = !{!1163}
!1163 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1161, file: !9, baseType: !1159, align: 8, flags: DIFlagPublic)
!1164 = !DIDerivedType(tag: DW_TAG_member, scope: !1141, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1165 = !DILocalVariable(name: "ptr", scope: !1166, file: !461, line: 468, type: !1149, align: 64)
!1166 = distinct !DILexicalBlock(scope: !1140, file: !461, line: 468, column: 9)
!1167 = !DILocalVariable(name: "ptr", scope: !1168, file: !461, line: 469, type: !1149, align: 64)
!1168 = distinct !DILexicalBlock(scope: !1140, file: !461, line: 469, column: 13)
!1169 = !DILocation(line: 0, scope: !1111, inlinedAt: !1170)
!1170 = distinct !DILocation(line: 433, column: 15, scope: !1069, inlinedAt: !1097)
!1171 = !DILocalVariable(name: "cap", arg: 1, scope: !1172, file: !461, line: 894, type: !108)
!1172 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !87, file: !461, line: 894, type: !1173, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1190)
!1173 = !DISubroutineType(types: !1174)
!1174 = !{!1175, !108, !474}
!1175 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !902, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1176, templateParams: !102, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!1176 = !{!1177}
!1177 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1175, file: !9, size: 192, align: 64, elements: !1178, templateParams: !102, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !1189)
!1178 = !{!1179, !1185}
!1179 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1177, file: !9, baseType: !1180, size: 192, align: 64, extraData: i64 0)
!1180 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1175, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1181, templateParams: !1183, identifier: "3468e8a189e0e1406885d0070654e614")
!1181 = !{!1182}
!1182 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1180, file: !9, baseType: !474, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1183 = !{!1184, !1124}
!1184 = !DITemplateTypeParameter(name: "T", type: !474)
!1185 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1177, file: !9, baseType: !1186, size: 192, align: 64, extraData: i64 1)
!1186 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1175, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1187, templateParams: !1183, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!1187 = !{!1188}
!1188 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1186, file: !9, baseType: !1080, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!1189 = !DIDerivedType(tag: DW_TAG_member, scope: !1175, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1190 = !{!1171, !1191, !1191, !1192}
!1191 = !DILocalVariable(name: "elem_layout", scope: !1172, file: !461, line: 894, type: !474, align: 64)
!1192 = !DILocalVariable(name: "layout", scope: !1193, file: !461, line: 901, type: !474, align: 64)
!1193 = distinct !DILexicalBlock(scope: !1172, file: !461, line: 901, column: 9)
!1194 = !DILocation(line: 0, scope: !1172, inlinedAt: !1195)
!1195 = distinct !DILocation(line: 453, column: 28, scope: !1111, inlinedAt: !1170)
!1196 = !DILocalVariable(name: "n", arg: 2, scope: !1197, file: !1198, line: 526, type: !108)
!1197 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !474, file: !1198, line: 526, type: !1199, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !1218, retainedNodes: !1219)
!1198 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!1199 = !DISubroutineType(types: !1200)
!1200 = !{!1201, !1217, !108}
!1201 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !902, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1202, templateParams: !102, identifier: "176dd254fc51c9bbff58827463bc0f7")
!1202 = !{!1203}
!1203 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1201, file: !9, size: 128, align: 64, elements: !1204, templateParams: !102, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !1216)
!1204 = !{!1205, !1212}
!1205 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1203, file: !9, baseType: !1206, size: 128, align: 64)
!1206 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1201, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1207, templateParams: !1209, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!1207 = !{!1208}
!1208 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1206, file: !9, baseType: !474, size: 128, align: 64, flags: DIFlagPublic)
!1209 = !{!1184, !1210}
!1210 = !DITemplateTypeParameter(name: "E", type: !1211)
!1211 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !475, file: !9, align: 8, flags: DIFlagPublic, elements: !102, identifier: "dc083c9e2be34eb2f717cce2335e336")
!1212 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1203, file: !9, baseType: !1213, size: 128, align: 64, extraData: i64 0)
!1213 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1201, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1214, templateParams: !1209, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!1214 = !{!1215}
!1215 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1213, file: !9, baseType: !1211, align: 8, flags: DIFlagPublic)
!1216 = !DIDerivedType(tag: DW_TAG_member, scope: !1201, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1217 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !474, size: 64, align: 64, dwarfAddressSpace: 0)
!1218 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !474, file: !1198, line: 526, type: !1199, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!1219 = !{!1220, !1196, !1221}
!1220 = !DILocalVariable(name: "self", arg: 1, scope: !1197, file: !1198, line: 526, type: !1217)
!1221 = !DILocalVariable(name: "size", scope: !1222, file: !1198, line: 527, type: !108, align: 64)
!1222 = distinct !DILexicalBlock(scope: !1197, file: !1198, line: 527, column: 54)
!1223 = !DILocation(line: 0, scope: !1197, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 900, column: 23, scope: !1172, inlinedAt: !1195)
!1225 = !DILocalVariable(name: "rhs", arg: 2, scope: !1226, file: !190, line: 1160, type: !108)
!1226 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !191, file: !190, line: 1160, type: !1227, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1229)
!1227 = !DISubroutineType(types: !1228)
!1228 = !{!852, !108, !108}
!1229 = !{!1230, !1225, !1231, !1233}
!1230 = !DILocalVariable(name: "self", arg: 1, scope: !1226, file: !190, line: 1160, type: !108)
!1231 = !DILocalVariable(name: "a", scope: !1232, file: !190, line: 1161, type: !108, align: 64)
!1232 = distinct !DILexicalBlock(scope: !1226, file: !190, line: 1161, column: 13)
!1233 = !DILocalVariable(name: "b", scope: !1232, file: !190, line: 1161, type: !233, align: 8)
!1234 = !DILocation(line: 0, scope: !1226, inlinedAt: !1235)
!1235 = distinct !DILocation(line: 527, column: 39, scope: !1222, inlinedAt: !1224)
!1236 = !DILocalVariable(name: "rhs", arg: 2, scope: !1237, file: !190, line: 3050, type: !108)
!1237 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !191, file: !190, line: 3050, type: !1238, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1244)
!1238 = !DISubroutineType(types: !1239)
!1239 = !{!1240, !108, !108}
!1240 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !1241, templateParams: !102, identifier: "d571287e27d8be874e95a2f698798cc6")
!1241 = !{!1242, !1243}
!1242 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1240, file: !9, baseType: !108, size: 64, align: 64)
!1243 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1240, file: !9, baseType: !233, size: 8, align: 8, offset: 64)
!1244 = !{!1245, !1236}
!1245 = !DILocalVariable(name: "self", arg: 1, scope: !1237, file: !190, line: 3050, type: !108)
!1246 = !DILocation(line: 0, scope: !1237, inlinedAt: !1247)
!1247 = distinct !DILocation(line: 1161, column: 31, scope: !1226, inlinedAt: !1235)
!1248 = !DILocation(line: 448, column: 9, scope: !1111, inlinedAt: !1170)
!1249 = !DILocation(line: 526, column: 32, scope: !1197, inlinedAt: !1224)
!1250 = !DILocation(line: 3051, column: 26, scope: !1237, inlinedAt: !1247)
!1251 = !DILocation(line: 0, scope: !1232, inlinedAt: !1235)
!1252 = !DILocalVariable(name: "b", arg: 1, scope: !1253, file: !1254, line: 456, type: !233)
!1253 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !1255, file: !1254, line: 456, type: !1256, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1258)
!1254 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!1255 = !DINamespace(name: "intrinsics", scope: !12)
!1256 = !DISubroutineType(types: !1257)
!1257 = !{!233, !233}
!1258 = !{!1252}
!1259 = !DILocation(line: 0, scope: !1253, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 1162, column: 16, scope: !1232, inlinedAt: !1235)
!1261 = !DILocation(line: 0, scope: !1222, inlinedAt: !1224)
!1262 = !DILocation(line: 457, column: 8, scope: !1253, inlinedAt: !1260)
!1263 = !{!"branch_weights", i32 2002, i32 2000}
!1264 = !DILocation(line: 0, scope: !1136, inlinedAt: !1170)
!1265 = !DILocation(line: 459, column: 12, scope: !1136, inlinedAt: !1170)
!1266 = !DILocalVariable(name: "layout", arg: 1, scope: !1267, file: !534, line: 185, type: !474)
!1267 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !325, file: !534, line: 185, type: !1268, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !1270, retainedNodes: !1271)
!1268 = !DISubroutineType(types: !1269)
!1269 = !{!1141, !474, !233}
!1270 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !325, file: !534, line: 185, type: !1268, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!1271 = !{!1266, !1272, !1273, !1275, !1277, !1279, !1299}
!1272 = !DILocalVariable(name: "zeroed", arg: 2, scope: !1267, file: !534, line: 185, type: !233)
!1273 = !DILocalVariable(name: "size", scope: !1274, file: !534, line: 189, type: !108, align: 64)
!1274 = distinct !DILexicalBlock(scope: !1267, file: !534, line: 189, column: 13)
!1275 = !DILocalVariable(name: "raw_ptr", scope: !1276, file: !534, line: 190, type: !565, align: 64)
!1276 = distinct !DILexicalBlock(scope: !1274, file: !534, line: 190, column: 17)
!1277 = !DILocalVariable(name: "ptr", scope: !1278, file: !534, line: 191, type: !313, align: 64)
!1278 = distinct !DILexicalBlock(scope: !1276, file: !534, line: 191, column: 17)
!1279 = !DILocalVariable(name: "residual", scope: !1280, file: !534, line: 191, type: !1281, align: 8)
!1280 = distinct !DILexicalBlock(scope: !1276, file: !534, line: 191, column: 66)
!1281 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !902, file: !9, align: 8, flags: DIFlagPublic, elements: !1282, templateParams: !102, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!1282 = !{!1283}
!1283 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1281, file: !9, align: 8, elements: !1284, templateParams: !102, identifier: "f5e162db303eef1e33f578c71ec0a693")
!1284 = !{!1285, !1295}
!1285 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !1283, file: !9, baseType: !1286, align: 8)
!1286 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !1281, file: !9, align: 8, flags: DIFlagPublic, elements: !1287, templateParams: !1293, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!1287 = !{!1288}
!1288 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1286, file: !9, baseType: !1289, align: 8, flags: DIFlagPublic)
!1289 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !1290, file: !9, align: 8, flags: DIFlagPublic, elements: !1291, templateParams: !102, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!1290 = !DINamespace(name: "convert", scope: !12)
!1291 = !{!1292}
!1292 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1289, file: !9, align: 8, elements: !102, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!1293 = !{!1294, !1158}
!1294 = !DITemplateTypeParameter(name: "T", type: !1289)
!1295 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !1283, file: !9, baseType: !1296, align: 8)
!1296 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !1281, file: !9, align: 8, flags: DIFlagPublic, elements: !1297, templateParams: !1293, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!1297 = !{!1298}
!1298 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1296, file: !9, baseType: !1159, align: 8, flags: DIFlagPublic)
!1299 = !DILocalVariable(name: "val", scope: !1300, file: !534, line: 191, type: !313, align: 64)
!1300 = distinct !DILexicalBlock(scope: !1276, file: !534, line: 191, column: 66)
!1301 = !DILocation(line: 0, scope: !1267, inlinedAt: !1302)
!1302 = distinct !DILocation(line: 312, column: 9, scope: !1303, inlinedAt: !1311)
!1303 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !325, file: !534, line: 311, type: !1304, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !1306, retainedNodes: !1307)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!1141, !538, !474, !233}
!1306 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !325, file: !534, line: 311, type: !1304, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!1307 = !{!1308, !1309, !1310}
!1308 = !DILocalVariable(name: "self", arg: 1, scope: !1303, file: !534, line: 311, type: !538)
!1309 = !DILocalVariable(name: "layout", arg: 2, scope: !1303, file: !534, line: 311, type: !474)
!1310 = !DILocalVariable(name: "zeroed", scope: !1303, file: !534, line: 311, type: !233, align: 8)
!1311 = distinct !DILocation(line: 435, column: 14, scope: !1312, inlinedAt: !1318)
!1312 = distinct !DISubprogram(name: "allocate_zeroed", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator15allocate_zeroed", scope: !535, file: !534, line: 434, type: !1313, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1315)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!1141, !538, !474}
!1315 = !{!1316, !1317}
!1316 = !DILocalVariable(name: "self", arg: 1, scope: !1312, file: !534, line: 434, type: !538)
!1317 = !DILocalVariable(name: "layout", arg: 2, scope: !1312, file: !534, line: 434, type: !474)
!1318 = distinct !DILocation(line: 466, column: 40, scope: !1136, inlinedAt: !1170)
!1319 = !DILocation(line: 0, scope: !1267, inlinedAt: !1320)
!1320 = distinct !DILocation(line: 312, column: 9, scope: !1321, inlinedAt: !1326)
!1321 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !325, file: !534, line: 311, type: !1304, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !1306, retainedNodes: !1322)
!1322 = !{!1323, !1324, !1325}
!1323 = !DILocalVariable(name: "self", arg: 1, scope: !1321, file: !534, line: 311, type: !538)
!1324 = !DILocalVariable(name: "layout", arg: 2, scope: !1321, file: !534, line: 311, type: !474)
!1325 = !DILocalVariable(name: "zeroed", scope: !1321, file: !534, line: 311, type: !233, align: 8)
!1326 = distinct !DILocation(line: 429, column: 14, scope: !1327, inlinedAt: !1331)
!1327 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !535, file: !534, line: 428, type: !1313, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1328)
!1328 = !{!1329, !1330}
!1329 = !DILocalVariable(name: "self", arg: 1, scope: !1327, file: !534, line: 428, type: !538)
!1330 = !DILocalVariable(name: "layout", arg: 2, scope: !1327, file: !534, line: 428, type: !474)
!1331 = distinct !DILocation(line: 464, column: 47, scope: !1136, inlinedAt: !1170)
!1332 = !DILocation(line: 0, scope: !1274, inlinedAt: !1302)
!1333 = !DILocation(line: 0, scope: !1274, inlinedAt: !1320)
!1334 = !{!1335, !973}
!1335 = distinct !{!1335, !1336, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE: %_0"}
!1336 = distinct !{!1336, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE"}
!1337 = !DILocation(line: 0, scope: !1140, inlinedAt: !1170)
!1338 = !DILocation(line: 0, scope: !1327, inlinedAt: !1331)
!1339 = !DILocation(line: 0, scope: !1321, inlinedAt: !1326)
!1340 = !DILocalVariable(name: "layout", arg: 1, scope: !1341, file: !534, line: 89, type: !474)
!1341 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !326, file: !534, line: 89, type: !1342, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1344)
!1342 = !DISubroutineType(types: !1343)
!1343 = !{!565, !474}
!1344 = !{!1340}
!1345 = !DILocation(line: 0, scope: !1341, inlinedAt: !1346)
!1346 = distinct !DILocation(line: 190, column: 73, scope: !1274, inlinedAt: !1320)
!1347 = !DILocation(line: 95, column: 9, scope: !1341, inlinedAt: !1346)
!1348 = !DILocation(line: 468, column: 25, scope: !1140, inlinedAt: !1170)
!1349 = !DILocation(line: 468, column: 19, scope: !1140, inlinedAt: !1170)
!1350 = !DILocation(line: 0, scope: !1166, inlinedAt: !1170)
!1351 = !DILocation(line: 476, column: 9, scope: !1166, inlinedAt: !1170)
!1352 = !DILocation(line: 481, column: 5, scope: !1111, inlinedAt: !1170)
!1353 = !DILocation(line: 0, scope: !1079, inlinedAt: !1097)
!1354 = !DILocation(line: 441, column: 25, scope: !1079, inlinedAt: !1097)
!1355 = !DILocation(line: 434, column: 16, scope: !1069, inlinedAt: !1097)
!1356 = !DILocation(line: 0, scope: !1077, inlinedAt: !1097)
!1357 = !DILocation(line: 764, column: 28, scope: !1099, inlinedAt: !1108)
!1358 = !DILocation(line: 765, column: 9, scope: !1099, inlinedAt: !1108)
!1359 = !DILocalVariable(name: "cond", arg: 1, scope: !1360, file: !1361, line: 202, type: !233)
!1360 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !1362, file: !1361, line: 202, type: !1363, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1365)
!1361 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!1362 = !DINamespace(name: "hint", scope: !12)
!1363 = !DISubroutineType(types: !1364)
!1364 = !{null, !233, !195}
!1365 = !{!1359}
!1366 = !DILocation(line: 0, scope: !1360, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 437, column: 21, scope: !1077, inlinedAt: !1097)
!1368 = !DILocation(line: 210, column: 9, scope: !1360, inlinedAt: !1367)
!1369 = !DILocation(line: 0, scope: !1026, inlinedAt: !1036)
!1370 = !DILocation(line: 0, scope: !986, inlinedAt: !1016)
!1371 = !DILocation(line: 0, scope: !989, inlinedAt: !1016)
!1372 = !DILocation(line: 0, scope: !1006, inlinedAt: !1016)
!1373 = !DILocation(line: 0, scope: !1008, inlinedAt: !1016)
!1374 = !DILocalVariable(name: "f", arg: 2, scope: !1375, file: !115, line: 835, type: !1378)
!1375 = distinct !DISubprogram(name: "for_each<core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each17hf90d0eea30cb781cE", scope: !116, file: !115, line: 835, type: !1376, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1386, retainedNodes: !1384)
!1376 = !DISubroutineType(types: !1377)
!1377 = !{null, !827, !1378}
!1378 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", scope: !1379, file: !9, size: 192, align: 64, elements: !1381, templateParams: !102, identifier: "ebd69b65792826c49453cccdb2216ab0")
!1379 = !DINamespace(name: "extend_trusted", scope: !1380)
!1380 = !DINamespace(name: "{impl#21}", scope: !300)
!1381 = !{!1382, !1383}
!1382 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1378, file: !9, baseType: !445, size: 64, align: 64, offset: 128)
!1383 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1378, file: !9, baseType: !1009, size: 128, align: 64)
!1384 = !{!1385, !1374}
!1385 = !DILocalVariable(name: "self", arg: 1, scope: !1375, file: !115, line: 835, type: !827)
!1386 = !{!952, !1387}
!1387 = !DITemplateTypeParameter(name: "F", type: !1378)
!1388 = !DILocation(line: 0, scope: !1375, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 4001, column: 26, scope: !1008, inlinedAt: !1016)
!1390 = !DILocalVariable(name: "g", arg: 3, scope: !1391, file: !1392, line: 124, type: !1396)
!1391 = distinct !DISubprogram(name: "fold<alloc::vec::Vec<f64, alloc::alloc::Global>, core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}, (), core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc90233f82998a138E", scope: !1393, file: !1392, line: 124, type: !1394, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1404, retainedNodes: !1401)
!1392 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!1393 = !DINamespace(name: "{impl#2}", scope: !828)
!1394 = !DISubroutineType(types: !1395)
!1395 = !{null, !827, !894, !1396}
!1396 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>", scope: !1397, file: !9, size: 192, align: 64, elements: !1399, templateParams: !102, identifier: "e00482921a85634f0d80cc95661fea")
!1397 = !DINamespace(name: "call", scope: !1398)
!1398 = !DINamespace(name: "for_each", scope: !116)
!1399 = !{!1400}
!1400 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1396, file: !9, baseType: !1378, size: 192, align: 64)
!1401 = !{!1402, !1403, !1390}
!1402 = !DILocalVariable(name: "self", arg: 1, scope: !1391, file: !1392, line: 124, type: !827)
!1403 = !DILocalVariable(name: "init", arg: 2, scope: !1391, file: !1392, line: 124, type: !894)
!1404 = !{!1405, !843, !844, !1406, !1407}
!1405 = !DITemplateTypeParameter(name: "B", type: !299)
!1406 = !DITemplateTypeParameter(name: "Acc", type: !894)
!1407 = !DITemplateTypeParameter(name: "G", type: !1396)
!1408 = !DILocation(line: 0, scope: !1391, inlinedAt: !1409)
!1409 = distinct !DILocation(line: 845, column: 14, scope: !1375, inlinedAt: !1389)
!1410 = !DILocation(line: 124, column: 27, scope: !1391, inlinedAt: !1409)
!1411 = !DILocalVariable(name: "f", arg: 3, scope: !1412, file: !115, line: 2640, type: !1415)
!1412 = distinct !DISubprogram(name: "fold<core::ops::range::Range<u64>, (), core::iter::adapters::map::map_fold::{closure_env#0}<u64, alloc::vec::Vec<f64, alloc::alloc::Global>, (), vecs::calc_rows::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator4fold17had19560bc12ae9d2E", scope: !116, file: !115, line: 2640, type: !1413, scopeLine: 2640, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1427, retainedNodes: !1420)
!1413 = !DISubroutineType(types: !1414)
!1414 = !{null, !832, !894, !1415}
!1415 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64, alloc::vec::Vec<f64, alloc::alloc::Global>, (), vecs::calc_rows::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>>", scope: !1416, file: !9, size: 192, align: 64, elements: !1417, templateParams: !102, identifier: "8380964f09bad9434dd3f9b788ae30ae")
!1416 = !DINamespace(name: "map_fold", scope: !828)
!1417 = !{!1418, !1419}
!1418 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1415, file: !9, baseType: !1396, size: 192, align: 64)
!1419 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1415, file: !9, baseType: !840, align: 8, offset: 192)
!1420 = !{!1421, !1422, !1411, !1423, !1425}
!1421 = !DILocalVariable(name: "self", arg: 1, scope: !1412, file: !115, line: 2640, type: !832)
!1422 = !DILocalVariable(name: "init", arg: 2, scope: !1412, file: !115, line: 2640, type: !894)
!1423 = !DILocalVariable(name: "accum", scope: !1424, file: !115, line: 2645, type: !894, align: 8)
!1424 = distinct !DILexicalBlock(scope: !1412, file: !115, line: 2645, column: 9)
!1425 = !DILocalVariable(name: "x", scope: !1426, file: !115, line: 2646, type: !13, align: 64)
!1426 = distinct !DILexicalBlock(scope: !1424, file: !115, line: 2646, column: 41)
!1427 = !{!1428, !1429, !1430}
!1428 = !DITemplateTypeParameter(name: "Self", type: !832)
!1429 = !DITemplateTypeParameter(name: "B", type: !894)
!1430 = !DITemplateTypeParameter(name: "F", type: !1415)
!1431 = !DILocation(line: 0, scope: !1412, inlinedAt: !1432)
!1432 = distinct !DILocation(line: 128, column: 19, scope: !1391, inlinedAt: !1409)
!1433 = !DILocation(line: 2640, column: 29, scope: !1412, inlinedAt: !1432)
!1434 = !DILocation(line: 2645, column: 13, scope: !1424, inlinedAt: !1432)
!1435 = !DILocalVariable(name: "self", arg: 1, scope: !1436, file: !1437, line: 856, type: !1455)
!1436 = distinct !DISubprogram(name: "next<u64>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h254d5f3d6f39311fE", scope: !1438, file: !1437, line: 856, type: !1440, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1457, retainedNodes: !1456)
!1437 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!1438 = !DINamespace(name: "{impl#6}", scope: !1439)
!1439 = !DINamespace(name: "range", scope: !119)
!1440 = !DISubroutineType(types: !1441)
!1441 = !{!1442, !1455}
!1442 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u64>", scope: !496, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1443, templateParams: !102, identifier: "5df48e78344d287b1aa2beff979690a1")
!1443 = !{!1444}
!1444 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1442, file: !9, size: 128, align: 64, elements: !1445, templateParams: !102, identifier: "da17d114a1834722a5f601c2025b5dcb", discriminator: !1454)
!1445 = !{!1446, !1450}
!1446 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1444, file: !9, baseType: !1447, size: 128, align: 64, extraData: i64 0)
!1447 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1442, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !102, templateParams: !1448, identifier: "256b60841e0fc6362895d4ec6d413175")
!1448 = !{!1449}
!1449 = !DITemplateTypeParameter(name: "T", type: !13)
!1450 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1444, file: !9, baseType: !1451, size: 128, align: 64, extraData: i64 1)
!1451 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1442, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1452, templateParams: !1448, identifier: "3208af99933a2c8c23fde6905b1cbd11")
!1452 = !{!1453}
!1453 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1451, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1454 = !DIDerivedType(tag: DW_TAG_member, scope: !1442, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1455 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<u64>", baseType: !832, size: 64, align: 64, dwarfAddressSpace: 0)
!1456 = !{!1435}
!1457 = !{!1458}
!1458 = !DITemplateTypeParameter(name: "A", type: !13)
!1459 = !DILocation(line: 0, scope: !1436, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 2646, column: 34, scope: !1426, inlinedAt: !1432)
!1461 = !DILocalVariable(name: "self", arg: 1, scope: !1462, file: !1437, line: 771, type: !1455)
!1462 = distinct !DISubprogram(name: "spec_next<u64>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17he7387c3d51306186E", scope: !1463, file: !1437, line: 771, type: !1440, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1448, retainedNodes: !1464)
!1463 = !DINamespace(name: "{impl#5}", scope: !1439)
!1464 = !{!1461, !1465}
!1465 = !DILocalVariable(name: "old", scope: !1466, file: !1437, line: 773, type: !13, align: 64)
!1466 = distinct !DILexicalBlock(scope: !1462, file: !1437, line: 773, column: 13)
!1467 = !DILocation(line: 0, scope: !1462, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 857, column: 14, scope: !1436, inlinedAt: !1460)
!1469 = !DILocalVariable(name: "self", arg: 1, scope: !1470, file: !1471, line: 1916, type: !1477)
!1470 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs12_NtNtCsgEmfK2I1SDS_4core3cmp5implsyNtB8_10PartialOrd2lt", scope: !1472, file: !1471, line: 1916, type: !1475, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1478)
!1471 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!1472 = !DINamespace(name: "{impl#66}", scope: !1473)
!1473 = !DINamespace(name: "impls", scope: !1474)
!1474 = !DINamespace(name: "cmp", scope: !12)
!1475 = !DISubroutineType(types: !1476)
!1476 = !{!233, !1477, !1477}
!1477 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!1478 = !{!1469, !1479}
!1479 = !DILocalVariable(name: "other", arg: 2, scope: !1470, file: !1471, line: 1916, type: !1477)
!1480 = !DILocation(line: 0, scope: !1470, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 772, column: 12, scope: !1462, inlinedAt: !1468)
!1482 = !DILocation(line: 1916, column: 50, scope: !1470, inlinedAt: !1481)
!1483 = !DILocation(line: 772, column: 12, scope: !1462, inlinedAt: !1468)
!1484 = !DILocation(line: 19, column: 9, scope: !1485, inlinedAt: !1491)
!1485 = distinct !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !1009, file: !1486, line: 18, type: !1487, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, declaration: !1490)
!1486 = !DIFile(filename: "library/alloc/src/vec/set_len_on_drop.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9a0d01ce4a85900df996691fa734ffd7")
!1487 = !DISubroutineType(types: !1488)
!1488 = !{null, !1489, !108}
!1489 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::set_len_on_drop::SetLenOnDrop", baseType: !1009, size: 64, align: 64, dwarfAddressSpace: 0)
!1490 = !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !1009, file: !1486, line: 18, type: !1487, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !102)
!1491 = distinct !DILocation(line: 4006, column: 31, scope: !1492, inlinedAt: !1500)
!1492 = distinct !DISubprogram(name: "{closure#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h566e6b764af5f1ccE", scope: !1379, file: !387, line: 4001, type: !1493, scopeLine: 4001, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !981, retainedNodes: !1496)
!1493 = !DISubroutineType(types: !1494)
!1494 = !{null, !1495, !299}
!1495 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>", baseType: !1378, size: 64, align: 64, dwarfAddressSpace: 0)
!1496 = !{!1497, !1498, !1499}
!1497 = !DILocalVariable(name: "element", arg: 2, scope: !1492, file: !387, line: 4001, type: !299)
!1498 = !DILocalVariable(name: "ptr", scope: !1492, file: !387, line: 3999, type: !445, align: 64)
!1499 = !DILocalVariable(name: "local_len", scope: !1492, file: !387, line: 4000, type: !1009, align: 64)
!1500 = distinct !DILocation(line: 842, column: 29, scope: !1501, inlinedAt: !1511)
!1501 = distinct !DISubprogram(name: "{closure#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h238a04132fa47860E", scope: !1397, file: !115, line: 842, type: !1502, scopeLine: 842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1509, retainedNodes: !1505)
!1502 = !DISubroutineType(types: !1503)
!1503 = !{null, !1504, !894, !299}
!1504 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>", baseType: !1396, size: 64, align: 64, dwarfAddressSpace: 0)
!1505 = !{!1506, !1507, !1508}
!1506 = !DILocalVariable(name: "item", arg: 3, scope: !1501, file: !115, line: 842, type: !299)
!1507 = !DILocalVariable(name: "f", scope: !1501, file: !115, line: 841, type: !1378, align: 64)
!1508 = !DILocalVariable(arg: 2, scope: !1501, file: !115, line: 842, type: !894)
!1509 = !{!364, !1510}
!1510 = !DITemplateTypeParameter(name: "impl FnMut(T)", type: !1378)
!1511 = distinct !DILocation(line: 88, column: 21, scope: !1512, inlinedAt: !1524)
!1512 = distinct !DISubprogram(name: "{closure#0}<u64, alloc::vec::Vec<f64, alloc::alloc::Global>, (), vecs::calc_rows::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE", scope: !1416, file: !1392, line: 88, type: !1513, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1521, retainedNodes: !1516)
!1513 = !DISubroutineType(types: !1514)
!1514 = !{null, !1515, !894, !13}
!1515 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<u64, alloc::vec::Vec<f64, alloc::alloc::Global>, (), vecs::calc_rows::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<u64>, vecs::calc_rows::{closure_env#0}>>>>", baseType: !1415, size: 64, align: 64, dwarfAddressSpace: 0)
!1516 = !{!1517, !1518, !1519, !1520}
!1517 = !DILocalVariable(name: "acc", arg: 2, scope: !1512, file: !1392, line: 88, type: !894)
!1518 = !DILocalVariable(name: "elt", arg: 3, scope: !1512, file: !1392, line: 88, type: !13)
!1519 = !DILocalVariable(name: "g", scope: !1512, file: !1392, line: 86, type: !1396, align: 64)
!1520 = !DILocalVariable(name: "f", scope: !1512, file: !1392, line: 85, type: !840, align: 8)
!1521 = !{!1449, !1405, !1406, !1522, !1523}
!1522 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !840)
!1523 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1396)
!1524 = distinct !DILocation(line: 2647, column: 21, scope: !1426, inlinedAt: !1432)
!1525 = !DILocation(line: 0, scope: !1426, inlinedAt: !1432)
!1526 = !DILocation(line: 0, scope: !1512, inlinedAt: !1524)
!1527 = !DILocation(line: 88, column: 11, scope: !1512, inlinedAt: !1524)
!1528 = !DILocalVariable(arg: 1, scope: !1529, file: !93, line: 18, type: !1532)
!1529 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4vecs9calc_rows28_$u7b$$u7b$closure$u7d$$u7d$17he0124d4ae5848fe1E", scope: !841, file: !93, line: 18, type: !1530, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1533)
!1530 = !DISubroutineType(types: !1531)
!1531 = !{!299, !1532, !13}
!1532 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut vecs::calc_rows::{closure_env#0}", baseType: !840, size: 64, align: 64, dwarfAddressSpace: 0)
!1533 = !{!1534, !1528}
!1534 = !DILocalVariable(name: "i", arg: 2, scope: !1529, file: !93, line: 18, type: !13)
!1535 = !DILocation(line: 0, scope: !1529, inlinedAt: !1536)
!1536 = distinct !DILocation(line: 88, column: 28, scope: !1512, inlinedAt: !1524)
!1537 = !DILocalVariable(name: "n", scope: !1538, file: !387, line: 3650, type: !108, align: 64)
!1538 = distinct !DISubprogram(name: "from_elem<f64>", linkageName: "_ZN5alloc3vec9from_elem17hb356736c0d206b0bE", scope: !300, file: !387, line: 3650, type: !1539, scopeLine: 3650, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !331, retainedNodes: !1541)
!1539 = !DISubroutineType(types: !1540)
!1540 = !{!299, !298, !108}
!1541 = !{!1542, !1537}
!1542 = !DILocalVariable(name: "elem", arg: 1, scope: !1538, file: !387, line: 3650, type: !298)
!1543 = !DILocation(line: 0, scope: !1538, inlinedAt: !1544)
!1544 = distinct !DILocation(line: 18, column: 20, scope: !1529, inlinedAt: !1536)
!1545 = !DILocation(line: 18, column: 25, scope: !1529, inlinedAt: !1536)
!1546 = !DILocalVariable(name: "self", arg: 1, scope: !1547, file: !387, line: 3591, type: !1550)
!1547 = distinct !DISubprogram(name: "extend_with<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h4a61c974157ac19eE", scope: !299, file: !387, line: 3591, type: !1548, scopeLine: 3591, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, declaration: !1551, retainedNodes: !1552)
!1548 = !DISubroutineType(types: !1549)
!1549 = !{null, !1550, !108, !298}
!1550 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<f64, alloc::alloc::Global>", baseType: !299, size: 64, align: 64, dwarfAddressSpace: 0)
!1551 = !DISubprogram(name: "extend_with<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h4a61c974157ac19eE", scope: !299, file: !387, line: 3591, type: !1548, scopeLine: 3591, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !333)
!1552 = !{!1546, !1553, !1554, !1555, !1557, !1559}
!1553 = !DILocalVariable(name: "n", arg: 2, scope: !1547, file: !387, line: 3591, type: !108)
!1554 = !DILocalVariable(name: "value", arg: 3, scope: !1547, file: !387, line: 3591, type: !298)
!1555 = !DILocalVariable(name: "ptr", scope: !1556, file: !387, line: 3595, type: !663, align: 64)
!1556 = distinct !DILexicalBlock(scope: !1547, file: !387, line: 3595, column: 13)
!1557 = !DILocalVariable(name: "local_len", scope: !1558, file: !387, line: 3599, type: !1009, align: 64)
!1558 = distinct !DILexicalBlock(scope: !1556, file: !387, line: 3599, column: 13)
!1559 = !DILocalVariable(name: "iter", scope: !1560, file: !387, line: 3602, type: !1561, align: 64)
!1560 = distinct !DILexicalBlock(scope: !1558, file: !387, line: 3602, column: 13)
!1561 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !833, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1562, templateParams: !1565, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!1562 = !{!1563, !1564}
!1563 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !1561, file: !9, baseType: !108, size: 64, align: 64, flags: DIFlagPublic)
!1564 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !1561, file: !9, baseType: !108, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!1565 = !{!1566}
!1566 = !DITemplateTypeParameter(name: "Idx", type: !108)
!1567 = !DILocation(line: 0, scope: !1547, inlinedAt: !1568)
!1568 = distinct !DILocation(line: 27, column: 11, scope: !1569, inlinedAt: !1581)
!1569 = distinct !DILexicalBlock(scope: !1571, file: !1570, line: 26, column: 9)
!1570 = !DIFile(filename: "library/alloc/src/vec/spec_from_elem.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "22e98e423536bab5c4532831d8ac869f")
!1571 = distinct !DISubprogram(name: "from_elem<f64, alloc::alloc::Global>", linkageName: "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hcc2c6ddea8fbc893E", scope: !1572, file: !1570, line: 22, type: !1574, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, retainedNodes: !1576)
!1572 = !DINamespace(name: "{impl#1}", scope: !1573)
!1573 = !DINamespace(name: "spec_from_elem", scope: !300)
!1574 = !DISubroutineType(types: !1575)
!1575 = !{!299, !298, !108, !325}
!1576 = !{!1577, !1578, !1579, !1580}
!1577 = !DILocalVariable(name: "elem", arg: 1, scope: !1571, file: !1570, line: 22, type: !298)
!1578 = !DILocalVariable(name: "n", arg: 2, scope: !1571, file: !1570, line: 22, type: !108)
!1579 = !DILocalVariable(name: "alloc", arg: 3, scope: !1571, file: !1570, line: 22, type: !325)
!1580 = !DILocalVariable(name: "v", scope: !1569, file: !1570, line: 26, type: !299, align: 64)
!1581 = distinct !DILocation(line: 3651, column: 5, scope: !1538, inlinedAt: !1544)
!1582 = !DILocation(line: 0, scope: !1571, inlinedAt: !1581)
!1583 = !DILocalVariable(name: "capacity", arg: 1, scope: !1584, file: !461, line: 219, type: !108)
!1584 = distinct !DISubprogram(name: "with_capacity_zeroed_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$23with_capacity_zeroed_in17h0b70f09eadc66e47E", scope: !303, file: !461, line: 219, type: !1585, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, declaration: !1587, retainedNodes: !1588)
!1585 = !DISubroutineType(types: !1586)
!1586 = !{!303, !108, !325}
!1587 = !DISubprogram(name: "with_capacity_zeroed_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$23with_capacity_zeroed_in17h0b70f09eadc66e47E", scope: !303, file: !461, line: 219, type: !1585, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !333)
!1588 = !{!1583, !1589}
!1589 = !DILocalVariable(name: "alloc", arg: 2, scope: !1584, file: !461, line: 219, type: !325)
!1590 = !DILocation(line: 0, scope: !1584, inlinedAt: !1591)
!1591 = distinct !DILocation(line: 24, column: 31, scope: !1571, inlinedAt: !1581)
!1592 = !DILocalVariable(name: "capacity", arg: 1, scope: !1593, file: !461, line: 588, type: !108)
!1593 = distinct !DISubprogram(name: "with_capacity_zeroed_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$23with_capacity_zeroed_in17h70a7ff2093fa44d2E", scope: !306, file: !461, line: 588, type: !1070, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, declaration: !1594, retainedNodes: !1595)
!1594 = !DISubprogram(name: "with_capacity_zeroed_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$23with_capacity_zeroed_in17h70a7ff2093fa44d2E", scope: !306, file: !461, line: 588, type: !1070, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !327)
!1595 = !{!1592, !1596, !1597, !1598, !1600}
!1596 = !DILocalVariable(name: "alloc", arg: 2, scope: !1593, file: !461, line: 588, type: !325)
!1597 = !DILocalVariable(name: "elem_layout", scope: !1593, file: !461, line: 588, type: !474, align: 64)
!1598 = !DILocalVariable(name: "res", scope: !1599, file: !461, line: 590, type: !306, align: 64)
!1599 = distinct !DILexicalBlock(scope: !1593, file: !461, line: 590, column: 13)
!1600 = !DILocalVariable(name: "err", scope: !1601, file: !461, line: 591, type: !1080, align: 64)
!1601 = distinct !DILexicalBlock(scope: !1593, file: !461, line: 591, column: 13)
!1602 = !DILocation(line: 0, scope: !1593, inlinedAt: !1603)
!1603 = distinct !DILocation(line: 221, column: 20, scope: !1584, inlinedAt: !1591)
!1604 = !DILocalVariable(name: "capacity", arg: 1, scope: !1605, file: !387, line: 964, type: !108)
!1605 = distinct !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hf37dcbc5b0824b24E", scope: !299, file: !387, line: 964, type: !1606, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, declaration: !1608, retainedNodes: !1609)
!1606 = !DISubroutineType(types: !1607)
!1607 = !{!299, !108, !325}
!1608 = !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17hf37dcbc5b0824b24E", scope: !299, file: !387, line: 964, type: !1606, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !333)
!1609 = !{!1604, !1610}
!1610 = !DILocalVariable(name: "alloc", arg: 2, scope: !1605, file: !387, line: 964, type: !325)
!1611 = !DILocation(line: 0, scope: !1605, inlinedAt: !1612)
!1612 = distinct !DILocation(line: 26, column: 21, scope: !1571, inlinedAt: !1581)
!1613 = !DILocalVariable(name: "capacity", arg: 1, scope: !1614, file: !461, line: 175, type: !108)
!1614 = distinct !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h3616fc2ad31abd5fE", scope: !303, file: !461, line: 175, type: !1585, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !333, declaration: !1615, retainedNodes: !1616)
!1615 = !DISubprogram(name: "with_capacity_in<f64, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h3616fc2ad31abd5fE", scope: !303, file: !461, line: 175, type: !1585, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !333)
!1616 = !{!1613, !1617}
!1617 = !DILocalVariable(name: "alloc", arg: 2, scope: !1614, file: !461, line: 175, type: !325)
!1618 = !DILocation(line: 0, scope: !1614, inlinedAt: !1619)
!1619 = distinct !DILocation(line: 965, column: 20, scope: !1605, inlinedAt: !1612)
!1620 = !DILocation(line: 22, column: 59, scope: !1571, inlinedAt: !1581)
!1621 = !DILocation(line: 219, column: 60, scope: !1584, inlinedAt: !1591)
!1622 = !DILocation(line: 588, column: 49, scope: !1593, inlinedAt: !1603)
!1623 = !DILocation(line: 964, column: 46, scope: !1605, inlinedAt: !1612)
!1624 = !DILocation(line: 175, column: 53, scope: !1614, inlinedAt: !1619)
!1625 = !DILocalVariable(name: "self", arg: 1, scope: !1626, file: !1627, line: 17, type: !685)
!1626 = distinct !DISubprogram(name: "is_zero", linkageName: "_RNvXsk_NtNtCslNYArtu3iFV_5alloc3vec7is_zerodNtB5_6IsZero7is_zero", scope: !1628, file: !1627, line: 17, type: !1630, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1632)
!1627 = !DIFile(filename: "library/alloc/src/vec/is_zero.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9c0636b41332712ee42ec9269b7999aa")
!1628 = !DINamespace(name: "{impl#22}", scope: !1629)
!1629 = !DINamespace(name: "is_zero", scope: !300)
!1630 = !DISubroutineType(types: !1631)
!1631 = !{!233, !685}
!1632 = !{!1625}
!1633 = !DILocation(line: 0, scope: !1626, inlinedAt: !1634)
!1634 = distinct !DILocation(line: 23, column: 17, scope: !1571, inlinedAt: !1581)
!1635 = !DILocation(line: 44, column: 29, scope: !1636, inlinedAt: !1642)
!1636 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN51_$LT$f64$u20$as$u20$alloc..vec..is_zero..IsZero$GT$7is_zero28_$u7b$$u7b$closure$u7d$$u7d$17h6f209011996f86d8E", scope: !1637, file: !1627, line: 44, type: !1638, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102)
!1637 = !DINamespace(name: "is_zero", scope: !1628)
!1638 = !DISubroutineType(types: !1639)
!1639 = !{!233, !1640, !298}
!1640 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::is_zero::{impl#22}::is_zero::{closure_env#0}", baseType: !1641, size: 64, align: 64, dwarfAddressSpace: 0)
!1641 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1637, file: !9, align: 8, elements: !102, identifier: "a895d7591d70df8c610c34d5d832f0f1")
!1642 = distinct !DILocation(line: 18, column: 17, scope: !1626, inlinedAt: !1634)
!1643 = !{!1644, !1646, !1648, !1650, !1652, !1654, !1656, !1658, !973}
!1644 = distinct !{!1644, !1645, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hcc2c6ddea8fbc893E: %_0"}
!1645 = distinct !{!1645, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hcc2c6ddea8fbc893E"}
!1646 = distinct !{!1646, !1647, !"_ZN4vecs9calc_rows28_$u7b$$u7b$closure$u7d$$u7d$17he0124d4ae5848fe1E: %_0"}
!1647 = distinct !{!1647, !"_ZN4vecs9calc_rows28_$u7b$$u7b$closure$u7d$$u7d$17he0124d4ae5848fe1E"}
!1648 = distinct !{!1648, !1649, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE: %_1"}
!1649 = distinct !{!1649, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8f4d72d6d64753baE"}
!1650 = distinct !{!1650, !1651, !"_ZN4core4iter6traits8iterator8Iterator4fold17had19560bc12ae9d2E: %f"}
!1651 = distinct !{!1651, !"_ZN4core4iter6traits8iterator8Iterator4fold17had19560bc12ae9d2E"}
!1652 = distinct !{!1652, !1653, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc90233f82998a138E: %g"}
!1653 = distinct !{!1653, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc90233f82998a138E"}
!1654 = distinct !{!1654, !1655, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hf90d0eea30cb781cE: %f"}
!1655 = distinct !{!1655, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hf90d0eea30cb781cE"}
!1656 = distinct !{!1656, !1657, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hdce458a9a6527e90E: %self"}
!1657 = distinct !{!1657, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hdce458a9a6527e90E"}
!1658 = distinct !{!1658, !1659, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h06a9608a343cfddbE: %self"}
!1659 = distinct !{!1659, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h06a9608a343cfddbE"}
!1660 = !DILocation(line: 23, column: 12, scope: !1571, inlinedAt: !1581)
!1661 = !DILocation(line: 0, scope: !1069, inlinedAt: !1662)
!1662 = distinct !DILocation(line: 177, column: 20, scope: !1614, inlinedAt: !1619)
!1663 = !DILocation(line: 432, column: 42, scope: !1069, inlinedAt: !1662)
!1664 = !DILocation(line: 0, scope: !1111, inlinedAt: !1665)
!1665 = distinct !DILocation(line: 433, column: 15, scope: !1069, inlinedAt: !1662)
!1666 = !DILocation(line: 448, column: 9, scope: !1111, inlinedAt: !1665)
!1667 = !DILocation(line: 0, scope: !1136, inlinedAt: !1665)
!1668 = !DILocation(line: 0, scope: !1267, inlinedAt: !1669)
!1669 = distinct !DILocation(line: 312, column: 9, scope: !1303, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 435, column: 14, scope: !1312, inlinedAt: !1671)
!1671 = distinct !DILocation(line: 466, column: 40, scope: !1136, inlinedAt: !1665)
!1672 = !DILocation(line: 0, scope: !1267, inlinedAt: !1673)
!1673 = distinct !DILocation(line: 312, column: 9, scope: !1321, inlinedAt: !1674)
!1674 = distinct !DILocation(line: 429, column: 14, scope: !1327, inlinedAt: !1675)
!1675 = distinct !DILocation(line: 464, column: 47, scope: !1136, inlinedAt: !1665)
!1676 = !DILocation(line: 0, scope: !1274, inlinedAt: !1669)
!1677 = !DILocation(line: 0, scope: !1274, inlinedAt: !1673)
!1678 = !DILocation(line: 0, scope: !1140, inlinedAt: !1665)
!1679 = !DILocation(line: 0, scope: !1327, inlinedAt: !1675)
!1680 = !DILocation(line: 0, scope: !1321, inlinedAt: !1674)
!1681 = !DILocation(line: 0, scope: !1341, inlinedAt: !1682)
!1682 = distinct !DILocation(line: 190, column: 73, scope: !1274, inlinedAt: !1673)
!1683 = !DILocation(line: 95, column: 9, scope: !1341, inlinedAt: !1682)
!1684 = !{!1685, !1644, !1646, !1648, !1650, !1652, !1654, !1656, !1658, !973}
!1685 = distinct !{!1685, !1686, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE: %_0"}
!1686 = distinct !{!1686, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE"}
!1687 = !DILocation(line: 468, column: 25, scope: !1140, inlinedAt: !1665)
!1688 = !DILocation(line: 468, column: 19, scope: !1140, inlinedAt: !1665)
!1689 = !DILocation(line: 0, scope: !1079, inlinedAt: !1662)
!1690 = !DILocation(line: 441, column: 25, scope: !1079, inlinedAt: !1662)
!1691 = !DILocation(line: 0, scope: !1569, inlinedAt: !1581)
!1692 = !DILocalVariable(name: "count", scope: !1693, file: !1694, line: 927, type: !108, align: 64)
!1693 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h790c107d8d9cfffaE", scope: !1695, file: !1694, line: 927, type: !1697, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !331, retainedNodes: !1699)
!1694 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!1695 = !DINamespace(name: "{impl#0}", scope: !1696)
!1696 = !DINamespace(name: "mut_ptr", scope: !11)
!1697 = !DISubroutineType(types: !1698)
!1698 = !{!663, !663, !108, !195}
!1699 = !{!1700, !1701, !1692}
!1700 = !DILocalVariable(name: "self", arg: 1, scope: !1693, file: !1694, line: 927, type: !663)
!1701 = !DILocalVariable(name: "count", arg: 2, scope: !1693, file: !1694, line: 927, type: !108)
!1702 = !DILocation(line: 0, scope: !1693, inlinedAt: !1703)
!1703 = distinct !DILocation(line: 3604, column: 27, scope: !1560, inlinedAt: !1568)
!1704 = !DILocation(line: 0, scope: !1693, inlinedAt: !1705)
!1705 = distinct !DILocation(line: 3595, column: 45, scope: !1547, inlinedAt: !1568)
!1706 = !DILocation(line: 0, scope: !1556, inlinedAt: !1568)
!1707 = !DILocation(line: 0, scope: !1558, inlinedAt: !1568)
!1708 = !DILocation(line: 0, scope: !1560, inlinedAt: !1568)
!1709 = !DILocalVariable(name: "dst", arg: 1, scope: !1710, file: !404, line: 1894, type: !663)
!1710 = distinct !DISubprogram(name: "write<f64>", linkageName: "_ZN4core3ptr5write17h7975129649be8df5E", scope: !11, file: !404, line: 1894, type: !1711, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !331, retainedNodes: !1713)
!1711 = !DISubroutineType(types: !1712)
!1712 = !{null, !663, !298, !195}
!1713 = !{!1709, !1714}
!1714 = !DILocalVariable(name: "src", arg: 2, scope: !1710, file: !404, line: 1894, type: !298)
!1715 = !DILocation(line: 0, scope: !1710, inlinedAt: !1716)
!1716 = distinct !DILocation(line: 3611, column: 17, scope: !1558, inlinedAt: !1568)
!1717 = !DILocation(line: 0, scope: !1710, inlinedAt: !1718)
!1718 = distinct !DILocation(line: 3603, column: 17, scope: !1560, inlinedAt: !1568)
!1719 = !DILocation(line: 1917, column: 41, scope: !1710, inlinedAt: !1718)
!1720 = !{!1721, !1644, !1646, !1648, !1650, !1652, !1654, !1656, !1658, !973}
!1721 = distinct !{!1721, !1722, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h4a61c974157ac19eE: %self"}
!1722 = distinct !{!1722, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h4a61c974157ac19eE"}
!1723 = !DILocation(line: 961, column: 18, scope: !1693, inlinedAt: !1703)
!1724 = !DILocation(line: 1917, column: 41, scope: !1710, inlinedAt: !1716)
!1725 = !DILocation(line: 29, column: 5, scope: !1571, inlinedAt: !1581)
!1726 = !DILocation(line: 0, scope: !1111, inlinedAt: !1727)
!1727 = distinct !DILocation(line: 589, column: 15, scope: !1593, inlinedAt: !1603)
!1728 = !DILocation(line: 448, column: 9, scope: !1111, inlinedAt: !1727)
!1729 = !DILocation(line: 0, scope: !1136, inlinedAt: !1727)
!1730 = !DILocation(line: 0, scope: !1267, inlinedAt: !1731)
!1731 = distinct !DILocation(line: 312, column: 9, scope: !1303, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 435, column: 14, scope: !1312, inlinedAt: !1733)
!1733 = distinct !DILocation(line: 466, column: 40, scope: !1136, inlinedAt: !1727)
!1734 = !DILocation(line: 0, scope: !1267, inlinedAt: !1735)
!1735 = distinct !DILocation(line: 312, column: 9, scope: !1321, inlinedAt: !1736)
!1736 = distinct !DILocation(line: 429, column: 14, scope: !1327, inlinedAt: !1737)
!1737 = distinct !DILocation(line: 464, column: 47, scope: !1136, inlinedAt: !1727)
!1738 = !DILocation(line: 0, scope: !1274, inlinedAt: !1731)
!1739 = !DILocation(line: 0, scope: !1274, inlinedAt: !1735)
!1740 = !DILocation(line: 0, scope: !1140, inlinedAt: !1727)
!1741 = !DILocation(line: 0, scope: !1312, inlinedAt: !1733)
!1742 = !DILocation(line: 0, scope: !1303, inlinedAt: !1732)
!1743 = !DILocalVariable(name: "layout", arg: 1, scope: !1744, file: !534, line: 172, type: !474)
!1744 = distinct !DISubprogram(name: "alloc_zeroed", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc12alloc_zeroed", scope: !326, file: !534, line: 172, type: !1342, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !102, retainedNodes: !1745)
!1745 = !{!1743}
!1746 = !DILocation(line: 0, scope: !1744, inlinedAt: !1747)
!1747 = distinct !DILocation(line: 190, column: 43, scope: !1274, inlinedAt: !1731)
!1748 = !DILocation(line: 178, column: 9, scope: !1744, inlinedAt: !1747)
!1749 = !{!1750, !1644, !1646, !1648, !1650, !1652, !1654, !1656, !1658, !973}
!1750 = distinct !{!1750, !1751, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE: %_0"}
!1751 = distinct !{!1751, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h522fd2691769c19bE"}
!1752 = !DILocation(line: 468, column: 25, scope: !1140, inlinedAt: !1727)
!1753 = !DILocation(line: 468, column: 19, scope: !1140, inlinedAt: !1727)
!1754 = !DILocation(line: 0, scope: !1601, inlinedAt: !1603)
!1755 = !DILocation(line: 591, column: 25, scope: !1601, inlinedAt: !1603)
!1756 = !DILocation(line: 0, scope: !1501, inlinedAt: !1511)
!1757 = !DILocation(line: 0, scope: !1492, inlinedAt: !1500)
!1758 = !DILocation(line: 842, column: 19, scope: !1501, inlinedAt: !1511)
!1759 = !DILocation(line: 961, column: 18, scope: !1760, inlinedAt: !1763)
!1760 = distinct !DISubprogram(name: "add<alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h6f78e2d4e7174eadE", scope: !1695, file: !1694, line: 927, type: !1761, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !363)
!1761 = !DISubroutineType(types: !1762)
!1762 = !{!445, !445, !108, !195}
!1763 = distinct !DILocation(line: 4002, column: 36, scope: !1492, inlinedAt: !1500)
!1764 = !DILocation(line: 1917, column: 41, scope: !1765, inlinedAt: !1768)
!1765 = distinct !DISubprogram(name: "write<alloc::vec::Vec<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr5write17h008384ed72c71bfeE", scope: !11, file: !404, line: 1894, type: !1766, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !363)
!1766 = !DISubroutineType(types: !1767)
!1767 = !{null, !445, !299, !195}
!1768 = distinct !DILocation(line: 4002, column: 21, scope: !1492, inlinedAt: !1500)
!1769 = !{!1770, !1772, !1648, !1650, !1652, !1654, !1656, !1658, !973}
!1770 = distinct !{!1770, !1771, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h566e6b764af5f1ccE: %_1"}
!1771 = distinct !{!1771, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h566e6b764af5f1ccE"}
!1772 = distinct !{!1772, !1773, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h238a04132fa47860E: %_1"}
!1773 = distinct !{!1773, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h238a04132fa47860E"}
!1774 = !DILocation(line: 61, column: 9, scope: !1026, inlinedAt: !1036)
!1775 = !DILocation(line: 19, column: 2, scope: !816)
