; ModuleID = 'hashmap.4e7e75ed8d105e24-cgu.0'
source_filename = "hashmap.4e7e75ed8d105e24-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"alloc::string::String" = type { %"alloc::vec::Vec<u8>" }
%"alloc::vec::Vec<u8>" = type { %"alloc::raw_vec::RawVec<u8>", i64 }
%"alloc::raw_vec::RawVec<u8>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<u8>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<u8>" = type {}

; hashmap::counter_add
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN7hashmap11counter_add17hd420e3bf71162d85E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(48) %words) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !86 {
start:
    #dbg_value(ptr %this, !185, !DIExpression(), !187)
    #dbg_declare(ptr %words, !186, !DIExpression(), !188)
    #dbg_value(ptr %words, !189, !DIExpression(), !243)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !245), !dbg !248
    #dbg_value(ptr %words, !249, !DIExpression(), !255)
    #dbg_value(ptr %words, !257, !DIExpression(), !265)
    #dbg_value(ptr %words, !267, !DIExpression(), !275)
    #dbg_value(ptr %words, !277, !DIExpression(), !286)
    #dbg_value(ptr %words, !288, !DIExpression(), !294)
    #dbg_value(ptr %words, !296, !DIExpression(), !302)
  %self1.i = load ptr, ptr %words, align 8, !dbg !304, !alias.scope !245, !noalias !305, !nonnull !95, !noundef !95
    #dbg_value(ptr %self1.i, !284, !DIExpression(), !307)
  %0 = getelementptr inbounds nuw i8, ptr %words, i64 8, !dbg !308
  %_16.i = load i64, ptr %0, align 8, !dbg !308, !alias.scope !245, !noalias !305, !noundef !95
    #dbg_value(ptr %self1.i, !309, !DIExpression(), !339)
    #dbg_value(ptr %self1.i, !341, !DIExpression(), !376)
    #dbg_value(ptr %self1.i, !341, !DIExpression(), !378)
    #dbg_value(ptr %self1.i, !315, !DIExpression(), !339)
    #dbg_value(i64 %_16.i, !316, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !339)
    #dbg_value(i64 %_16.i, !374, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !376)
    #dbg_value(i64 16, !375, !DIExpression(), !378)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_16.i), !333, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !380)
    #dbg_value(ptr %self1.i, !381, !DIExpression(), !414)
    #dbg_value(ptr %self1.i, !416, !DIExpression(), !424)
  %1 = load <16 x i8>, ptr %self1.i, align 16, !dbg !426, !noalias !427
    #dbg_value(<2 x i64> poison, !432, !DIExpression(), !438)
    #dbg_value(ptr poison, !446, !DIExpression(), !448)
    #dbg_value(<2 x i64> poison, !449, !DIExpression(), !469)
    #dbg_value(<16 x i8> poison, !455, !DIExpression(), !471)
    #dbg_value(!DIArgList(<16 x i8> %1, <16 x i8> splat (i8 7)), !467, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_stack_value), !472)
  %2 = icmp sgt <16 x i8> %1, splat (i8 -1), !dbg !473
    #dbg_value(<16 x i1> %2, !335, !DIExpression(), !474)
  %next_ctrl.i.i = getelementptr inbounds nuw i8, ptr %self1.i, i64 16, !dbg !475
  %3 = getelementptr inbounds nuw i8, ptr %words, i64 24, !dbg !476
  %_12.i = load i64, ptr %3, align 8, !dbg !476, !alias.scope !245, !noalias !305, !noundef !95
  %4 = bitcast <16 x i1> %2 to i16, !dbg !477
    #dbg_value(ptr %self1.i, !478, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !491)
    #dbg_value(ptr %self1.i, !493, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !501)
    #dbg_value(ptr %self1.i, !503, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !516)
    #dbg_value(ptr %self1.i, !518, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !533)
    #dbg_value(ptr %self1.i, !535, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !543)
    #dbg_value(ptr %next_ctrl.i.i, !478, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !491)
    #dbg_value(ptr %next_ctrl.i.i, !493, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !501)
    #dbg_value(ptr %next_ctrl.i.i, !503, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !516)
    #dbg_value(ptr %next_ctrl.i.i, !518, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !533)
    #dbg_value(ptr %next_ctrl.i.i, !535, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !543)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_16.i), !478, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !491)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_16.i), !493, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !501)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_16.i), !503, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !516)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_16.i), !518, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !533)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_16.i), !535, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !543)
    #dbg_value(i16 %4, !478, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !491)
    #dbg_value(i16 %4, !493, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !501)
    #dbg_value(i16 %4, !503, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !516)
    #dbg_value(i16 %4, !518, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !533)
    #dbg_value(i16 %4, !535, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !543)
    #dbg_value(i64 %_12.i, !478, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !491)
    #dbg_value(i64 %_12.i, !493, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !501)
    #dbg_value(i64 %_12.i, !503, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !516)
    #dbg_value(i64 %_12.i, !518, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !533)
    #dbg_value(i64 %_12.i, !535, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !543)
    #dbg_value(i64 0, !511, !DIExpression(), !516)
    #dbg_value(i64 0, !529, !DIExpression(), !533)
    #dbg_declare(ptr poison, !512, !DIExpression(), !545)
    #dbg_value(ptr poison, !530, !DIExpression(), !533)
    #dbg_value(ptr poison, !546, !DIExpression(), !560)
    #dbg_value(ptr poison, !546, !DIExpression(), !593)
    #dbg_value(ptr poison, !542, !DIExpression(), !543)
    #dbg_value(i64 0, !541, !DIExpression(), !543)
    #dbg_value(i64 0, !589, !DIExpression(), !595)
    #dbg_value(ptr %self1.i, !588, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !595)
    #dbg_value(ptr %self1.i, !574, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !596)
    #dbg_value(ptr %next_ctrl.i.i, !588, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !595)
    #dbg_value(ptr %next_ctrl.i.i, !574, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !596)
    #dbg_value(i64 poison, !588, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !595)
    #dbg_value(i64 poison, !574, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !596)
    #dbg_value(i16 %4, !588, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !595)
    #dbg_value(i16 %4, !574, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !596)
    #dbg_value(i64 %_12.i, !588, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !595)
    #dbg_value(ptr undef, !590, !DIExpression(), !595)
    #dbg_value(i64 %_12.i, !575, !DIExpression(), !596)
    #dbg_value(i64 0, !576, !DIExpression(), !596)
    #dbg_value(ptr undef, !577, !DIExpression(), !596)
    #dbg_value(i64 16, !557, !DIExpression(), !597)
    #dbg_value(i64 16, !598, !DIExpression(), !608)
    #dbg_value(i64 16, !611, !DIExpression(), !615)
  br label %bb1.outer.i.i.i, !dbg !617

bb1.outer.i.i.i:                                  ; preds = %bb11.i.i.i, %start
  %self428.i.i.i = phi i16 [ %_40.i.i.i, %bb11.i.i.i ], [ %4, %start ], !dbg !618
  %_22.lcssa38.i.i.i = phi ptr [ %_22.lcssa37.i.i.i, %bb11.i.i.i ], [ %next_ctrl.i.i, %start ]
  %.lcssa3235.i.i.i = phi ptr [ %.lcssa3234.i.i.i, %bb11.i.i.i ], [ %self1.i, %start ]
  %acc.sroa.0.0.ph.i.i.i = phi i64 [ %_5.0.i.i.i.i.i.i, %bb11.i.i.i ], [ 0, %start ]
  %n.sroa.0.0.ph.i.i.i = phi i64 [ %10, %bb11.i.i.i ], [ %_12.i, %start ]
    #dbg_value(i64 %n.sroa.0.0.ph.i.i.i, !575, !DIExpression(), !596)
    #dbg_value(i64 %acc.sroa.0.0.ph.i.i.i, !576, !DIExpression(), !596)
    #dbg_value(ptr undef, !640, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !664)
  %.not29.i.i.i = icmp eq i16 %self428.i.i.i, 0, !dbg !665
  br i1 %.not29.i.i.i, label %bb12.lr.ph.i.i.i, label %bb11.i.i.i, !dbg !684

bb12.lr.ph.i.i.i:                                 ; preds = %bb1.outer.i.i.i
  %5 = icmp eq i64 %n.sroa.0.0.ph.i.i.i, 0
  br i1 %5, label %"_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h92151fadd16f7e6fE.exit", label %bb12.i.i.i, !dbg !685

bb11.i.i.i:                                       ; preds = %bb12.i.i.i, %bb1.outer.i.i.i
  %_22.lcssa37.i.i.i = phi ptr [ %_22.lcssa38.i.i.i, %bb1.outer.i.i.i ], [ %_22.i.i.i, %bb12.i.i.i ]
  %.lcssa3234.i.i.i = phi ptr [ %.lcssa3235.i.i.i, %bb1.outer.i.i.i ], [ %14, %bb12.i.i.i ]
  %self4.lcssa.i.i.i = phi i16 [ %self428.i.i.i, %bb1.outer.i.i.i ], [ %self4.cast.i.i.i, %bb12.i.i.i ], !dbg !618
    #dbg_value(i16 %self4.lcssa.i.i.i, !673, !DIExpression(), !686)
    #dbg_value(i16 %self4.lcssa.i.i.i, !687, !DIExpression(), !695)
    #dbg_value(i16 %self4.lcssa.i.i.i, !697, !DIExpression(), !704)
    #dbg_value(i16 %self4.lcssa.i.i.i, !706, !DIExpression(), !713)
  %6 = add i16 %self4.lcssa.i.i.i, -1, !dbg !715
  %7 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %self4.lcssa.i.i.i, i1 true), !dbg !716
  %_31.i.i.i = zext nneg i16 %7 to i64, !dbg !717
    #dbg_value(i64 %_31.i.i.i, !641, !DIExpression(), !718)
    #dbg_value(i16 %self4.lcssa.i.i.i, !719, !DIExpression(), !725)
  %_40.i.i.i = and i16 %6, %self4.lcssa.i.i.i, !dbg !727
    #dbg_value(i16 %_40.i.i.i, !588, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !595)
    #dbg_value(i16 %_40.i.i.i, !574, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !596)
    #dbg_value(i64 %_31.i.i.i, !578, !DIExpression(), !728)
    #dbg_value(i64 %_31.i.i.i, !553, !DIExpression(), !729)
    #dbg_value(i64 %_31.i.i.i, !607, !DIExpression(), !730)
    #dbg_value(ptr undef, !546, !DIExpression(), !593)
    #dbg_value(ptr %.lcssa3234.i.i.i, !606, !DIExpression(), !730)
  %_54.i.i.i = sub nsw i64 0, %_31.i.i.i, !dbg !732
  %8 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %.lcssa3234.i.i.i, i64 %_54.i.i.i, !dbg !733
    #dbg_value(ptr %8, !580, !DIExpression(), !734)
  %9 = getelementptr i8, ptr %8, i64 -8, !dbg !735
  %.val.i.i.i = load i64, ptr %9, align 8, !dbg !735, !noalias !736, !noundef !95
    #dbg_value(ptr poison, !743, !DIExpression(DW_OP_deref, DW_OP_deref), !754)
    #dbg_value(i64 %acc.sroa.0.0.ph.i.i.i, !749, !DIExpression(), !754)
    #dbg_value(ptr poison, !750, !DIExpression(), !754)
    #dbg_value(ptr poison, !751, !DIExpression(DW_OP_constu, 32, DW_OP_minus, DW_OP_stack_value), !756)
    #dbg_value(ptr poison, !753, !DIExpression(), !756)
    #dbg_value(i64 %acc.sroa.0.0.ph.i.i.i, !757, !DIExpression(), !766)
    #dbg_value(ptr poison, !765, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !766)
    #dbg_value(ptr poison, !765, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !766)
    #dbg_value(ptr poison, !763, !DIExpression(), !768)
    #dbg_value(ptr poison, !769, !DIExpression(), !776)
    #dbg_value(i64 %acc.sroa.0.0.ph.i.i.i, !774, !DIExpression(), !776)
    #dbg_value(i64 %acc.sroa.0.0.ph.i.i.i, !778, !DIExpression(), !788)
    #dbg_value(i64 %acc.sroa.0.0.ph.i.i.i, !790, !DIExpression(), !798)
    #dbg_value(ptr poison, !775, !DIExpression(), !776)
    #dbg_value(ptr poison, !787, !DIExpression(), !788)
    #dbg_value(i64 %.val.i.i.i, !797, !DIExpression(), !798)
  %_5.0.i.i.i.i.i.i = add i64 %.val.i.i.i, %acc.sroa.0.0.ph.i.i.i, !dbg !800
    #dbg_value(i64 %_5.0.i.i.i.i.i.i, !576, !DIExpression(), !596)
  %10 = add i64 %n.sroa.0.0.ph.i.i.i, -1, !dbg !801
    #dbg_value(i64 %10, !575, !DIExpression(), !596)
  br label %bb1.outer.i.i.i, !dbg !802

bb12.i.i.i:                                       ; preds = %bb12.lr.ph.i.i.i, %bb12.i.i.i
  %_2231.i.i.i = phi ptr [ %_22.i.i.i, %bb12.i.i.i ], [ %_22.lcssa38.i.i.i, %bb12.lr.ph.i.i.i ]
  %11 = phi ptr [ %14, %bb12.i.i.i ], [ %.lcssa3235.i.i.i, %bb12.lr.ph.i.i.i ]
    #dbg_value(ptr %_2231.i.i.i, !803, !DIExpression(), !813)
    #dbg_value(ptr %_2231.i.i.i, !416, !DIExpression(), !815)
  %12 = load <16 x i8>, ptr %_2231.i.i.i, align 16, !dbg !817, !noalias !818
    #dbg_value(<2 x i64> poison, !821, !DIExpression(), !824)
    #dbg_value(ptr poison, !828, !DIExpression(), !830)
    #dbg_value(<2 x i64> poison, !449, !DIExpression(), !831)
    #dbg_value(<16 x i8> poison, !455, !DIExpression(), !833)
    #dbg_value(!DIArgList(<16 x i8> %12, <16 x i8> splat (i8 7)), !467, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_stack_value), !834)
  %13 = icmp sgt <16 x i8> %12, splat (i8 -1), !dbg !835
    #dbg_value(<16 x i1> %13, !588, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !595)
    #dbg_value(<16 x i1> %13, !574, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !596)
    #dbg_value(ptr undef, !546, !DIExpression(), !560)
    #dbg_value(ptr %11, !606, !DIExpression(), !608)
  %14 = getelementptr inbounds i8, ptr %11, i64 -512, !dbg !836
    #dbg_value(ptr %_2231.i.i.i, !614, !DIExpression(), !615)
  %_22.i.i.i = getelementptr inbounds nuw i8, ptr %_2231.i.i.i, i64 16, !dbg !837
    #dbg_value(i64 %n.sroa.0.0.ph.i.i.i, !575, !DIExpression(), !596)
    #dbg_value(i64 %acc.sroa.0.0.ph.i.i.i, !576, !DIExpression(), !596)
    #dbg_value(ptr undef, !640, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !664)
  %self4.cast.i.i.i = bitcast <16 x i1> %13 to i16, !dbg !618
    #dbg_value(i16 %self4.cast.i.i.i, !672, !DIExpression(), !838)
  %.not.i.i.i = icmp eq i16 %self4.cast.i.i.i, 0, !dbg !665
  br i1 %.not.i.i.i, label %bb12.i.i.i, label %bb11.i.i.i, !dbg !684

"_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h92151fadd16f7e6fE.exit": ; preds = %bb12.lr.ph.i.i.i
  %15 = load i64, ptr %this, align 8, !dbg !839, !noundef !95
  %16 = add i64 %15, %acc.sroa.0.0.ph.i.i.i, !dbg !839
  store i64 %16, ptr %this, align 8, !dbg !839
    #dbg_value(ptr %words, !840, !DIExpression(), !849)
    #dbg_value(ptr %words, !851, !DIExpression(), !859)
    #dbg_value(ptr %words, !861, !DIExpression(), !869)
    #dbg_value(ptr %words, !871, !DIExpression(), !878)
    #dbg_value(ptr %words, !880, !DIExpression(), !894)
    #dbg_value(ptr %words, !896, !DIExpression(), !914)
    #dbg_value(ptr %words, !916, !DIExpression(), !936)
    #dbg_value(ptr poison, !892, !DIExpression(), !894)
    #dbg_value(ptr poison, !900, !DIExpression(), !914)
    #dbg_value(i64 32, !893, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !894)
    #dbg_value(i64 32, !901, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !914)
    #dbg_value(i64 32, !926, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !936)
    #dbg_value(i64 16, !893, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !894)
    #dbg_value(i64 16, !901, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !914)
    #dbg_value(i64 16, !926, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !936)
  %17 = icmp eq i64 %_16.i, 0, !dbg !938
  br i1 %17, label %"_ZN4core3ptr92drop_in_place$LT$std..collections..hash..map..HashMap$LT$alloc..string..String$C$u64$GT$$GT$17hd23bd74504bcacc3E.exit", label %bb2.i.i.i.i.i, !dbg !938

bb2.i.i.i.i.i:                                    ; preds = %"_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h92151fadd16f7e6fE.exit"
    #dbg_value(ptr poison, !939, !DIExpression(), !948)
    #dbg_value(ptr poison, !939, !DIExpression(), !994)
    #dbg_value(ptr poison, !969, !DIExpression(), !996)
    #dbg_value(ptr poison, !978, !DIExpression(), !997)
    #dbg_value(ptr %words, !989, !DIExpression(), !998)
    #dbg_value(i64 0, !999, !DIExpression(), !1003)
    #dbg_value(i64 1, !999, !DIExpression(), !1021)
  %18 = icmp eq i64 %_12.i, 0, !dbg !1037
  br i1 %18, label %_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E.exit.i.i.i.i.i, label %bb14.i.i.i.i.i.i, !dbg !1037

bb14.i.i.i.i.i.i:                                 ; preds = %bb2.i.i.i.i.i, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i"
  %iter.sroa.0.016.i.i.i.i.i.i = phi ptr [ %iter.sroa.0.1.i.i.i.i.i.i, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i" ], [ %self1.i, %bb2.i.i.i.i.i ]
  %iter.sroa.6.015.i.i.i.i.i.i = phi ptr [ %iter.sroa.6.1.i.i.i.i.i.i, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i" ], [ %next_ctrl.i.i, %bb2.i.i.i.i.i ]
  %iter.sroa.1011.014.i.i.i.i.i.i = phi i64 [ %26, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i" ], [ %_12.i, %bb2.i.i.i.i.i ]
  %iter.sroa.810.013.i.i.i.i.i.i = phi i16 [ %_34.i.i.i.i.i.i.i, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i" ], [ %4, %bb2.i.i.i.i.i ]
    #dbg_value(ptr %iter.sroa.0.016.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1038)
    #dbg_value(ptr %iter.sroa.6.015.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1038)
    #dbg_value(i64 %iter.sroa.1011.014.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1038)
    #dbg_value(i16 %iter.sroa.810.013.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !1038)
    #dbg_value(ptr undef, !969, !DIExpression(), !996)
    #dbg_value(i64 16, !945, !DIExpression(), !1039)
    #dbg_value(i64 16, !1040, !DIExpression(), !1045)
    #dbg_value(i64 16, !1048, !DIExpression(), !1052)
    #dbg_value(ptr undef, !1054, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1063)
  %.not26.i.i.i.i.i.i.i = icmp eq i16 %iter.sroa.810.013.i.i.i.i.i.i, 0, !dbg !1065
  br i1 %.not26.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i, label %"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E.exit.i.i.i.i.i.i", !dbg !1072

bb9.i.i.i.i.i.i.i:                                ; preds = %bb14.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i
  %_1728.i.i.i.i.i.i.i = phi ptr [ %_17.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ], [ %iter.sroa.6.015.i.i.i.i.i.i, %bb14.i.i.i.i.i.i ], !dbg !1073
  %19 = phi ptr [ %22, %bb9.i.i.i.i.i.i.i ], [ %iter.sroa.0.016.i.i.i.i.i.i, %bb14.i.i.i.i.i.i ]
    #dbg_value(ptr %_1728.i.i.i.i.i.i.i, !1074, !DIExpression(), !1084)
    #dbg_value(ptr %_1728.i.i.i.i.i.i.i, !416, !DIExpression(), !1086)
  %20 = load <16 x i8>, ptr %_1728.i.i.i.i.i.i.i, align 16, !dbg !1088, !noalias !1089
    #dbg_value(<2 x i64> poison, !1106, !DIExpression(), !1109)
    #dbg_value(ptr poison, !1113, !DIExpression(), !1115)
    #dbg_value(<2 x i64> poison, !449, !DIExpression(), !1116)
    #dbg_value(<16 x i8> poison, !455, !DIExpression(), !1118)
    #dbg_value(!DIArgList(<16 x i8> %20, <16 x i8> splat (i8 7)), !467, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shra, DW_OP_stack_value), !1119)
  %21 = icmp sgt <16 x i8> %20, splat (i8 -1), !dbg !1120
    #dbg_value(ptr undef, !939, !DIExpression(), !948)
    #dbg_value(ptr %19, !1043, !DIExpression(), !1045)
  %22 = getelementptr inbounds i8, ptr %19, i64 -512, !dbg !1121
    #dbg_value(ptr %_1728.i.i.i.i.i.i.i, !1051, !DIExpression(), !1052)
  %_17.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_1728.i.i.i.i.i.i.i, i64 16, !dbg !1122
    #dbg_value(ptr undef, !1054, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1063)
  %self4.cast.i.i.i.i.i.i.i = bitcast <16 x i1> %21 to i16, !dbg !1123
    #dbg_value(i16 %self4.cast.i.i.i.i.i.i.i, !1069, !DIExpression(), !1124)
  %.not.i.i.i.i.i.i.i = icmp eq i16 %self4.cast.i.i.i.i.i.i.i, 0, !dbg !1065
  br i1 %.not.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i, label %"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E.exit.i.i.i.i.i.i", !dbg !1072

"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E.exit.i.i.i.i.i.i": ; preds = %bb9.i.i.i.i.i.i.i, %bb14.i.i.i.i.i.i
  %iter.sroa.6.1.i.i.i.i.i.i = phi ptr [ %iter.sroa.6.015.i.i.i.i.i.i, %bb14.i.i.i.i.i.i ], [ %_17.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ], !dbg !1125
  %iter.sroa.0.1.i.i.i.i.i.i = phi ptr [ %iter.sroa.0.016.i.i.i.i.i.i, %bb14.i.i.i.i.i.i ], [ %22, %bb9.i.i.i.i.i.i.i ], !dbg !1125
  %self4.lcssa.i.i.i.i.i.i.i = phi i16 [ %iter.sroa.810.013.i.i.i.i.i.i, %bb14.i.i.i.i.i.i ], [ %self4.cast.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ], !dbg !1123
    #dbg_value(ptr %iter.sroa.0.1.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1038)
    #dbg_value(ptr %iter.sroa.6.1.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1038)
    #dbg_value(i16 %self4.lcssa.i.i.i.i.i.i.i, !1070, !DIExpression(), !1126)
    #dbg_value(i16 %self4.lcssa.i.i.i.i.i.i.i, !1127, !DIExpression(), !1132)
    #dbg_value(i16 %self4.lcssa.i.i.i.i.i.i.i, !1134, !DIExpression(), !1137)
    #dbg_value(i16 %self4.lcssa.i.i.i.i.i.i.i, !1139, !DIExpression(), !1143)
  %23 = add i16 %self4.lcssa.i.i.i.i.i.i.i, -1, !dbg !1145
  %24 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %self4.lcssa.i.i.i.i.i.i.i, i1 true), !dbg !1146
  %_25.i.i.i.i.i.i.i = zext nneg i16 %24 to i64, !dbg !1147
    #dbg_value(i64 %_25.i.i.i.i.i.i.i, !1057, !DIExpression(), !1148)
    #dbg_value(i16 %self4.lcssa.i.i.i.i.i.i.i, !1149, !DIExpression(), !1152)
  %_34.i.i.i.i.i.i.i = and i16 %23, %self4.lcssa.i.i.i.i.i.i.i, !dbg !1154
    #dbg_value(i16 %_34.i.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !1038)
    #dbg_value(i64 %_25.i.i.i.i.i.i.i, !970, !DIExpression(), !1155)
    #dbg_value(i64 %_25.i.i.i.i.i.i.i, !942, !DIExpression(), !1156)
    #dbg_value(i64 %_25.i.i.i.i.i.i.i, !1044, !DIExpression(), !1157)
    #dbg_value(ptr undef, !939, !DIExpression(), !994)
    #dbg_value(ptr %iter.sroa.0.1.i.i.i.i.i.i, !1043, !DIExpression(), !1157)
  %_48.i.i.i.i.i.i.i = sub nsw i64 0, %_25.i.i.i.i.i.i.i, !dbg !1159
  %25 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %iter.sroa.0.1.i.i.i.i.i.i, i64 %_48.i.i.i.i.i.i.i, !dbg !1160
    #dbg_value(ptr %25, !979, !DIExpression(), !1161)
  %26 = add i64 %iter.sroa.1011.014.i.i.i.i.i.i, -1, !dbg !1162
    #dbg_value(i64 %26, !990, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1038)
    #dbg_value(ptr %25, !991, !DIExpression(), !1163)
    #dbg_value(ptr poison, !1035, !DIExpression(), !1164)
    #dbg_value(ptr poison, !1028, !DIExpression(), !1165)
    #dbg_value(ptr %25, !1002, !DIExpression(), !1021)
  %27 = getelementptr inbounds i8, ptr %25, i64 -32, !dbg !1166
    #dbg_value(ptr %27, !1167, !DIExpression(), !1172)
  %.val.i.i.i.i.i.i = load i64, ptr %27, align 8, !dbg !1174, !range !1175, !noalias !1176, !noundef !95
    #dbg_value(ptr poison, !1177, !DIExpression(), !1180)
    #dbg_value(ptr poison, !1182, !DIExpression(), !1190)
    #dbg_value(ptr poison, !1192, !DIExpression(), !1200)
    #dbg_value(ptr poison, !1202, !DIExpression(), !1210)
    #dbg_value(ptr poison, !1212, !DIExpression(), !1220)
    #dbg_value(ptr poison, !1222, !DIExpression(), !1233)
    #dbg_value(i64 1, !1229, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1233)
    #dbg_value(i64 1, !1229, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1233)
    #dbg_value(ptr poison, !1235, !DIExpression(), !1260)
    #dbg_value(i64 1, !1255, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1260)
    #dbg_value(i64 1, !1255, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1260)
  %28 = icmp eq i64 %.val.i.i.i.i.i.i, 0, !dbg !1262
  br i1 %28, label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i.i.i.i, !dbg !1262

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i.i.i.i: ; preds = %"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E.exit.i.i.i.i.i.i"
  %29 = getelementptr i8, ptr %25, i64 -24, !dbg !1174
  %.val9.i.i.i.i.i.i = load ptr, ptr %29, align 8, !dbg !1174, !noalias !1176, !nonnull !95, !noundef !95
    #dbg_value(ptr %.val9.i.i.i.i.i.i, !1230, !DIExpression(), !1263)
    #dbg_value(i64 1, !1232, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1263)
    #dbg_value(i64 %.val.i.i.i.i.i.i, !1232, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1263)
    #dbg_value(ptr poison, !1264, !DIExpression(), !1273)
    #dbg_value(ptr poison, !1275, !DIExpression(), !1281)
    #dbg_value(ptr %.val9.i.i.i.i.i.i, !1271, !DIExpression(), !1273)
    #dbg_value(ptr %.val9.i.i.i.i.i.i, !1279, !DIExpression(), !1281)
    #dbg_value(ptr %.val9.i.i.i.i.i.i, !1283, !DIExpression(), !1290)
    #dbg_value(i64 1, !1272, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1273)
    #dbg_value(i64 1, !1280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1281)
    #dbg_value(i64 1, !1289, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1290)
    #dbg_value(i64 1, !1292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1299)
    #dbg_value(i64 %.val.i.i.i.i.i.i, !1272, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1273)
    #dbg_value(i64 %.val.i.i.i.i.i.i, !1280, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1281)
    #dbg_value(i64 %.val.i.i.i.i.i.i, !1289, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1290)
    #dbg_value(i64 %.val.i.i.i.i.i.i, !1292, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1299)
    #dbg_value(ptr %.val9.i.i.i.i.i.i, !1298, !DIExpression(), !1299)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %.val9.i.i.i.i.i.i, i64 noundef %.val.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #5, !dbg !1301, !noalias !1176
  br label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i", !dbg !1302

"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i.i.i.i, %"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E.exit.i.i.i.i.i.i"
    #dbg_value(ptr %iter.sroa.0.1.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1038)
    #dbg_value(ptr %iter.sroa.6.1.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1038)
    #dbg_value(i64 %26, !990, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1038)
    #dbg_value(i16 %_34.i.i.i.i.i.i.i, !990, !DIExpression(DW_OP_LLVM_fragment, 192, 16), !1038)
    #dbg_value(ptr undef, !978, !DIExpression(), !997)
  %30 = icmp eq i64 %26, 0, !dbg !1303
  br i1 %30, label %_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E.exit.i.i.i.i.i, label %bb14.i.i.i.i.i.i, !dbg !1303

_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E.exit.i.i.i.i.i: ; preds = %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE.exit.i.i.i.i.i.i", %bb2.i.i.i.i.i
    #dbg_value(i64 32, !1304, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1343)
    #dbg_value(i64 16, !1304, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1343)
    #dbg_value(i64 %_16.i, !1323, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1343)
    #dbg_value(i64 %_16.i, !1345, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1357)
    #dbg_value(i64 %_16.i, !1359, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1369)
    #dbg_value(i64 32, !1324, !DIExpression(), !1371)
    #dbg_value(i64 32, !1352, !DIExpression(), !1357)
    #dbg_value(i64 32, !1368, !DIExpression(), !1369)
    #dbg_value(i64 16, !1326, !DIExpression(), !1371)
    #dbg_value(i1 true, !1372, !DIExpression(DW_OP_not, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1379)
    #dbg_value(i64 %_16.i, !1381, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 5, DW_OP_shl, DW_OP_stack_value), !1385)
    #dbg_value(i64 15, !1384, !DIExpression(), !1385)
    #dbg_value(i1 false, !1372, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1387)
  %_9.i.i.i.i.i = shl i64 %_16.i, 5, !dbg !1389
  %_28.0.i.i.i.i.i.i = add i64 %_9.i.i.i.i.i, 32, !dbg !1389
    #dbg_value(i64 %_28.0.i.i.i.i.i.i, !1381, !DIExpression(), !1385)
    #dbg_value(i64 %_28.0.i.i.i.i.i.i, !1327, !DIExpression(), !1390)
    #dbg_value(i64 %_28.0.i.i.i.i.i.i, !1381, !DIExpression(), !1391)
  %rhs10.i.i.i.i.i.i = add i64 %_16.i, 17, !dbg !1393
    #dbg_value(i64 %rhs10.i.i.i.i.i.i, !1384, !DIExpression(), !1391)
  %_42.0.i.i.i.i.i.i = add i64 %rhs10.i.i.i.i.i.i, %_28.0.i.i.i.i.i.i, !dbg !1394
  %_42.1.i.i.i.i.i.i = icmp uge i64 %_42.0.i.i.i.i.i.i, %_28.0.i.i.i.i.i.i, !dbg !1394
    #dbg_value(i1 %_42.1.i.i.i.i.i.i, !1372, !DIExpression(DW_OP_not, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1395)
  %_22.i.i.i.i.i.i = icmp ult i64 %_42.0.i.i.i.i.i.i, 9223372036854775793
  tail call void @llvm.assume(i1 %_42.1.i.i.i.i.i.i), !dbg !1398
  tail call void @llvm.assume(i1 %_22.i.i.i.i.i.i), !dbg !1398
    #dbg_value(i64 16, !904, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1399)
    #dbg_value(i64 16, !927, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1400)
    #dbg_value(i64 %_42.0.i.i.i.i.i.i, !904, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1399)
    #dbg_value(i64 %_42.0.i.i.i.i.i.i, !927, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1400)
    #dbg_value(i64 %_28.0.i.i.i.i.i.i, !929, !DIExpression(), !1400)
    #dbg_value(i64 %_28.0.i.i.i.i.i.i, !1401, !DIExpression(), !1407)
    #dbg_value(ptr poison, !1406, !DIExpression(), !1407)
    #dbg_value(!DIArgList(ptr poison, i64 poison, i64 poison), !902, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1399)
    #dbg_value(ptr poison, !1264, !DIExpression(), !1409)
    #dbg_value(ptr poison, !1275, !DIExpression(), !1411)
    #dbg_value(!DIArgList(ptr poison, i64 poison, i64 poison), !1271, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1409)
    #dbg_value(!DIArgList(ptr poison, i64 poison, i64 poison), !1279, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1411)
    #dbg_value(!DIArgList(ptr poison, i64 poison, i64 poison), !1283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1413)
    #dbg_value(i64 16, !1272, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1409)
    #dbg_value(i64 16, !1280, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1411)
    #dbg_value(i64 16, !1289, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1413)
    #dbg_value(i64 16, !1292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1415)
    #dbg_value(i64 %_42.0.i.i.i.i.i.i, !1272, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1409)
    #dbg_value(i64 %_42.0.i.i.i.i.i.i, !1280, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1411)
    #dbg_value(i64 %_42.0.i.i.i.i.i.i, !1289, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1413)
    #dbg_value(i64 %_42.0.i.i.i.i.i.i, !1292, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1415)
  %31 = icmp eq i64 %_42.0.i.i.i.i.i.i, 0, !dbg !1417
  br i1 %31, label %"_ZN4core3ptr92drop_in_place$LT$std..collections..hash..map..HashMap$LT$alloc..string..String$C$u64$GT$$GT$17hd23bd74504bcacc3E.exit", label %bb1.i7.i.i.i.i.i, !dbg !1417

bb1.i7.i.i.i.i.i:                                 ; preds = %_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E.exit.i.i.i.i.i
    #dbg_value(!DIArgList(ptr %self1.i, i64 0, i64 %_28.0.i.i.i.i.i.i), !902, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1399)
    #dbg_value(!DIArgList(ptr %self1.i, i64 0, i64 %_28.0.i.i.i.i.i.i), !1271, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1409)
    #dbg_value(!DIArgList(ptr %self1.i, i64 0, i64 %_28.0.i.i.i.i.i.i), !1279, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1411)
    #dbg_value(!DIArgList(ptr %self1.i, i64 0, i64 %_28.0.i.i.i.i.i.i), !1283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_plus, DW_OP_stack_value), !1413)
    #dbg_value(ptr %self1.i, !1406, !DIExpression(), !1407)
  %_17.i.i.i.i.i = sub nuw nsw i64 -32, %_9.i.i.i.i.i, !dbg !1418
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_17.i.i.i.i.i), !1283, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1413)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_17.i.i.i.i.i), !1279, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1411)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_17.i.i.i.i.i), !1271, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1409)
    #dbg_value(!DIArgList(ptr %self1.i, i64 %_17.i.i.i.i.i), !902, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1399)
  %ptr.i.i.i.i.i = getelementptr inbounds i8, ptr %self1.i, i64 %_17.i.i.i.i.i, !dbg !1419
    #dbg_value(ptr %ptr.i.i.i.i.i, !902, !DIExpression(), !1399)
    #dbg_value(ptr %ptr.i.i.i.i.i, !1271, !DIExpression(), !1409)
    #dbg_value(ptr %ptr.i.i.i.i.i, !1279, !DIExpression(), !1411)
    #dbg_value(ptr %ptr.i.i.i.i.i, !1283, !DIExpression(), !1413)
    #dbg_value(ptr %ptr.i.i.i.i.i, !1298, !DIExpression(), !1415)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %ptr.i.i.i.i.i, i64 noundef %_42.0.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 16) #5, !dbg !1420, !noalias !1421
  br label %"_ZN4core3ptr92drop_in_place$LT$std..collections..hash..map..HashMap$LT$alloc..string..String$C$u64$GT$$GT$17hd23bd74504bcacc3E.exit", !dbg !1422

"_ZN4core3ptr92drop_in_place$LT$std..collections..hash..map..HashMap$LT$alloc..string..String$C$u64$GT$$GT$17hd23bd74504bcacc3E.exit": ; preds = %"_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h92151fadd16f7e6fE.exit", %_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E.exit.i.i.i.i.i, %bb1.i7.i.i.i.i.i
  ret i64 %16, !dbg !1423
}

; hashmap::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN7hashmap6client17h8b58370e247d184bE(i64 noundef %r, ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(48) %words) unnamed_addr #0 !dbg !1424 {
start:
    #dbg_value(i64 %r, !1428, !DIExpression(), !1436)
    #dbg_declare(ptr %words, !1429, !DIExpression(), !1437)
  %_4 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7hashmap11counter_add17hd420e3bf71162d85E) #5, !dbg !1438
  %0 = icmp ne ptr %_4, null, !dbg !1439
  tail call void @llvm.assume(i1 %0), !dbg !1439
    #dbg_value(ptr %_4, !1430, !DIExpression(), !1440)
  %_0 = tail call noundef i64 %_4(ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(48) %words) #5, !dbg !1441
  ret i64 %_0, !dbg !1442
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "hashmap.rs/@/hashmap.4e7e75ed8d105e24-cgu.0", directory: "/work/wt-rust/tests/lit/rust/Inputs")
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
!79 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AssertKind", scope: !80, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagEnumClass, elements: !82)
!80 = !DINamespace(name: "panicking", scope: !12)
!81 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!82 = !{!83, !84, !85}
!83 = !DIEnumerator(name: "Eq", value: 0, isUnsigned: true)
!84 = !DIEnumerator(name: "Ne", value: 1, isUnsigned: true)
!85 = !DIEnumerator(name: "Match", value: 2, isUnsigned: true)
!86 = distinct !DISubprogram(name: "counter_add", linkageName: "_ZN7hashmap11counter_add17hd420e3bf71162d85E", scope: !88, file: !87, line: 10, type: !89, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !184)
!87 = !DIFile(filename: "hashmap.rs", directory: "/work/wt-rust/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "6c56a6ca3dc7f765ad2f8ada2a4f2727")
!88 = !DINamespace(name: "hashmap", scope: null)
!89 = !DISubroutineType(types: !90)
!90 = !{!13, !91, !96}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut hashmap::Counter", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "Counter", scope: !88, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !93, templateParams: !95, identifier: "e8c3d2a42ada38811879c96b3e252db6")
!93 = !{!94}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !92, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!95 = !{}
!96 = !DICompositeType(tag: DW_TAG_structure_type, name: "HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", scope: !97, file: !9, size: 384, align: 64, flags: DIFlagPublic, elements: !101, templateParams: !180, identifier: "615eab434e41341e2767732689bfe18")
!97 = !DINamespace(name: "map", scope: !98)
!98 = !DINamespace(name: "hash", scope: !99)
!99 = !DINamespace(name: "collections", scope: !100)
!100 = !DINamespace(name: "std", scope: null)
!101 = !{!102}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !96, file: !9, baseType: !103, size: 384, align: 64, flags: DIFlagPrivate)
!103 = !DICompositeType(tag: DW_TAG_structure_type, name: "HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", scope: !104, file: !9, size: 384, align: 64, flags: DIFlagPublic, elements: !106, templateParams: !180, identifier: "99a30f453c0938e6e83d5e2ee58b4584")
!104 = !DINamespace(name: "map", scope: !105)
!105 = !DINamespace(name: "hashbrown", scope: null)
!106 = !{!107, !114}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "hash_builder", scope: !103, file: !9, baseType: !108, size: 128, align: 64, offset: 256, flags: DIFlagProtected)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "RandomState", scope: !109, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !111, templateParams: !95, identifier: "484a4811e5b63b02f30ca8b6c4f3fad0")
!109 = !DINamespace(name: "random", scope: !110)
!110 = !DINamespace(name: "hash", scope: !100)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "k0", scope: !108, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "k1", scope: !108, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "table", scope: !103, file: !9, baseType: !115, size: 256, align: 64, flags: DIFlagProtected)
!115 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawTable<(alloc::string::String, u64), alloc::alloc::Global>", scope: !116, file: !9, size: 256, align: 64, flags: DIFlagPublic, elements: !117, templateParams: !179, identifier: "905f1d6e9aa98c9d59f4ec6dcbc5bafd")
!116 = !DINamespace(name: "raw", scope: !105)
!117 = !{!118, !133, !137}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "table", scope: !115, file: !9, baseType: !119, size: 256, align: 64, flags: DIFlagPrivate)
!119 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawTableInner", scope: !116, file: !9, size: 256, align: 64, flags: DIFlagPrivate, elements: !120, templateParams: !95, identifier: "cd00ea0803d318e8c5b0755cdff9d67c")
!120 = !{!121, !123, !131, !132}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "bucket_mask", scope: !119, file: !9, baseType: !122, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!122 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "ctrl", scope: !119, file: !9, baseType: !124, size: 64, align: 64, flags: DIFlagPrivate)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !125, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !126, templateParams: !129, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!125 = !DINamespace(name: "non_null", scope: !11)
!126 = !{!127}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !124, file: !9, baseType: !128, size: 64, align: 64, flags: DIFlagPrivate)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!129 = !{!130}
!130 = !DITemplateTypeParameter(name: "T", type: !81)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "growth_left", scope: !119, file: !9, baseType: !122, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !119, file: !9, baseType: !122, size: 64, align: 64, offset: 192, flags: DIFlagPrivate)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !115, file: !9, baseType: !134, align: 8, offset: 256, flags: DIFlagPrivate)
!134 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !135, file: !9, align: 8, flags: DIFlagPublic, elements: !95, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!135 = !DINamespace(name: "alloc", scope: !136)
!136 = !DINamespace(name: "alloc", scope: null)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "marker", scope: !115, file: !9, baseType: !138, align: 8, offset: 256, flags: DIFlagPrivate)
!138 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(alloc::string::String, u64)>", scope: !139, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !140, identifier: "da2d9ee57ce036f8e273556351575c7d")
!139 = !DINamespace(name: "marker", scope: !12)
!140 = !{!141}
!141 = !DITemplateTypeParameter(name: "T", type: !142)
!142 = !DICompositeType(tag: DW_TAG_structure_type, name: "(alloc::string::String, u64)", file: !9, size: 256, align: 64, elements: !143, templateParams: !95, identifier: "f27aa1139c78fcc684923c72470ef0dc")
!143 = !{!144, !178}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !142, file: !9, baseType: !145, size: 192, align: 64)
!145 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !146, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !147, templateParams: !95, identifier: "bc53cb80a87db744310a1cd4bda01882")
!146 = !DINamespace(name: "string", scope: !136)
!147 = !{!148}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !145, file: !9, baseType: !149, size: 192, align: 64, flags: DIFlagPrivate)
!149 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !150, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !151, templateParams: !176, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!150 = !DINamespace(name: "vec", scope: !136)
!151 = !{!152, !177}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !149, file: !9, baseType: !153, size: 128, align: 64, flags: DIFlagPrivate)
!153 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !154, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !155, templateParams: !176, identifier: "1786a941d613205182510ae0fe838410")
!154 = !DINamespace(name: "raw_vec", scope: !136)
!155 = !{!156, !175}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !153, file: !9, baseType: !157, size: 128, align: 64, flags: DIFlagPrivate)
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !154, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !158, templateParams: !173, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!158 = !{!159, !166, !172}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !157, file: !9, baseType: !160, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !161, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !162, templateParams: !129, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!161 = !DINamespace(name: "unique", scope: !11)
!162 = !{!163, !164}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !160, file: !9, baseType: !124, size: 64, align: 64, flags: DIFlagPrivate)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !160, file: !9, baseType: !165, align: 8, offset: 64, flags: DIFlagPrivate)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !139, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !129, identifier: "15bae875c56c7c0f828edf19d836075e")
!166 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !157, file: !9, baseType: !167, size: 64, align: 64, flags: DIFlagPrivate)
!167 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !168, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !170, templateParams: !95, identifier: "cad7375c0c871c072d809328de25b44")
!168 = !DINamespace(name: "niche_types", scope: !169)
!169 = !DINamespace(name: "num", scope: !12)
!170 = !{!171}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !167, file: !9, baseType: !122, size: 64, align: 64, flags: DIFlagPrivate)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !157, file: !9, baseType: !134, align: 8, offset: 128, flags: DIFlagPrivate)
!173 = !{!174}
!174 = !DITemplateTypeParameter(name: "A", type: !134)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !153, file: !9, baseType: !165, align: 8, offset: 128, flags: DIFlagPrivate)
!176 = !{!130, !174}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !149, file: !9, baseType: !122, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !142, file: !9, baseType: !13, size: 64, align: 64, offset: 192)
!179 = !{!141, !174}
!180 = !{!181, !182, !183, !174}
!181 = !DITemplateTypeParameter(name: "K", type: !145)
!182 = !DITemplateTypeParameter(name: "V", type: !13)
!183 = !DITemplateTypeParameter(name: "S", type: !108)
!184 = !{!185, !186}
!185 = !DILocalVariable(name: "this", arg: 1, scope: !86, file: !87, line: 10, type: !91)
!186 = !DILocalVariable(name: "words", arg: 2, scope: !86, file: !87, line: 10, type: !96)
!187 = !DILocation(line: 0, scope: !86)
!188 = !DILocation(line: 10, column: 40, scope: !86)
!189 = !DILocalVariable(name: "self", arg: 1, scope: !190, file: !191, line: 543, type: !240)
!190 = distinct !DISubprogram(name: "values<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", linkageName: "_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$6values17h50951a41117e8adeE", scope: !96, file: !191, line: 543, type: !192, scopeLine: 543, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !180, declaration: !241, retainedNodes: !242)
!191 = !DIFile(filename: "library/std/src/collections/hash/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "183e17770c36b0d27ada1da00c147971")
!192 = !DISubroutineType(types: !193)
!193 = !{!194, !240}
!194 = !DICompositeType(tag: DW_TAG_structure_type, name: "Values<alloc::string::String, u64>", scope: !97, file: !9, size: 320, align: 64, flags: DIFlagPublic, elements: !195, templateParams: !239, identifier: "4cafa3dcf765fc141b5167dae2052fa6")
!195 = !{!196}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !194, file: !9, baseType: !197, size: 320, align: 64, flags: DIFlagPrivate)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<alloc::string::String, u64>", scope: !97, file: !9, size: 320, align: 64, flags: DIFlagPublic, elements: !198, templateParams: !239, identifier: "ffc618c815334347592ecdcd2f56f815")
!198 = !{!199}
!199 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !197, file: !9, baseType: !200, size: 320, align: 64, flags: DIFlagPrivate)
!200 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<alloc::string::String, u64>", scope: !104, file: !9, size: 320, align: 64, flags: DIFlagPublic, elements: !201, templateParams: !239, identifier: "563b1110866eff1c12bf59bec0837bd0")
!201 = !{!202, !229}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !200, file: !9, baseType: !203, size: 320, align: 64, flags: DIFlagPrivate)
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawIter<(alloc::string::String, u64)>", scope: !116, file: !9, size: 320, align: 64, flags: DIFlagPublic, elements: !204, templateParams: !140, identifier: "11577e1c5ce97495753a59d126101791")
!204 = !{!205, !228}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !203, file: !9, baseType: !206, size: 256, align: 64, flags: DIFlagProtected)
!206 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawIterRange<(alloc::string::String, u64)>", scope: !116, file: !9, size: 256, align: 64, flags: DIFlagProtected, elements: !207, templateParams: !140, identifier: "262804a43e9dbe1f527487f0df10ad9d")
!207 = !{!208, !218, !226, !227}
!208 = !DIDerivedType(tag: DW_TAG_member, name: "current_group", scope: !206, file: !9, baseType: !209, size: 16, align: 16, offset: 192, flags: DIFlagPrivate)
!209 = !DICompositeType(tag: DW_TAG_structure_type, name: "BitMaskIter", scope: !210, file: !9, size: 16, align: 16, flags: DIFlagProtected, elements: !212, templateParams: !95, identifier: "9c4d6a056f2b4392a096d570fb495cd9")
!210 = !DINamespace(name: "bitmask", scope: !211)
!211 = !DINamespace(name: "control", scope: !105)
!212 = !{!213}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !209, file: !9, baseType: !214, size: 16, align: 16, flags: DIFlagProtected)
!214 = !DICompositeType(tag: DW_TAG_structure_type, name: "BitMask", scope: !210, file: !9, size: 16, align: 16, flags: DIFlagProtected, elements: !215, templateParams: !95, identifier: "a1921748413633f49a65221e75ac3565")
!215 = !{!216}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !214, file: !9, baseType: !217, size: 16, align: 16, flags: DIFlagProtected)
!217 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !206, file: !9, baseType: !219, size: 64, align: 64, flags: DIFlagPrivate)
!219 = !DICompositeType(tag: DW_TAG_structure_type, name: "Bucket<(alloc::string::String, u64)>", scope: !116, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !220, templateParams: !140, identifier: "7b1abfa9ff6876b432b9b57b74924b19")
!220 = !{!221}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !219, file: !9, baseType: !222, size: 64, align: 64, flags: DIFlagPrivate)
!222 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(alloc::string::String, u64)>", scope: !125, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !223, templateParams: !140, identifier: "58ca21e42a501d433a1d21f7b1a6d023")
!223 = !{!224}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !222, file: !9, baseType: !225, size: 64, align: 64, flags: DIFlagPrivate)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (alloc::string::String, u64)", baseType: !142, size: 64, align: 64, dwarfAddressSpace: 0)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "next_ctrl", scope: !206, file: !9, baseType: !128, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !206, file: !9, baseType: !128, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !203, file: !9, baseType: !122, size: 64, align: 64, offset: 256, flags: DIFlagPrivate)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "marker", scope: !200, file: !9, baseType: !230, align: 8, offset: 320, flags: DIFlagPrivate)
!230 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(&alloc::string::String, &u64)>", scope: !139, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !231, identifier: "8f0cf56cd9a0db6e1ad273b1349a7754")
!231 = !{!232}
!232 = !DITemplateTypeParameter(name: "T", type: !233)
!233 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&alloc::string::String, &u64)", file: !9, size: 128, align: 64, elements: !234, templateParams: !95, identifier: "3fa267cc24730600ec6fcbba4767433f")
!234 = !{!235, !237}
!235 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !233, file: !9, baseType: !236, size: 64, align: 64)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::string::String", baseType: !145, size: 64, align: 64, dwarfAddressSpace: 0)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !233, file: !9, baseType: !238, size: 64, align: 64, offset: 64)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u64", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!239 = !{!181, !182}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::collections::hash::map::HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", baseType: !96, size: 64, align: 64, dwarfAddressSpace: 0)
!241 = !DISubprogram(name: "values<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", linkageName: "_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$6values17h50951a41117e8adeE", scope: !96, file: !191, line: 543, type: !192, scopeLine: 543, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !180)
!242 = !{!189}
!243 = !DILocation(line: 0, scope: !190, inlinedAt: !244)
!244 = !DILocation(line: 11, column: 25, scope: !86)
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17hcedf48a5cc170ba6E: %self"}
!247 = distinct !{!247, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17hcedf48a5cc170ba6E"}
!248 = !DILocation(line: 544, column: 30, scope: !190, inlinedAt: !244)
!249 = !DILocalVariable(name: "self", arg: 1, scope: !250, file: !191, line: 638, type: !240)
!250 = distinct !DISubprogram(name: "iter<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", linkageName: "_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17hcedf48a5cc170ba6E", scope: !96, file: !191, line: 638, type: !251, scopeLine: 638, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !180, declaration: !253, retainedNodes: !254)
!251 = !DISubroutineType(types: !252)
!252 = !{!197, !240}
!253 = !DISubprogram(name: "iter<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", linkageName: "_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17hcedf48a5cc170ba6E", scope: !96, file: !191, line: 638, type: !251, scopeLine: 638, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !180)
!254 = !{!249}
!255 = !DILocation(line: 0, scope: !250, inlinedAt: !256)
!256 = distinct !DILocation(line: 544, column: 30, scope: !190, inlinedAt: !244)
!257 = !DILocalVariable(name: "self", arg: 1, scope: !258, file: !259, line: 754, type: !262)
!258 = distinct !DISubprogram(name: "iter<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", linkageName: "_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h8d03f30039352412E", scope: !103, file: !259, line: 754, type: !260, scopeLine: 754, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !180, declaration: !263, retainedNodes: !264)
!259 = !DIFile(filename: "src/map.rs", directory: "/rust/deps/hashbrown-0.16.1", checksumkind: CSK_MD5, checksum: "1dff5318b3841ff73671adde530b5f2e")
!260 = !DISubroutineType(types: !261)
!261 = !{!200, !262}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&hashbrown::map::HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!263 = !DISubprogram(name: "iter<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", linkageName: "_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h8d03f30039352412E", scope: !103, file: !259, line: 754, type: !260, scopeLine: 754, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !180)
!264 = !{!257}
!265 = !DILocation(line: 754, column: 17, scope: !258, inlinedAt: !266)
!266 = distinct !DILocation(line: 639, column: 32, scope: !250, inlinedAt: !256)
!267 = !DILocalVariable(name: "self", arg: 1, scope: !268, file: !269, line: 1395, type: !272)
!268 = distinct !DISubprogram(name: "iter<(alloc::string::String, u64), alloc::alloc::Global>", linkageName: "_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4iter17h88f3d409e8186de7E", scope: !115, file: !269, line: 1395, type: !270, scopeLine: 1395, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !179, declaration: !273, retainedNodes: !274)
!269 = !DIFile(filename: "src/raw/mod.rs", directory: "/rust/deps/hashbrown-0.16.1", checksumkind: CSK_MD5, checksum: "d4743e4e526b3ca0804e467dc6a5bf88")
!270 = !DISubroutineType(types: !271)
!271 = !{!203, !272}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&hashbrown::raw::RawTable<(alloc::string::String, u64), alloc::alloc::Global>", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!273 = !DISubprogram(name: "iter<(alloc::string::String, u64), alloc::alloc::Global>", linkageName: "_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4iter17h88f3d409e8186de7E", scope: !115, file: !269, line: 1395, type: !270, scopeLine: 1395, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !179)
!274 = !{!267}
!275 = !DILocation(line: 1395, column: 24, scope: !268, inlinedAt: !276)
!276 = distinct !DILocation(line: 758, column: 35, scope: !258, inlinedAt: !266)
!277 = !DILocalVariable(name: "self", arg: 1, scope: !278, file: !269, line: 2178, type: !281)
!278 = distinct !DISubprogram(name: "iter<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw13RawTableInner4iter17hda163c97c5ce2b72E", scope: !119, file: !269, line: 2178, type: !279, scopeLine: 2178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !282, retainedNodes: !283)
!279 = !DISubroutineType(types: !280)
!280 = !{!203, !281}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&hashbrown::raw::RawTableInner", baseType: !119, size: 64, align: 64, dwarfAddressSpace: 0)
!282 = !DISubprogram(name: "iter<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw13RawTableInner4iter17hda163c97c5ce2b72E", scope: !119, file: !269, line: 2178, type: !279, scopeLine: 2178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!283 = !{!277, !284}
!284 = !DILocalVariable(name: "data", scope: !285, file: !269, line: 2206, type: !219, align: 64)
!285 = distinct !DILexicalBlock(scope: !278, file: !269, line: 2206, column: 9)
!286 = !DILocation(line: 2178, column: 23, scope: !278, inlinedAt: !287)
!287 = distinct !DILocation(line: 1400, column: 20, scope: !268, inlinedAt: !276)
!288 = !DILocalVariable(name: "self", arg: 1, scope: !289, file: !269, line: 2478, type: !281)
!289 = distinct !DISubprogram(name: "data_end<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw13RawTableInner8data_end17h460dbe5874b731daE", scope: !119, file: !269, line: 2478, type: !290, scopeLine: 2478, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !292, retainedNodes: !293)
!290 = !DISubroutineType(types: !291)
!291 = !{!222, !281}
!292 = !DISubprogram(name: "data_end<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw13RawTableInner8data_end17h460dbe5874b731daE", scope: !119, file: !269, line: 2478, type: !290, scopeLine: 2478, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!293 = !{!288}
!294 = !DILocation(line: 2478, column: 20, scope: !289, inlinedAt: !295)
!295 = distinct !DILocation(line: 2206, column: 49, scope: !278, inlinedAt: !287)
!296 = !DILocalVariable(name: "self", arg: 1, scope: !297, file: !269, line: 2675, type: !281)
!297 = distinct !DISubprogram(name: "buckets", linkageName: "_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner7buckets", scope: !119, file: !269, line: 2675, type: !298, scopeLine: 2675, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !300, retainedNodes: !301)
!298 = !DISubroutineType(types: !299)
!299 = !{!122, !281}
!300 = !DISubprogram(name: "buckets", linkageName: "_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner7buckets", scope: !119, file: !269, line: 2675, type: !298, scopeLine: 2675, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!301 = !{!296}
!302 = !DILocation(line: 2675, column: 16, scope: !297, inlinedAt: !303)
!303 = distinct !DILocation(line: 2209, column: 68, scope: !285, inlinedAt: !287)
!304 = !DILocation(line: 2479, column: 9, scope: !289, inlinedAt: !295)
!305 = !{!306}
!306 = distinct !{!306, !247, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17hcedf48a5cc170ba6E: %_0"}
!307 = !DILocation(line: 0, scope: !285, inlinedAt: !287)
!308 = !DILocation(line: 2676, column: 9, scope: !297, inlinedAt: !303)
!309 = !DILocalVariable(name: "ctrl", arg: 1, scope: !310, file: !269, line: 3584, type: !128)
!310 = distinct !DISubprogram(name: "new<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h70e81512cf0b9b24E", scope: !206, file: !269, line: 3584, type: !311, scopeLine: 3584, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !313, retainedNodes: !314)
!311 = !DISubroutineType(types: !312)
!312 = !{!206, !128, !219, !122}
!313 = !DISubprogram(name: "new<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h70e81512cf0b9b24E", scope: !206, file: !269, line: 3584, type: !311, scopeLine: 3584, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!314 = !{!309, !315, !316, !317, !322, !323, !326, !329, !330, !333, !335, !337}
!315 = !DILocalVariable(name: "data", arg: 2, scope: !310, file: !269, line: 3584, type: !219)
!316 = !DILocalVariable(name: "len", arg: 3, scope: !310, file: !269, line: 3584, type: !122)
!317 = !DILocalVariable(name: "left_val", scope: !318, file: !269, line: 3585, type: !321, align: 64)
!318 = !DILexicalBlockFile(scope: !319, file: !269, discriminator: 0)
!319 = distinct !DILexicalBlock(scope: !310, file: !320, line: 101, column: 13)
!320 = !DIFile(filename: "library/core/src/macros/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "51376b65c07e3acab5731a6bddd7c4b3")
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !122, size: 64, align: 64, dwarfAddressSpace: 0)
!322 = !DILocalVariable(name: "right_val", scope: !318, file: !269, line: 3585, type: !321, align: 64)
!323 = !DILocalVariable(name: "kind", scope: !324, file: !269, line: 3585, type: !79, align: 8)
!324 = !DILexicalBlockFile(scope: !325, file: !269, discriminator: 0)
!325 = distinct !DILexicalBlock(scope: !319, file: !320, line: 103, column: 21)
!326 = !DILocalVariable(name: "left_val", scope: !327, file: !269, line: 3586, type: !321, align: 64)
!327 = !DILexicalBlockFile(scope: !328, file: !269, discriminator: 0)
!328 = distinct !DILexicalBlock(scope: !310, file: !320, line: 45, column: 13)
!329 = !DILocalVariable(name: "right_val", scope: !327, file: !269, line: 3586, type: !321, align: 64)
!330 = !DILocalVariable(name: "kind", scope: !331, file: !269, line: 3586, type: !79, align: 8)
!331 = !DILexicalBlockFile(scope: !332, file: !269, discriminator: 0)
!332 = distinct !DILexicalBlock(scope: !328, file: !320, line: 47, column: 21)
!333 = !DILocalVariable(name: "end", scope: !334, file: !269, line: 3588, type: !128, align: 64)
!334 = distinct !DILexicalBlock(scope: !310, file: !269, line: 3588, column: 9)
!335 = !DILocalVariable(name: "current_group", scope: !336, file: !269, line: 3592, type: !214, align: 16)
!336 = distinct !DILexicalBlock(scope: !334, file: !269, line: 3592, column: 9)
!337 = !DILocalVariable(name: "next_ctrl", scope: !338, file: !269, line: 3593, type: !128, align: 64)
!338 = distinct !DILexicalBlock(scope: !336, file: !269, line: 3593, column: 9)
!339 = !DILocation(line: 0, scope: !310, inlinedAt: !340)
!340 = distinct !DILocation(line: 2209, column: 19, scope: !285, inlinedAt: !287)
!341 = !DILocalVariable(name: "self", arg: 1, scope: !342, file: !343, line: 829, type: !128)
!342 = distinct !DISubprogram(name: "add<u8>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$3add17h60bf6ef17928bd4eE", scope: !344, file: !343, line: 829, type: !346, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !373)
!343 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!344 = !DINamespace(name: "{impl#0}", scope: !345)
!345 = !DINamespace(name: "const_ptr", scope: !11)
!346 = !DISubroutineType(types: !347)
!347 = !{!128, !128, !122, !348}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !349, size: 64, align: 64, dwarfAddressSpace: 0)
!349 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !350, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !352, templateParams: !95, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!350 = !DINamespace(name: "location", scope: !351)
!351 = !DINamespace(name: "panic", scope: !12)
!352 = !{!353, !362, !364, !365}
!353 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !349, file: !9, baseType: !354, size: 128, align: 64, flags: DIFlagPrivate)
!354 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !125, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !355, templateParams: !129, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!355 = !{!356}
!356 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !354, file: !9, baseType: !357, size: 128, align: 64, flags: DIFlagPrivate)
!357 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !358, templateParams: !95, identifier: "238a44609877474087c05adf26cd41fa")
!358 = !{!359, !361}
!359 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !357, file: !9, baseType: !360, size: 64, align: 64)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !357, file: !9, baseType: !122, size: 64, align: 64, offset: 64)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !349, file: !9, baseType: !363, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!363 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !349, file: !9, baseType: !363, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !349, file: !9, baseType: !366, align: 8, offset: 192, flags: DIFlagPrivate)
!366 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !139, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !367, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!367 = !{!368}
!368 = !DITemplateTypeParameter(name: "T", type: !369)
!369 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !370, templateParams: !95, identifier: "9277eecd40495f85161460476aacc992")
!370 = !{!371, !372}
!371 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !369, file: !9, baseType: !360, size: 64, align: 64)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !369, file: !9, baseType: !122, size: 64, align: 64, offset: 64)
!373 = !{!341, !374, !375}
!374 = !DILocalVariable(name: "count", arg: 2, scope: !342, file: !343, line: 829, type: !122)
!375 = !DILocalVariable(name: "count", scope: !342, file: !343, line: 829, type: !122, align: 64)
!376 = !DILocation(line: 0, scope: !342, inlinedAt: !377)
!377 = distinct !DILocation(line: 3588, column: 24, scope: !310, inlinedAt: !340)
!378 = !DILocation(line: 0, scope: !342, inlinedAt: !379)
!379 = distinct !DILocation(line: 3593, column: 30, scope: !336, inlinedAt: !340)
!380 = !DILocation(line: 0, scope: !334, inlinedAt: !340)
!381 = !DILocalVariable(name: "ptr", arg: 1, scope: !382, file: !383, line: 59, type: !400)
!382 = distinct !DISubprogram(name: "load_aligned", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group12load_aligned", scope: !384, file: !383, line: 59, type: !398, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !405, retainedNodes: !406)
!383 = !DIFile(filename: "src/control/group/sse2.rs", directory: "/rust/deps/hashbrown-0.16.1", checksumkind: CSK_MD5, checksum: "6d810d400930bb3b974ad2d7eb5dceef")
!384 = !DICompositeType(tag: DW_TAG_structure_type, name: "Group", scope: !385, file: !9, size: 128, align: 128, flags: DIFlagProtected, elements: !387, templateParams: !95, identifier: "d739b6e8b75657e172913445ec2c4b96")
!385 = !DINamespace(name: "sse2", scope: !386)
!386 = !DINamespace(name: "group", scope: !211)
!387 = !{!388}
!388 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !384, file: !9, baseType: !389, size: 128, align: 128, flags: DIFlagPrivate)
!389 = !DICompositeType(tag: DW_TAG_structure_type, name: "__m128i", scope: !390, file: !9, size: 128, align: 128, flags: DIFlagPublic, elements: !392, templateParams: !95, identifier: "deddef9bb02656aede3e3e2257d3f676")
!390 = !DINamespace(name: "x86", scope: !391)
!391 = !DINamespace(name: "core_arch", scope: !12)
!392 = !{!393}
!393 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !389, file: !9, baseType: !394, size: 128, align: 64, flags: DIFlagPrivate)
!394 = !DICompositeType(tag: DW_TAG_array_type, baseType: !395, size: 128, align: 64, elements: !396)
!395 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!396 = !{!397}
!397 = !DISubrange(count: 2, lowerBound: 0)
!398 = !DISubroutineType(types: !399)
!399 = !{!384, !400}
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const hashbrown::control::tag::Tag", baseType: !401, size: 64, align: 64, dwarfAddressSpace: 0)
!401 = !DICompositeType(tag: DW_TAG_structure_type, name: "Tag", scope: !402, file: !9, size: 8, align: 8, flags: DIFlagProtected, elements: !403, templateParams: !95, identifier: "a7b75455adce07972198890a9f34926")
!402 = !DINamespace(name: "tag", scope: !211)
!403 = !{!404}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !401, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagProtected)
!405 = !DISubprogram(name: "load_aligned", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group12load_aligned", scope: !384, file: !383, line: 59, type: !398, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!406 = !{!381, !407, !410, !411}
!407 = !DILocalVariable(name: "left_val", scope: !408, file: !383, line: 60, type: !321, align: 64)
!408 = !DILexicalBlockFile(scope: !409, file: !383, discriminator: 0)
!409 = distinct !DILexicalBlock(scope: !382, file: !320, line: 45, column: 13)
!410 = !DILocalVariable(name: "right_val", scope: !408, file: !383, line: 60, type: !321, align: 64)
!411 = !DILocalVariable(name: "kind", scope: !412, file: !383, line: 60, type: !79, align: 8)
!412 = !DILexicalBlockFile(scope: !413, file: !383, discriminator: 0)
!413 = distinct !DILexicalBlock(scope: !409, file: !320, line: 47, column: 21)
!414 = !DILocation(line: 0, scope: !382, inlinedAt: !415)
!415 = distinct !DILocation(line: 3592, column: 29, scope: !334, inlinedAt: !340)
!416 = !DILocalVariable(name: "mem_addr", arg: 1, scope: !417, file: !418, line: 1319, type: !422)
!417 = distinct !DISubprogram(name: "_mm_load_si128", linkageName: "_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128", scope: !419, file: !418, line: 1319, type: !420, scopeLine: 1319, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !423)
!418 = !DIFile(filename: "library/core/src/../../stdarch/crates/core_arch/src/x86/sse2.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "993d4bc7139abe8a85f0c8441a9817e5")
!419 = !DINamespace(name: "sse2", scope: !390)
!420 = !DISubroutineType(types: !421)
!421 = !{!389, !422}
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::core_arch::x86::__m128i", baseType: !389, size: 64, align: 64, dwarfAddressSpace: 0)
!423 = !{!416}
!424 = !DILocation(line: 0, scope: !417, inlinedAt: !425)
!425 = distinct !DILocation(line: 61, column: 15, scope: !382, inlinedAt: !415)
!426 = !DILocation(line: 1320, column: 5, scope: !417, inlinedAt: !425)
!427 = !{!428, !430, !306, !246}
!428 = distinct !{!428, !429, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!429 = distinct !{!429, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!430 = distinct !{!430, !431, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h70e81512cf0b9b24E: %_0"}
!431 = distinct !{!431, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h70e81512cf0b9b24E"}
!432 = !DILocalVariable(name: "self", scope: !433, file: !383, line: 101, type: !384, align: 128)
!433 = distinct !DISubprogram(name: "match_empty_or_deleted", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group22match_empty_or_deleted", scope: !384, file: !383, line: 101, type: !434, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !436, retainedNodes: !437)
!434 = !DISubroutineType(types: !435)
!435 = !{!214, !384}
!436 = !DISubprogram(name: "match_empty_or_deleted", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group22match_empty_or_deleted", scope: !384, file: !383, line: 101, type: !434, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!437 = !{!432}
!438 = !DILocation(line: 0, scope: !433, inlinedAt: !439)
!439 = distinct !DILocation(line: 118, column: 14, scope: !440, inlinedAt: !447)
!440 = distinct !DISubprogram(name: "match_full", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group10match_full", scope: !384, file: !383, line: 117, type: !441, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !444, retainedNodes: !445)
!441 = !DISubroutineType(types: !442)
!442 = !{!214, !443}
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&hashbrown::control::group::sse2::Group", baseType: !384, size: 64, align: 64, dwarfAddressSpace: 0)
!444 = !DISubprogram(name: "match_full", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group10match_full", scope: !384, file: !383, line: 117, type: !441, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!445 = !{!446}
!446 = !DILocalVariable(name: "self", arg: 1, scope: !440, file: !383, line: 117, type: !443)
!447 = distinct !DILocation(line: 3592, column: 62, scope: !334, inlinedAt: !340)
!448 = !DILocation(line: 117, column: 30, scope: !440, inlinedAt: !447)
!449 = !DILocalVariable(name: "a", arg: 1, scope: !450, file: !418, line: 1559, type: !389)
!450 = distinct !DISubprogram(name: "_mm_movemask_epi8", linkageName: "_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse217__mm_movemask_epi8", scope: !419, file: !418, line: 1559, type: !451, scopeLine: 1559, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !454)
!451 = !DISubroutineType(types: !452)
!452 = !{!453, !389}
!453 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!454 = !{!449, !455, !467}
!455 = !DILocalVariable(name: "z", scope: !456, file: !418, line: 1561, type: !457, align: 128)
!456 = distinct !DILexicalBlock(scope: !450, file: !418, line: 1561, column: 9)
!457 = !DICompositeType(tag: DW_TAG_structure_type, name: "Simd<i8, 16>", scope: !458, file: !9, size: 128, align: 128, flags: DIFlagProtected, elements: !459, templateParams: !465, identifier: "f6fda178a47b9ca4a386a767ccf82185")
!458 = !DINamespace(name: "simd", scope: !391)
!459 = !{!460}
!460 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !457, file: !9, baseType: !461, size: 128, align: 8, flags: DIFlagPrivate)
!461 = !DICompositeType(tag: DW_TAG_array_type, baseType: !462, size: 128, align: 8, elements: !463)
!462 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_signed)
!463 = !{!464}
!464 = !DISubrange(count: 16, lowerBound: 0)
!465 = !{!466}
!466 = !DITemplateTypeParameter(name: "T", type: !462)
!467 = !DILocalVariable(name: "m", scope: !468, file: !418, line: 1562, type: !457, align: 128)
!468 = distinct !DILexicalBlock(scope: !456, file: !418, line: 1562, column: 9)
!469 = !DILocation(line: 0, scope: !450, inlinedAt: !470)
!470 = distinct !DILocation(line: 111, column: 21, scope: !433, inlinedAt: !439)
!471 = !DILocation(line: 0, scope: !456, inlinedAt: !470)
!472 = !DILocation(line: 0, scope: !468, inlinedAt: !470)
!473 = !DILocation(line: 1563, column: 9, scope: !468, inlinedAt: !470)
!474 = !DILocation(line: 0, scope: !336, inlinedAt: !340)
!475 = !DILocation(line: 863, column: 18, scope: !342, inlinedAt: !379)
!476 = !DILocation(line: 2210, column: 20, scope: !285, inlinedAt: !287)
!477 = !DILocation(line: 639, column: 9, scope: !250, inlinedAt: !256)
!478 = !DILocalVariable(name: "self", arg: 1, scope: !479, file: !480, line: 3653, type: !194)
!479 = distinct !DISubprogram(name: "sum<std::collections::hash::map::Values<alloc::string::String, u64>, u64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h1727d46e0877f25aE", scope: !481, file: !480, line: 3653, type: !485, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !488, retainedNodes: !487)
!480 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!481 = !DINamespace(name: "Iterator", scope: !482)
!482 = !DINamespace(name: "iterator", scope: !483)
!483 = !DINamespace(name: "traits", scope: !484)
!484 = !DINamespace(name: "iter", scope: !12)
!485 = !DISubroutineType(types: !486)
!486 = !{!13, !194}
!487 = !{!478}
!488 = !{!489, !490}
!489 = !DITemplateTypeParameter(name: "Self", type: !194)
!490 = !DITemplateTypeParameter(name: "S", type: !13)
!491 = !DILocation(line: 0, scope: !479, inlinedAt: !492)
!492 = !DILocation(line: 11, column: 34, scope: !86)
!493 = !DILocalVariable(name: "iter", arg: 1, scope: !494, file: !495, line: 71, type: !194)
!494 = distinct !DISubprogram(name: "sum<std::collections::hash::map::Values<alloc::string::String, u64>>", linkageName: "_ZN69_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$u64$GT$$GT$3sum17h26ef148048559ed6E", scope: !496, file: !495, line: 71, type: !485, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !499, retainedNodes: !498)
!495 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!496 = !DINamespace(name: "{impl#42}", scope: !497)
!497 = !DINamespace(name: "accum", scope: !483)
!498 = !{!493}
!499 = !{!500}
!500 = !DITemplateTypeParameter(name: "I", type: !194)
!501 = !DILocation(line: 0, scope: !494, inlinedAt: !502)
!502 = !DILocation(line: 3658, column: 9, scope: !479, inlinedAt: !492)
!503 = !DILocalVariable(name: "self", arg: 1, scope: !504, file: !191, line: 2248, type: !194)
!504 = distinct !DISubprogram(name: "fold<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>", linkageName: "_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h92151fadd16f7e6fE", scope: !505, file: !191, line: 2248, type: !506, scopeLine: 2248, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !513, retainedNodes: !510)
!505 = !DINamespace(name: "{impl#52}", scope: !97)
!506 = !DISubroutineType(types: !507)
!507 = !{!13, !194, !13, !508}
!508 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>", scope: !509, file: !9, align: 8, elements: !95, identifier: "8d47e5bf2b052631f717e17869a178ab")
!509 = !DINamespace(name: "sum", scope: !496)
!510 = !{!503, !511, !512}
!511 = !DILocalVariable(name: "init", arg: 2, scope: !504, file: !191, line: 2248, type: !13)
!512 = !DILocalVariable(name: "f", arg: 3, scope: !504, file: !191, line: 2248, type: !508)
!513 = !{!181, !182, !514, !515}
!514 = !DITemplateTypeParameter(name: "B", type: !13)
!515 = !DITemplateTypeParameter(name: "F", type: !508)
!516 = !DILocation(line: 0, scope: !504, inlinedAt: !517)
!517 = distinct !DILocation(line: 72, column: 22, scope: !494, inlinedAt: !502)
!518 = !DILocalVariable(name: "self", scope: !519, file: !191, line: 2089, type: !197, align: 64)
!519 = distinct !DISubprogram(name: "fold<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>", linkageName: "_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdd6138f7991641acE", scope: !520, file: !191, line: 2089, type: !521, scopeLine: 2089, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !531, retainedNodes: !528)
!520 = !DINamespace(name: "{impl#38}", scope: !97)
!521 = !DISubroutineType(types: !522)
!522 = !{!13, !197, !13, !523}
!523 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>", scope: !524, file: !9, size: 64, align: 64, elements: !525, templateParams: !95, identifier: "dc32ae417fa655ffcc4a0fa87744d89e")
!524 = !DINamespace(name: "fold", scope: !505)
!525 = !{!526}
!526 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__f", scope: !523, file: !9, baseType: !527, size: 64, align: 64)
!527 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>", baseType: !508, size: 64, align: 64, dwarfAddressSpace: 0)
!528 = !{!518, !529, !530}
!529 = !DILocalVariable(name: "init", arg: 2, scope: !519, file: !191, line: 2089, type: !13)
!530 = !DILocalVariable(name: "f", arg: 3, scope: !519, file: !191, line: 2089, type: !523)
!531 = !{!181, !182, !514, !532}
!532 = !DITemplateTypeParameter(name: "F", type: !523)
!533 = !DILocation(line: 0, scope: !519, inlinedAt: !534)
!534 = distinct !DILocation(line: 2253, column: 20, scope: !504, inlinedAt: !517)
!535 = !DILocalVariable(name: "self", arg: 1, scope: !536, file: !259, line: 3234, type: !200)
!536 = distinct !DISubprogram(name: "fold<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>", linkageName: "_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h01a3c5c71948e6b7E", scope: !537, file: !259, line: 3234, type: !538, scopeLine: 3234, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !531, retainedNodes: !540)
!537 = !DINamespace(name: "{impl#44}", scope: !104)
!538 = !DISubroutineType(types: !539)
!539 = !{!13, !200, !13, !523}
!540 = !{!535, !541, !542}
!541 = !DILocalVariable(name: "init", arg: 2, scope: !536, file: !259, line: 3234, type: !13)
!542 = !DILocalVariable(name: "f", arg: 3, scope: !536, file: !259, line: 3234, type: !523)
!543 = !DILocation(line: 0, scope: !536, inlinedAt: !544)
!544 = distinct !DILocation(line: 2094, column: 19, scope: !519, inlinedAt: !534)
!545 = !DILocation(line: 2248, column: 34, scope: !504, inlinedAt: !517)
!546 = !DILocalVariable(name: "self", arg: 1, scope: !547, file: !269, line: 490, type: !550)
!547 = distinct !DISubprogram(name: "next_n<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$6next_n17h0de8892c86bcbb5bE", scope: !219, file: !269, line: 490, type: !548, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !551, retainedNodes: !552)
!548 = !DISubroutineType(types: !549)
!549 = !{!219, !550, !122}
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&hashbrown::raw::Bucket<(alloc::string::String, u64)>", baseType: !219, size: 64, align: 64, dwarfAddressSpace: 0)
!551 = !DISubprogram(name: "next_n<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$6next_n17h0de8892c86bcbb5bE", scope: !219, file: !269, line: 490, type: !548, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!552 = !{!546, !553, !554, !557, !558}
!553 = !DILocalVariable(name: "offset", arg: 2, scope: !547, file: !269, line: 490, type: !122)
!554 = !DILocalVariable(name: "ptr", scope: !555, file: !269, line: 491, type: !556, align: 64)
!555 = distinct !DILexicalBlock(scope: !547, file: !269, line: 491, column: 9)
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut (alloc::string::String, u64)", baseType: !142, size: 64, align: 64, dwarfAddressSpace: 0)
!557 = !DILocalVariable(name: "offset", scope: !547, file: !269, line: 490, type: !122, align: 64)
!558 = !DILocalVariable(name: "ptr", scope: !559, file: !269, line: 491, type: !556, align: 64)
!559 = distinct !DILexicalBlock(scope: !547, file: !269, line: 491, column: 9)
!560 = !DILocation(line: 490, column: 22, scope: !547, inlinedAt: !561)
!561 = distinct !DILocation(line: 3750, column: 35, scope: !562, inlinedAt: !582)
!562 = distinct !DISubprogram(name: "fold_impl<(alloc::string::String, u64), hashbrown::map::{impl#44}::fold::{closure_env#0}<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>, u64>", linkageName: "_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9fold_impl17hc092ec112d00077eE", scope: !206, file: !269, line: 3701, type: !563, scopeLine: 3701, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !571, declaration: !570, retainedNodes: !573)
!563 = !DISubroutineType(types: !564)
!564 = !{!13, !206, !122, !13, !565}
!565 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>", scope: !566, file: !9, size: 64, align: 64, elements: !567, templateParams: !95, identifier: "38c4bd6e016edf7d28f0b6bdeae61dc5")
!566 = !DINamespace(name: "fold", scope: !537)
!567 = !{!568}
!568 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__f", scope: !565, file: !9, baseType: !569, size: 64, align: 64)
!569 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>", baseType: !523, size: 64, align: 64, dwarfAddressSpace: 0)
!570 = !DISubprogram(name: "fold_impl<(alloc::string::String, u64), hashbrown::map::{impl#44}::fold::{closure_env#0}<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>, u64>", linkageName: "_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9fold_impl17hc092ec112d00077eE", scope: !206, file: !269, line: 3701, type: !563, scopeLine: 3701, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !571)
!571 = !{!141, !572, !514}
!572 = !DITemplateTypeParameter(name: "F", type: !565)
!573 = !{!574, !575, !576, !577, !578, !580}
!574 = !DILocalVariable(name: "self", arg: 1, scope: !562, file: !269, line: 3701, type: !206)
!575 = !DILocalVariable(name: "n", arg: 2, scope: !562, file: !269, line: 3701, type: !122)
!576 = !DILocalVariable(name: "acc", arg: 3, scope: !562, file: !269, line: 3701, type: !13)
!577 = !DILocalVariable(name: "f", arg: 4, scope: !562, file: !269, line: 3701, type: !565)
!578 = !DILocalVariable(name: "index", scope: !579, file: !269, line: 3706, type: !122, align: 64)
!579 = distinct !DILexicalBlock(scope: !562, file: !269, line: 3706, column: 63)
!580 = !DILocalVariable(name: "bucket", scope: !581, file: !269, line: 3710, type: !219, align: 64)
!581 = distinct !DILexicalBlock(scope: !579, file: !269, line: 3710, column: 17)
!582 = distinct !DILocation(line: 3877, column: 28, scope: !583, inlinedAt: !592)
!583 = distinct !DISubprogram(name: "fold<(alloc::string::String, u64), u64, hashbrown::map::{impl#44}::fold::{closure_env#0}<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>>", linkageName: "_ZN91_$LT$hashbrown..raw..RawIter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h393179ecffc218faE", scope: !584, file: !269, line: 3872, type: !585, scopeLine: 3872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !591, retainedNodes: !587)
!584 = !DINamespace(name: "{impl#29}", scope: !116)
!585 = !DISubroutineType(types: !586)
!586 = !{!13, !203, !13, !565}
!587 = !{!588, !588, !589, !590}
!588 = !DILocalVariable(name: "self", scope: !583, file: !269, line: 3872, type: !203, align: 64)
!589 = !DILocalVariable(name: "init", arg: 2, scope: !583, file: !269, line: 3872, type: !13)
!590 = !DILocalVariable(name: "f", arg: 3, scope: !583, file: !269, line: 3872, type: !565)
!591 = !{!141, !514, !572}
!592 = distinct !DILocation(line: 3239, column: 20, scope: !536, inlinedAt: !544)
!593 = !DILocation(line: 490, column: 22, scope: !547, inlinedAt: !594)
!594 = distinct !DILocation(line: 3710, column: 40, scope: !579, inlinedAt: !582)
!595 = !DILocation(line: 0, scope: !583, inlinedAt: !592)
!596 = !DILocation(line: 0, scope: !562, inlinedAt: !582)
!597 = !DILocation(line: 0, scope: !547, inlinedAt: !561)
!598 = !DILocalVariable(name: "count", scope: !599, file: !600, line: 1033, type: !122, align: 64)
!599 = distinct !DISubprogram(name: "sub<(alloc::string::String, u64)>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3sub17h37398b7f594e2878E", scope: !601, file: !600, line: 1033, type: !603, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, retainedNodes: !605)
!600 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!601 = !DINamespace(name: "{impl#0}", scope: !602)
!602 = !DINamespace(name: "mut_ptr", scope: !11)
!603 = !DISubroutineType(types: !604)
!604 = !{!556, !556, !122, !348}
!605 = !{!606, !607, !598}
!606 = !DILocalVariable(name: "self", arg: 1, scope: !599, file: !600, line: 1033, type: !556)
!607 = !DILocalVariable(name: "count", arg: 2, scope: !599, file: !600, line: 1033, type: !122)
!608 = !DILocation(line: 0, scope: !599, inlinedAt: !609)
!609 = distinct !DILocation(line: 495, column: 31, scope: !610, inlinedAt: !561)
!610 = !DILexicalBlockFile(scope: !547, file: !269, discriminator: 2)
!611 = !DILocalVariable(name: "count", scope: !612, file: !343, line: 829, type: !122, align: 64)
!612 = distinct !DISubprogram(name: "add<u8>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$3add17h60bf6ef17928bd4eE", scope: !344, file: !343, line: 829, type: !346, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !613)
!613 = !{!614, !611}
!614 = !DILocalVariable(name: "self", arg: 1, scope: !612, file: !343, line: 829, type: !128)
!615 = !DILocation(line: 0, scope: !612, inlinedAt: !616)
!616 = distinct !DILocation(line: 3751, column: 45, scope: !562, inlinedAt: !582)
!617 = !DILocation(line: 3705, column: 9, scope: !562, inlinedAt: !582)
!618 = !DILocation(line: 113, column: 19, scope: !619, inlinedAt: !663)
!619 = distinct !DISubprogram(name: "next", linkageName: "_RNvXs0_NtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB5_11BitMaskIterNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next", scope: !621, file: !620, line: 112, type: !622, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !639)
!620 = !DIFile(filename: "src/control/bitmask.rs", directory: "/rust/deps/hashbrown-0.16.1", checksumkind: CSK_MD5, checksum: "ff7f3e6a3e2daa5cd0d49465a9feef11")
!621 = !DINamespace(name: "{impl#2}", scope: !210)
!622 = !DISubroutineType(types: !623)
!623 = !{!624, !638}
!624 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !625, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !626, templateParams: !95, identifier: "6f59025219977f466509bd4ae79a2945")
!625 = !DINamespace(name: "option", scope: !12)
!626 = !{!627}
!627 = !DICompositeType(tag: DW_TAG_variant_part, scope: !624, file: !9, size: 128, align: 64, elements: !628, templateParams: !95, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !637)
!628 = !{!629, !633}
!629 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !627, file: !9, baseType: !630, size: 128, align: 64, extraData: i64 0)
!630 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !624, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !631, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!631 = !{!632}
!632 = !DITemplateTypeParameter(name: "T", type: !122)
!633 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !627, file: !9, baseType: !634, size: 128, align: 64, extraData: i64 1)
!634 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !624, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !635, templateParams: !631, identifier: "c70f2dfad93186ce146b7e80830727")
!635 = !{!636}
!636 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !634, file: !9, baseType: !122, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!637 = !DIDerivedType(tag: DW_TAG_member, scope: !624, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!638 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut hashbrown::control::bitmask::BitMaskIter", baseType: !209, size: 64, align: 64, dwarfAddressSpace: 0)
!639 = !{!640, !641, !643, !661}
!640 = !DILocalVariable(name: "self", arg: 1, scope: !619, file: !620, line: 112, type: !638)
!641 = !DILocalVariable(name: "bit", scope: !642, file: !620, line: 113, type: !122, align: 64)
!642 = distinct !DILexicalBlock(scope: !619, file: !620, line: 113, column: 9)
!643 = !DILocalVariable(name: "residual", scope: !644, file: !620, line: 113, type: !645, align: 8)
!644 = distinct !DILexicalBlock(scope: !619, file: !620, line: 113, column: 42)
!645 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::convert::Infallible>", scope: !625, file: !9, align: 8, flags: DIFlagPublic, elements: !646, templateParams: !95, identifier: "c570e30372491ce8c937ce79f8b0a8")
!646 = !{!647}
!647 = !DICompositeType(tag: DW_TAG_variant_part, scope: !645, file: !9, align: 8, elements: !648, templateParams: !95, identifier: "7f581569b30ffcadfc066f9502cffc3d")
!648 = !{!649, !657}
!649 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !647, file: !9, baseType: !650, align: 8)
!650 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !645, file: !9, align: 8, flags: DIFlagPublic, elements: !95, templateParams: !651, identifier: "8822bb1e77f834d316aa69cec5bd6884")
!651 = !{!652}
!652 = !DITemplateTypeParameter(name: "T", type: !653)
!653 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !654, file: !9, align: 8, flags: DIFlagPublic, elements: !655, templateParams: !95, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!654 = !DINamespace(name: "convert", scope: !12)
!655 = !{!656}
!656 = !DICompositeType(tag: DW_TAG_variant_part, scope: !653, file: !9, align: 8, elements: !95, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!657 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !647, file: !9, baseType: !658, align: 8)
!658 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !645, file: !9, align: 8, flags: DIFlagPublic, elements: !659, templateParams: !651, identifier: "eac45ae69c5c1b4274720cd40277b232")
!659 = !{!660}
!660 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !658, file: !9, baseType: !653, align: 8, flags: DIFlagPublic)
!661 = !DILocalVariable(name: "val", scope: !662, file: !620, line: 113, type: !122, align: 64)
!662 = distinct !DILexicalBlock(scope: !619, file: !620, line: 113, column: 42)
!663 = distinct !DILocation(line: 3706, column: 56, scope: !579, inlinedAt: !582)
!664 = !DILocation(line: 112, column: 13, scope: !619, inlinedAt: !663)
!665 = !DILocation(line: 50, column: 32, scope: !666, inlinedAt: !683)
!666 = distinct !DILexicalBlock(scope: !667, file: !620, line: 50, column: 64)
!667 = distinct !DISubprogram(name: "lowest_set_bit", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask14lowest_set_bit", scope: !214, file: !620, line: 49, type: !668, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !670, retainedNodes: !671)
!668 = !DISubroutineType(types: !669)
!669 = !{!624, !214}
!670 = !DISubprogram(name: "lowest_set_bit", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask14lowest_set_bit", scope: !214, file: !620, line: 49, type: !668, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!671 = !{!672, !673}
!672 = !DILocalVariable(name: "self", scope: !667, file: !620, line: 49, type: !214, align: 16)
!673 = !DILocalVariable(name: "nonzero", scope: !666, file: !620, line: 50, type: !674, align: 16)
!674 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZero<u16>", scope: !675, file: !9, size: 16, align: 16, flags: DIFlagPublic, elements: !676, templateParams: !681, identifier: "f8dc4f94072981837fccf4d793310a1d")
!675 = !DINamespace(name: "nonzero", scope: !169)
!676 = !{!677}
!677 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !674, file: !9, baseType: !678, size: 16, align: 16, flags: DIFlagPrivate)
!678 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZeroU16Inner", scope: !168, file: !9, size: 16, align: 16, flags: DIFlagPublic, elements: !679, templateParams: !95, identifier: "d727fe541ebb2f4123f21d5dad075b7a")
!679 = !{!680}
!680 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !678, file: !9, baseType: !217, size: 16, align: 16, flags: DIFlagPrivate)
!681 = !{!682}
!682 = !DITemplateTypeParameter(name: "T", type: !217)
!683 = distinct !DILocation(line: 113, column: 26, scope: !619, inlinedAt: !663)
!684 = !DILocation(line: 50, column: 16, scope: !666, inlinedAt: !683)
!685 = !DILocation(line: 3715, column: 16, scope: !562, inlinedAt: !582)
!686 = !DILocation(line: 0, scope: !666, inlinedAt: !683)
!687 = !DILocalVariable(name: "nonzero", arg: 1, scope: !688, file: !620, line: 74, type: !674)
!688 = distinct !DISubprogram(name: "nonzero_trailing_zeros", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask22nonzero_trailing_zeros", scope: !214, file: !620, line: 74, type: !689, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !691, retainedNodes: !692)
!689 = !DISubroutineType(types: !690)
!690 = !{!122, !674}
!691 = !DISubprogram(name: "nonzero_trailing_zeros", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask22nonzero_trailing_zeros", scope: !214, file: !620, line: 74, type: !689, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!692 = !{!687, !693}
!693 = !DILocalVariable(name: "swapped", scope: !694, file: !620, line: 77, type: !674, align: 16)
!694 = distinct !DILexicalBlock(scope: !688, file: !620, line: 77, column: 13)
!695 = !DILocation(line: 0, scope: !688, inlinedAt: !696)
!696 = distinct !DILocation(line: 51, column: 18, scope: !666, inlinedAt: !683)
!697 = !DILocalVariable(name: "self", arg: 1, scope: !698, file: !699, line: 638, type: !674)
!698 = distinct !DISubprogram(name: "trailing_zeros", linkageName: "_RNvMs10_NtNtCsgEmfK2I1SDS_4core3num7nonzeroINtB6_7NonZerotE14trailing_zeros", scope: !674, file: !699, line: 638, type: !700, scopeLine: 638, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !702, retainedNodes: !703)
!699 = !DIFile(filename: "library/core/src/num/nonzero.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "aad4bdcbb1703d04909aa911a1ea2cc8")
!700 = !DISubroutineType(types: !701)
!701 = !{!363, !674}
!702 = !DISubprogram(name: "trailing_zeros", linkageName: "_RNvMs10_NtNtCsgEmfK2I1SDS_4core3num7nonzeroINtB6_7NonZerotE14trailing_zeros", scope: !674, file: !699, line: 638, type: !700, scopeLine: 638, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!703 = !{!697}
!704 = !DILocation(line: 0, scope: !698, inlinedAt: !705)
!705 = distinct !DILocation(line: 80, column: 21, scope: !688, inlinedAt: !696)
!706 = !DILocalVariable(name: "self", arg: 1, scope: !707, file: !699, line: 480, type: !674)
!707 = distinct !DISubprogram(name: "get<u16>", linkageName: "_ZN4core3num7nonzero16NonZero$LT$T$GT$3get17h94e74de25deec461E", scope: !674, file: !699, line: 480, type: !708, scopeLine: 480, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !681, declaration: !710, retainedNodes: !711)
!708 = !DISubroutineType(types: !709)
!709 = !{!217, !674}
!710 = !DISubprogram(name: "get<u16>", linkageName: "_ZN4core3num7nonzero16NonZero$LT$T$GT$3get17h94e74de25deec461E", scope: !674, file: !699, line: 480, type: !708, scopeLine: 480, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !681)
!711 = !{!712, !712, !706}
!712 = !DILocalVariable(name: "self", scope: !707, file: !699, line: 480, type: !674, align: 16)
!713 = !DILocation(line: 0, scope: !707, inlinedAt: !714)
!714 = distinct !DILocation(line: 641, column: 51, scope: !698, inlinedAt: !705)
!715 = !DILocation(line: 499, column: 18, scope: !707, inlinedAt: !714)
!716 = !DILocation(line: 641, column: 21, scope: !698, inlinedAt: !705)
!717 = !DILocation(line: 80, column: 13, scope: !688, inlinedAt: !696)
!718 = !DILocation(line: 0, scope: !642, inlinedAt: !663)
!719 = !DILocalVariable(name: "self", scope: !720, file: !620, line: 37, type: !214, align: 16)
!720 = distinct !DISubprogram(name: "remove_lowest_bit", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask17remove_lowest_bit", scope: !214, file: !620, line: 37, type: !721, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !723, retainedNodes: !724)
!721 = !DISubroutineType(types: !722)
!722 = !{!214, !214}
!723 = !DISubprogram(name: "remove_lowest_bit", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask17remove_lowest_bit", scope: !214, file: !620, line: 37, type: !721, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!724 = !{!719}
!725 = !DILocation(line: 0, scope: !720, inlinedAt: !726)
!726 = distinct !DILocation(line: 114, column: 25, scope: !642, inlinedAt: !663)
!727 = !DILocation(line: 38, column: 17, scope: !720, inlinedAt: !726)
!728 = !DILocation(line: 0, scope: !579, inlinedAt: !582)
!729 = !DILocation(line: 0, scope: !547, inlinedAt: !594)
!730 = !DILocation(line: 0, scope: !599, inlinedAt: !731)
!731 = distinct !DILocation(line: 495, column: 31, scope: !547, inlinedAt: !594)
!732 = !DILocation(line: 1072, column: 47, scope: !599, inlinedAt: !731)
!733 = !DILocation(line: 1072, column: 22, scope: !599, inlinedAt: !731)
!734 = !DILocation(line: 0, scope: !581, inlinedAt: !582)
!735 = !DILocation(line: 3711, column: 23, scope: !581, inlinedAt: !582)
!736 = !{!737, !739, !741}
!737 = distinct !{!737, !738, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9fold_impl17hc092ec112d00077eE: %self"}
!738 = distinct !{!738, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9fold_impl17hc092ec112d00077eE"}
!739 = distinct !{!739, !740, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h01a3c5c71948e6b7E: %self"}
!740 = distinct !{!740, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h01a3c5c71948e6b7E"}
!741 = distinct !{!741, !742, !"_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h92151fadd16f7e6fE: %self"}
!742 = distinct !{!742, !"_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h92151fadd16f7e6fE"}
!743 = !DILocalVariable(name: "f", scope: !744, file: !259, line: 3234, type: !523, align: 64)
!744 = distinct !DISubprogram(name: "{closure#0}<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>", linkageName: "_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold28_$u7b$$u7b$closure$u7d$$u7d$17h80c9b3b16ae2ecb7E", scope: !566, file: !259, line: 3239, type: !745, scopeLine: 3239, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !531, retainedNodes: !748)
!745 = !DISubroutineType(types: !746)
!746 = !{!13, !747, !13, !219}
!747 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut hashbrown::map::{impl#44}::fold::{closure_env#0}<alloc::string::String, u64, u64, std::collections::hash::map::{impl#52}::fold::{closure_env#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>>", baseType: !565, size: 64, align: 64, dwarfAddressSpace: 0)
!748 = !{!749, !750, !743, !751, !753}
!749 = !DILocalVariable(name: "acc", arg: 2, scope: !744, file: !259, line: 3239, type: !13)
!750 = !DILocalVariable(name: "x", arg: 3, scope: !744, file: !259, line: 3239, type: !219)
!751 = !DILocalVariable(name: "k", scope: !752, file: !259, line: 3240, type: !236, align: 64)
!752 = distinct !DILexicalBlock(scope: !744, file: !259, line: 3240, column: 13)
!753 = !DILocalVariable(name: "v", scope: !752, file: !259, line: 3240, type: !238, align: 64)
!754 = !DILocation(line: 0, scope: !744, inlinedAt: !755)
!755 = distinct !DILocation(line: 3711, column: 23, scope: !581, inlinedAt: !582)
!756 = !DILocation(line: 0, scope: !752, inlinedAt: !755)
!757 = !DILocalVariable(name: "acc", arg: 2, scope: !758, file: !191, line: 2253, type: !13)
!758 = distinct !DISubprogram(name: "{closure#0}<alloc::string::String, u64, u64, core::iter::traits::accum::{impl#42}::sum::{closure_env#0}<std::collections::hash::map::Values<alloc::string::String, u64>>>", linkageName: "_ZN107_$LT$std..collections..hash..map..Values$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold28_$u7b$$u7b$closure$u7d$$u7d$17hdaf41eb32987cb98E", scope: !524, file: !191, line: 2253, type: !759, scopeLine: 2253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !513, retainedNodes: !761)
!759 = !DISubroutineType(types: !760)
!760 = !{!13, !569, !13, !233}
!761 = !{!757, !762, !763, !765}
!762 = !DILocalVariable(name: "f", scope: !758, file: !191, line: 2248, type: !508, align: 8)
!763 = !DILocalVariable(name: "v", scope: !764, file: !191, line: 2253, type: !238, align: 64)
!764 = distinct !DILexicalBlock(scope: !758, file: !191, line: 2253, column: 45)
!765 = !DILocalVariable(arg: 3, scope: !758, file: !191, line: 2253, type: !233)
!766 = !DILocation(line: 0, scope: !758, inlinedAt: !767)
!767 = distinct !DILocation(line: 3241, column: 13, scope: !752, inlinedAt: !755)
!768 = !DILocation(line: 0, scope: !764, inlinedAt: !767)
!769 = !DILocalVariable(arg: 1, scope: !770, file: !495, line: 75, type: !527)
!770 = distinct !DISubprogram(name: "{closure#0}<std::collections::hash::map::Values<alloc::string::String, u64>>", linkageName: "_ZN69_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$u64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hdac6892c59781243E", scope: !509, file: !495, line: 75, type: !771, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !499, retainedNodes: !773)
!771 = !DISubroutineType(types: !772)
!772 = !{!13, !527, !13, !238}
!773 = !{!774, !775, !769}
!774 = !DILocalVariable(name: "a", arg: 2, scope: !770, file: !495, line: 75, type: !13)
!775 = !DILocalVariable(name: "b", arg: 3, scope: !770, file: !495, line: 75, type: !238)
!776 = !DILocation(line: 0, scope: !770, inlinedAt: !777)
!777 = distinct !DILocation(line: 2253, column: 45, scope: !764, inlinedAt: !767)
!778 = !DILocalVariable(name: "self", arg: 1, scope: !779, file: !780, line: 38, type: !13)
!779 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsr_NtNtCsgEmfK2I1SDS_4core3ops5arithyINtB5_3AddRyE3add", scope: !781, file: !780, line: 38, type: !784, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !786)
!780 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!781 = !DINamespace(name: "{impl#29}", scope: !782)
!782 = !DINamespace(name: "arith", scope: !783)
!783 = !DINamespace(name: "ops", scope: !12)
!784 = !DISubroutineType(types: !785)
!785 = !{!13, !13, !238, !348}
!786 = !{!778, !787}
!787 = !DILocalVariable(name: "other", arg: 2, scope: !779, file: !780, line: 38, type: !238)
!788 = !DILocation(line: 0, scope: !779, inlinedAt: !789)
!789 = distinct !DILocation(line: 75, column: 28, scope: !770, inlinedAt: !777)
!790 = !DILocalVariable(name: "self", arg: 1, scope: !791, file: !792, line: 105, type: !13)
!791 = distinct !DISubprogram(name: "add", linkageName: "_RNvXs2_NtNtCsgEmfK2I1SDS_4core3ops5arithyNtB5_3Add3add", scope: !793, file: !792, line: 105, type: !794, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !796)
!792 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!793 = !DINamespace(name: "{impl#4}", scope: !782)
!794 = !DISubroutineType(types: !795)
!795 = !{!13, !13, !13, !348}
!796 = !{!790, !797}
!797 = !DILocalVariable(name: "other", arg: 2, scope: !791, file: !792, line: 105, type: !13)
!798 = !DILocation(line: 0, scope: !791, inlinedAt: !799)
!799 = distinct !DILocation(line: 39, column: 17, scope: !779, inlinedAt: !789)
!800 = !DILocation(line: 105, column: 45, scope: !791, inlinedAt: !799)
!801 = !DILocation(line: 3712, column: 17, scope: !581, inlinedAt: !582)
!802 = !DILocation(line: 3706, column: 13, scope: !562, inlinedAt: !582)
!803 = !DILocalVariable(name: "ptr", arg: 1, scope: !804, file: !383, line: 59, type: !400)
!804 = distinct !DISubprogram(name: "load_aligned", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group12load_aligned", scope: !384, file: !383, line: 59, type: !398, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !405, retainedNodes: !805)
!805 = !{!803, !806, !809, !810}
!806 = !DILocalVariable(name: "left_val", scope: !807, file: !383, line: 60, type: !321, align: 64)
!807 = !DILexicalBlockFile(scope: !808, file: !383, discriminator: 0)
!808 = distinct !DILexicalBlock(scope: !804, file: !320, line: 45, column: 13)
!809 = !DILocalVariable(name: "right_val", scope: !807, file: !383, line: 60, type: !321, align: 64)
!810 = !DILocalVariable(name: "kind", scope: !811, file: !383, line: 60, type: !79, align: 8)
!811 = !DILexicalBlockFile(scope: !812, file: !383, discriminator: 0)
!812 = distinct !DILexicalBlock(scope: !808, file: !320, line: 47, column: 21)
!813 = !DILocation(line: 0, scope: !804, inlinedAt: !814)
!814 = distinct !DILocation(line: 3747, column: 34, scope: !562, inlinedAt: !582)
!815 = !DILocation(line: 0, scope: !417, inlinedAt: !816)
!816 = distinct !DILocation(line: 61, column: 15, scope: !804, inlinedAt: !814)
!817 = !DILocation(line: 1320, column: 5, scope: !417, inlinedAt: !816)
!818 = !{!819, !737, !739, !741}
!819 = distinct !{!819, !820, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!820 = distinct !{!820, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!821 = !DILocalVariable(name: "self", scope: !822, file: !383, line: 101, type: !384, align: 128)
!822 = distinct !DISubprogram(name: "match_empty_or_deleted", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group22match_empty_or_deleted", scope: !384, file: !383, line: 101, type: !434, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !436, retainedNodes: !823)
!823 = !{!821}
!824 = !DILocation(line: 0, scope: !822, inlinedAt: !825)
!825 = distinct !DILocation(line: 118, column: 14, scope: !826, inlinedAt: !829)
!826 = distinct !DISubprogram(name: "match_full", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group10match_full", scope: !384, file: !383, line: 117, type: !441, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !444, retainedNodes: !827)
!827 = !{!828}
!828 = !DILocalVariable(name: "self", arg: 1, scope: !826, file: !383, line: 117, type: !443)
!829 = distinct !DILocation(line: 3748, column: 18, scope: !562, inlinedAt: !582)
!830 = !DILocation(line: 117, column: 30, scope: !826, inlinedAt: !829)
!831 = !DILocation(line: 0, scope: !450, inlinedAt: !832)
!832 = distinct !DILocation(line: 111, column: 21, scope: !822, inlinedAt: !825)
!833 = !DILocation(line: 0, scope: !456, inlinedAt: !832)
!834 = !DILocation(line: 0, scope: !468, inlinedAt: !832)
!835 = !DILocation(line: 1563, column: 9, scope: !468, inlinedAt: !832)
!836 = !DILocation(line: 1072, column: 22, scope: !599, inlinedAt: !609)
!837 = !DILocation(line: 863, column: 18, scope: !612, inlinedAt: !616)
!838 = !DILocation(line: 0, scope: !667, inlinedAt: !683)
!839 = !DILocation(line: 11, column: 5, scope: !86)
!840 = !DILocalVariable(arg: 1, scope: !841, file: !842, line: 805, type: !845)
!841 = distinct !DISubprogram(name: "drop_in_place<std::collections::hash::map::HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr92drop_in_place$LT$std..collections..hash..map..HashMap$LT$alloc..string..String$C$u64$GT$$GT$17hd23bd74504bcacc3E", scope: !11, file: !842, line: 805, type: !843, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !847, retainedNodes: !846)
!842 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!843 = !DISubroutineType(types: !844)
!844 = !{null, !845}
!845 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::collections::hash::map::HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", baseType: !96, size: 64, align: 64, dwarfAddressSpace: 0)
!846 = !{!840}
!847 = !{!848}
!848 = !DITemplateTypeParameter(name: "T", type: !96)
!849 = !DILocation(line: 0, scope: !841, inlinedAt: !850)
!850 = distinct !DILocation(line: 13, column: 1, scope: !86)
!851 = !DILocalVariable(arg: 1, scope: !852, file: !842, line: 805, type: !855)
!852 = distinct !DISubprogram(name: "drop_in_place<hashbrown::map::HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr112drop_in_place$LT$hashbrown..map..HashMap$LT$alloc..string..String$C$u64$C$std..hash..random..RandomState$GT$$GT$17hc0a22e0f60971374E", scope: !11, file: !842, line: 805, type: !853, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !857, retainedNodes: !856)
!853 = !DISubroutineType(types: !854)
!854 = !{null, !855}
!855 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut hashbrown::map::HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!856 = !{!851}
!857 = !{!858}
!858 = !DITemplateTypeParameter(name: "T", type: !103)
!859 = !DILocation(line: 0, scope: !852, inlinedAt: !860)
!860 = distinct !DILocation(line: 805, column: 1, scope: !841, inlinedAt: !850)
!861 = !DILocalVariable(arg: 1, scope: !862, file: !842, line: 805, type: !865)
!862 = distinct !DISubprogram(name: "drop_in_place<hashbrown::raw::RawTable<(alloc::string::String, u64), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr88drop_in_place$LT$hashbrown..raw..RawTable$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h40bdce8cd452bd95E", scope: !11, file: !842, line: 805, type: !863, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !867, retainedNodes: !866)
!863 = !DISubroutineType(types: !864)
!864 = !{null, !865}
!865 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut hashbrown::raw::RawTable<(alloc::string::String, u64), alloc::alloc::Global>", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!866 = !{!861}
!867 = !{!868}
!868 = !DITemplateTypeParameter(name: "T", type: !115)
!869 = !DILocation(line: 0, scope: !862, inlinedAt: !870)
!870 = distinct !DILocation(line: 805, column: 1, scope: !852, inlinedAt: !860)
!871 = !DILocalVariable(name: "self", arg: 1, scope: !872, file: !269, line: 3493, type: !876)
!872 = distinct !DISubprogram(name: "drop<(alloc::string::String, u64), alloc::alloc::Global>", linkageName: "_ZN79_$LT$hashbrown..raw..RawTable$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h990607a8bf1bd282E", scope: !873, file: !269, line: 3493, type: !874, scopeLine: 3493, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !179, retainedNodes: !877)
!873 = !DINamespace(name: "{impl#18}", scope: !116)
!874 = !DISubroutineType(types: !875)
!875 = !{null, !876}
!876 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut hashbrown::raw::RawTable<(alloc::string::String, u64), alloc::alloc::Global>", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!877 = !{!871}
!878 = !DILocation(line: 0, scope: !872, inlinedAt: !879)
!879 = distinct !DILocation(line: 805, column: 1, scope: !862, inlinedAt: !870)
!880 = !DILocalVariable(name: "self", arg: 1, scope: !881, file: !269, line: 2311, type: !884)
!881 = distinct !DISubprogram(name: "drop_inner_table<(alloc::string::String, u64), alloc::alloc::Global>", linkageName: "_ZN9hashbrown3raw13RawTableInner16drop_inner_table17h8156a9a3bc3b3ebdE", scope: !119, file: !269, line: 2311, type: !882, scopeLine: 2311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !179, declaration: !890, retainedNodes: !891)
!882 = !DISubroutineType(types: !883)
!883 = !{null, !884, !885, !886}
!884 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut hashbrown::raw::RawTableInner", baseType: !119, size: 64, align: 64, dwarfAddressSpace: 0)
!885 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !134, size: 64, align: 64, dwarfAddressSpace: 0)
!886 = !DICompositeType(tag: DW_TAG_structure_type, name: "TableLayout", scope: !116, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !887, templateParams: !95, identifier: "de581fab5e1e4457b573c95c256a083c")
!887 = !{!888, !889}
!888 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !886, file: !9, baseType: !122, size: 64, align: 64, flags: DIFlagPrivate)
!889 = !DIDerivedType(tag: DW_TAG_member, name: "ctrl_align", scope: !886, file: !9, baseType: !122, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!890 = !DISubprogram(name: "drop_inner_table<(alloc::string::String, u64), alloc::alloc::Global>", linkageName: "_ZN9hashbrown3raw13RawTableInner16drop_inner_table17h8156a9a3bc3b3ebdE", scope: !119, file: !269, line: 2311, type: !882, scopeLine: 2311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !179)
!891 = !{!880, !892, !893}
!892 = !DILocalVariable(name: "alloc", arg: 2, scope: !881, file: !269, line: 2311, type: !885)
!893 = !DILocalVariable(name: "table_layout", arg: 3, scope: !881, file: !269, line: 2311, type: !886)
!894 = !DILocation(line: 0, scope: !881, inlinedAt: !895)
!895 = distinct !DILocation(line: 3503, column: 18, scope: !872, inlinedAt: !879)
!896 = !DILocalVariable(name: "self", arg: 1, scope: !897, file: !269, line: 3130, type: !884)
!897 = distinct !DISubprogram(name: "free_buckets<alloc::alloc::Global>", linkageName: "_ZN9hashbrown3raw13RawTableInner12free_buckets17hf9bba81d7fc898a1E", scope: !119, file: !269, line: 3130, type: !882, scopeLine: 3130, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !173, declaration: !898, retainedNodes: !899)
!898 = !DISubprogram(name: "free_buckets<alloc::alloc::Global>", linkageName: "_ZN9hashbrown3raw13RawTableInner12free_buckets17hf9bba81d7fc898a1E", scope: !119, file: !269, line: 3130, type: !882, scopeLine: 3130, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !173)
!899 = !{!896, !900, !901, !902, !904}
!900 = !DILocalVariable(name: "alloc", arg: 2, scope: !897, file: !269, line: 3130, type: !885)
!901 = !DILocalVariable(name: "table_layout", arg: 3, scope: !897, file: !269, line: 3130, type: !886)
!902 = !DILocalVariable(name: "ptr", scope: !903, file: !269, line: 3136, type: !124, align: 64)
!903 = distinct !DILexicalBlock(scope: !897, file: !269, line: 3136, column: 9)
!904 = !DILocalVariable(name: "layout", scope: !903, file: !269, line: 3136, type: !905, align: 64)
!905 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !906, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !908, templateParams: !95, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!906 = !DINamespace(name: "layout", scope: !907)
!907 = !DINamespace(name: "alloc", scope: !12)
!908 = !{!909, !910}
!909 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !905, file: !9, baseType: !122, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!910 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !905, file: !9, baseType: !911, size: 64, align: 64, flags: DIFlagPrivate)
!911 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !912, templateParams: !95, identifier: "5099570874743123f8e757e4da3ea37b")
!912 = !{!913}
!913 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !911, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!914 = !DILocation(line: 0, scope: !897, inlinedAt: !915)
!915 = distinct !DILocation(line: 2319, column: 22, scope: !881, inlinedAt: !895)
!916 = !DILocalVariable(name: "self", arg: 1, scope: !917, file: !269, line: 3160, type: !884)
!917 = distinct !DISubprogram(name: "allocation_info", linkageName: "_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15allocation_info", scope: !119, file: !269, line: 3160, type: !918, scopeLine: 3160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !924, retainedNodes: !925)
!918 = !DISubroutineType(types: !919)
!919 = !{!920, !281, !886}
!920 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !921, templateParams: !95, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!921 = !{!922, !923}
!922 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !920, file: !9, baseType: !124, size: 64, align: 64)
!923 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !920, file: !9, baseType: !905, size: 128, align: 64, offset: 64)
!924 = !DISubprogram(name: "allocation_info", linkageName: "_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15allocation_info", scope: !119, file: !269, line: 3160, type: !918, scopeLine: 3160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!925 = !{!916, !926, !927, !929, !930, !930}
!926 = !DILocalVariable(name: "table_layout", arg: 2, scope: !917, file: !269, line: 3160, type: !886)
!927 = !DILocalVariable(name: "layout", scope: !928, file: !269, line: 3167, type: !905, align: 64)
!928 = distinct !DILexicalBlock(scope: !917, file: !269, line: 3167, column: 9)
!929 = !DILocalVariable(name: "ctrl_offset", scope: !928, file: !269, line: 3167, type: !122, align: 64)
!930 = !DILocalVariable(name: "lco", scope: !931, file: !269, line: 3168, type: !932, align: 64)
!931 = distinct !DILexicalBlock(scope: !917, file: !269, line: 3168, column: 13)
!932 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::alloc::layout::Layout, usize)", file: !9, size: 192, align: 64, elements: !933, templateParams: !95, identifier: "ff692a21345cd41e4633e47dfa9ae027")
!933 = !{!934, !935}
!934 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !932, file: !9, baseType: !905, size: 128, align: 64)
!935 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !932, file: !9, baseType: !122, size: 64, align: 64, offset: 128)
!936 = !DILocation(line: 0, scope: !917, inlinedAt: !937)
!937 = distinct !DILocation(line: 3136, column: 34, scope: !897, inlinedAt: !915)
!938 = !DILocation(line: 2312, column: 13, scope: !881, inlinedAt: !895)
!939 = !DILocalVariable(name: "self", arg: 1, scope: !940, file: !269, line: 490, type: !550)
!940 = distinct !DISubprogram(name: "next_n<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$6next_n17h0de8892c86bcbb5bE", scope: !219, file: !269, line: 490, type: !548, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !551, retainedNodes: !941)
!941 = !{!939, !942, !943, !945, !946}
!942 = !DILocalVariable(name: "offset", arg: 2, scope: !940, file: !269, line: 490, type: !122)
!943 = !DILocalVariable(name: "ptr", scope: !944, file: !269, line: 491, type: !556, align: 64)
!944 = distinct !DILexicalBlock(scope: !940, file: !269, line: 491, column: 9)
!945 = !DILocalVariable(name: "offset", scope: !940, file: !269, line: 490, type: !122, align: 64)
!946 = !DILocalVariable(name: "ptr", scope: !947, file: !269, line: 491, type: !556, align: 64)
!947 = distinct !DILexicalBlock(scope: !940, file: !269, line: 491, column: 9)
!948 = !DILocation(line: 490, column: 22, scope: !940, inlinedAt: !949)
!949 = distinct !DILocation(line: 3669, column: 35, scope: !950, inlinedAt: !972)
!950 = distinct !DISubprogram(name: "next_impl<(alloc::string::String, u64), false>", linkageName: "_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E", scope: !206, file: !269, line: 3651, type: !951, scopeLine: 3651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !967, retainedNodes: !968)
!951 = !DISubroutineType(types: !952)
!952 = !{!953, !966}
!953 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<hashbrown::raw::Bucket<(alloc::string::String, u64)>>", scope: !625, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !954, templateParams: !95, identifier: "add4adbf30980e63cc2049e44ad9d2c3")
!954 = !{!955}
!955 = !DICompositeType(tag: DW_TAG_variant_part, scope: !953, file: !9, size: 64, align: 64, elements: !956, templateParams: !95, identifier: "8e77051e2474f23720ba442b99955dd4", discriminator: !965)
!956 = !{!957, !961}
!957 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !955, file: !9, baseType: !958, size: 64, align: 64, extraData: i64 0)
!958 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !953, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !959, identifier: "ffeaa5b135debc8a8e0db80c398dd701")
!959 = !{!960}
!960 = !DITemplateTypeParameter(name: "T", type: !219)
!961 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !955, file: !9, baseType: !962, size: 64, align: 64)
!962 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !953, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !963, templateParams: !959, identifier: "fdd0e14816a25585a53c0bb516069611")
!963 = !{!964}
!964 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !962, file: !9, baseType: !219, size: 64, align: 64, flags: DIFlagPublic)
!965 = !DIDerivedType(tag: DW_TAG_member, scope: !953, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut hashbrown::raw::RawIterRange<(alloc::string::String, u64)>", baseType: !206, size: 64, align: 64, dwarfAddressSpace: 0)
!967 = !DISubprogram(name: "next_impl<(alloc::string::String, u64), false>", linkageName: "_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E", scope: !206, file: !269, line: 3651, type: !951, scopeLine: 3651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!968 = !{!969, !970}
!969 = !DILocalVariable(name: "self", arg: 1, scope: !950, file: !269, line: 3651, type: !966)
!970 = !DILocalVariable(name: "index", scope: !971, file: !269, line: 3653, type: !122, align: 64)
!971 = distinct !DILexicalBlock(scope: !950, file: !269, line: 3653, column: 60)
!972 = distinct !DILocation(line: 3857, column: 23, scope: !973, inlinedAt: !981)
!973 = distinct !DISubprogram(name: "next<(alloc::string::String, u64)>", linkageName: "_ZN91_$LT$hashbrown..raw..RawIter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h352f9758326a920bE", scope: !584, file: !269, line: 3848, type: !974, scopeLine: 3848, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, retainedNodes: !977)
!974 = !DISubroutineType(types: !975)
!975 = !{!953, !976}
!976 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut hashbrown::raw::RawIter<(alloc::string::String, u64)>", baseType: !203, size: 64, align: 64, dwarfAddressSpace: 0)
!977 = !{!978, !979}
!978 = !DILocalVariable(name: "self", arg: 1, scope: !973, file: !269, line: 3848, type: !976)
!979 = !DILocalVariable(name: "nxt", scope: !980, file: !269, line: 3855, type: !953, align: 64)
!980 = distinct !DILexicalBlock(scope: !973, file: !269, line: 3855, column: 9)
!981 = distinct !DILocation(line: 2257, column: 25, scope: !982, inlinedAt: !993)
!982 = !DILexicalBlockFile(scope: !983, file: !269, discriminator: 2)
!983 = distinct !DILexicalBlock(scope: !984, file: !269, line: 2257, column: 13)
!984 = distinct !DISubprogram(name: "drop_elements<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E", scope: !119, file: !269, line: 2250, type: !985, scopeLine: 2250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !987, retainedNodes: !988)
!985 = !DISubroutineType(types: !986)
!986 = !{null, !884}
!987 = !DISubprogram(name: "drop_elements<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E", scope: !119, file: !269, line: 2250, type: !985, scopeLine: 2250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!988 = !{!989, !990, !991}
!989 = !DILocalVariable(name: "self", arg: 1, scope: !984, file: !269, line: 2250, type: !884)
!990 = !DILocalVariable(name: "iter", scope: !983, file: !269, line: 2257, type: !203, align: 64)
!991 = !DILocalVariable(name: "item", scope: !992, file: !269, line: 2257, type: !219, align: 64)
!992 = distinct !DILexicalBlock(scope: !983, file: !269, line: 2257, column: 13)
!993 = distinct !DILocation(line: 2315, column: 22, scope: !881, inlinedAt: !895)
!994 = !DILocation(line: 490, column: 22, scope: !940, inlinedAt: !995)
!995 = distinct !DILocation(line: 3654, column: 39, scope: !971, inlinedAt: !972)
!996 = !DILocation(line: 0, scope: !950, inlinedAt: !972)
!997 = !DILocation(line: 3848, column: 13, scope: !973, inlinedAt: !981)
!998 = !DILocation(line: 0, scope: !984, inlinedAt: !993)
!999 = !DILocalVariable(name: "count", scope: !1000, file: !600, line: 1033, type: !122, align: 64)
!1000 = distinct !DISubprogram(name: "sub<(alloc::string::String, u64)>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3sub17h37398b7f594e2878E", scope: !601, file: !600, line: 1033, type: !603, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, retainedNodes: !1001)
!1001 = !{!1002, !999, !999}
!1002 = !DILocalVariable(name: "self", arg: 1, scope: !1000, file: !600, line: 1033, type: !556)
!1003 = !DILocation(line: 0, scope: !1000, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 339, column: 27, scope: !1005, inlinedAt: !1014)
!1005 = distinct !DISubprogram(name: "from_base_index<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$15from_base_index17hd277ccff54cb0993E", scope: !219, file: !269, line: 312, type: !1006, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !1008, retainedNodes: !1009)
!1006 = !DISubroutineType(types: !1007)
!1007 = !{!219, !222, !122}
!1008 = !DISubprogram(name: "from_base_index<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$15from_base_index17hd277ccff54cb0993E", scope: !219, file: !269, line: 312, type: !1006, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!1009 = !{!1010, !1011, !1012}
!1010 = !DILocalVariable(name: "base", arg: 1, scope: !1005, file: !269, line: 312, type: !222)
!1011 = !DILocalVariable(name: "index", scope: !1005, file: !269, line: 312, type: !122, align: 64)
!1012 = !DILocalVariable(name: "ptr", scope: !1013, file: !269, line: 333, type: !556, align: 64)
!1013 = distinct !DILexicalBlock(scope: !1005, file: !269, line: 333, column: 9)
!1014 = distinct !DILocation(line: 2206, column: 20, scope: !1015, inlinedAt: !1020)
!1015 = distinct !DISubprogram(name: "iter<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw13RawTableInner4iter17hda163c97c5ce2b72E", scope: !119, file: !269, line: 2178, type: !279, scopeLine: 2178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !282, retainedNodes: !1016)
!1016 = !{!1017, !1018}
!1017 = !DILocalVariable(name: "self", arg: 1, scope: !1015, file: !269, line: 2178, type: !884)
!1018 = !DILocalVariable(name: "data", scope: !1019, file: !269, line: 2206, type: !219, align: 64)
!1019 = distinct !DILexicalBlock(scope: !1015, file: !269, line: 2206, column: 9)
!1020 = distinct !DILocation(line: 2257, column: 30, scope: !984, inlinedAt: !993)
!1021 = !DILocation(line: 0, scope: !1000, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 441, column: 40, scope: !1023, inlinedAt: !1029)
!1023 = distinct !DISubprogram(name: "as_ptr<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$6as_ptr17h439d1bfa8bb21f3dE", scope: !219, file: !269, line: 435, type: !1024, scopeLine: 435, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !1026, retainedNodes: !1027)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{!556, !550}
!1026 = !DISubprogram(name: "as_ptr<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$6as_ptr17h439d1bfa8bb21f3dE", scope: !219, file: !269, line: 435, type: !1024, scopeLine: 435, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!1027 = !{!1028}
!1028 = !DILocalVariable(name: "self", arg: 1, scope: !1023, file: !269, line: 435, type: !550)
!1029 = distinct !DILocation(line: 519, column: 14, scope: !1030, inlinedAt: !1036)
!1030 = distinct !DISubprogram(name: "drop<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$4drop17hd1864cdc5f182f41E", scope: !219, file: !269, line: 518, type: !1031, scopeLine: 518, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, declaration: !1033, retainedNodes: !1034)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{null, !550}
!1033 = !DISubprogram(name: "drop<(alloc::string::String, u64)>", linkageName: "_ZN9hashbrown3raw15Bucket$LT$T$GT$4drop17hd1864cdc5f182f41E", scope: !219, file: !269, line: 518, type: !1031, scopeLine: 518, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !140)
!1034 = !{!1035}
!1035 = !DILocalVariable(name: "self", arg: 1, scope: !1030, file: !269, line: 518, type: !550)
!1036 = distinct !DILocation(line: 2260, column: 22, scope: !992, inlinedAt: !993)
!1037 = !DILocation(line: 2253, column: 29, scope: !984, inlinedAt: !993)
!1038 = !DILocation(line: 0, scope: !983, inlinedAt: !993)
!1039 = !DILocation(line: 0, scope: !940, inlinedAt: !949)
!1040 = !DILocalVariable(name: "count", scope: !1041, file: !600, line: 1033, type: !122, align: 64)
!1041 = distinct !DISubprogram(name: "sub<(alloc::string::String, u64)>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3sub17h37398b7f594e2878E", scope: !601, file: !600, line: 1033, type: !603, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, retainedNodes: !1042)
!1042 = !{!1043, !1044, !1040}
!1043 = !DILocalVariable(name: "self", arg: 1, scope: !1041, file: !600, line: 1033, type: !556)
!1044 = !DILocalVariable(name: "count", arg: 2, scope: !1041, file: !600, line: 1033, type: !122)
!1045 = !DILocation(line: 0, scope: !1041, inlinedAt: !1046)
!1046 = distinct !DILocation(line: 495, column: 31, scope: !1047, inlinedAt: !949)
!1047 = !DILexicalBlockFile(scope: !940, file: !269, discriminator: 2)
!1048 = !DILocalVariable(name: "count", scope: !1049, file: !343, line: 829, type: !122, align: 64)
!1049 = distinct !DISubprogram(name: "add<u8>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$3add17h60bf6ef17928bd4eE", scope: !344, file: !343, line: 829, type: !346, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !1050)
!1050 = !{!1051, !1048}
!1051 = !DILocalVariable(name: "self", arg: 1, scope: !1049, file: !343, line: 829, type: !128)
!1052 = !DILocation(line: 0, scope: !1049, inlinedAt: !1053)
!1053 = distinct !DILocation(line: 3670, column: 45, scope: !950, inlinedAt: !972)
!1054 = !DILocalVariable(name: "self", arg: 1, scope: !1055, file: !620, line: 112, type: !638)
!1055 = distinct !DISubprogram(name: "next", linkageName: "_RNvXs0_NtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB5_11BitMaskIterNtNtNtNtCsgEmfK2I1SDS_4core4iter6traits8iterator8Iterator4next", scope: !621, file: !620, line: 112, type: !622, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1056)
!1056 = !{!1054, !1057, !1059, !1061}
!1057 = !DILocalVariable(name: "bit", scope: !1058, file: !620, line: 113, type: !122, align: 64)
!1058 = distinct !DILexicalBlock(scope: !1055, file: !620, line: 113, column: 9)
!1059 = !DILocalVariable(name: "residual", scope: !1060, file: !620, line: 113, type: !645, align: 8)
!1060 = distinct !DILexicalBlock(scope: !1055, file: !620, line: 113, column: 42)
!1061 = !DILocalVariable(name: "val", scope: !1062, file: !620, line: 113, type: !122, align: 64)
!1062 = distinct !DILexicalBlock(scope: !1055, file: !620, line: 113, column: 42)
!1063 = !DILocation(line: 112, column: 13, scope: !1055, inlinedAt: !1064)
!1064 = distinct !DILocation(line: 3653, column: 53, scope: !971, inlinedAt: !972)
!1065 = !DILocation(line: 50, column: 32, scope: !1066, inlinedAt: !1071)
!1066 = distinct !DILexicalBlock(scope: !1067, file: !620, line: 50, column: 64)
!1067 = distinct !DISubprogram(name: "lowest_set_bit", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask14lowest_set_bit", scope: !214, file: !620, line: 49, type: !668, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !670, retainedNodes: !1068)
!1068 = !{!1069, !1070}
!1069 = !DILocalVariable(name: "self", scope: !1067, file: !620, line: 49, type: !214, align: 16)
!1070 = !DILocalVariable(name: "nonzero", scope: !1066, file: !620, line: 50, type: !674, align: 16)
!1071 = distinct !DILocation(line: 113, column: 26, scope: !1055, inlinedAt: !1064)
!1072 = !DILocation(line: 50, column: 16, scope: !1066, inlinedAt: !1071)
!1073 = !DILocation(line: 3666, column: 54, scope: !950, inlinedAt: !972)
!1074 = !DILocalVariable(name: "ptr", arg: 1, scope: !1075, file: !383, line: 59, type: !400)
!1075 = distinct !DISubprogram(name: "load_aligned", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group12load_aligned", scope: !384, file: !383, line: 59, type: !398, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !405, retainedNodes: !1076)
!1076 = !{!1074, !1077, !1080, !1081}
!1077 = !DILocalVariable(name: "left_val", scope: !1078, file: !383, line: 60, type: !321, align: 64)
!1078 = !DILexicalBlockFile(scope: !1079, file: !383, discriminator: 0)
!1079 = distinct !DILexicalBlock(scope: !1075, file: !320, line: 45, column: 13)
!1080 = !DILocalVariable(name: "right_val", scope: !1078, file: !383, line: 60, type: !321, align: 64)
!1081 = !DILocalVariable(name: "kind", scope: !1082, file: !383, line: 60, type: !79, align: 8)
!1082 = !DILexicalBlockFile(scope: !1083, file: !383, discriminator: 0)
!1083 = distinct !DILexicalBlock(scope: !1079, file: !320, line: 47, column: 21)
!1084 = !DILocation(line: 0, scope: !1075, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 3666, column: 34, scope: !950, inlinedAt: !972)
!1086 = !DILocation(line: 0, scope: !417, inlinedAt: !1087)
!1087 = distinct !DILocation(line: 61, column: 15, scope: !1075, inlinedAt: !1085)
!1088 = !DILocation(line: 1320, column: 5, scope: !417, inlinedAt: !1087)
!1089 = !{!1090, !1092, !1094, !1096, !1098, !1100, !1102, !1104}
!1090 = distinct !{!1090, !1091, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!1091 = distinct !{!1091, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!1092 = distinct !{!1092, !1093, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E: %self"}
!1093 = distinct !{!1093, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h5adde9d93a95f319E"}
!1094 = distinct !{!1094, !1095, !"_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E: %self"}
!1095 = distinct !{!1095, !"_ZN9hashbrown3raw13RawTableInner13drop_elements17hcd952fc6901fa3a8E"}
!1096 = distinct !{!1096, !1097, !"_ZN9hashbrown3raw13RawTableInner16drop_inner_table17h8156a9a3bc3b3ebdE: %self"}
!1097 = distinct !{!1097, !"_ZN9hashbrown3raw13RawTableInner16drop_inner_table17h8156a9a3bc3b3ebdE"}
!1098 = distinct !{!1098, !1099, !"_ZN79_$LT$hashbrown..raw..RawTable$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h990607a8bf1bd282E: %self"}
!1099 = distinct !{!1099, !"_ZN79_$LT$hashbrown..raw..RawTable$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h990607a8bf1bd282E"}
!1100 = distinct !{!1100, !1101, !"_ZN4core3ptr88drop_in_place$LT$hashbrown..raw..RawTable$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h40bdce8cd452bd95E: %_1"}
!1101 = distinct !{!1101, !"_ZN4core3ptr88drop_in_place$LT$hashbrown..raw..RawTable$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h40bdce8cd452bd95E"}
!1102 = distinct !{!1102, !1103, !"_ZN4core3ptr112drop_in_place$LT$hashbrown..map..HashMap$LT$alloc..string..String$C$u64$C$std..hash..random..RandomState$GT$$GT$17hc0a22e0f60971374E: %_1"}
!1103 = distinct !{!1103, !"_ZN4core3ptr112drop_in_place$LT$hashbrown..map..HashMap$LT$alloc..string..String$C$u64$C$std..hash..random..RandomState$GT$$GT$17hc0a22e0f60971374E"}
!1104 = distinct !{!1104, !1105, !"_ZN4core3ptr92drop_in_place$LT$std..collections..hash..map..HashMap$LT$alloc..string..String$C$u64$GT$$GT$17hd23bd74504bcacc3E: %_1"}
!1105 = distinct !{!1105, !"_ZN4core3ptr92drop_in_place$LT$std..collections..hash..map..HashMap$LT$alloc..string..String$C$u64$GT$$GT$17hd23bd74504bcacc3E"}
!1106 = !DILocalVariable(name: "self", scope: !1107, file: !383, line: 101, type: !384, align: 128)
!1107 = distinct !DISubprogram(name: "match_empty_or_deleted", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group22match_empty_or_deleted", scope: !384, file: !383, line: 101, type: !434, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !436, retainedNodes: !1108)
!1108 = !{!1106}
!1109 = !DILocation(line: 0, scope: !1107, inlinedAt: !1110)
!1110 = distinct !DILocation(line: 118, column: 14, scope: !1111, inlinedAt: !1114)
!1111 = distinct !DISubprogram(name: "match_full", linkageName: "_RNvMNtNtNtCsgvbsrvnw3yD_9hashbrown7control5group4sse2NtB2_5Group10match_full", scope: !384, file: !383, line: 117, type: !441, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !444, retainedNodes: !1112)
!1112 = !{!1113}
!1113 = !DILocalVariable(name: "self", arg: 1, scope: !1111, file: !383, line: 117, type: !443)
!1114 = distinct !DILocation(line: 3667, column: 18, scope: !950, inlinedAt: !972)
!1115 = !DILocation(line: 117, column: 30, scope: !1111, inlinedAt: !1114)
!1116 = !DILocation(line: 0, scope: !450, inlinedAt: !1117)
!1117 = distinct !DILocation(line: 111, column: 21, scope: !1107, inlinedAt: !1110)
!1118 = !DILocation(line: 0, scope: !456, inlinedAt: !1117)
!1119 = !DILocation(line: 0, scope: !468, inlinedAt: !1117)
!1120 = !DILocation(line: 1563, column: 9, scope: !468, inlinedAt: !1117)
!1121 = !DILocation(line: 1072, column: 22, scope: !1041, inlinedAt: !1046)
!1122 = !DILocation(line: 863, column: 18, scope: !1049, inlinedAt: !1053)
!1123 = !DILocation(line: 113, column: 19, scope: !1055, inlinedAt: !1064)
!1124 = !DILocation(line: 0, scope: !1067, inlinedAt: !1071)
!1125 = !DILocation(line: 2257, column: 25, scope: !984, inlinedAt: !993)
!1126 = !DILocation(line: 0, scope: !1066, inlinedAt: !1071)
!1127 = !DILocalVariable(name: "nonzero", arg: 1, scope: !1128, file: !620, line: 74, type: !674)
!1128 = distinct !DISubprogram(name: "nonzero_trailing_zeros", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask22nonzero_trailing_zeros", scope: !214, file: !620, line: 74, type: !689, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !691, retainedNodes: !1129)
!1129 = !{!1127, !1130}
!1130 = !DILocalVariable(name: "swapped", scope: !1131, file: !620, line: 77, type: !674, align: 16)
!1131 = distinct !DILexicalBlock(scope: !1128, file: !620, line: 77, column: 13)
!1132 = !DILocation(line: 0, scope: !1128, inlinedAt: !1133)
!1133 = distinct !DILocation(line: 51, column: 18, scope: !1066, inlinedAt: !1071)
!1134 = !DILocalVariable(name: "self", arg: 1, scope: !1135, file: !699, line: 638, type: !674)
!1135 = distinct !DISubprogram(name: "trailing_zeros", linkageName: "_RNvMs10_NtNtCsgEmfK2I1SDS_4core3num7nonzeroINtB6_7NonZerotE14trailing_zeros", scope: !674, file: !699, line: 638, type: !700, scopeLine: 638, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !702, retainedNodes: !1136)
!1136 = !{!1134}
!1137 = !DILocation(line: 0, scope: !1135, inlinedAt: !1138)
!1138 = distinct !DILocation(line: 80, column: 21, scope: !1128, inlinedAt: !1133)
!1139 = !DILocalVariable(name: "self", arg: 1, scope: !1140, file: !699, line: 480, type: !674)
!1140 = distinct !DISubprogram(name: "get<u16>", linkageName: "_ZN4core3num7nonzero16NonZero$LT$T$GT$3get17h94e74de25deec461E", scope: !674, file: !699, line: 480, type: !708, scopeLine: 480, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !681, declaration: !710, retainedNodes: !1141)
!1141 = !{!1142, !1142, !1139}
!1142 = !DILocalVariable(name: "self", scope: !1140, file: !699, line: 480, type: !674, align: 16)
!1143 = !DILocation(line: 0, scope: !1140, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 641, column: 51, scope: !1135, inlinedAt: !1138)
!1145 = !DILocation(line: 499, column: 18, scope: !1140, inlinedAt: !1144)
!1146 = !DILocation(line: 641, column: 21, scope: !1135, inlinedAt: !1138)
!1147 = !DILocation(line: 80, column: 13, scope: !1128, inlinedAt: !1133)
!1148 = !DILocation(line: 0, scope: !1058, inlinedAt: !1064)
!1149 = !DILocalVariable(name: "self", scope: !1150, file: !620, line: 37, type: !214, align: 16)
!1150 = distinct !DISubprogram(name: "remove_lowest_bit", linkageName: "_RNvMNtNtCsgvbsrvnw3yD_9hashbrown7control7bitmaskNtB2_7BitMask17remove_lowest_bit", scope: !214, file: !620, line: 37, type: !721, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !723, retainedNodes: !1151)
!1151 = !{!1149}
!1152 = !DILocation(line: 0, scope: !1150, inlinedAt: !1153)
!1153 = distinct !DILocation(line: 114, column: 25, scope: !1058, inlinedAt: !1064)
!1154 = !DILocation(line: 38, column: 17, scope: !1150, inlinedAt: !1153)
!1155 = !DILocation(line: 0, scope: !971, inlinedAt: !972)
!1156 = !DILocation(line: 0, scope: !940, inlinedAt: !995)
!1157 = !DILocation(line: 0, scope: !1041, inlinedAt: !1158)
!1158 = distinct !DILocation(line: 495, column: 31, scope: !940, inlinedAt: !995)
!1159 = !DILocation(line: 1072, column: 47, scope: !1041, inlinedAt: !1158)
!1160 = !DILocation(line: 1072, column: 22, scope: !1041, inlinedAt: !1158)
!1161 = !DILocation(line: 0, scope: !980, inlinedAt: !981)
!1162 = !DILocation(line: 3861, column: 9, scope: !980, inlinedAt: !981)
!1163 = !DILocation(line: 0, scope: !992, inlinedAt: !993)
!1164 = !DILocation(line: 518, column: 31, scope: !1030, inlinedAt: !1036)
!1165 = !DILocation(line: 435, column: 19, scope: !1023, inlinedAt: !1029)
!1166 = !DILocation(line: 1072, column: 22, scope: !1000, inlinedAt: !1022)
!1167 = !DILocalVariable(name: "self", arg: 1, scope: !1168, file: !600, line: 1395, type: !556)
!1168 = distinct !DISubprogram(name: "drop_in_place<(alloc::string::String, u64)>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$13drop_in_place17he14796a3f355d11fE", scope: !601, file: !600, line: 1395, type: !1169, scopeLine: 1395, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, retainedNodes: !1171)
!1169 = !DISubroutineType(types: !1170)
!1170 = !{null, !556}
!1171 = !{!1167}
!1172 = !DILocation(line: 0, scope: !1168, inlinedAt: !1173)
!1173 = distinct !DILocation(line: 519, column: 23, scope: !1030, inlinedAt: !1036)
!1174 = !DILocation(line: 1400, column: 18, scope: !1168, inlinedAt: !1173)
!1175 = !{i64 0, i64 -9223372036854775808}
!1176 = !{!1094, !1096, !1098, !1100, !1102, !1104}
!1177 = !DILocalVariable(arg: 1, scope: !1178, file: !842, line: 805, type: !556)
!1178 = distinct !DISubprogram(name: "drop_in_place<(alloc::string::String, u64)>", linkageName: "_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h69a87e18b43fe6dcE", scope: !11, file: !842, line: 805, type: !1169, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !140, retainedNodes: !1179)
!1179 = !{!1177}
!1180 = !DILocation(line: 0, scope: !1178, inlinedAt: !1181)
!1181 = distinct !DILocation(line: 1400, column: 18, scope: !1168, inlinedAt: !1173)
!1182 = !DILocalVariable(arg: 1, scope: !1183, file: !842, line: 805, type: !1186)
!1183 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hf0fad9e0a25f8ed9E", scope: !11, file: !842, line: 805, type: !1184, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1188, retainedNodes: !1187)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{null, !1186}
!1186 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::string::String", baseType: !145, size: 64, align: 64, dwarfAddressSpace: 0)
!1187 = !{!1182}
!1188 = !{!1189}
!1189 = !DITemplateTypeParameter(name: "T", type: !145)
!1190 = !DILocation(line: 0, scope: !1183, inlinedAt: !1191)
!1191 = distinct !DILocation(line: 805, column: 1, scope: !1178, inlinedAt: !1181)
!1192 = !DILocalVariable(arg: 1, scope: !1193, file: !842, line: 805, type: !1196)
!1193 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h6da9256d934cc8e3E", scope: !11, file: !842, line: 805, type: !1194, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1198, retainedNodes: !1197)
!1194 = !DISubroutineType(types: !1195)
!1195 = !{null, !1196}
!1196 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!1197 = !{!1192}
!1198 = !{!1199}
!1199 = !DITemplateTypeParameter(name: "T", type: !149)
!1200 = !DILocation(line: 0, scope: !1193, inlinedAt: !1201)
!1201 = distinct !DILocation(line: 805, column: 1, scope: !1183, inlinedAt: !1191)
!1202 = !DILocalVariable(arg: 1, scope: !1203, file: !842, line: 805, type: !1206)
!1203 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h903fc14d7d28f94aE", scope: !11, file: !842, line: 805, type: !1204, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1208, retainedNodes: !1207)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{null, !1206}
!1206 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !153, size: 64, align: 64, dwarfAddressSpace: 0)
!1207 = !{!1202}
!1208 = !{!1209}
!1209 = !DITemplateTypeParameter(name: "T", type: !153)
!1210 = !DILocation(line: 0, scope: !1203, inlinedAt: !1211)
!1211 = distinct !DILocation(line: 805, column: 1, scope: !1193, inlinedAt: !1201)
!1212 = !DILocalVariable(name: "self", arg: 1, scope: !1213, file: !1214, line: 421, type: !1218)
!1213 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9b338f96fd10cdb8E", scope: !1215, file: !1214, line: 421, type: !1216, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !176, retainedNodes: !1219)
!1214 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!1215 = !DINamespace(name: "{impl#3}", scope: !154)
!1216 = !DISubroutineType(types: !1217)
!1217 = !{null, !1218}
!1218 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !153, size: 64, align: 64, dwarfAddressSpace: 0)
!1219 = !{!1212}
!1220 = !DILocation(line: 0, scope: !1213, inlinedAt: !1221)
!1221 = distinct !DILocation(line: 805, column: 1, scope: !1203, inlinedAt: !1211)
!1222 = !DILocalVariable(name: "self", arg: 1, scope: !1223, file: !1214, line: 870, type: !1226)
!1223 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7637eb543c175685E", scope: !157, file: !1214, line: 870, type: !1224, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !173, declaration: !1227, retainedNodes: !1228)
!1224 = !DISubroutineType(types: !1225)
!1225 = !{null, !1226, !905}
!1226 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !157, size: 64, align: 64, dwarfAddressSpace: 0)
!1227 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7637eb543c175685E", scope: !157, file: !1214, line: 870, type: !1224, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !173)
!1228 = !{!1222, !1229, !1230, !1232}
!1229 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1223, file: !1214, line: 870, type: !905)
!1230 = !DILocalVariable(name: "ptr", scope: !1231, file: !1214, line: 872, type: !124, align: 64)
!1231 = distinct !DILexicalBlock(scope: !1223, file: !1214, line: 872, column: 82)
!1232 = !DILocalVariable(name: "layout", scope: !1231, file: !1214, line: 872, type: !905, align: 64)
!1233 = !DILocation(line: 0, scope: !1223, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 423, column: 29, scope: !1213, inlinedAt: !1221)
!1235 = !DILocalVariable(name: "self", arg: 1, scope: !1236, file: !1214, line: 631, type: !1252)
!1236 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hbf134b8afe142918E", scope: !157, file: !1214, line: 631, type: !1237, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !173, declaration: !1253, retainedNodes: !1254)
!1237 = !DISubroutineType(types: !1238)
!1238 = !{!1239, !1252, !905}
!1239 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !625, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1240, templateParams: !95, identifier: "ee7541504661f874c2915c0073b72bc1")
!1240 = !{!1241}
!1241 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1239, file: !9, size: 192, align: 64, elements: !1242, templateParams: !95, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !1251)
!1242 = !{!1243, !1247}
!1243 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1241, file: !9, baseType: !1244, size: 192, align: 64, extraData: i64 0)
!1244 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1239, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !1245, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!1245 = !{!1246}
!1246 = !DITemplateTypeParameter(name: "T", type: !920)
!1247 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1241, file: !9, baseType: !1248, size: 192, align: 64)
!1248 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1239, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1249, templateParams: !1245, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!1249 = !{!1250}
!1250 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1248, file: !9, baseType: !920, size: 192, align: 64, flags: DIFlagPublic)
!1251 = !DIDerivedType(tag: DW_TAG_member, scope: !1239, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!1252 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !157, size: 64, align: 64, dwarfAddressSpace: 0)
!1253 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hbf134b8afe142918E", scope: !157, file: !1214, line: 631, type: !1237, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !173)
!1254 = !{!1235, !1255, !1256, !1258}
!1255 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1236, file: !1214, line: 631, type: !905)
!1256 = !DILocalVariable(name: "alloc_size", scope: !1257, file: !1214, line: 640, type: !122, align: 64)
!1257 = distinct !DILexicalBlock(scope: !1236, file: !1214, line: 640, column: 17)
!1258 = !DILocalVariable(name: "layout", scope: !1259, file: !1214, line: 641, type: !905, align: 64)
!1259 = distinct !DILexicalBlock(scope: !1257, file: !1214, line: 641, column: 17)
!1260 = !DILocation(line: 0, scope: !1236, inlinedAt: !1261)
!1261 = distinct !DILocation(line: 872, column: 52, scope: !1231, inlinedAt: !1234)
!1262 = !DILocation(line: 632, column: 39, scope: !1236, inlinedAt: !1261)
!1263 = !DILocation(line: 0, scope: !1231, inlinedAt: !1234)
!1264 = !DILocalVariable(name: "self", arg: 1, scope: !1265, file: !1266, line: 440, type: !885)
!1265 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !1267, file: !1266, line: 440, type: !1268, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1270)
!1266 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!1267 = !DINamespace(name: "{impl#1}", scope: !135)
!1268 = !DISubroutineType(types: !1269)
!1269 = !{null, !885, !124, !905}
!1270 = !{!1264, !1271, !1272}
!1271 = !DILocalVariable(name: "ptr", arg: 2, scope: !1265, file: !1266, line: 440, type: !124)
!1272 = !DILocalVariable(name: "layout", arg: 3, scope: !1265, file: !1266, line: 440, type: !905)
!1273 = !DILocation(line: 0, scope: !1265, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 874, column: 28, scope: !1231, inlinedAt: !1234)
!1275 = !DILocalVariable(name: "self", arg: 1, scope: !1276, file: !1266, line: 323, type: !885)
!1276 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !134, file: !1266, line: 323, type: !1268, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !1277, retainedNodes: !1278)
!1277 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !134, file: !1266, line: 323, type: !1268, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!1278 = !{!1275, !1279, !1280}
!1279 = !DILocalVariable(name: "ptr", arg: 2, scope: !1276, file: !1266, line: 323, type: !124)
!1280 = !DILocalVariable(name: "layout", arg: 3, scope: !1276, file: !1266, line: 323, type: !905)
!1281 = !DILocation(line: 0, scope: !1276, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 442, column: 23, scope: !1265, inlinedAt: !1274)
!1283 = !DILocalVariable(name: "ptr", arg: 1, scope: !1284, file: !1266, line: 199, type: !124)
!1284 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !134, file: !1266, line: 199, type: !1285, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !1287, retainedNodes: !1288)
!1285 = !DISubroutineType(types: !1286)
!1286 = !{null, !124, !905}
!1287 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !134, file: !1266, line: 199, type: !1285, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!1288 = !{!1283, !1289}
!1289 = !DILocalVariable(name: "layout", arg: 2, scope: !1284, file: !1266, line: 199, type: !905)
!1290 = !DILocation(line: 0, scope: !1284, inlinedAt: !1291)
!1291 = distinct !DILocation(line: 324, column: 9, scope: !1276, inlinedAt: !1282)
!1292 = !DILocalVariable(name: "layout", arg: 2, scope: !1293, file: !1266, line: 114, type: !905)
!1293 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !135, file: !1266, line: 114, type: !1294, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1297)
!1294 = !DISubroutineType(types: !1295)
!1295 = !{null, !1296, !905}
!1296 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!1297 = !{!1298, !1292}
!1298 = !DILocalVariable(name: "ptr", arg: 1, scope: !1293, file: !1266, line: 114, type: !1296)
!1299 = !DILocation(line: 0, scope: !1293, inlinedAt: !1300)
!1300 = distinct !DILocation(line: 209, column: 22, scope: !1284, inlinedAt: !1291)
!1301 = !DILocation(line: 115, column: 14, scope: !1293, inlinedAt: !1300)
!1302 = !DILocation(line: 872, column: 9, scope: !1223, inlinedAt: !1234)
!1303 = !DILocation(line: 3851, column: 12, scope: !973, inlinedAt: !981)
!1304 = !DILocalVariable(name: "self", arg: 1, scope: !1305, file: !269, line: 218, type: !886)
!1305 = distinct !DISubprogram(name: "calculate_layout_for", linkageName: "_RNvMs1_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_11TableLayout20calculate_layout_for", scope: !886, file: !269, line: 218, type: !1306, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, declaration: !1321, retainedNodes: !1322)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!1308, !886, !122}
!1308 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::alloc::layout::Layout, usize)>", scope: !625, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1309, templateParams: !95, identifier: "79dcb3570f7c079d85f9c825487e505c")
!1309 = !{!1310}
!1310 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1308, file: !9, size: 192, align: 64, elements: !1311, templateParams: !95, identifier: "5a3680d8f4159d185371e919d822bb9f", discriminator: !1320)
!1311 = !{!1312, !1316}
!1312 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1310, file: !9, baseType: !1313, size: 192, align: 64, extraData: i64 0)
!1313 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1308, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !95, templateParams: !1314, identifier: "6f067e4f258ef525b3aaa2b9986f5ce3")
!1314 = !{!1315}
!1315 = !DITemplateTypeParameter(name: "T", type: !932)
!1316 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1310, file: !9, baseType: !1317, size: 192, align: 64)
!1317 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1308, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1318, templateParams: !1314, identifier: "37a3a3684fa1e3b416d4a2763733a9ff")
!1318 = !{!1319}
!1319 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1317, file: !9, baseType: !932, size: 192, align: 64, flags: DIFlagPublic)
!1320 = !DIDerivedType(tag: DW_TAG_member, scope: !1308, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!1321 = !DISubprogram(name: "calculate_layout_for", linkageName: "_RNvMs1_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_11TableLayout20calculate_layout_for", scope: !886, file: !269, line: 218, type: !1306, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !95)
!1322 = !{!1304, !1323, !1324, !1326, !1327, !1329, !1331, !1333, !1335, !1337, !1339, !1341}
!1323 = !DILocalVariable(name: "buckets", arg: 2, scope: !1305, file: !269, line: 218, type: !122)
!1324 = !DILocalVariable(name: "size", scope: !1325, file: !269, line: 221, type: !122, align: 64)
!1325 = distinct !DILexicalBlock(scope: !1305, file: !269, line: 221, column: 9)
!1326 = !DILocalVariable(name: "ctrl_align", scope: !1325, file: !269, line: 221, type: !122, align: 64)
!1327 = !DILocalVariable(name: "ctrl_offset", scope: !1328, file: !269, line: 223, type: !122, align: 64)
!1328 = distinct !DILexicalBlock(scope: !1325, file: !269, line: 223, column: 9)
!1329 = !DILocalVariable(name: "residual", scope: !1330, file: !269, line: 224, type: !645, align: 8)
!1330 = distinct !DILexicalBlock(scope: !1325, file: !269, line: 224, column: 38)
!1331 = !DILocalVariable(name: "val", scope: !1332, file: !269, line: 224, type: !122, align: 64)
!1332 = distinct !DILexicalBlock(scope: !1325, file: !269, line: 224, column: 38)
!1333 = !DILocalVariable(name: "residual", scope: !1334, file: !269, line: 224, type: !645, align: 8)
!1334 = distinct !DILexicalBlock(scope: !1325, file: !269, line: 224, column: 67)
!1335 = !DILocalVariable(name: "val", scope: !1336, file: !269, line: 224, type: !122, align: 64)
!1336 = distinct !DILexicalBlock(scope: !1325, file: !269, line: 224, column: 67)
!1337 = !DILocalVariable(name: "len", scope: !1338, file: !269, line: 225, type: !122, align: 64)
!1338 = distinct !DILexicalBlock(scope: !1328, file: !269, line: 225, column: 9)
!1339 = !DILocalVariable(name: "residual", scope: !1340, file: !269, line: 225, type: !645, align: 8)
!1340 = distinct !DILexicalBlock(scope: !1328, file: !269, line: 225, column: 66)
!1341 = !DILocalVariable(name: "val", scope: !1342, file: !269, line: 225, type: !122, align: 64)
!1342 = distinct !DILexicalBlock(scope: !1328, file: !269, line: 225, column: 66)
!1343 = !DILocation(line: 0, scope: !1305, inlinedAt: !1344)
!1344 = distinct !DILocation(line: 3167, column: 56, scope: !917, inlinedAt: !937)
!1345 = !DILocalVariable(name: "rhs", arg: 2, scope: !1346, file: !1347, line: 1160, type: !122)
!1346 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !1348, file: !1347, line: 1160, type: !1349, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1351)
!1347 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!1348 = !DINamespace(name: "{impl#11}", scope: !169)
!1349 = !DISubroutineType(types: !1350)
!1350 = !{!624, !122, !122}
!1351 = !{!1352, !1345, !1353, !1355}
!1352 = !DILocalVariable(name: "self", arg: 1, scope: !1346, file: !1347, line: 1160, type: !122)
!1353 = !DILocalVariable(name: "a", scope: !1354, file: !1347, line: 1161, type: !122, align: 64)
!1354 = distinct !DILexicalBlock(scope: !1346, file: !1347, line: 1161, column: 13)
!1355 = !DILocalVariable(name: "b", scope: !1354, file: !1347, line: 1161, type: !1356, align: 8)
!1356 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!1357 = !DILocation(line: 0, scope: !1346, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 224, column: 18, scope: !1325, inlinedAt: !1344)
!1359 = !DILocalVariable(name: "rhs", arg: 2, scope: !1360, file: !1347, line: 3050, type: !122)
!1360 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !1348, file: !1347, line: 3050, type: !1361, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1367)
!1361 = !DISubroutineType(types: !1362)
!1362 = !{!1363, !122, !122}
!1363 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !1364, templateParams: !95, identifier: "d571287e27d8be874e95a2f698798cc6")
!1364 = !{!1365, !1366}
!1365 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1363, file: !9, baseType: !122, size: 64, align: 64)
!1366 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1363, file: !9, baseType: !1356, size: 8, align: 8, offset: 64)
!1367 = !{!1368, !1359}
!1368 = !DILocalVariable(name: "self", arg: 1, scope: !1360, file: !1347, line: 3050, type: !122)
!1369 = !DILocation(line: 0, scope: !1360, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 1161, column: 31, scope: !1346, inlinedAt: !1358)
!1371 = !DILocation(line: 0, scope: !1325, inlinedAt: !1344)
!1372 = !DILocalVariable(name: "b", arg: 1, scope: !1373, file: !1374, line: 456, type: !1356)
!1373 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !1375, file: !1374, line: 456, type: !1376, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1378)
!1374 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!1375 = !DINamespace(name: "intrinsics", scope: !12)
!1376 = !DISubroutineType(types: !1377)
!1377 = !{!1356, !1356}
!1378 = !{!1372}
!1379 = !DILocation(line: 0, scope: !1373, inlinedAt: !1380)
!1380 = distinct !DILocation(line: 1162, column: 16, scope: !1354, inlinedAt: !1358)
!1381 = !DILocalVariable(name: "self", arg: 1, scope: !1382, file: !1347, line: 761, type: !122)
!1382 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_add", scope: !1348, file: !1347, line: 761, type: !1349, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1383)
!1383 = !{!1381, !1384}
!1384 = !DILocalVariable(name: "rhs", arg: 2, scope: !1382, file: !1347, line: 761, type: !122)
!1385 = !DILocation(line: 0, scope: !1382, inlinedAt: !1386)
!1386 = distinct !DILocation(line: 224, column: 40, scope: !1325, inlinedAt: !1344)
!1387 = !DILocation(line: 0, scope: !1373, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 769, column: 16, scope: !1382, inlinedAt: !1386)
!1389 = !DILocation(line: 3051, column: 26, scope: !1360, inlinedAt: !1370)
!1390 = !DILocation(line: 0, scope: !1328, inlinedAt: !1344)
!1391 = !DILocation(line: 0, scope: !1382, inlinedAt: !1392)
!1392 = distinct !DILocation(line: 225, column: 31, scope: !1328, inlinedAt: !1344)
!1393 = !DILocation(line: 225, column: 43, scope: !1328, inlinedAt: !1344)
!1394 = !DILocation(line: 769, column: 37, scope: !1382, inlinedAt: !1392)
!1395 = !DILocation(line: 0, scope: !1373, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 769, column: 16, scope: !1397, inlinedAt: !1392)
!1397 = !DILexicalBlockFile(scope: !1382, file: !1347, discriminator: 2)
!1398 = !DILocation(line: 457, column: 8, scope: !1373, inlinedAt: !1396)
!1399 = !DILocation(line: 0, scope: !903, inlinedAt: !915)
!1400 = !DILocation(line: 0, scope: !928, inlinedAt: !937)
!1401 = !DILocalVariable(name: "count", arg: 2, scope: !1402, file: !600, line: 1033, type: !122)
!1402 = distinct !DISubprogram(name: "sub<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3sub17h7aed6a1e25939ddbE", scope: !601, file: !600, line: 1033, type: !1403, scopeLine: 1033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !129, retainedNodes: !1405)
!1403 = !DISubroutineType(types: !1404)
!1404 = !{!1296, !1296, !122, !348}
!1405 = !{!1406, !1401}
!1406 = !DILocalVariable(name: "self", arg: 1, scope: !1402, file: !600, line: 1033, type: !1296)
!1407 = !DILocation(line: 0, scope: !1402, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 3173, column: 64, scope: !928, inlinedAt: !937)
!1409 = !DILocation(line: 0, scope: !1265, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 3137, column: 15, scope: !903, inlinedAt: !915)
!1411 = !DILocation(line: 0, scope: !1276, inlinedAt: !1412)
!1412 = distinct !DILocation(line: 442, column: 23, scope: !1265, inlinedAt: !1410)
!1413 = !DILocation(line: 0, scope: !1284, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 324, column: 9, scope: !1276, inlinedAt: !1412)
!1415 = !DILocation(line: 0, scope: !1293, inlinedAt: !1416)
!1416 = distinct !DILocation(line: 209, column: 22, scope: !1284, inlinedAt: !1414)
!1417 = !DILocation(line: 200, column: 12, scope: !1284, inlinedAt: !1414)
!1418 = !DILocation(line: 1072, column: 47, scope: !1402, inlinedAt: !1408)
!1419 = !DILocation(line: 1072, column: 22, scope: !1402, inlinedAt: !1408)
!1420 = !DILocation(line: 115, column: 14, scope: !1293, inlinedAt: !1416)
!1421 = !{!1096, !1098, !1100, !1102, !1104}
!1422 = !DILocation(line: 200, column: 9, scope: !1284, inlinedAt: !1414)
!1423 = !DILocation(line: 13, column: 2, scope: !86)
!1424 = distinct !DISubprogram(name: "client", linkageName: "_ZN7hashmap6client17h8b58370e247d184bE", scope: !88, file: !87, line: 15, type: !1425, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !95, retainedNodes: !1427)
!1425 = !DISubroutineType(types: !1426)
!1426 = !{!13, !13, !96}
!1427 = !{!1428, !1429, !1430}
!1428 = !DILocalVariable(name: "r", arg: 1, scope: !1424, file: !87, line: 15, type: !13)
!1429 = !DILocalVariable(name: "words", arg: 2, scope: !1424, file: !87, line: 15, type: !96)
!1430 = !DILocalVariable(name: "add", scope: !1431, file: !87, line: 18, type: !1432, align: 64)
!1431 = distinct !DILexicalBlock(scope: !1424, file: !87, line: 18, column: 9)
!1432 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut hashmap::Counter, std::collections::hash::map::HashMap<alloc::string::String, u64, std::hash::random::RandomState, alloc::alloc::Global>) -> u64", baseType: !1433, size: 64, align: 64, dwarfAddressSpace: 0)
!1433 = !DISubroutineType(types: !1434)
!1434 = !{!13, !1435, !96}
!1435 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut hashmap::Counter", baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!1436 = !DILocation(line: 0, scope: !1424)
!1437 = !DILocation(line: 15, column: 23, scope: !1424)
!1438 = !DILocation(line: 18, column: 93, scope: !1424)
!1439 = !DILocation(line: 18, column: 73, scope: !1424)
!1440 = !DILocation(line: 0, scope: !1431)
!1441 = !DILocation(line: 19, column: 9, scope: !1431)
!1442 = !DILocation(line: 21, column: 2, scope: !1424)
