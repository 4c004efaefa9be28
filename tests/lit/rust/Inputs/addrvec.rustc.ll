; ModuleID = 'addrvec.624dce2ac8b287ac-cgu.0'
source_filename = "addrvec.624dce2ac8b287ac-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; addrvec::client
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN7addrvec6client17h200e08935ffcae5eE(i64 noundef %r, i64 noundef %n) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !92 {
start:
  %addrs = alloca [24 x i8], align 8
    #dbg_value(ptr poison, !170, !DIExpression(), !179)
    #dbg_value(i64 %r, !100, !DIExpression(), !181)
    #dbg_value(i64 %n, !101, !DIExpression(), !181)
    #dbg_declare(ptr %addrs, !147, !DIExpression(), !182)
    #dbg_value(i64 0, !183, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320)
    #dbg_value(i64 0, !322, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !329)
    #dbg_value(i64 0, !331, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !337)
    #dbg_value(i64 %n, !183, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320)
    #dbg_value(i64 %n, !322, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !329)
    #dbg_value(i64 %n, !331, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !337)
    #dbg_value(ptr poison, !339, !DIExpression(), !380)
    #dbg_value(ptr poison, !387, !DIExpression(), !402)
    #dbg_value(i64 0, !397, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !403)
    #dbg_value(i64 %n, !397, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !403)
    #dbg_declare(ptr poison, !404, !DIExpression(), !411)
    #dbg_declare(ptr poison, !420, !DIExpression(), !428)
    #dbg_value(i64 %n, !399, !DIExpression(), !430)
    #dbg_value(i64 %n, !418, !DIExpression(), !431)
    #dbg_value(i64 %n, !410, !DIExpression(), !432)
    #dbg_value(i64 %n, !427, !DIExpression(), !433)
    #dbg_value(i64 %n, !434, !DIExpression(), !471)
    #dbg_value(i64 %n, !473, !DIExpression(), !484)
    #dbg_declare(ptr poison, !449, !DIExpression(), !486)
    #dbg_value(i64 8, !450, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !471)
    #dbg_value(i64 8, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !484)
    #dbg_value(i64 8, !450, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !471)
    #dbg_value(i64 8, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !484)
    #dbg_value(i64 0, !482, !DIExpression(), !484)
    #dbg_value(i64 %n, !487, !DIExpression(), !547)
    #dbg_value(i64 %n, !549, !DIExpression(), !572)
    #dbg_value(i64 %n, !574, !DIExpression(), !601)
    #dbg_value(i64 %n, !603, !DIExpression(), !614)
    #dbg_value(i64 %n, !616, !DIExpression(), !626)
    #dbg_value(i1 false, !509, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !547)
    #dbg_declare(ptr poison, !510, !DIExpression(), !628)
    #dbg_value(i64 8, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !547)
    #dbg_value(i64 8, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !547)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !572)
    #dbg_value(i64 8, !610, !DIExpression(), !614)
    #dbg_value(i64 8, !625, !DIExpression(), !626)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !572)
    #dbg_value(ptr poison, !598, !DIExpression(), !629)
  %_33.0.i.i.i = shl i64 %n, 3, !dbg !630
  %_33.1.i.i.i = icmp ult i64 %n, 2305843009213693952, !dbg !630
    #dbg_value(i1 %_33.1.i.i.i, !613, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !631)
    #dbg_value(i1 %_33.1.i.i.i, !632, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !639)
    #dbg_value(i64 %_33.0.i.i.i, !599, !DIExpression(), !641)
    #dbg_value(i64 %_33.0.i.i.i, !611, !DIExpression(), !631)
  %_38.i.i.i = icmp ult i64 %_33.0.i.i.i, 9223372036854775801
  %or.cond.i.i.i = and i1 %_33.1.i.i.i, %_38.i.i.i, !dbg !642
  br i1 %or.cond.i.i.i, label %bb18.i.i.i, label %bb3.i.i, !dbg !642, !prof !643

bb18.i.i.i:                                       ; preds = %start
    #dbg_value(i64 8, !512, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !644)
    #dbg_value(i64 %_33.0.i.i.i, !512, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !644)
  %0 = icmp eq i64 %_33.0.i.i.i, 0, !dbg !645
  br i1 %0, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hf37bb0962c6e531bE.exit.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !dbg !645

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb18.i.i.i
    #dbg_value(ptr poison, !646, !DIExpression(), !655)
    #dbg_value(ptr poison, !657, !DIExpression(), !665)
    #dbg_value(i64 8, !654, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !655)
    #dbg_value(i64 8, !663, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !665)
    #dbg_value(i64 %_33.0.i.i.i, !654, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !655)
    #dbg_value(i64 %_33.0.i.i.i, !663, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !665)
    #dbg_value(i8 0, !664, !DIExpression(), !665)
    #dbg_value(i64 8, !667, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !703)
    #dbg_value(i64 8, !705, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !710)
    #dbg_value(i64 %_33.0.i.i.i, !667, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !703)
    #dbg_value(i64 %_33.0.i.i.i, !705, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !710)
    #dbg_value(i1 false, !673, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !703)
    #dbg_value(i64 %_33.0.i.i.i, !674, !DIExpression(), !712)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !713, !noalias !714
; call __rustc::__rust_alloc
  %1 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #6, !dbg !719, !noalias !714
    #dbg_value(i64 poison, !516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !720)
    #dbg_value(ptr %1, !516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !720)
  %2 = icmp eq ptr %1, null, !dbg !721
  br i1 %2, label %bb3.i.i, label %bb10.i.i.i, !dbg !722

bb10.i.i.i:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
    #dbg_value(ptr %1, !543, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !723)
    #dbg_value(i64 poison, !543, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !723)
  %3 = ptrtoint ptr %1 to i64, !dbg !724
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hf37bb0962c6e531bE.exit.i.i.i", !dbg !725

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %start
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %start ]
    #dbg_value(i64 %_4.sroa.4.0.ph.i.i, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !726)
    #dbg_value(i64 %_33.0.i.i.i, !453, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !726)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #7, !dbg !727, !noalias !728
  unreachable, !dbg !727

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hf37bb0962c6e531bE.exit.i.i.i": ; preds = %bb10.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ %n, %bb10.i.i.i ], [ 0, %bb18.i.i.i ], !dbg !547
  %_4.sroa.10.0.i.i = phi i64 [ %3, %bb10.i.i.i ], [ 8, %bb18.i.i.i ]
  %4 = inttoptr i64 %_4.sroa.10.0.i.i to ptr, !dbg !729
    #dbg_value(i64 %_4.sroa.4.0.i.i, !451, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !730)
    #dbg_value(ptr %4, !451, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !730)
    #dbg_value(ptr poison, !481, !DIExpression(), !731)
  %_7.i.i = icmp samesign ule i64 %n, %_4.sroa.4.0.i.i, !dbg !732
    #dbg_value(i1 true, !733, !DIExpression(DW_OP_not, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !763)
  tail call void @llvm.assume(i1 %_7.i.i), !dbg !765
    #dbg_value(i64 %_4.sroa.4.0.i.i, !398, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !766)
    #dbg_value(ptr %4, !398, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !766)
    #dbg_value(i64 0, !398, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !766)
    #dbg_value(ptr undef, !387, !DIExpression(), !402)
    #dbg_value(i64 0, !388, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !402)
    #dbg_value(i64 %n, !388, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !402)
    #dbg_value(i64 0, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !380)
    #dbg_value(i64 %n, !348, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !380)
    #dbg_value(ptr undef, !339, !DIExpression(), !380)
    #dbg_value(i64 poison, !349, !DIExpression(), !767)
    #dbg_value(i64 1, !351, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !767)
    #dbg_value(i64 %n, !351, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !767)
    #dbg_value(i64 %n, !352, !DIExpression(), !768)
    #dbg_value(ptr poison, !369, !DIExpression(), !769)
    #dbg_value(ptr undef, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !770)
    #dbg_value(i64 0, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !770)
    #dbg_value(ptr poison, !771, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !785)
    #dbg_value(ptr poison, !787, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !805)
    #dbg_value(ptr undef, !771, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !785)
    #dbg_value(ptr undef, !787, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !805)
    #dbg_value(i64 0, !771, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !785)
    #dbg_value(i64 0, !787, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !805)
    #dbg_value(i64 0, !782, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !785)
    #dbg_value(i64 %n, !782, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !785)
    #dbg_value(i64 0, !799, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !805)
    #dbg_value(i64 %n, !799, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !805)
    #dbg_declare(ptr poison, !800, !DIExpression(), !807)
    #dbg_value(ptr undef, !808, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(i64 0, !808, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !828)
    #dbg_value(ptr poison, !808, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !828)
    #dbg_value(i64 0, !818, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(i64 %n, !818, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !828)
    #dbg_declare(ptr poison, !819, !DIExpression(), !830)
    #dbg_declare(ptr poison, !820, !DIExpression(), !831)
    #dbg_value(ptr undef, !832, !DIExpression(), !843)
    #dbg_value(ptr undef, !845, !DIExpression(), !851)
    #dbg_value(ptr undef, !853, !DIExpression(), !863)
    #dbg_value(ptr undef, !862, !DIExpression(), !863)
  %_0.i.i.i8.not.i.i.i.i.i.i = icmp eq i64 %n, 0, !dbg !865
  br i1 %_0.i.i.i8.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread", label %bb3.i.i.i.i.i.i, !dbg !866

bb3.i.i.i.i.i.i:                                  ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hf37bb0962c6e531bE.exit.i.i.i", %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E.exit.i.i.i.i.i.i"
  %5 = phi i64 [ %8, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E.exit.i.i.i.i.i.i" ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hf37bb0962c6e531bE.exit.i.i.i" ]
    #dbg_value(i64 %5, !818, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(i64 %5, !822, !DIExpression(), !867)
    #dbg_value(ptr poison, !868, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !880)
    #dbg_declare(ptr poison, !874, !DIExpression(), !882)
    #dbg_value(i64 %5, !875, !DIExpression(), !880)
    #dbg_value(ptr poison, !883, !DIExpression(), !890)
    #dbg_value(i64 %5, !889, !DIExpression(), !890)
    #dbg_value(double poison, !892, !DIExpression(), !905)
    #dbg_value(i64 8, !907, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !912)
    #dbg_value(i64 8, !914, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !918)
    #dbg_value(i64 8, !920, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !925)
    #dbg_value(i64 8, !907, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !912)
    #dbg_value(i64 8, !914, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !918)
    #dbg_value(i64 8, !920, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !925)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !917, !DIExpression(), !918)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !923, !DIExpression(), !925)
    #dbg_value(i8 0, !924, !DIExpression(), !925)
    #dbg_value(i64 8, !667, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !927)
    #dbg_value(i64 8, !705, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !929)
    #dbg_value(i64 8, !667, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !927)
    #dbg_value(i64 8, !705, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !929)
    #dbg_value(i1 false, !673, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !927)
    #dbg_value(i64 8, !674, !DIExpression(), !931)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !932, !noalias !933
; call __rustc::__rust_alloc
  %6 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 8, i64 noundef 8) #6, !dbg !946, !noalias !933
  %7 = icmp eq ptr %6, null, !dbg !947
  br i1 %7, label %bb2.i.i.i.i.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E.exit.i.i.i.i.i.i", !dbg !948, !prof !949

bb2.i.i.i.i.i.i.i.i.i:                            ; preds = %bb3.i.i.i.i.i.i
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #7, !dbg !950, !noalias !933
  unreachable, !dbg !950

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E.exit.i.i.i.i.i.i": ; preds = %bb3.i.i.i.i.i.i
  %8 = add nuw i64 %5, 1, !dbg !951
    #dbg_value(i64 %8, !818, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
  %_3.i.i.i.i.i.i.i.i = uitofp i64 %5 to double, !dbg !979
    #dbg_value(double %_3.i.i.i.i.i.i.i.i, !892, !DIExpression(), !905)
    #dbg_value(ptr %6, !900, !DIExpression(), !980)
  store double %_3.i.i.i.i.i.i.i.i, ptr %6, align 8, !dbg !981, !noalias !933
    #dbg_value(ptr poison, !974, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !982)
    #dbg_declare(ptr poison, !975, !DIExpression(), !983)
    #dbg_value(ptr %6, !973, !DIExpression(), !982)
    #dbg_value(ptr poison, !965, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !984)
    #dbg_value(ptr poison, !966, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !984)
    #dbg_value(ptr %6, !964, !DIExpression(), !984)
  %_3.i.i.i4.i.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %4, i64 %5, !dbg !985
  store ptr %6, ptr %_3.i.i.i4.i.i.i.i.i.i, align 8, !dbg !993, !noalias !998
    #dbg_value(ptr undef, !832, !DIExpression(), !843)
    #dbg_value(ptr undef, !845, !DIExpression(), !851)
    #dbg_value(ptr undef, !853, !DIExpression(), !863)
    #dbg_value(ptr undef, !862, !DIExpression(), !863)
  %exitcond.not.i.i.i.i.i.i = icmp eq i64 %8, %n, !dbg !865
  br i1 %exitcond.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit", label %bb3.i.i.i.i.i.i, !dbg !866

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E.exit.i.i.i.i.i.i"
    #dbg_value(i64 poison, !818, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(i64 %n, !398, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !766)
    #dbg_value(i64 %_4.sroa.4.0.i.i, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1005)
    #dbg_value(ptr %4, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1005)
    #dbg_value(i64 %n, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1005)
    #dbg_value(i64 %n, !1006, !DIExpression(), !1043)
    #dbg_value(i64 %n, !1051, !DIExpression(), !1055)
    #dbg_value(ptr %4, !1049, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1057)
    #dbg_value(ptr %4, !1034, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1058)
    #dbg_value(i64 %n, !1049, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1057)
    #dbg_value(i64 %n, !1034, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1058)
    #dbg_value(ptr %4, !1039, !DIExpression(), !1059)
    #dbg_value(ptr %4, !1054, !DIExpression(), !1055)
  %_31 = getelementptr inbounds nuw i8, ptr %4, i64 %_33.0.i.i.i, !dbg !1060
    #dbg_value(ptr %4, !1061, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1085)
    #dbg_value(ptr %4, !1087, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1092)
    #dbg_value(ptr %4, !1095, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1098)
    #dbg_value(ptr %_31, !1061, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1085)
    #dbg_value(ptr %_31, !1087, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1092)
    #dbg_value(ptr %_31, !1095, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1098)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1101), !dbg !1104
    #dbg_value(ptr poison, !1105, !DIExpression(), !1138)
    #dbg_value(ptr poison, !1142, !DIExpression(), !1154)
    #dbg_value(ptr %4, !1149, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1155)
    #dbg_value(ptr %_31, !1149, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1155)
    #dbg_declare(ptr poison, !1156, !DIExpression(), !1163)
    #dbg_declare(ptr poison, !1172, !DIExpression(), !1179)
    #dbg_value(ptr poison, !1181, !DIExpression(), !1189)
    #dbg_value(ptr poison, !1191, !DIExpression(), !1205)
    #dbg_value(i64 8, !1207, !DIExpression(), !1218)
    #dbg_value(ptr %_31, !1203, !DIExpression(), !1236)
    #dbg_value(ptr %_31, !1233, !DIExpression(), !1237)
    #dbg_value(ptr %4, !1234, !DIExpression(), !1237)
    #dbg_value(ptr %_31, !1224, !DIExpression(), !1238)
    #dbg_value(ptr %4, !1225, !DIExpression(), !1238)
    #dbg_value(ptr %4, !1217, !DIExpression(), !1239)
    #dbg_value(ptr %_31, !1216, !DIExpression(), !1239)
  %9 = ptrtoint ptr %_31 to i64, !dbg !1240
  %10 = sub nuw i64 %9, %_4.sroa.10.0.i.i, !dbg !1240
  %11 = lshr i64 %10, 3, !dbg !1240
    #dbg_value(i64 %11, !1151, !DIExpression(), !1241)
    #dbg_value(i64 %11, !1170, !DIExpression(), !1242)
    #dbg_value(i64 %11, !1162, !DIExpression(), !1243)
    #dbg_value(i64 %11, !1178, !DIExpression(), !1244)
    #dbg_value(i64 %11, !434, !DIExpression(), !1245)
    #dbg_value(i64 %11, !473, !DIExpression(), !1247)
    #dbg_declare(ptr poison, !449, !DIExpression(), !1249)
    #dbg_value(i64 8, !450, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1245)
    #dbg_value(i64 8, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1247)
    #dbg_value(i64 8, !450, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1245)
    #dbg_value(i64 8, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1247)
    #dbg_value(i64 0, !482, !DIExpression(), !1247)
    #dbg_value(i64 %11, !487, !DIExpression(), !1250)
    #dbg_value(i64 %11, !549, !DIExpression(), !1252)
    #dbg_value(i64 %11, !574, !DIExpression(), !1254)
    #dbg_value(i64 %11, !603, !DIExpression(), !1256)
    #dbg_value(i1 false, !509, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1250)
    #dbg_declare(ptr poison, !510, !DIExpression(), !1258)
    #dbg_value(i64 8, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1250)
    #dbg_value(i64 8, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1250)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1252)
    #dbg_value(i64 8, !610, !DIExpression(), !1256)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1252)
    #dbg_value(ptr poison, !598, !DIExpression(), !1259)
    #dbg_value(i1 true, !613, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1260)
    #dbg_value(i1 true, !632, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1261)
    #dbg_value(i64 %10, !599, !DIExpression(), !1263)
    #dbg_value(i64 %10, !611, !DIExpression(), !1260)
  %_38.i.i.i9 = icmp ult i64 %10, 9223372036854775801
  br i1 %_38.i.i.i9, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i13, label %bb3.i.i10, !dbg !1264, !prof !643

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread": ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hf37bb0962c6e531bE.exit.i.i.i"
    #dbg_value(i64 poison, !818, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !828)
    #dbg_value(i64 %n, !398, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !766)
    #dbg_value(i64 %_4.sroa.4.0.i.i, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1005)
    #dbg_value(ptr %4, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1005)
    #dbg_value(i64 %n, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1005)
    #dbg_value(i64 %n, !1006, !DIExpression(), !1043)
    #dbg_value(i64 %n, !1051, !DIExpression(), !1055)
    #dbg_value(ptr %4, !1049, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1057)
    #dbg_value(ptr %4, !1034, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1058)
    #dbg_value(i64 %n, !1049, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1057)
    #dbg_value(i64 %n, !1034, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1058)
    #dbg_value(ptr %4, !1039, !DIExpression(), !1059)
    #dbg_value(ptr %4, !1054, !DIExpression(), !1055)
  %_3122 = getelementptr inbounds nuw i8, ptr %4, i64 %_33.0.i.i.i, !dbg !1060
    #dbg_value(ptr %4, !1061, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1085)
    #dbg_value(ptr %4, !1087, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1092)
    #dbg_value(ptr %4, !1095, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1098)
    #dbg_value(ptr %_3122, !1061, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1085)
    #dbg_value(ptr %_3122, !1087, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1092)
    #dbg_value(ptr %_3122, !1095, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1098)
    #dbg_value(ptr poison, !1105, !DIExpression(), !1138)
    #dbg_value(ptr poison, !1142, !DIExpression(), !1154)
    #dbg_value(ptr %4, !1149, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1155)
    #dbg_value(ptr %_3122, !1149, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1155)
    #dbg_declare(ptr poison, !1156, !DIExpression(), !1163)
    #dbg_declare(ptr poison, !1172, !DIExpression(), !1179)
    #dbg_value(ptr poison, !1181, !DIExpression(), !1189)
    #dbg_value(ptr poison, !1191, !DIExpression(), !1205)
    #dbg_value(i64 8, !1207, !DIExpression(), !1218)
    #dbg_value(ptr %_3122, !1203, !DIExpression(), !1236)
    #dbg_value(ptr %_3122, !1233, !DIExpression(), !1237)
    #dbg_value(ptr %4, !1234, !DIExpression(), !1237)
    #dbg_value(ptr %_3122, !1224, !DIExpression(), !1238)
    #dbg_value(ptr %4, !1225, !DIExpression(), !1238)
    #dbg_value(ptr %4, !1217, !DIExpression(), !1239)
    #dbg_value(ptr %_3122, !1216, !DIExpression(), !1239)
  %12 = ptrtoint ptr %_3122 to i64, !dbg !1240
  %13 = sub nuw i64 %12, %_4.sroa.10.0.i.i, !dbg !1240
    #dbg_value(i64 %13, !1151, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1241)
    #dbg_value(i64 %13, !1170, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1242)
    #dbg_value(i64 %13, !1162, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1243)
    #dbg_value(i64 %13, !1178, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1244)
    #dbg_value(i64 %13, !434, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1245)
    #dbg_value(i64 %13, !473, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1247)
    #dbg_declare(ptr poison, !449, !DIExpression(), !1249)
    #dbg_value(i64 8, !450, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1245)
    #dbg_value(i64 8, !483, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1247)
    #dbg_value(i64 8, !450, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1245)
    #dbg_value(i64 8, !483, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1247)
    #dbg_value(i64 0, !482, !DIExpression(), !1247)
    #dbg_value(i64 %13, !487, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1250)
    #dbg_value(i64 %13, !549, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1252)
    #dbg_value(i64 %13, !574, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1254)
    #dbg_value(i64 %13, !603, !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value), !1256)
    #dbg_value(i1 false, !509, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1250)
    #dbg_declare(ptr poison, !510, !DIExpression(), !1258)
    #dbg_value(i64 8, !511, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1250)
    #dbg_value(i64 8, !511, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1250)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1252)
    #dbg_value(i64 8, !610, !DIExpression(), !1256)
    #dbg_value(i64 8, !569, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1252)
    #dbg_value(ptr poison, !598, !DIExpression(), !1259)
    #dbg_value(i1 true, !613, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1260)
    #dbg_value(i1 true, !632, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1261)
    #dbg_value(i64 %13, !599, !DIExpression(), !1263)
    #dbg_value(i64 %13, !611, !DIExpression(), !1260)
  %_38.i.i.i923 = icmp ult i64 %13, 9223372036854775801
  br i1 %_38.i.i.i923, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit", label %bb3.i.i10, !dbg !1264, !prof !643

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i13: ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit"
    #dbg_value(i64 8, !512, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1265)
    #dbg_value(i64 %10, !512, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1265)
    #dbg_value(ptr poison, !646, !DIExpression(), !1266)
    #dbg_value(ptr poison, !657, !DIExpression(), !1268)
    #dbg_value(i64 8, !654, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1266)
    #dbg_value(i64 8, !663, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1268)
    #dbg_value(i64 %10, !654, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1266)
    #dbg_value(i64 %10, !663, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1268)
    #dbg_value(i8 0, !664, !DIExpression(), !1268)
    #dbg_value(i64 8, !667, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1270)
    #dbg_value(i64 8, !705, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1272)
    #dbg_value(i64 %10, !667, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1270)
    #dbg_value(i64 %10, !705, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1272)
    #dbg_value(i1 false, !673, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1270)
    #dbg_value(i64 %10, !674, !DIExpression(), !1274)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #6, !dbg !1275, !noalias !1276
; call __rustc::__rust_alloc
  %14 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %10, i64 noundef 8) #6, !dbg !1279, !noalias !1276
    #dbg_value(i64 poison, !516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1280)
    #dbg_value(ptr %14, !516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1280)
  %15 = icmp eq ptr %14, null, !dbg !1281
  br i1 %15, label %bb3.i.i10, label %bb8.i.i.i.i.i.i.preheader, !dbg !1282

bb8.i.i.i.i.i.i.preheader:                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i13
  %16 = ptrtoint ptr %14 to i64, !dbg !1281
  %min.iters.check = icmp ult i64 %10, 48, !dbg !1283
  %17 = sub i64 %16, %_4.sroa.10.0.i.i, !dbg !1283
  %diff.check = icmp ult i64 %17, 32, !dbg !1283
  %or.cond = or i1 %min.iters.check, %diff.check, !dbg !1283
  br i1 %or.cond, label %bb8.i.i.i.i.i.i.preheader25, label %vector.ph, !dbg !1283

vector.ph:                                        ; preds = %bb8.i.i.i.i.i.i.preheader
  %n.vec = and i64 %11, 1152921504606846972
  br label %vector.body, !dbg !1338

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1338
  %18 = getelementptr inbounds nuw ptr, ptr %4, i64 %index, !dbg !1338
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 16, !dbg !1347
  %wide.load = load <2 x ptr>, ptr %18, align 8, !dbg !1347, !noalias !1348
  %wide.load24 = load <2 x ptr>, ptr %19, align 8, !dbg !1347, !noalias !1348
  %20 = ptrtoint <2 x ptr> %wide.load to <2 x i64>, !dbg !1359
  %21 = ptrtoint <2 x ptr> %wide.load24 to <2 x i64>, !dbg !1359
  %22 = getelementptr inbounds nuw i64, ptr %14, i64 %index, !dbg !1381
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 16, !dbg !1406
  store <2 x i64> %20, ptr %22, align 8, !dbg !1406, !noalias !1411
  store <2 x i64> %21, ptr %23, align 8, !dbg !1406, !noalias !1411
  %index.next = add nuw i64 %index, 4, !dbg !1338
  %24 = icmp eq i64 %index.next, %n.vec, !dbg !1283
  br i1 %24, label %middle.block, label %vector.body, !dbg !1283, !llvm.loop !1418

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %11, %n.vec, !dbg !1283
  br i1 %cmp.n, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit", label %bb8.i.i.i.i.i.i.preheader25, !dbg !1283

bb8.i.i.i.i.i.i.preheader25:                      ; preds = %bb8.i.i.i.i.i.i.preheader, %middle.block
  %.ph = phi i64 [ 0, %bb8.i.i.i.i.i.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %11, 3, !dbg !1283
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !1283
  br i1 %lcmp.mod.not, label %bb8.i.i.i.i.i.i.prol.loopexit, label %bb8.i.i.i.i.i.i.prol, !dbg !1283

bb8.i.i.i.i.i.i.prol:                             ; preds = %bb8.i.i.i.i.i.i.preheader25, %bb8.i.i.i.i.i.i.prol
  %25 = phi i64 [ %26, %bb8.i.i.i.i.i.i.prol ], [ %.ph, %bb8.i.i.i.i.i.i.preheader25 ], !dbg !1338
  %prol.iter = phi i64 [ %prol.iter.next, %bb8.i.i.i.i.i.i.prol ], [ 0, %bb8.i.i.i.i.i.i.preheader25 ]
    #dbg_value(i64 %25, !1310, !DIExpression(), !1421)
    #dbg_value(ptr %4, !1344, !DIExpression(), !1422)
    #dbg_value(i64 %25, !1345, !DIExpression(), !1422)
  %_45.i.i.i.i.i.i.prol = getelementptr inbounds nuw ptr, ptr %4, i64 %25, !dbg !1338
  %_45.val.i.i.i.i.i.i.prol = load ptr, ptr %_45.i.i.i.i.i.i.prol, align 8, !dbg !1347, !noalias !1348, !nonnull !128, !noundef !128
    #dbg_value(ptr poison, !1375, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1423)
    #dbg_declare(ptr poison, !1373, !DIExpression(), !1424)
    #dbg_value(ptr poison, !1374, !DIExpression(), !1423)
    #dbg_value(ptr poison, !1366, !DIExpression(), !1425)
    #dbg_value(ptr poison, !1365, !DIExpression(), !1425)
  %_0.i.i.i.i.i.i.i.i.prol = ptrtoint ptr %_45.val.i.i.i.i.i.i.prol to i64, !dbg !1359
    #dbg_value(ptr poison, !1401, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1426)
    #dbg_declare(ptr poison, !1402, !DIExpression(), !1427)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.prol, !1400, !DIExpression(), !1426)
    #dbg_value(ptr poison, !1392, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1428)
    #dbg_value(ptr poison, !1393, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1428)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.prol, !1391, !DIExpression(), !1428)
  %_3.i.i.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw i64, ptr %14, i64 %25, !dbg !1381
  store i64 %_0.i.i.i.i.i.i.i.i.prol, ptr %_3.i.i.i.i.i.i.i.i.i.prol, align 8, !dbg !1406, !noalias !1411
  %26 = add nuw i64 %25, 1, !dbg !1429
    #dbg_value(i64 %26, !1310, !DIExpression(), !1421)
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !1283
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter, !dbg !1283
  br i1 %prol.iter.cmp.not, label %bb8.i.i.i.i.i.i.prol.loopexit, label %bb8.i.i.i.i.i.i.prol, !dbg !1283, !llvm.loop !1432

bb8.i.i.i.i.i.i.prol.loopexit:                    ; preds = %bb8.i.i.i.i.i.i.prol, %bb8.i.i.i.i.i.i.preheader25
  %.unr = phi i64 [ %.ph, %bb8.i.i.i.i.i.i.preheader25 ], [ %26, %bb8.i.i.i.i.i.i.prol ]
  %27 = sub nsw i64 %.ph, %11, !dbg !1283
  %28 = icmp ugt i64 %27, -4, !dbg !1283
  br i1 %28, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit", label %bb8.i.i.i.i.i.i, !dbg !1283

bb3.i.i10:                                        ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread", %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i13, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit"
  %29 = phi i64 [ %10, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i13 ], [ %10, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit" ], [ %13, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread" ]
  %_4.sroa.4.0.ph.i.i11 = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i13 ], [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit" ], [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread" ]
    #dbg_value(i64 %_4.sroa.4.0.ph.i.i11, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1434)
    #dbg_value(i64 %29, !453, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1434)
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i11, i64 %29) #7, !dbg !1435, !noalias !1101
  unreachable, !dbg !1435

bb8.i.i.i.i.i.i:                                  ; preds = %bb8.i.i.i.i.i.i.prol.loopexit, %bb8.i.i.i.i.i.i
  %30 = phi i64 [ %34, %bb8.i.i.i.i.i.i ], [ %.unr, %bb8.i.i.i.i.i.i.prol.loopexit ], !dbg !1338
    #dbg_value(i64 %30, !1310, !DIExpression(), !1421)
    #dbg_value(ptr %4, !1344, !DIExpression(), !1422)
    #dbg_value(i64 %30, !1345, !DIExpression(), !1422)
  %_45.i.i.i.i.i.i = getelementptr inbounds nuw ptr, ptr %4, i64 %30, !dbg !1338
  %_45.val.i.i.i.i.i.i = load ptr, ptr %_45.i.i.i.i.i.i, align 8, !dbg !1347, !noalias !1348, !nonnull !128, !noundef !128
    #dbg_value(ptr poison, !1375, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1423)
    #dbg_declare(ptr poison, !1373, !DIExpression(), !1424)
    #dbg_value(ptr poison, !1374, !DIExpression(), !1423)
    #dbg_value(ptr poison, !1366, !DIExpression(), !1425)
    #dbg_value(ptr poison, !1365, !DIExpression(), !1425)
  %_0.i.i.i.i.i.i.i.i = ptrtoint ptr %_45.val.i.i.i.i.i.i to i64, !dbg !1359
    #dbg_value(ptr poison, !1401, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1426)
    #dbg_declare(ptr poison, !1402, !DIExpression(), !1427)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i, !1400, !DIExpression(), !1426)
    #dbg_value(ptr poison, !1392, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !1428)
    #dbg_value(ptr poison, !1393, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !1428)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i, !1391, !DIExpression(), !1428)
  %_3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i64, ptr %14, i64 %30, !dbg !1381
  store i64 %_0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i, align 8, !dbg !1406, !noalias !1411
  %31 = add nuw i64 %30, 1, !dbg !1429
    #dbg_value(i64 %31, !1310, !DIExpression(), !1421)
    #dbg_value(i64 %31, !1345, !DIExpression(), !1422)
  %_45.i.i.i.i.i.i.1 = getelementptr inbounds nuw ptr, ptr %4, i64 %31, !dbg !1338
  %_45.val.i.i.i.i.i.i.1 = load ptr, ptr %_45.i.i.i.i.i.i.1, align 8, !dbg !1347, !noalias !1348, !nonnull !128, !noundef !128
    #dbg_declare(ptr poison, !1373, !DIExpression(), !1424)
  %_0.i.i.i.i.i.i.i.i.1 = ptrtoint ptr %_45.val.i.i.i.i.i.i.1 to i64, !dbg !1359
    #dbg_declare(ptr poison, !1402, !DIExpression(), !1427)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.1, !1400, !DIExpression(), !1426)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.1, !1391, !DIExpression(), !1428)
  %_3.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i64, ptr %14, i64 %31, !dbg !1381
  store i64 %_0.i.i.i.i.i.i.i.i.1, ptr %_3.i.i.i.i.i.i.i.i.i.1, align 8, !dbg !1406, !noalias !1411
  %32 = add nuw i64 %30, 2, !dbg !1429
    #dbg_value(i64 %32, !1310, !DIExpression(), !1421)
    #dbg_value(i64 %32, !1345, !DIExpression(), !1422)
  %_45.i.i.i.i.i.i.2 = getelementptr inbounds nuw ptr, ptr %4, i64 %32, !dbg !1338
  %_45.val.i.i.i.i.i.i.2 = load ptr, ptr %_45.i.i.i.i.i.i.2, align 8, !dbg !1347, !noalias !1348, !nonnull !128, !noundef !128
    #dbg_declare(ptr poison, !1373, !DIExpression(), !1424)
  %_0.i.i.i.i.i.i.i.i.2 = ptrtoint ptr %_45.val.i.i.i.i.i.i.2 to i64, !dbg !1359
    #dbg_declare(ptr poison, !1402, !DIExpression(), !1427)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.2, !1400, !DIExpression(), !1426)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.2, !1391, !DIExpression(), !1428)
  %_3.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i64, ptr %14, i64 %32, !dbg !1381
  store i64 %_0.i.i.i.i.i.i.i.i.2, ptr %_3.i.i.i.i.i.i.i.i.i.2, align 8, !dbg !1406, !noalias !1411
  %33 = add nuw i64 %30, 3, !dbg !1429
    #dbg_value(i64 %33, !1310, !DIExpression(), !1421)
    #dbg_value(i64 %33, !1345, !DIExpression(), !1422)
  %_45.i.i.i.i.i.i.3 = getelementptr inbounds nuw ptr, ptr %4, i64 %33, !dbg !1338
  %_45.val.i.i.i.i.i.i.3 = load ptr, ptr %_45.i.i.i.i.i.i.3, align 8, !dbg !1347, !noalias !1348, !nonnull !128, !noundef !128
    #dbg_declare(ptr poison, !1373, !DIExpression(), !1424)
  %_0.i.i.i.i.i.i.i.i.3 = ptrtoint ptr %_45.val.i.i.i.i.i.i.3 to i64, !dbg !1359
    #dbg_declare(ptr poison, !1402, !DIExpression(), !1427)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.3, !1400, !DIExpression(), !1426)
    #dbg_value(i64 %_0.i.i.i.i.i.i.i.i.3, !1391, !DIExpression(), !1428)
  %_3.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i64, ptr %14, i64 %33, !dbg !1381
  store i64 %_0.i.i.i.i.i.i.i.i.3, ptr %_3.i.i.i.i.i.i.i.i.i.3, align 8, !dbg !1406, !noalias !1411
  %34 = add nuw i64 %30, 4, !dbg !1429
    #dbg_value(i64 %34, !1310, !DIExpression(), !1421)
  %_28.i.i.i.i.i.i.3 = icmp eq i64 %34, %11, !dbg !1283
  br i1 %_28.i.i.i.i.i.i.3, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit", label %bb8.i.i.i.i.i.i, !dbg !1283, !llvm.loop !1436

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit": ; preds = %bb8.i.i.i.i.i.i.prol.loopexit, %bb8.i.i.i.i.i.i, %middle.block, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread"
  %35 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread" ], [ %14, %middle.block ], [ %14, %bb8.i.i.i.i.i.i ], [ %14, %bb8.i.i.i.i.i.i.prol.loopexit ]
  %_4.sroa.4.0.i9.i = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE.exit.thread" ], [ %11, %middle.block ], [ %11, %bb8.i.i.i.i.i.i ], [ %11, %bb8.i.i.i.i.i.i.prol.loopexit ]
    #dbg_value(i64 %_4.sroa.4.0.i9.i, !1150, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1437)
  store i64 %_4.sroa.4.0.i9.i, ptr %addrs, align 8, !dbg !1438, !alias.scope !1101
  %vector.sroa.4.0._0.sroa_idx.i14 = getelementptr inbounds nuw i8, ptr %addrs, i64 8, !dbg !1438
  store ptr %35, ptr %vector.sroa.4.0._0.sroa_idx.i14, align 8, !dbg !1438, !alias.scope !1101
  %vector.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %addrs, i64 16, !dbg !1438
  store i64 %_4.sroa.4.0.i9.i, ptr %vector.sroa.5.0._0.sroa_idx.i, align 8, !dbg !1438, !alias.scope !1101
  %_11 = tail call noundef ptr @__cormi_remote_method(i64 noundef %r, ptr noundef nonnull @_ZN7addrvec8sink_sum17h7dc05492343ecae3E) #6, !dbg !1439
  %36 = icmp ne ptr %_11, null, !dbg !1440
  tail call void @llvm.assume(i1 %36), !dbg !1440
    #dbg_value(ptr %_11, !161, !DIExpression(), !1441)
  %_0 = call noundef double %_11(ptr noundef null, ptr noalias noundef nonnull align 8 captures(address) dereferenceable(24) %addrs) #6, !dbg !1442
    #dbg_value(ptr undef, !170, !DIExpression(), !179)
    #dbg_value(ptr poison, !1443, !DIExpression(), !1449)
  call void @llvm.experimental.noalias.scope.decl(metadata !1451), !dbg !1454
    #dbg_value(ptr %4, !1455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1464)
    #dbg_value(i64 %n, !1455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1464)
  br i1 %_0.i.i.i8.not.i.i.i.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h14d4bcd48f005e40E.exit.i", label %bb2.i.i.i, !dbg !1466

bb2.i.i.i:                                        ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit", %bb2.i.i.i
  %_3.sroa.0.04.i.i.i = phi i64 [ %37, %bb2.i.i.i ], [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit" ]
  %_6.i.i.i = getelementptr inbounds nuw ptr, ptr %4, i64 %_3.sroa.0.04.i.i.i, !dbg !1466
  %37 = add nuw i64 %_3.sroa.0.04.i.i.i, 1, !dbg !1466
  %_6.val.i.i.i = load ptr, ptr %_6.i.i.i, align 8, !dbg !1466, !alias.scope !1451, !noalias !1467, !nonnull !128, !noundef !128
    #dbg_value(ptr poison, !1470, !DIExpression(), !1475)
    #dbg_value(ptr poison, !1477, !DIExpression(), !1498)
    #dbg_value(i64 8, !1495, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1500)
    #dbg_value(i64 8, !1495, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1500)
    #dbg_value(ptr %_6.val.i.i.i, !1484, !DIExpression(), !1501)
    #dbg_value(ptr poison, !1502, !DIExpression(), !1509)
    #dbg_value(ptr poison, !1511, !DIExpression(), !1517)
    #dbg_value(ptr %_6.val.i.i.i, !1507, !DIExpression(), !1509)
    #dbg_value(ptr %_6.val.i.i.i, !1515, !DIExpression(), !1517)
    #dbg_value(ptr %_6.val.i.i.i, !1519, !DIExpression(), !1526)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1509)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1517)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1526)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1534)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1509)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1517)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1526)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1534)
    #dbg_value(ptr %_6.val.i.i.i, !1533, !DIExpression(), !1534)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i, i64 noundef 8, i64 noundef 8) #6, !dbg !1536, !noalias !1537
  %_7.i.i.i = icmp eq i64 %37, %n, !dbg !1466
  br i1 %_7.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h14d4bcd48f005e40E.exit.i", label %bb2.i.i.i, !dbg !1466

"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h14d4bcd48f005e40E.exit.i": ; preds = %bb2.i.i.i, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E.exit"
    #dbg_value(ptr poison, !1538, !DIExpression(), !1546)
    #dbg_value(ptr poison, !1548, !DIExpression(), !1555)
    #dbg_value(ptr poison, !1557, !DIExpression(), !1568)
    #dbg_value(i64 8, !1564, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1568)
    #dbg_value(i64 8, !1564, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1568)
    #dbg_value(ptr poison, !1570, !DIExpression(), !1598)
    #dbg_value(i64 8, !1593, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1598)
    #dbg_value(i64 8, !1593, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1598)
    #dbg_value(i64 8, !1600, !DIExpression(), !1606)
  %38 = icmp eq i64 %_4.sroa.4.0.i.i, 0, !dbg !1608
  br i1 %38, label %"_ZN4core3ptr72drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$f64$GT$$GT$$GT$17h7020cb007616d27cE.exit", label %bb2.i.i.i.i, !dbg !1608

bb2.i.i.i.i:                                      ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h14d4bcd48f005e40E.exit.i"
    #dbg_value(i64 %_4.sroa.4.0.i.i, !1605, !DIExpression(), !1606)
  %alloc_size.i.i.i.i.i = shl nuw i64 %_4.sroa.4.0.i.i, 3, !dbg !1609
    #dbg_value(ptr %4, !1565, !DIExpression(), !1610)
    #dbg_value(i64 8, !1567, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1610)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1567, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1610)
    #dbg_value(ptr poison, !1502, !DIExpression(), !1611)
    #dbg_value(ptr poison, !1511, !DIExpression(), !1613)
    #dbg_value(ptr %4, !1507, !DIExpression(), !1611)
    #dbg_value(ptr %4, !1515, !DIExpression(), !1613)
    #dbg_value(ptr %4, !1519, !DIExpression(), !1615)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1611)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1613)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1615)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1617)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1611)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1613)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1615)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1617)
    #dbg_value(ptr %4, !1533, !DIExpression(), !1617)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %4, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #6, !dbg !1619, !noalias !1467
  br label %"_ZN4core3ptr72drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$f64$GT$$GT$$GT$17h7020cb007616d27cE.exit", !dbg !1620

"_ZN4core3ptr72drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$f64$GT$$GT$$GT$17h7020cb007616d27cE.exit": ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h14d4bcd48f005e40E.exit.i", %bb2.i.i.i.i
  ret double %_0, !dbg !1621
}

; addrvec::sink_sum
; Function Attrs: nounwind nonlazybind uwtable
define noundef double @_ZN7addrvec8sink_sum17h7dc05492343ecae3E(ptr noalias noundef align 8 captures(none) dereferenceable(8) %this, ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(24) %addrs) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !1622 {
start:
    #dbg_value(ptr %this, !1627, !DIExpression(), !1629)
    #dbg_declare(ptr %addrs, !1628, !DIExpression(), !1630)
    #dbg_value(double -0.000000e+00, !1631, !DIExpression(), !1667)
    #dbg_declare(ptr poison, !1662, !DIExpression(), !1685)
    #dbg_value(ptr %addrs, !1686, !DIExpression(), !1693)
  %0 = getelementptr inbounds nuw i8, ptr %addrs, i64 16, !dbg !1695
  %_4 = load i64, ptr %0, align 8, !dbg !1695, !noundef !128
  %_8 = icmp ult i64 %_4, 1152921504606846976, !dbg !1696
  tail call void @llvm.assume(i1 %_8), !dbg !1697
  %1 = load i64, ptr %this, align 8, !dbg !1698, !noundef !128
  %2 = add i64 %1, %_4, !dbg !1698
  store i64 %2, ptr %this, align 8, !dbg !1698
    #dbg_value(ptr %addrs, !1699, !DIExpression(), !1710)
    #dbg_value(ptr %addrs, !1712, !DIExpression(), !1716)
    #dbg_value(ptr %addrs, !1718, !DIExpression(), !1724)
  %3 = getelementptr inbounds nuw i8, ptr %addrs, i64 8, !dbg !1726
  %_12 = load ptr, ptr %3, align 8, !dbg !1726, !nonnull !128, !noundef !128
    #dbg_value(ptr %_12, !1680, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1744)
    #dbg_value(ptr %_12, !1674, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1745)
    #dbg_value(ptr %_12, !1661, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1667)
    #dbg_value(!DIArgList(ptr %_12, i64 %_4), !1680, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1744)
    #dbg_value(!DIArgList(ptr %_12, i64 %_4), !1674, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1745)
    #dbg_value(!DIArgList(ptr %_12, i64 %_4), !1661, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1667)
    #dbg_value(ptr %_12, !1746, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1773)
    #dbg_value(!DIArgList(ptr %_12, i64 %_4), !1746, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1773)
    #dbg_value(double -0.000000e+00, !1755, !DIExpression(), !1773)
    #dbg_declare(ptr poison, !1756, !DIExpression(), !1775)
    #dbg_value(i64 1, !1776, !DIExpression(), !1780)
    #dbg_value(!DIArgList(ptr %_12, i64 %_4), !1759, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !1782)
    #dbg_value(ptr poison, !1783, !DIExpression(), !1791)
    #dbg_value(ptr poison, !1790, !DIExpression(), !1793)
  %4 = icmp eq i64 %_4, 0, !dbg !1794
  br i1 %4, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit", label %bb8.i.preheader, !dbg !1795

bb8.i.preheader:                                  ; preds = %start
  %xtraiter = and i64 %_4, 3, !dbg !1796
  %5 = icmp samesign ult i64 %_4, 4, !dbg !1796
  br i1 %5, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !1796

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %_4, 1152921504606846972, !dbg !1796
  br label %bb8.i, !dbg !1796

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ], !dbg !1797
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ], !dbg !1773
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
    #dbg_value(double %acc.sroa.0.0.i, !1761, !DIExpression(), !1797)
    #dbg_value(i64 %i.sroa.0.0.i, !1779, !DIExpression(), !1780)
    #dbg_value(i64 %i.sroa.0.0.i, !1763, !DIExpression(), !1798)
    #dbg_value(ptr %_12, !1799, !DIExpression(), !1806)
    #dbg_value(i64 %i.sroa.0.0.i, !1805, !DIExpression(), !1806)
  %_45.i = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1808
  %_45.val.i = load i64, ptr %_45.i, align 8, !dbg !1809, !noundef !128
    #dbg_value(double %acc.sroa.0.0.i, !1810, !DIExpression(), !1822)
    #dbg_value(ptr poison, !1816, !DIExpression(), !1822)
    #dbg_value(ptr poison, !1824, !DIExpression(), !1833)
    #dbg_value(ptr poison, !1832, !DIExpression(), !1833)
    #dbg_value(i64 %_45.val.i, !1830, !DIExpression(), !1835)
  %_4.i.i.i = inttoptr i64 %_45.val.i to ptr, !dbg !1836
  %_0.i.i.i = load double, ptr %_4.i.i.i, align 8, !dbg !1837, !noundef !128
    #dbg_value(ptr poison, !1838, !DIExpression(), !1846)
    #dbg_value(double %acc.sroa.0.0.i, !1844, !DIExpression(), !1846)
    #dbg_value(double %_0.i.i.i, !1845, !DIExpression(), !1846)
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i, !dbg !1848
    #dbg_value(double %_0.i1.i.i, !1761, !DIExpression(), !1797)
    #dbg_value(i64 %i.sroa.0.0.i, !1763, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1798)
    #dbg_value(i64 %i.sroa.0.0.i, !1779, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1780)
    #dbg_value(i64 %i.sroa.0.0.i, !1805, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !1806)
  %6 = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1808
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %6, i64 8, !dbg !1808
  %_45.val.i.1 = load i64, ptr %_45.i.1, align 8, !dbg !1809, !noundef !128
    #dbg_value(double %_0.i1.i.i, !1810, !DIExpression(), !1822)
    #dbg_value(i64 %_45.val.i.1, !1830, !DIExpression(), !1835)
  %_4.i.i.i.1 = inttoptr i64 %_45.val.i.1 to ptr, !dbg !1836
  %_0.i.i.i.1 = load double, ptr %_4.i.i.i.1, align 8, !dbg !1837, !noundef !128
    #dbg_value(double %_0.i1.i.i, !1844, !DIExpression(), !1846)
    #dbg_value(double %_0.i.i.i.1, !1845, !DIExpression(), !1846)
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1, !dbg !1848
    #dbg_value(double %_0.i1.i.i.1, !1761, !DIExpression(), !1797)
    #dbg_value(i64 %i.sroa.0.0.i, !1763, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1798)
    #dbg_value(i64 %i.sroa.0.0.i, !1779, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1780)
    #dbg_value(i64 %i.sroa.0.0.i, !1805, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !1806)
  %7 = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1808
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !1808
  %_45.val.i.2 = load i64, ptr %_45.i.2, align 8, !dbg !1809, !noundef !128
    #dbg_value(double %_0.i1.i.i.1, !1810, !DIExpression(), !1822)
    #dbg_value(i64 %_45.val.i.2, !1830, !DIExpression(), !1835)
  %_4.i.i.i.2 = inttoptr i64 %_45.val.i.2 to ptr, !dbg !1836
  %_0.i.i.i.2 = load double, ptr %_4.i.i.i.2, align 8, !dbg !1837, !noundef !128
    #dbg_value(double %_0.i1.i.i.1, !1844, !DIExpression(), !1846)
    #dbg_value(double %_0.i.i.i.2, !1845, !DIExpression(), !1846)
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2, !dbg !1848
    #dbg_value(double %_0.i1.i.i.2, !1761, !DIExpression(), !1797)
    #dbg_value(i64 %i.sroa.0.0.i, !1763, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1798)
    #dbg_value(i64 %i.sroa.0.0.i, !1779, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1780)
    #dbg_value(i64 %i.sroa.0.0.i, !1805, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !1806)
  %8 = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i, !dbg !1808
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %8, i64 24, !dbg !1808
  %_45.val.i.3 = load i64, ptr %_45.i.3, align 8, !dbg !1809, !noundef !128
    #dbg_value(double %_0.i1.i.i.2, !1810, !DIExpression(), !1822)
    #dbg_value(i64 %_45.val.i.3, !1830, !DIExpression(), !1835)
  %_4.i.i.i.3 = inttoptr i64 %_45.val.i.3 to ptr, !dbg !1836
  %_0.i.i.i.3 = load double, ptr %_4.i.i.i.3, align 8, !dbg !1837, !noundef !128
    #dbg_value(double %_0.i1.i.i.2, !1844, !DIExpression(), !1846)
    #dbg_value(double %_0.i.i.i.3, !1845, !DIExpression(), !1846)
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3, !dbg !1848
    #dbg_value(double %_0.i1.i.i.3, !1761, !DIExpression(), !1797)
  %_27.i.3 = add nuw nsw i64 %i.sroa.0.0.i, 4, !dbg !1849
    #dbg_value(i64 %_27.i.3, !1763, !DIExpression(), !1798)
    #dbg_value(i64 %_27.i.3, !1779, !DIExpression(), !1780)
  %niter.next.3 = add i64 %niter, 4, !dbg !1796
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !1796
  br i1 %niter.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit.loopexit.unr-lcssa", label %bb8.i, !dbg !1796

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !1796
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit", label %bb8.i.epil.preheader, !dbg !1796

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod8 = icmp ne i64 %xtraiter, 0, !dbg !1796
  tail call void @llvm.assume(i1 %lcmp.mod8), !dbg !1796
  br label %bb8.i.epil, !dbg !1796

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1797
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !1773
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !1761, !DIExpression(), !1797)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1779, !DIExpression(), !1780)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1763, !DIExpression(), !1798)
    #dbg_value(ptr %_12, !1799, !DIExpression(), !1806)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !1805, !DIExpression(), !1806)
  %_45.i.epil = getelementptr inbounds nuw i64, ptr %_12, i64 %i.sroa.0.0.i.epil, !dbg !1808
  %_45.val.i.epil = load i64, ptr %_45.i.epil, align 8, !dbg !1809, !noundef !128
    #dbg_value(double %acc.sroa.0.0.i.epil, !1810, !DIExpression(), !1822)
    #dbg_value(ptr poison, !1816, !DIExpression(), !1822)
    #dbg_value(ptr poison, !1824, !DIExpression(), !1833)
    #dbg_value(ptr poison, !1832, !DIExpression(), !1833)
    #dbg_value(i64 %_45.val.i.epil, !1830, !DIExpression(), !1835)
  %_4.i.i.i.epil = inttoptr i64 %_45.val.i.epil to ptr, !dbg !1836
  %_0.i.i.i.epil = load double, ptr %_4.i.i.i.epil, align 8, !dbg !1837, !noundef !128
    #dbg_value(ptr poison, !1838, !DIExpression(), !1846)
    #dbg_value(double %acc.sroa.0.0.i.epil, !1844, !DIExpression(), !1846)
    #dbg_value(double %_0.i.i.i.epil, !1845, !DIExpression(), !1846)
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i.epil, !dbg !1848
    #dbg_value(double %_0.i1.i.i.epil, !1761, !DIExpression(), !1797)
  %_27.i.epil = add nuw nsw i64 %i.sroa.0.0.i.epil, 1, !dbg !1849
    #dbg_value(i64 %_27.i.epil, !1763, !DIExpression(), !1798)
    #dbg_value(i64 %_27.i.epil, !1779, !DIExpression(), !1780)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !1796
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !1796
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit", label %bb8.i.epil, !dbg !1796, !llvm.loop !1850

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit.loopexit.unr-lcssa", %bb8.i.epil, %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb8.i.epil ], !dbg !1773
  %addrs.val = load i64, ptr %addrs, align 8, !dbg !1851, !range !1852, !noundef !128
    #dbg_value(ptr poison, !1853, !DIExpression(), !1861)
    #dbg_value(ptr poison, !1863, !DIExpression(), !1871)
    #dbg_value(ptr poison, !1873, !DIExpression(), !1879)
    #dbg_value(ptr poison, !1557, !DIExpression(), !1881)
    #dbg_value(i64 8, !1564, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1881)
    #dbg_value(i64 8, !1564, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1881)
    #dbg_value(ptr poison, !1570, !DIExpression(), !1883)
    #dbg_value(i64 8, !1593, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1883)
    #dbg_value(i64 8, !1593, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1883)
    #dbg_value(i64 8, !1600, !DIExpression(), !1885)
  %9 = icmp eq i64 %addrs.val, 0, !dbg !1887
  br i1 %9, label %"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hedb3985cd0765e7fE.exit", label %bb2.i.i.i.i, !dbg !1887

bb2.i.i.i.i:                                      ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit"
    #dbg_value(i64 %addrs.val, !1605, !DIExpression(), !1885)
  %alloc_size.i.i.i.i.i = shl nuw i64 %addrs.val, 3, !dbg !1888
    #dbg_value(ptr %_12, !1565, !DIExpression(), !1889)
    #dbg_value(i64 8, !1567, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1889)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1567, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1889)
    #dbg_value(ptr poison, !1502, !DIExpression(), !1890)
    #dbg_value(ptr poison, !1511, !DIExpression(), !1892)
    #dbg_value(ptr %_12, !1507, !DIExpression(), !1890)
    #dbg_value(ptr %_12, !1515, !DIExpression(), !1892)
    #dbg_value(ptr %_12, !1519, !DIExpression(), !1894)
    #dbg_value(i64 8, !1508, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1890)
    #dbg_value(i64 8, !1516, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1892)
    #dbg_value(i64 8, !1525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1894)
    #dbg_value(i64 8, !1528, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1896)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1508, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1890)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1516, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1892)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1894)
    #dbg_value(i64 %alloc_size.i.i.i.i.i, !1528, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1896)
    #dbg_value(ptr %_12, !1533, !DIExpression(), !1896)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_12, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #6, !dbg !1898
  br label %"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hedb3985cd0765e7fE.exit", !dbg !1899

"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hedb3985cd0765e7fE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E.exit", %bb2.i.i.i.i
  ret double %_0.sroa.0.0.i, !dbg !1900
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #2

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #3

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
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
!6 = !DIFile(filename: "addrvec.rs/@/addrvec.624dce2ac8b287ac-cgu.0", directory: "/work/wt-rs/tests/lit/rust/Inputs")
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
!92 = distinct !DISubprogram(name: "client", linkageName: "_ZN7addrvec6client17h200e08935ffcae5eE", scope: !94, file: !93, line: 15, type: !95, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !99)
!93 = !DIFile(filename: "addrvec.rs", directory: "/work/wt-rs/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "ab5478d2ff7e5e7c485878350b74ca40")
!94 = !DINamespace(name: "addrvec", scope: null)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !13, !98}
!97 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!98 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!99 = !{!100, !101, !102, !147, !161}
!100 = !DILocalVariable(name: "r", arg: 1, scope: !92, file: !93, line: 15, type: !13)
!101 = !DILocalVariable(name: "n", arg: 2, scope: !92, file: !93, line: 15, type: !98)
!102 = !DILocalVariable(name: "boxes", scope: !103, file: !93, line: 16, type: !104, align: 64)
!103 = distinct !DILexicalBlock(scope: !92, file: !93, line: 16, column: 5)
!104 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", scope: !105, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !106, templateParams: !145, identifier: "221359a41e1b2ffc1d46082bdd32870a")
!105 = !DINamespace(name: "vec", scope: !88)
!106 = !{!107, !146}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !104, file: !9, baseType: !108, size: 128, align: 64, flags: DIFlagPrivate)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !109, templateParams: !145, identifier: "8868a913dbcff75899a0acad1b2c9c5a")
!109 = !{!110, !140}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !108, file: !9, baseType: !111, size: 128, align: 64, flags: DIFlagPrivate)
!111 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !112, templateParams: !138, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!112 = !{!113, !129, !135}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !111, file: !9, baseType: !114, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !115, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !116, templateParams: !123, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!115 = !DINamespace(name: "unique", scope: !11)
!116 = !{!117, !125}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !114, file: !9, baseType: !118, size: 64, align: 64, flags: DIFlagPrivate)
!118 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !119, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !120, templateParams: !123, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!119 = !DINamespace(name: "non_null", scope: !11)
!120 = !{!121}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !118, file: !9, baseType: !122, size: 64, align: 64, flags: DIFlagPrivate)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "T", type: !81)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !114, file: !9, baseType: !126, align: 8, offset: 64, flags: DIFlagPrivate)
!126 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !123, identifier: "15bae875c56c7c0f828edf19d836075e")
!127 = !DINamespace(name: "marker", scope: !12)
!128 = !{}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !111, file: !9, baseType: !130, size: 64, align: 64, flags: DIFlagPrivate)
!130 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !131, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !133, templateParams: !128, identifier: "cad7375c0c871c072d809328de25b44")
!131 = !DINamespace(name: "niche_types", scope: !132)
!132 = !DINamespace(name: "num", scope: !12)
!133 = !{!134}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !130, file: !9, baseType: !98, size: 64, align: 64, flags: DIFlagPrivate)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !111, file: !9, baseType: !136, align: 8, offset: 128, flags: DIFlagPrivate)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !137, file: !9, align: 8, flags: DIFlagPublic, elements: !128, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!137 = !DINamespace(name: "alloc", scope: !88)
!138 = !{!139}
!139 = !DITemplateTypeParameter(name: "A", type: !136)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !108, file: !9, baseType: !141, align: 8, offset: 128, flags: DIFlagPrivate)
!141 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !142, identifier: "78a75b6b3139632496268713d1169595")
!142 = !{!143}
!143 = !DITemplateTypeParameter(name: "T", type: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!145 = !{!143, !139}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !104, file: !9, baseType: !98, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!147 = !DILocalVariable(name: "addrs", scope: !148, file: !93, line: 17, type: !149, align: 64)
!148 = distinct !DILexicalBlock(scope: !103, file: !93, line: 17, column: 5)
!149 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<usize, alloc::alloc::Global>", scope: !105, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !150, templateParams: !159, identifier: "28fede4759c6f64aa5f6382c7d546c1e")
!150 = !{!151, !160}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !149, file: !9, baseType: !152, size: 128, align: 64, flags: DIFlagPrivate)
!152 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<usize, alloc::alloc::Global>", scope: !87, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !153, templateParams: !159, identifier: "528525a0ceaaeb1f280167659bcd6156")
!153 = !{!154, !155}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !152, file: !9, baseType: !111, size: 128, align: 64, flags: DIFlagPrivate)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !152, file: !9, baseType: !156, align: 8, offset: 128, flags: DIFlagPrivate)
!156 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<usize>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !157, identifier: "3c8f3a9a4c75a03e30f15c57b0fa64cc")
!157 = !{!158}
!158 = !DITemplateTypeParameter(name: "T", type: !98)
!159 = !{!158, !139}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !149, file: !9, baseType: !98, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!161 = !DILocalVariable(name: "f", scope: !162, file: !93, line: 20, type: !163, align: 64)
!162 = distinct !DILexicalBlock(scope: !148, file: !93, line: 20, column: 9)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut addrvec::Sink, alloc::vec::Vec<usize, alloc::alloc::Global>) -> f64", baseType: !164, size: 64, align: 64, dwarfAddressSpace: 0)
!164 = !DISubroutineType(types: !165)
!165 = !{!97, !166, !149}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut addrvec::Sink", baseType: !167, size: 64, align: 64, dwarfAddressSpace: 0)
!167 = !DICompositeType(tag: DW_TAG_structure_type, name: "Sink", scope: !94, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !168, templateParams: !128, identifier: "2d498c92c6c840e616f1f32ae1b534fd")
!168 = !{!169}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "seen", scope: !167, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!170 = !DILocalVariable(arg: 1, scope: !171, file: !172, line: 805, type: !175)
!171 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr72drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$f64$GT$$GT$$GT$17h7020cb007616d27cE", scope: !11, file: !172, line: 805, type: !173, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !177, retainedNodes: !176)
!172 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!173 = !DISubroutineType(types: !174)
!174 = !{null, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !104, size: 64, align: 64, dwarfAddressSpace: 0)
!176 = !{!170}
!177 = !{!178}
!178 = !DITemplateTypeParameter(name: "T", type: !104)
!179 = !DILocation(line: 0, scope: !171, inlinedAt: !180)
!180 = distinct !DILocation(line: 23, column: 1, scope: !92)
!181 = !DILocation(line: 0, scope: !92)
!182 = !DILocation(line: 17, column: 9, scope: !148)
!183 = !DILocalVariable(name: "self", arg: 1, scope: !184, file: !185, line: 2051, type: !192)
!184 = distinct !DISubprogram(name: "collect<core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>, alloc::vec::Vec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator7collect17hefde8bbca059c9f3E", scope: !186, file: !185, line: 2051, type: !190, scopeLine: 2051, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !317, retainedNodes: !211)
!185 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!186 = !DINamespace(name: "Iterator", scope: !187)
!187 = !DINamespace(name: "iterator", scope: !188)
!188 = !DINamespace(name: "traits", scope: !189)
!189 = !DINamespace(name: "iter", scope: !12)
!190 = !DISubroutineType(types: !191)
!191 = !{!104, !192}
!192 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>", scope: !193, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !195, templateParams: !208, identifier: "60f5f7848877127bedfef3bd0ddbfc5d")
!193 = !DINamespace(name: "map", scope: !194)
!194 = !DINamespace(name: "adapters", scope: !189)
!195 = !{!196, !205}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !192, file: !9, baseType: !197, size: 128, align: 64, flags: DIFlagProtected)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !198, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !200, templateParams: !203, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!198 = !DINamespace(name: "range", scope: !199)
!199 = !DINamespace(name: "ops", scope: !12)
!200 = !{!201, !202}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !197, file: !9, baseType: !98, size: 64, align: 64, flags: DIFlagPublic)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !197, file: !9, baseType: !98, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!203 = !{!204}
!204 = !DITemplateTypeParameter(name: "Idx", type: !98)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !192, file: !9, baseType: !206, align: 8, offset: 128, flags: DIFlagPrivate)
!206 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !207, file: !9, align: 8, elements: !128, identifier: "73fe83e818542138bd05f0edca795399")
!207 = !DINamespace(name: "client", scope: !94)
!208 = !{!209, !210}
!209 = !DITemplateTypeParameter(name: "I", type: !197)
!210 = !DITemplateTypeParameter(name: "F", type: !206)
!211 = !{!183, !212, !212, !230, !238}
!212 = !DILocalVariable(name: "hint", scope: !213, file: !185, line: 2060, type: !214, align: 64)
!213 = distinct !DILexicalBlock(scope: !184, file: !185, line: 2060, column: 13)
!214 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, core::option::Option<usize>)", file: !9, size: 192, align: 64, elements: !215, templateParams: !128, identifier: "50ba810bbf8cd1f32313d326053c8aa")
!215 = !{!216, !217}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !214, file: !9, baseType: !98, size: 64, align: 64)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !214, file: !9, baseType: !218, size: 128, align: 64, offset: 64)
!218 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !219, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !220, templateParams: !128, identifier: "6f59025219977f466509bd4ae79a2945")
!219 = !DINamespace(name: "option", scope: !12)
!220 = !{!221}
!221 = !DICompositeType(tag: DW_TAG_variant_part, scope: !218, file: !9, size: 128, align: 64, elements: !222, templateParams: !128, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !229)
!222 = !{!223, !225}
!223 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !221, file: !9, baseType: !224, size: 128, align: 64, extraData: i64 0)
!224 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !218, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !128, templateParams: !157, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!225 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !221, file: !9, baseType: !226, size: 128, align: 64, extraData: i64 1)
!226 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !218, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !227, templateParams: !157, identifier: "c70f2dfad93186ce146b7e80830727")
!227 = !{!228}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !226, file: !9, baseType: !98, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!229 = !DIDerivedType(tag: DW_TAG_member, scope: !218, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!230 = !DILocalVariable(name: "args", scope: !231, file: !185, line: 2061, type: !234, align: 64)
!231 = !DILexicalBlockFile(scope: !232, file: !185, discriminator: 0)
!232 = distinct !DILexicalBlock(scope: !213, file: !233, line: 62, column: 38)
!233 = !DIFile(filename: "library/core/src/panic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5ea139883c81a8074ac3b0ff123e16cc")
!234 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&(usize, core::option::Option<usize>))", file: !9, size: 64, align: 64, elements: !235, templateParams: !128, identifier: "c5028f3cc517908b2fb42933fcd3fce")
!235 = !{!236}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !234, file: !9, baseType: !237, size: 64, align: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&(usize, core::option::Option<usize>)", baseType: !214, size: 64, align: 64, dwarfAddressSpace: 0)
!238 = !DILocalVariable(name: "args", scope: !239, file: !185, line: 2061, type: !241, align: 64)
!239 = !DILexicalBlockFile(scope: !240, file: !185, discriminator: 0)
!240 = distinct !DILexicalBlock(scope: !232, file: !233, line: 62, column: 38)
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !242, size: 128, align: 64, elements: !315)
!242 = !DICompositeType(tag: DW_TAG_structure_type, name: "Argument", scope: !243, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !245, templateParams: !128, identifier: "1d5f7550f7e7e04cbc4d2cf57c27606b")
!243 = !DINamespace(name: "rt", scope: !244)
!244 = !DINamespace(name: "fmt", scope: !12)
!245 = !{!246}
!246 = !DIDerivedType(tag: DW_TAG_member, name: "ty", scope: !242, file: !9, baseType: !247, size: 128, align: 64, flags: DIFlagPrivate)
!247 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArgumentType", scope: !243, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !248, templateParams: !128, identifier: "b1cfb4618f1c38c3f96eab6c02edf448")
!248 = !{!249}
!249 = !DICompositeType(tag: DW_TAG_variant_part, scope: !247, file: !9, size: 128, align: 64, elements: !250, templateParams: !128, identifier: "fbd384083752b747f8b252853b979154", discriminator: !314)
!250 = !{!251, !310}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "Placeholder", scope: !249, file: !9, baseType: !252, size: 128, align: 64)
!252 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !247, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !253, templateParams: !128, identifier: "91d44a8fdafb90acd8f4961dbde4212b")
!253 = !{!254, !262, !305}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !252, file: !9, baseType: !255, size: 64, align: 64, flags: DIFlagPrivate)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !119, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !256, templateParams: !260, identifier: "f4e496144210c619b96aa08326287b92")
!256 = !{!257}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !255, file: !9, baseType: !258, size: 64, align: 64, flags: DIFlagPrivate)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !259, size: 64, align: 64, dwarfAddressSpace: 0)
!259 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!260 = !{!261}
!261 = !DITemplateTypeParameter(name: "T", type: !259)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "formatter", scope: !252, file: !9, baseType: !263, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(core::ptr::non_null::NonNull<()>, &mut core::fmt::Formatter) -> core::result::Result<(), core::fmt::Error>", baseType: !264, size: 64, align: 64, dwarfAddressSpace: 0)
!264 = !DISubroutineType(types: !265)
!265 = !{!266, !255, !283}
!266 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), core::fmt::Error>", scope: !267, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !268, templateParams: !128, identifier: "1c6752419820cdc3961061cc58b31873")
!267 = !DINamespace(name: "result", scope: !12)
!268 = !{!269}
!269 = !DICompositeType(tag: DW_TAG_variant_part, scope: !266, file: !9, size: 8, align: 8, elements: !270, templateParams: !128, identifier: "92c1f85eaa1d7dab2e3165ee2fc4946", discriminator: !282)
!270 = !{!271, !278}
!271 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !269, file: !9, baseType: !272, size: 8, align: 8, extraData: i8 0)
!272 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !266, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !273, templateParams: !275, identifier: "1d7115f6c7f9f62c2100933bba0c76f9")
!273 = !{!274}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !272, file: !9, baseType: !259, align: 8, offset: 8, flags: DIFlagPublic)
!275 = !{!261, !276}
!276 = !DITemplateTypeParameter(name: "E", type: !277)
!277 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !244, file: !9, align: 8, flags: DIFlagPublic, elements: !128, identifier: "5a24300cdda31093f5fe20c939b4885")
!278 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !269, file: !9, baseType: !279, size: 8, align: 8, extraData: i8 1)
!279 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !266, file: !9, size: 8, align: 8, flags: DIFlagPublic, elements: !280, templateParams: !275, identifier: "27094aa3bc4c448bf12b8530386fdeb2")
!280 = !{!281}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !279, file: !9, baseType: !277, align: 8, offset: 8, flags: DIFlagPublic)
!282 = !DIDerivedType(tag: DW_TAG_member, scope: !266, file: !9, baseType: !81, size: 8, align: 8, flags: DIFlagArtificial)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::fmt::Formatter", baseType: !284, size: 64, align: 64, dwarfAddressSpace: 0)
!284 = !DICompositeType(tag: DW_TAG_structure_type, name: "Formatter", scope: !244, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !285, templateParams: !128, identifier: "c45a1f7f7c29ecbbdbd29c835fac516c")
!285 = !{!286, !294}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "options", scope: !284, file: !9, baseType: !287, size: 64, align: 32, offset: 128, flags: DIFlagPrivate)
!287 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormattingOptions", scope: !244, file: !9, size: 64, align: 32, flags: DIFlagPublic, elements: !288, templateParams: !128, identifier: "ca2f5547247cd95c514a47d5800e09e")
!288 = !{!289, !291, !293}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !287, file: !9, baseType: !290, size: 32, align: 32, flags: DIFlagPrivate)
!290 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !287, file: !9, baseType: !292, size: 16, align: 16, offset: 32, flags: DIFlagPrivate)
!292 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "precision", scope: !287, file: !9, baseType: !292, size: 16, align: 16, offset: 48, flags: DIFlagPrivate)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !284, file: !9, baseType: !295, size: 128, align: 64, flags: DIFlagPrivate)
!295 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut dyn core::fmt::Write", file: !9, size: 128, align: 64, elements: !296, templateParams: !128, identifier: "effe97114690fc58a8e246cb04e37234")
!296 = !{!297, !300}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !295, file: !9, baseType: !298, size: 64, align: 64)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64, align: 64, dwarfAddressSpace: 0)
!299 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn core::fmt::Write", file: !9, align: 8, elements: !128, identifier: "64328679825f9c73b507edbfd5b86b47")
!300 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !295, file: !9, baseType: !301, size: 64, align: 64, offset: 64)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !302, size: 64, align: 64, dwarfAddressSpace: 0)
!302 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 384, align: 64, elements: !303)
!303 = !{!304}
!304 = !DISubrange(count: 6, lowerBound: 0)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_lifetime", scope: !252, file: !9, baseType: !306, align: 8, offset: 128, flags: DIFlagPrivate)
!306 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&()>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !307, identifier: "efa596960370766459fc018866dc4048")
!307 = !{!308}
!308 = !DITemplateTypeParameter(name: "T", type: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&()", baseType: !259, size: 64, align: 64, dwarfAddressSpace: 0)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "Count", scope: !249, file: !9, baseType: !311, size: 128, align: 64, extraData: i64 0)
!311 = !DICompositeType(tag: DW_TAG_structure_type, name: "Count", scope: !247, file: !9, size: 128, align: 64, flags: DIFlagPrivate, elements: !312, templateParams: !128, identifier: "1d9161ed3114ac1c26d36137fc96704d")
!312 = !{!313}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !311, file: !9, baseType: !292, size: 16, align: 16, offset: 64, flags: DIFlagPrivate)
!314 = !DIDerivedType(tag: DW_TAG_member, scope: !247, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!315 = !{!316}
!316 = !DISubrange(count: 1, lowerBound: 0)
!317 = !{!318, !319}
!318 = !DITemplateTypeParameter(name: "Self", type: !192)
!319 = !DITemplateTypeParameter(name: "B", type: !104)
!320 = !DILocation(line: 0, scope: !184, inlinedAt: !321)
!321 = !DILocation(line: 16, column: 67, scope: !92)
!322 = !DILocalVariable(name: "iter", arg: 1, scope: !323, file: !324, line: 3864, type: !192)
!323 = distinct !DISubprogram(name: "from_iter<alloc::boxed::Box<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", linkageName: "_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hfdcc9b6673b7adaaE", scope: !325, file: !324, line: 3864, type: !190, scopeLine: 3864, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, retainedNodes: !326)
!324 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!325 = !DINamespace(name: "{impl#16}", scope: !105)
!326 = !{!322}
!327 = !{!143, !328}
!328 = !DITemplateTypeParameter(name: "I", type: !192)
!329 = !DILocation(line: 0, scope: !323, inlinedAt: !330)
!330 = !DILocation(line: 2064, column: 9, scope: !184, inlinedAt: !321)
!331 = !DILocalVariable(name: "iterator", arg: 1, scope: !332, file: !333, line: 32, type: !192)
!332 = distinct !DISubprogram(name: "from_iter<alloc::boxed::Box<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", linkageName: "_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h5af6392b7add1dcdE", scope: !334, file: !333, line: 32, type: !190, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, retainedNodes: !336)
!333 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87e48553151b7c26b3585234ec8e05e7")
!334 = !DINamespace(name: "{impl#0}", scope: !335)
!335 = !DINamespace(name: "spec_from_iter", scope: !105)
!336 = !{!331}
!337 = !DILocation(line: 0, scope: !332, inlinedAt: !338)
!338 = !DILocation(line: 3865, column: 9, scope: !323, inlinedAt: !330)
!339 = !DILocalVariable(name: "self", arg: 1, scope: !340, file: !324, line: 3988, type: !343)
!340 = distinct !DISubprogram(name: "extend_trusted<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h898d280d5180bac3E", scope: !104, file: !324, line: 3988, type: !341, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !345, declaration: !344, retainedNodes: !347)
!341 = !DISubroutineType(types: !342)
!342 = !{null, !343, !192}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !104, size: 64, align: 64, dwarfAddressSpace: 0)
!344 = !DISubprogram(name: "extend_trusted<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h898d280d5180bac3E", scope: !104, file: !324, line: 3988, type: !341, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !345)
!345 = !{!143, !139, !346}
!346 = !DITemplateTypeParameter(name: "impl iter::TrustedLen<Item = T>", type: !192)
!347 = !{!339, !348, !349, !351, !352, !354, !359, !360, !363, !366, !369, !372}
!348 = !DILocalVariable(name: "iterator", arg: 2, scope: !340, file: !324, line: 3988, type: !192)
!349 = !DILocalVariable(name: "low", scope: !350, file: !324, line: 3989, type: !98, align: 64)
!350 = distinct !DILexicalBlock(scope: !340, file: !324, line: 3989, column: 9)
!351 = !DILocalVariable(name: "high", scope: !350, file: !324, line: 3989, type: !218, align: 64)
!352 = !DILocalVariable(name: "additional", scope: !353, file: !324, line: 3990, type: !98, align: 64)
!353 = distinct !DILexicalBlock(scope: !350, file: !324, line: 3990, column: 40)
!354 = !DILocalVariable(name: "left_val", scope: !355, file: !324, line: 3991, type: !358, align: 64)
!355 = !DILexicalBlockFile(scope: !356, file: !324, discriminator: 0)
!356 = distinct !DILexicalBlock(scope: !353, file: !357, line: 58, column: 13)
!357 = !DIFile(filename: "library/core/src/macros/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "51376b65c07e3acab5731a6bddd7c4b3")
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!359 = !DILocalVariable(name: "right_val", scope: !355, file: !324, line: 3991, type: !358, align: 64)
!360 = !DILocalVariable(name: "kind", scope: !361, file: !324, line: 3991, type: !79, align: 8)
!361 = !DILexicalBlockFile(scope: !362, file: !324, discriminator: 0)
!362 = distinct !DILexicalBlock(scope: !356, file: !357, line: 60, column: 21)
!363 = !DILocalVariable(name: "args", scope: !364, file: !324, line: 3991, type: !234, align: 64)
!364 = !DILexicalBlockFile(scope: !365, file: !324, discriminator: 0)
!365 = distinct !DILexicalBlock(scope: !362, file: !357, line: 64, column: 114)
!366 = !DILocalVariable(name: "args", scope: !367, file: !324, line: 3991, type: !241, align: 64)
!367 = !DILexicalBlockFile(scope: !368, file: !324, discriminator: 0)
!368 = distinct !DILexicalBlock(scope: !365, file: !357, line: 64, column: 114)
!369 = !DILocalVariable(name: "ptr", scope: !370, file: !324, line: 3999, type: !371, align: 64)
!370 = distinct !DILexicalBlock(scope: !353, file: !324, line: 3999, column: 17)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!372 = !DILocalVariable(name: "local_len", scope: !373, file: !324, line: 4000, type: !374, align: 64)
!373 = distinct !DILexicalBlock(scope: !370, file: !324, line: 4000, column: 17)
!374 = !DICompositeType(tag: DW_TAG_structure_type, name: "SetLenOnDrop", scope: !375, file: !9, size: 128, align: 64, flags: DIFlagProtected, elements: !376, templateParams: !128, identifier: "82f2a1ecd8ee1beb5175ffa4ead30898")
!375 = !DINamespace(name: "set_len_on_drop", scope: !105)
!376 = !{!377, !379}
!377 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !374, file: !9, baseType: !378, size: 64, align: 64, flags: DIFlagPrivate)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut usize", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !374, file: !9, baseType: !98, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!380 = !DILocation(line: 0, scope: !340, inlinedAt: !381)
!381 = distinct !DILocation(line: 27, column: 14, scope: !382, inlinedAt: !390)
!382 = distinct !DISubprogram(name: "spec_extend<alloc::boxed::Box<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>, alloc::alloc::Global>", linkageName: "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hcdcd24f5160a565dE", scope: !384, file: !383, line: 26, type: !341, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !389, retainedNodes: !386)
!383 = !DIFile(filename: "library/alloc/src/vec/spec_extend.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "64fc232c5e502e0225698dc98d50caf8")
!384 = !DINamespace(name: "{impl#1}", scope: !385)
!385 = !DINamespace(name: "spec_extend", scope: !105)
!386 = !{!387, !388}
!387 = !DILocalVariable(name: "self", arg: 1, scope: !382, file: !383, line: 26, type: !343)
!388 = !DILocalVariable(name: "iterator", arg: 2, scope: !382, file: !383, line: 26, type: !192)
!389 = !{!143, !328, !139}
!390 = distinct !DILocation(line: 60, column: 16, scope: !391, inlinedAt: !401)
!391 = distinct !DILexicalBlock(scope: !393, file: !392, line: 51, column: 9)
!392 = !DIFile(filename: "library/alloc/src/vec/spec_from_iter_nested.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f1ca97f56309a9c2b99339993bd752ef")
!393 = distinct !DISubprogram(name: "from_iter<alloc::boxed::Box<f64, alloc::alloc::Global>, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", linkageName: "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE", scope: !394, file: !392, line: 50, type: !190, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !327, retainedNodes: !396)
!394 = !DINamespace(name: "{impl#1}", scope: !395)
!395 = !DINamespace(name: "spec_from_iter_nested", scope: !105)
!396 = !{!397, !398, !399}
!397 = !DILocalVariable(name: "iterator", arg: 1, scope: !393, file: !392, line: 50, type: !192)
!398 = !DILocalVariable(name: "vector", scope: !391, file: !392, line: 51, type: !104, align: 64)
!399 = !DILocalVariable(name: "upper", scope: !400, file: !392, line: 52, type: !98, align: 64)
!400 = distinct !DILexicalBlock(scope: !393, file: !392, line: 52, column: 13)
!401 = distinct !DILocation(line: 33, column: 9, scope: !332, inlinedAt: !338)
!402 = !DILocation(line: 0, scope: !382, inlinedAt: !390)
!403 = !DILocation(line: 0, scope: !393, inlinedAt: !401)
!404 = !DILocalVariable(name: "alloc", scope: !405, file: !324, line: 964, type: !136, align: 8)
!405 = distinct !DISubprogram(name: "with_capacity_in<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h899d877b153ec957E", scope: !104, file: !324, line: 964, type: !406, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, declaration: !408, retainedNodes: !409)
!406 = !DISubroutineType(types: !407)
!407 = !{!104, !98, !136}
!408 = !DISubprogram(name: "with_capacity_in<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h899d877b153ec957E", scope: !104, file: !324, line: 964, type: !406, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!409 = !{!410, !404}
!410 = !DILocalVariable(name: "capacity", arg: 1, scope: !405, file: !324, line: 964, type: !98)
!411 = !DILocation(line: 964, column: 46, scope: !405, inlinedAt: !412)
!412 = distinct !DILocation(line: 524, column: 9, scope: !413, inlinedAt: !419)
!413 = distinct !DISubprogram(name: "with_capacity<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h9a5d56162c45e53bE", scope: !104, file: !324, line: 523, type: !414, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, declaration: !416, retainedNodes: !417)
!414 = !DISubroutineType(types: !415)
!415 = !{!104, !98}
!416 = !DISubprogram(name: "with_capacity<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17h9a5d56162c45e53bE", scope: !104, file: !324, line: 523, type: !414, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !142)
!417 = !{!418}
!418 = !DILocalVariable(name: "capacity", arg: 1, scope: !413, file: !324, line: 523, type: !98)
!419 = distinct !DILocation(line: 52, column: 33, scope: !400, inlinedAt: !401)
!420 = !DILocalVariable(name: "alloc", scope: !421, file: !422, line: 175, type: !136, align: 8)
!421 = distinct !DISubprogram(name: "with_capacity_in<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h706e6e3b2aecfd76E", scope: !108, file: !422, line: 175, type: !423, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, declaration: !425, retainedNodes: !426)
!422 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!423 = !DISubroutineType(types: !424)
!424 = !{!108, !98, !136}
!425 = !DISubprogram(name: "with_capacity_in<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h706e6e3b2aecfd76E", scope: !108, file: !422, line: 175, type: !423, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !145)
!426 = !{!427, !420}
!427 = !DILocalVariable(name: "capacity", arg: 1, scope: !421, file: !422, line: 175, type: !98)
!428 = !DILocation(line: 175, column: 53, scope: !421, inlinedAt: !429)
!429 = distinct !DILocation(line: 965, column: 20, scope: !405, inlinedAt: !412)
!430 = !DILocation(line: 0, scope: !400, inlinedAt: !401)
!431 = !DILocation(line: 0, scope: !413, inlinedAt: !419)
!432 = !DILocation(line: 0, scope: !405, inlinedAt: !412)
!433 = !DILocation(line: 0, scope: !421, inlinedAt: !429)
!434 = !DILocalVariable(name: "capacity", arg: 1, scope: !435, file: !422, line: 432, type: !98)
!435 = distinct !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7ce5ae91f7efcd14E", scope: !111, file: !422, line: 432, type: !436, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !138, declaration: !447, retainedNodes: !448)
!436 = !DISubroutineType(types: !437)
!437 = !{!111, !98, !136, !438}
!438 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !439, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !441, templateParams: !128, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!439 = !DINamespace(name: "layout", scope: !440)
!440 = !DINamespace(name: "alloc", scope: !12)
!441 = !{!442, !443}
!442 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !438, file: !9, baseType: !98, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !438, file: !9, baseType: !444, size: 64, align: 64, flags: DIFlagPrivate)
!444 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !10, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !445, templateParams: !128, identifier: "5099570874743123f8e757e4da3ea37b")
!445 = !{!446}
!446 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !444, file: !9, baseType: !8, size: 64, align: 64, flags: DIFlagPrivate)
!447 = !DISubprogram(name: "with_capacity_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h7ce5ae91f7efcd14E", scope: !111, file: !422, line: 432, type: !436, scopeLine: 432, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !138)
!448 = !{!434, !449, !450, !451, !453}
!449 = !DILocalVariable(name: "alloc", arg: 2, scope: !435, file: !422, line: 432, type: !136)
!450 = !DILocalVariable(name: "elem_layout", arg: 3, scope: !435, file: !422, line: 432, type: !438)
!451 = !DILocalVariable(name: "this", scope: !452, file: !422, line: 434, type: !111, align: 64)
!452 = distinct !DILexicalBlock(scope: !435, file: !422, line: 434, column: 13)
!453 = !DILocalVariable(name: "err", scope: !454, file: !422, line: 441, type: !455, align: 64)
!454 = distinct !DILexicalBlock(scope: !435, file: !422, line: 441, column: 13)
!455 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveError", scope: !456, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !457, templateParams: !128, identifier: "aadc5b14185c42e764a105b028ba728d")
!456 = !DINamespace(name: "collections", scope: !88)
!457 = !{!458}
!458 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !455, file: !9, baseType: !459, size: 128, align: 64, flags: DIFlagPrivate)
!459 = !DICompositeType(tag: DW_TAG_structure_type, name: "TryReserveErrorKind", scope: !456, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !460, templateParams: !128, identifier: "bcabdc9b8161f8345ba45fd3dd2b352e")
!460 = !{!461}
!461 = !DICompositeType(tag: DW_TAG_variant_part, scope: !459, file: !9, size: 128, align: 64, elements: !462, templateParams: !128, identifier: "ea838b7be60be9969d8daf2ecb7c8fd0", discriminator: !470)
!462 = !{!463, !465}
!463 = !DIDerivedType(tag: DW_TAG_member, name: "CapacityOverflow", scope: !461, file: !9, baseType: !464, size: 128, align: 64, extraData: i64 0)
!464 = !DICompositeType(tag: DW_TAG_structure_type, name: "CapacityOverflow", scope: !459, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !128, identifier: "2fd3a5d7d557e582d8c71ef21e56c651")
!465 = !DIDerivedType(tag: DW_TAG_member, name: "AllocError", scope: !461, file: !9, baseType: !466, size: 128, align: 64)
!466 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !459, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !467, templateParams: !128, identifier: "831b16e5fe15eda163981d1f5c4117ec")
!467 = !{!468, !469}
!468 = !DIDerivedType(tag: DW_TAG_member, name: "layout", scope: !466, file: !9, baseType: !438, size: 128, align: 64, flags: DIFlagPublic)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "non_exhaustive", scope: !466, file: !9, baseType: !259, align: 8, offset: 128, flags: DIFlagPublic)
!470 = !DIDerivedType(tag: DW_TAG_member, scope: !459, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!471 = !DILocation(line: 0, scope: !435, inlinedAt: !472)
!472 = distinct !DILocation(line: 177, column: 20, scope: !421, inlinedAt: !429)
!473 = !DILocalVariable(name: "additional", arg: 3, scope: !474, file: !422, line: 764, type: !98)
!474 = distinct !DISubprogram(name: "needs_to_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$13needs_to_grow17h29f385bb941be27bE", scope: !111, file: !422, line: 764, type: !475, scopeLine: 764, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !138, declaration: !479, retainedNodes: !480)
!475 = !DISubroutineType(types: !476)
!476 = !{!477, !478, !98, !98, !438}
!477 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !111, size: 64, align: 64, dwarfAddressSpace: 0)
!479 = !DISubprogram(name: "needs_to_grow<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$13needs_to_grow17h29f385bb941be27bE", scope: !111, file: !422, line: 764, type: !475, scopeLine: 764, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !138)
!480 = !{!481, !482, !473, !483}
!481 = !DILocalVariable(name: "self", arg: 1, scope: !474, file: !422, line: 764, type: !478)
!482 = !DILocalVariable(name: "len", scope: !474, file: !422, line: 764, type: !98, align: 64)
!483 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !474, file: !422, line: 764, type: !438)
!484 = !DILocation(line: 0, scope: !474, inlinedAt: !485)
!485 = distinct !DILocation(line: 437, column: 50, scope: !452, inlinedAt: !472)
!486 = !DILocation(line: 432, column: 42, scope: !435, inlinedAt: !472)
!487 = !DILocalVariable(name: "capacity", arg: 1, scope: !488, file: !422, line: 446, type: !98)
!488 = distinct !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h84d79d8acd4c2972E", scope: !111, file: !422, line: 445, type: !489, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !138, declaration: !507, retainedNodes: !508)
!489 = !DISubroutineType(types: !490)
!490 = !{!491, !98, !86, !136, !438}
!491 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<alloc::raw_vec::RawVecInner<alloc::alloc::Global>, alloc::collections::TryReserveError>", scope: !267, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !492, templateParams: !128, identifier: "e7516ca9d9f4e7570eb6b2a4431868b")
!492 = !{!493}
!493 = !DICompositeType(tag: DW_TAG_variant_part, scope: !491, file: !9, size: 192, align: 64, elements: !494, templateParams: !128, identifier: "9397e95d4d592ee6cd0aff367ebd7653", discriminator: !506)
!494 = !{!495, !502}
!495 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !493, file: !9, baseType: !496, size: 192, align: 64, extraData: i64 0)
!496 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !491, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !497, templateParams: !499, identifier: "cab76745ac13b130a1764d6bd5b1f7a5")
!497 = !{!498}
!498 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !496, file: !9, baseType: !111, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!499 = !{!500, !501}
!500 = !DITemplateTypeParameter(name: "T", type: !111)
!501 = !DITemplateTypeParameter(name: "E", type: !455)
!502 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !493, file: !9, baseType: !503, size: 192, align: 64, extraData: i64 1)
!503 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !491, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !504, templateParams: !499, identifier: "54841962b1957e307458a8d575a1009c")
!504 = !{!505}
!505 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !503, file: !9, baseType: !455, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!506 = !DIDerivedType(tag: DW_TAG_member, scope: !491, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!507 = !DISubprogram(name: "try_allocate_in<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h84d79d8acd4c2972E", scope: !111, file: !422, line: 445, type: !489, scopeLine: 445, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !138)
!508 = !{!487, !509, !510, !511, !512, !514, !516, !543, !545}
!509 = !DILocalVariable(name: "init", arg: 2, scope: !488, file: !422, line: 447, type: !86)
!510 = !DILocalVariable(name: "alloc", arg: 3, scope: !488, file: !422, line: 448, type: !136)
!511 = !DILocalVariable(name: "elem_layout", arg: 4, scope: !488, file: !422, line: 449, type: !438)
!512 = !DILocalVariable(name: "layout", scope: !513, file: !422, line: 453, type: !438, align: 64)
!513 = distinct !DILexicalBlock(scope: !488, file: !422, line: 453, column: 9)
!514 = !DILocalVariable(name: "layout", scope: !515, file: !422, line: 454, type: !438, align: 64)
!515 = distinct !DILexicalBlock(scope: !488, file: !422, line: 454, column: 13)
!516 = !DILocalVariable(name: "result", scope: !517, file: !422, line: 463, type: !518, align: 64)
!517 = distinct !DILexicalBlock(scope: !513, file: !422, line: 463, column: 9)
!518 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !267, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !519, templateParams: !128, identifier: "519a674418a5b51cf8bee27a967aa54e")
!519 = !{!520}
!520 = !DICompositeType(tag: DW_TAG_variant_part, scope: !518, file: !9, size: 128, align: 64, elements: !521, templateParams: !128, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !542)
!521 = !{!522, !538}
!522 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !520, file: !9, baseType: !523, size: 128, align: 64)
!523 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !518, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !524, templateParams: !534, identifier: "30b736d771929d0b7715388dfe942406")
!524 = !{!525}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !523, file: !9, baseType: !526, size: 128, align: 64, flags: DIFlagPublic)
!526 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !119, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !527, templateParams: !123, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!527 = !{!528}
!528 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !526, file: !9, baseType: !529, size: 128, align: 64, flags: DIFlagPrivate)
!529 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !9, size: 128, align: 64, elements: !530, templateParams: !128, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!530 = !{!531, !533}
!531 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !529, file: !9, baseType: !532, size: 64, align: 64)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !529, file: !9, baseType: !98, size: 64, align: 64, offset: 64)
!534 = !{!535, !536}
!535 = !DITemplateTypeParameter(name: "T", type: !526)
!536 = !DITemplateTypeParameter(name: "E", type: !537)
!537 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !440, file: !9, align: 8, flags: DIFlagPublic, elements: !128, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!538 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !520, file: !9, baseType: !539, size: 128, align: 64, extraData: i64 0)
!539 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !518, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !540, templateParams: !534, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!540 = !{!541}
!541 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !539, file: !9, baseType: !537, align: 8, flags: DIFlagPublic)
!542 = !DIDerivedType(tag: DW_TAG_member, scope: !518, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!543 = !DILocalVariable(name: "ptr", scope: !544, file: !422, line: 468, type: !526, align: 64)
!544 = distinct !DILexicalBlock(scope: !517, file: !422, line: 468, column: 9)
!545 = !DILocalVariable(name: "ptr", scope: !546, file: !422, line: 469, type: !526, align: 64)
!546 = distinct !DILexicalBlock(scope: !517, file: !422, line: 469, column: 13)
!547 = !DILocation(line: 0, scope: !488, inlinedAt: !548)
!548 = distinct !DILocation(line: 433, column: 15, scope: !435, inlinedAt: !472)
!549 = !DILocalVariable(name: "cap", arg: 1, scope: !550, file: !422, line: 894, type: !98)
!550 = distinct !DISubprogram(name: "layout_array", linkageName: "_RNvNtCslNYArtu3iFV_5alloc7raw_vec12layout_array", scope: !87, file: !422, line: 894, type: !551, scopeLine: 894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !568)
!551 = !DISubroutineType(types: !552)
!552 = !{!553, !98, !438}
!553 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, alloc::collections::TryReserveError>", scope: !267, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !554, templateParams: !128, identifier: "d0f39e7cf1686092d42cc88df46109a9")
!554 = !{!555}
!555 = !DICompositeType(tag: DW_TAG_variant_part, scope: !553, file: !9, size: 192, align: 64, elements: !556, templateParams: !128, identifier: "f34e1a1dccafdc9f4f7befde8f79f8b9", discriminator: !567)
!556 = !{!557, !563}
!557 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !555, file: !9, baseType: !558, size: 192, align: 64, extraData: i64 0)
!558 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !553, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !559, templateParams: !561, identifier: "3468e8a189e0e1406885d0070654e614")
!559 = !{!560}
!560 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !558, file: !9, baseType: !438, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!561 = !{!562, !501}
!562 = !DITemplateTypeParameter(name: "T", type: !438)
!563 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !555, file: !9, baseType: !564, size: 192, align: 64, extraData: i64 1)
!564 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !553, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !565, templateParams: !561, identifier: "a7602c3f1de88b2ddaaf5663b655cd4f")
!565 = !{!566}
!566 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !564, file: !9, baseType: !455, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!567 = !DIDerivedType(tag: DW_TAG_member, scope: !553, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!568 = !{!549, !569, !569, !570}
!569 = !DILocalVariable(name: "elem_layout", scope: !550, file: !422, line: 894, type: !438, align: 64)
!570 = !DILocalVariable(name: "layout", scope: !571, file: !422, line: 901, type: !438, align: 64)
!571 = distinct !DILexicalBlock(scope: !550, file: !422, line: 901, column: 9)
!572 = !DILocation(line: 0, scope: !550, inlinedAt: !573)
!573 = distinct !DILocation(line: 453, column: 28, scope: !488, inlinedAt: !548)
!574 = !DILocalVariable(name: "n", arg: 2, scope: !575, file: !576, line: 526, type: !98)
!575 = distinct !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !438, file: !576, line: 526, type: !577, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !596, retainedNodes: !597)
!576 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!577 = !DISubroutineType(types: !578)
!578 = !{!579, !595, !98}
!579 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::alloc::layout::Layout, core::alloc::layout::LayoutError>", scope: !267, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !580, templateParams: !128, identifier: "176dd254fc51c9bbff58827463bc0f7")
!580 = !{!581}
!581 = !DICompositeType(tag: DW_TAG_variant_part, scope: !579, file: !9, size: 128, align: 64, elements: !582, templateParams: !128, identifier: "5ea2959d60eb0c0e59293deaf8d3aff4", discriminator: !594)
!582 = !{!583, !590}
!583 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !581, file: !9, baseType: !584, size: 128, align: 64)
!584 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !579, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !585, templateParams: !587, identifier: "61657e003cf9ebd940972b3bfa2a3ae")
!585 = !{!586}
!586 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !584, file: !9, baseType: !438, size: 128, align: 64, flags: DIFlagPublic)
!587 = !{!562, !588}
!588 = !DITemplateTypeParameter(name: "E", type: !589)
!589 = !DICompositeType(tag: DW_TAG_structure_type, name: "LayoutError", scope: !439, file: !9, align: 8, flags: DIFlagPublic, elements: !128, identifier: "dc083c9e2be34eb2f717cce2335e336")
!590 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !581, file: !9, baseType: !591, size: 128, align: 64, extraData: i64 0)
!591 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !579, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !592, templateParams: !587, identifier: "6dbad831a921b6a64c7ac6c68fb2395")
!592 = !{!593}
!593 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !591, file: !9, baseType: !589, align: 8, flags: DIFlagPublic)
!594 = !DIDerivedType(tag: DW_TAG_member, scope: !579, file: !9, baseType: !13, size: 64, align: 64, flags: DIFlagArtificial)
!595 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::alloc::layout::Layout", baseType: !438, size: 64, align: 64, dwarfAddressSpace: 0)
!596 = !DISubprogram(name: "repeat_packed", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core5alloc6layoutNtB2_6Layout13repeat_packed", scope: !438, file: !576, line: 526, type: !577, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !128)
!597 = !{!598, !574, !599}
!598 = !DILocalVariable(name: "self", arg: 1, scope: !575, file: !576, line: 526, type: !595)
!599 = !DILocalVariable(name: "size", scope: !600, file: !576, line: 527, type: !98, align: 64)
!600 = distinct !DILexicalBlock(scope: !575, file: !576, line: 527, column: 54)
!601 = !DILocation(line: 0, scope: !575, inlinedAt: !602)
!602 = distinct !DILocation(line: 900, column: 23, scope: !550, inlinedAt: !573)
!603 = !DILocalVariable(name: "rhs", arg: 2, scope: !604, file: !605, line: 1160, type: !98)
!604 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !606, file: !605, line: 1160, type: !607, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !609)
!605 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!606 = !DINamespace(name: "{impl#11}", scope: !132)
!607 = !DISubroutineType(types: !608)
!608 = !{!218, !98, !98}
!609 = !{!610, !603, !611, !613}
!610 = !DILocalVariable(name: "self", arg: 1, scope: !604, file: !605, line: 1160, type: !98)
!611 = !DILocalVariable(name: "a", scope: !612, file: !605, line: 1161, type: !98, align: 64)
!612 = distinct !DILexicalBlock(scope: !604, file: !605, line: 1161, column: 13)
!613 = !DILocalVariable(name: "b", scope: !612, file: !605, line: 1161, type: !477, align: 8)
!614 = !DILocation(line: 0, scope: !604, inlinedAt: !615)
!615 = distinct !DILocation(line: 527, column: 39, scope: !600, inlinedAt: !602)
!616 = !DILocalVariable(name: "rhs", arg: 2, scope: !617, file: !605, line: 3050, type: !98)
!617 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !606, file: !605, line: 3050, type: !618, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !624)
!618 = !DISubroutineType(types: !619)
!619 = !{!620, !98, !98}
!620 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !9, size: 128, align: 64, elements: !621, templateParams: !128, identifier: "d571287e27d8be874e95a2f698798cc6")
!621 = !{!622, !623}
!622 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !620, file: !9, baseType: !98, size: 64, align: 64)
!623 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !620, file: !9, baseType: !477, size: 8, align: 8, offset: 64)
!624 = !{!625, !616}
!625 = !DILocalVariable(name: "self", arg: 1, scope: !617, file: !605, line: 3050, type: !98)
!626 = !DILocation(line: 0, scope: !617, inlinedAt: !627)
!627 = distinct !DILocation(line: 1161, column: 31, scope: !604, inlinedAt: !615)
!628 = !DILocation(line: 448, column: 9, scope: !488, inlinedAt: !548)
!629 = !DILocation(line: 526, column: 32, scope: !575, inlinedAt: !602)
!630 = !DILocation(line: 3051, column: 26, scope: !617, inlinedAt: !627)
!631 = !DILocation(line: 0, scope: !612, inlinedAt: !615)
!632 = !DILocalVariable(name: "b", arg: 1, scope: !633, file: !634, line: 456, type: !477)
!633 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !635, file: !634, line: 456, type: !636, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !638)
!634 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!635 = !DINamespace(name: "intrinsics", scope: !12)
!636 = !DISubroutineType(types: !637)
!637 = !{!477, !477}
!638 = !{!632}
!639 = !DILocation(line: 0, scope: !633, inlinedAt: !640)
!640 = distinct !DILocation(line: 1162, column: 16, scope: !612, inlinedAt: !615)
!641 = !DILocation(line: 0, scope: !600, inlinedAt: !602)
!642 = !DILocation(line: 457, column: 8, scope: !633, inlinedAt: !640)
!643 = !{!"branch_weights", i32 2000, i32 2002}
!644 = !DILocation(line: 0, scope: !513, inlinedAt: !548)
!645 = !DILocation(line: 459, column: 12, scope: !513, inlinedAt: !548)
!646 = !DILocalVariable(name: "self", arg: 1, scope: !647, file: !648, line: 428, type: !652)
!647 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !649, file: !648, line: 428, type: !650, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !653)
!648 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!649 = !DINamespace(name: "{impl#1}", scope: !137)
!650 = !DISubroutineType(types: !651)
!651 = !{!518, !652, !438}
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !136, size: 64, align: 64, dwarfAddressSpace: 0)
!653 = !{!646, !654}
!654 = !DILocalVariable(name: "layout", arg: 2, scope: !647, file: !648, line: 428, type: !438)
!655 = !DILocation(line: 0, scope: !647, inlinedAt: !656)
!656 = distinct !DILocation(line: 464, column: 47, scope: !513, inlinedAt: !548)
!657 = !DILocalVariable(name: "self", arg: 1, scope: !658, file: !648, line: 311, type: !652)
!658 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !136, file: !648, line: 311, type: !659, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !661, retainedNodes: !662)
!659 = !DISubroutineType(types: !660)
!660 = !{!518, !652, !438, !477}
!661 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !136, file: !648, line: 311, type: !659, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !128)
!662 = !{!657, !663, !664}
!663 = !DILocalVariable(name: "layout", arg: 2, scope: !658, file: !648, line: 311, type: !438)
!664 = !DILocalVariable(name: "zeroed", scope: !658, file: !648, line: 311, type: !477, align: 8)
!665 = !DILocation(line: 0, scope: !658, inlinedAt: !666)
!666 = distinct !DILocation(line: 429, column: 14, scope: !647, inlinedAt: !656)
!667 = !DILocalVariable(name: "layout", arg: 1, scope: !668, file: !648, line: 185, type: !438)
!668 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !136, file: !648, line: 185, type: !669, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !671, retainedNodes: !672)
!669 = !DISubroutineType(types: !670)
!670 = !{!518, !438, !477}
!671 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !136, file: !648, line: 185, type: !669, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !128)
!672 = !{!667, !673, !674, !676, !679, !681, !701}
!673 = !DILocalVariable(name: "zeroed", arg: 2, scope: !668, file: !648, line: 185, type: !477)
!674 = !DILocalVariable(name: "size", scope: !675, file: !648, line: 189, type: !98, align: 64)
!675 = distinct !DILexicalBlock(scope: !668, file: !648, line: 189, column: 13)
!676 = !DILocalVariable(name: "raw_ptr", scope: !677, file: !648, line: 190, type: !678, align: 64)
!677 = distinct !DILexicalBlock(scope: !675, file: !648, line: 190, column: 17)
!678 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!679 = !DILocalVariable(name: "ptr", scope: !680, file: !648, line: 191, type: !118, align: 64)
!680 = distinct !DILexicalBlock(scope: !677, file: !648, line: 191, column: 17)
!681 = !DILocalVariable(name: "residual", scope: !682, file: !648, line: 191, type: !683, align: 8)
!682 = distinct !DILexicalBlock(scope: !677, file: !648, line: 191, column: 66)
!683 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !267, file: !9, align: 8, flags: DIFlagPublic, elements: !684, templateParams: !128, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!684 = !{!685}
!685 = !DICompositeType(tag: DW_TAG_variant_part, scope: !683, file: !9, align: 8, elements: !686, templateParams: !128, identifier: "f5e162db303eef1e33f578c71ec0a693")
!686 = !{!687, !697}
!687 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !685, file: !9, baseType: !688, align: 8)
!688 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !683, file: !9, align: 8, flags: DIFlagPublic, elements: !689, templateParams: !695, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!689 = !{!690}
!690 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !688, file: !9, baseType: !691, align: 8, flags: DIFlagPublic)
!691 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !692, file: !9, align: 8, flags: DIFlagPublic, elements: !693, templateParams: !128, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!692 = !DINamespace(name: "convert", scope: !12)
!693 = !{!694}
!694 = !DICompositeType(tag: DW_TAG_variant_part, scope: !691, file: !9, align: 8, elements: !128, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!695 = !{!696, !536}
!696 = !DITemplateTypeParameter(name: "T", type: !691)
!697 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !685, file: !9, baseType: !698, align: 8)
!698 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !683, file: !9, align: 8, flags: DIFlagPublic, elements: !699, templateParams: !695, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!699 = !{!700}
!700 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !698, file: !9, baseType: !537, align: 8, flags: DIFlagPublic)
!701 = !DILocalVariable(name: "val", scope: !702, file: !648, line: 191, type: !118, align: 64)
!702 = distinct !DILexicalBlock(scope: !677, file: !648, line: 191, column: 66)
!703 = !DILocation(line: 0, scope: !668, inlinedAt: !704)
!704 = distinct !DILocation(line: 312, column: 9, scope: !658, inlinedAt: !666)
!705 = !DILocalVariable(name: "layout", arg: 1, scope: !706, file: !648, line: 89, type: !438)
!706 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !137, file: !648, line: 89, type: !707, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !709)
!707 = !DISubroutineType(types: !708)
!708 = !{!678, !438}
!709 = !{!705}
!710 = !DILocation(line: 0, scope: !706, inlinedAt: !711)
!711 = distinct !DILocation(line: 190, column: 73, scope: !675, inlinedAt: !704)
!712 = !DILocation(line: 0, scope: !675, inlinedAt: !704)
!713 = !DILocation(line: 93, column: 9, scope: !706, inlinedAt: !711)
!714 = !{!715, !717}
!715 = distinct !{!715, !716, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h84d79d8acd4c2972E: %_0"}
!716 = distinct !{!716, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h84d79d8acd4c2972E"}
!717 = distinct !{!717, !718, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE: %_0"}
!718 = distinct !{!718, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h5f9fb968c0ab09bfE"}
!719 = !DILocation(line: 95, column: 9, scope: !706, inlinedAt: !711)
!720 = !DILocation(line: 0, scope: !517, inlinedAt: !548)
!721 = !DILocation(line: 468, column: 25, scope: !517, inlinedAt: !548)
!722 = !DILocation(line: 468, column: 19, scope: !517, inlinedAt: !548)
!723 = !DILocation(line: 0, scope: !544, inlinedAt: !548)
!724 = !DILocation(line: 476, column: 9, scope: !544, inlinedAt: !548)
!725 = !DILocation(line: 481, column: 5, scope: !488, inlinedAt: !548)
!726 = !DILocation(line: 0, scope: !454, inlinedAt: !472)
!727 = !DILocation(line: 441, column: 25, scope: !454, inlinedAt: !472)
!728 = !{!717}
!729 = !DILocation(line: 434, column: 16, scope: !435, inlinedAt: !472)
!730 = !DILocation(line: 0, scope: !452, inlinedAt: !472)
!731 = !DILocation(line: 764, column: 28, scope: !474, inlinedAt: !485)
!732 = !DILocation(line: 765, column: 9, scope: !474, inlinedAt: !485)
!733 = !DILocalVariable(name: "cond", arg: 1, scope: !734, file: !735, line: 202, type: !477)
!734 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !736, file: !735, line: 202, type: !737, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !762)
!735 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!736 = !DINamespace(name: "hint", scope: !12)
!737 = !DISubroutineType(types: !738)
!738 = !{null, !477, !739}
!739 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !740, size: 64, align: 64, dwarfAddressSpace: 0)
!740 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !741, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !743, templateParams: !128, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!741 = !DINamespace(name: "location", scope: !742)
!742 = !DINamespace(name: "panic", scope: !12)
!743 = !{!744, !752, !753, !754}
!744 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !740, file: !9, baseType: !745, size: 128, align: 64, flags: DIFlagPrivate)
!745 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !119, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !746, templateParams: !123, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!746 = !{!747}
!747 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !745, file: !9, baseType: !748, size: 128, align: 64, flags: DIFlagPrivate)
!748 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !9, size: 128, align: 64, elements: !749, templateParams: !128, identifier: "238a44609877474087c05adf26cd41fa")
!749 = !{!750, !751}
!750 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !748, file: !9, baseType: !532, size: 64, align: 64)
!751 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !748, file: !9, baseType: !98, size: 64, align: 64, offset: 64)
!752 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !740, file: !9, baseType: !290, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!753 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !740, file: !9, baseType: !290, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!754 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !740, file: !9, baseType: !755, align: 8, offset: 192, flags: DIFlagPrivate)
!755 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !756, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!756 = !{!757}
!757 = !DITemplateTypeParameter(name: "T", type: !758)
!758 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !9, size: 128, align: 64, elements: !759, templateParams: !128, identifier: "9277eecd40495f85161460476aacc992")
!759 = !{!760, !761}
!760 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !758, file: !9, baseType: !532, size: 64, align: 64)
!761 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !758, file: !9, baseType: !98, size: 64, align: 64, offset: 64)
!762 = !{!733}
!763 = !DILocation(line: 0, scope: !734, inlinedAt: !764)
!764 = distinct !DILocation(line: 437, column: 21, scope: !452, inlinedAt: !472)
!765 = !DILocation(line: 210, column: 9, scope: !734, inlinedAt: !764)
!766 = !DILocation(line: 0, scope: !391, inlinedAt: !401)
!767 = !DILocation(line: 0, scope: !350, inlinedAt: !381)
!768 = !DILocation(line: 0, scope: !353, inlinedAt: !381)
!769 = !DILocation(line: 0, scope: !370, inlinedAt: !381)
!770 = !DILocation(line: 0, scope: !373, inlinedAt: !381)
!771 = !DILocalVariable(name: "f", arg: 2, scope: !772, file: !185, line: 835, type: !775)
!772 = distinct !DISubprogram(name: "for_each<core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each17h67ac7ab2a7066117E", scope: !186, file: !185, line: 835, type: !773, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !783, retainedNodes: !781)
!773 = !DISubroutineType(types: !774)
!774 = !{null, !192, !775}
!775 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", scope: !776, file: !9, size: 192, align: 64, elements: !778, templateParams: !128, identifier: "8cef86dc750bc5a4f708a1adbb27df72")
!776 = !DINamespace(name: "extend_trusted", scope: !777)
!777 = !DINamespace(name: "{impl#21}", scope: !105)
!778 = !{!779, !780}
!779 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !775, file: !9, baseType: !371, size: 64, align: 64, offset: 128)
!780 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !775, file: !9, baseType: !374, size: 128, align: 64)
!781 = !{!782, !771}
!782 = !DILocalVariable(name: "self", arg: 1, scope: !772, file: !185, line: 835, type: !192)
!783 = !{!318, !784}
!784 = !DITemplateTypeParameter(name: "F", type: !775)
!785 = !DILocation(line: 0, scope: !772, inlinedAt: !786)
!786 = distinct !DILocation(line: 4001, column: 26, scope: !373, inlinedAt: !381)
!787 = !DILocalVariable(name: "g", arg: 3, scope: !788, file: !789, line: 124, type: !793)
!788 = distinct !DISubprogram(name: "fold<alloc::boxed::Box<f64, alloc::alloc::Global>, core::ops::range::Range<usize>, addrvec::client::{closure_env#0}, (), core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7deda3631fd7d51fE", scope: !790, file: !789, line: 124, type: !791, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !801, retainedNodes: !798)
!789 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!790 = !DINamespace(name: "{impl#2}", scope: !193)
!791 = !DISubroutineType(types: !792)
!792 = !{null, !192, !259, !793}
!793 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>", scope: !794, file: !9, size: 192, align: 64, elements: !796, templateParams: !128, identifier: "32a3effdc79e67ee86b2a627debf8158")
!794 = !DINamespace(name: "call", scope: !795)
!795 = !DINamespace(name: "for_each", scope: !186)
!796 = !{!797}
!797 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !793, file: !9, baseType: !775, size: 192, align: 64)
!798 = !{!799, !800, !787}
!799 = !DILocalVariable(name: "self", arg: 1, scope: !788, file: !789, line: 124, type: !192)
!800 = !DILocalVariable(name: "init", arg: 2, scope: !788, file: !789, line: 124, type: !259)
!801 = !{!802, !209, !210, !803, !804}
!802 = !DITemplateTypeParameter(name: "B", type: !144)
!803 = !DITemplateTypeParameter(name: "Acc", type: !259)
!804 = !DITemplateTypeParameter(name: "G", type: !793)
!805 = !DILocation(line: 0, scope: !788, inlinedAt: !806)
!806 = distinct !DILocation(line: 845, column: 14, scope: !772, inlinedAt: !786)
!807 = !DILocation(line: 124, column: 27, scope: !788, inlinedAt: !806)
!808 = !DILocalVariable(name: "f", arg: 3, scope: !809, file: !185, line: 2640, type: !812)
!809 = distinct !DISubprogram(name: "fold<core::ops::range::Range<usize>, (), core::iter::adapters::map::map_fold::{closure_env#0}<usize, alloc::boxed::Box<f64, alloc::alloc::Global>, (), addrvec::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator4fold17h5717796323a71dcfE", scope: !186, file: !185, line: 2640, type: !810, scopeLine: 2640, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !824, retainedNodes: !817)
!810 = !DISubroutineType(types: !811)
!811 = !{null, !197, !259, !812}
!812 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<usize, alloc::boxed::Box<f64, alloc::alloc::Global>, (), addrvec::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>>", scope: !813, file: !9, size: 192, align: 64, elements: !814, templateParams: !128, identifier: "a8ef4b634a2cf5374ad199e3c6bc0491")
!813 = !DINamespace(name: "map_fold", scope: !193)
!814 = !{!815, !816}
!815 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !812, file: !9, baseType: !793, size: 192, align: 64)
!816 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !812, file: !9, baseType: !206, align: 8, offset: 192)
!817 = !{!818, !819, !808, !820, !822}
!818 = !DILocalVariable(name: "self", arg: 1, scope: !809, file: !185, line: 2640, type: !197)
!819 = !DILocalVariable(name: "init", arg: 2, scope: !809, file: !185, line: 2640, type: !259)
!820 = !DILocalVariable(name: "accum", scope: !821, file: !185, line: 2645, type: !259, align: 8)
!821 = distinct !DILexicalBlock(scope: !809, file: !185, line: 2645, column: 9)
!822 = !DILocalVariable(name: "x", scope: !823, file: !185, line: 2646, type: !98, align: 64)
!823 = distinct !DILexicalBlock(scope: !821, file: !185, line: 2646, column: 41)
!824 = !{!825, !826, !827}
!825 = !DITemplateTypeParameter(name: "Self", type: !197)
!826 = !DITemplateTypeParameter(name: "B", type: !259)
!827 = !DITemplateTypeParameter(name: "F", type: !812)
!828 = !DILocation(line: 0, scope: !809, inlinedAt: !829)
!829 = distinct !DILocation(line: 128, column: 19, scope: !788, inlinedAt: !806)
!830 = !DILocation(line: 2640, column: 29, scope: !809, inlinedAt: !829)
!831 = !DILocation(line: 2645, column: 13, scope: !821, inlinedAt: !829)
!832 = !DILocalVariable(name: "self", arg: 1, scope: !833, file: !834, line: 856, type: !839)
!833 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hbbc8969f2efeac45E", scope: !835, file: !834, line: 856, type: !837, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !841, retainedNodes: !840)
!834 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!835 = !DINamespace(name: "{impl#6}", scope: !836)
!836 = !DINamespace(name: "range", scope: !189)
!837 = !DISubroutineType(types: !838)
!838 = !{!218, !839}
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!840 = !{!832}
!841 = !{!842}
!842 = !DITemplateTypeParameter(name: "A", type: !98)
!843 = !DILocation(line: 0, scope: !833, inlinedAt: !844)
!844 = distinct !DILocation(line: 2646, column: 34, scope: !823, inlinedAt: !829)
!845 = !DILocalVariable(name: "self", arg: 1, scope: !846, file: !834, line: 771, type: !839)
!846 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17hd5bea48432bbde6eE", scope: !847, file: !834, line: 771, type: !837, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157, retainedNodes: !848)
!847 = !DINamespace(name: "{impl#5}", scope: !836)
!848 = !{!845, !849}
!849 = !DILocalVariable(name: "old", scope: !850, file: !834, line: 773, type: !98, align: 64)
!850 = distinct !DILexicalBlock(scope: !846, file: !834, line: 773, column: 13)
!851 = !DILocation(line: 0, scope: !846, inlinedAt: !852)
!852 = distinct !DILocation(line: 857, column: 14, scope: !833, inlinedAt: !844)
!853 = !DILocalVariable(name: "self", arg: 1, scope: !854, file: !855, line: 1916, type: !358)
!854 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !856, file: !855, line: 1916, type: !859, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !861)
!855 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!856 = !DINamespace(name: "{impl#58}", scope: !857)
!857 = !DINamespace(name: "impls", scope: !858)
!858 = !DINamespace(name: "cmp", scope: !12)
!859 = !DISubroutineType(types: !860)
!860 = !{!477, !358, !358}
!861 = !{!853, !862}
!862 = !DILocalVariable(name: "other", arg: 2, scope: !854, file: !855, line: 1916, type: !358)
!863 = !DILocation(line: 0, scope: !854, inlinedAt: !864)
!864 = distinct !DILocation(line: 772, column: 12, scope: !846, inlinedAt: !852)
!865 = !DILocation(line: 1916, column: 50, scope: !854, inlinedAt: !864)
!866 = !DILocation(line: 772, column: 12, scope: !846, inlinedAt: !852)
!867 = !DILocation(line: 0, scope: !823, inlinedAt: !829)
!868 = !DILocalVariable(name: "g", scope: !869, file: !789, line: 86, type: !793, align: 64)
!869 = distinct !DISubprogram(name: "{closure#0}<usize, alloc::boxed::Box<f64, alloc::alloc::Global>, (), addrvec::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E", scope: !813, file: !789, line: 88, type: !870, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !877, retainedNodes: !873)
!870 = !DISubroutineType(types: !871)
!871 = !{null, !872, !259, !98}
!872 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<usize, alloc::boxed::Box<f64, alloc::alloc::Global>, (), addrvec::client::{closure_env#0}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>>", baseType: !812, size: 64, align: 64, dwarfAddressSpace: 0)
!873 = !{!874, !875, !868, !876}
!874 = !DILocalVariable(name: "acc", arg: 2, scope: !869, file: !789, line: 88, type: !259)
!875 = !DILocalVariable(name: "elt", arg: 3, scope: !869, file: !789, line: 88, type: !98)
!876 = !DILocalVariable(name: "f", scope: !869, file: !789, line: 85, type: !206, align: 8)
!877 = !{!158, !802, !803, !878, !879}
!878 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !206)
!879 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !793)
!880 = !DILocation(line: 0, scope: !869, inlinedAt: !881)
!881 = distinct !DILocation(line: 2647, column: 21, scope: !823, inlinedAt: !829)
!882 = !DILocation(line: 88, column: 11, scope: !869, inlinedAt: !881)
!883 = !DILocalVariable(arg: 1, scope: !884, file: !93, line: 16, type: !887)
!884 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7addrvec6client28_$u7b$$u7b$closure$u7d$$u7d$17h3aca6c4b47d7b20bE", scope: !207, file: !93, line: 16, type: !885, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !888)
!885 = !DISubroutineType(types: !886)
!886 = !{!144, !887, !98}
!887 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrvec::client::{closure_env#0}", baseType: !206, size: 64, align: 64, dwarfAddressSpace: 0)
!888 = !{!889, !883}
!889 = !DILocalVariable(name: "i", arg: 2, scope: !884, file: !93, line: 16, type: !98)
!890 = !DILocation(line: 0, scope: !884, inlinedAt: !891)
!891 = distinct !DILocation(line: 88, column: 28, scope: !869, inlinedAt: !881)
!892 = !DILocalVariable(name: "x", arg: 1, scope: !893, file: !894, line: 284, type: !97)
!893 = distinct !DISubprogram(name: "new<f64>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17hff8dce099f648803E", scope: !895, file: !894, line: 284, type: !897, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !903, retainedNodes: !899)
!894 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!895 = !DINamespace(name: "{impl#0}", scope: !896)
!896 = !DINamespace(name: "boxed", scope: !88)
!897 = !DISubroutineType(types: !898)
!898 = !{!144, !97}
!899 = !{!892, !900}
!900 = !DILocalVariable(name: "ptr", scope: !901, file: !894, line: 286, type: !902, align: 64)
!901 = distinct !DILexicalBlock(scope: !893, file: !894, line: 286, column: 9)
!902 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!903 = !{!904}
!904 = !DITemplateTypeParameter(name: "T", type: !97)
!905 = !DILocation(line: 0, scope: !893, inlinedAt: !906)
!906 = distinct !DILocation(line: 16, column: 47, scope: !884, inlinedAt: !891)
!907 = !DILocalVariable(name: "layout", arg: 1, scope: !908, file: !894, line: 247, type: !438)
!908 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !896, file: !894, line: 247, type: !707, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !909)
!909 = !{!907, !910}
!910 = !DILocalVariable(name: "ptr", scope: !911, file: !894, line: 249, type: !526, align: 64)
!911 = distinct !DILexicalBlock(scope: !908, file: !894, line: 249, column: 9)
!912 = !DILocation(line: 0, scope: !908, inlinedAt: !913)
!913 = distinct !DILocation(line: 286, column: 19, scope: !893, inlinedAt: !906)
!914 = !DILocalVariable(name: "layout", arg: 2, scope: !915, file: !648, line: 428, type: !438)
!915 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !649, file: !648, line: 428, type: !650, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !916)
!916 = !{!917, !914}
!917 = !DILocalVariable(name: "self", scope: !915, file: !648, line: 428, type: !652, align: 64)
!918 = !DILocation(line: 0, scope: !915, inlinedAt: !919)
!919 = distinct !DILocation(line: 248, column: 18, scope: !908, inlinedAt: !913)
!920 = !DILocalVariable(name: "layout", arg: 2, scope: !921, file: !648, line: 311, type: !438)
!921 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !136, file: !648, line: 311, type: !659, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !661, retainedNodes: !922)
!922 = !{!923, !920, !924}
!923 = !DILocalVariable(name: "self", scope: !921, file: !648, line: 311, type: !652, align: 64)
!924 = !DILocalVariable(name: "zeroed", scope: !921, file: !648, line: 311, type: !477, align: 8)
!925 = !DILocation(line: 0, scope: !921, inlinedAt: !926)
!926 = distinct !DILocation(line: 429, column: 14, scope: !915, inlinedAt: !919)
!927 = !DILocation(line: 0, scope: !668, inlinedAt: !928)
!928 = distinct !DILocation(line: 312, column: 9, scope: !921, inlinedAt: !926)
!929 = !DILocation(line: 0, scope: !706, inlinedAt: !930)
!930 = distinct !DILocation(line: 190, column: 73, scope: !675, inlinedAt: !928)
!931 = !DILocation(line: 0, scope: !675, inlinedAt: !928)
!932 = !DILocation(line: 93, column: 9, scope: !706, inlinedAt: !930)
!933 = !{!934, !936, !938, !940, !942, !944, !717}
!934 = distinct !{!934, !935, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E: %_1"}
!935 = distinct !{!935, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h77d08c1963351db1E"}
!936 = distinct !{!936, !937, !"_ZN4core4iter6traits8iterator8Iterator4fold17h5717796323a71dcfE: %f"}
!937 = distinct !{!937, !"_ZN4core4iter6traits8iterator8Iterator4fold17h5717796323a71dcfE"}
!938 = distinct !{!938, !939, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7deda3631fd7d51fE: %g"}
!939 = distinct !{!939, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7deda3631fd7d51fE"}
!940 = distinct !{!940, !941, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h67ac7ab2a7066117E: %f"}
!941 = distinct !{!941, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h67ac7ab2a7066117E"}
!942 = distinct !{!942, !943, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h898d280d5180bac3E: %self"}
!943 = distinct !{!943, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h898d280d5180bac3E"}
!944 = distinct !{!944, !945, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hcdcd24f5160a565dE: %self"}
!945 = distinct !{!945, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hcdcd24f5160a565dE"}
!946 = !DILocation(line: 95, column: 9, scope: !706, inlinedAt: !930)
!947 = !DILocation(line: 248, column: 11, scope: !908, inlinedAt: !913)
!948 = !DILocation(line: 248, column: 5, scope: !908, inlinedAt: !913)
!949 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!950 = !DILocation(line: 250, column: 19, scope: !908, inlinedAt: !913)
!951 = !DILocation(line: 19, column: 9, scope: !952, inlinedAt: !958)
!952 = distinct !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !374, file: !953, line: 18, type: !954, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !957)
!953 = !DIFile(filename: "library/alloc/src/vec/set_len_on_drop.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9a0d01ce4a85900df996691fa734ffd7")
!954 = !DISubroutineType(types: !955)
!955 = !{null, !956, !98}
!956 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::set_len_on_drop::SetLenOnDrop", baseType: !374, size: 64, align: 64, dwarfAddressSpace: 0)
!957 = !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !374, file: !953, line: 18, type: !954, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !128)
!958 = distinct !DILocation(line: 4006, column: 31, scope: !959, inlinedAt: !967)
!959 = distinct !DISubprogram(name: "{closure#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h8ea89c8b4a176b1eE", scope: !776, file: !324, line: 4001, type: !960, scopeLine: 4001, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !345, retainedNodes: !963)
!960 = !DISubroutineType(types: !961)
!961 = !{null, !962, !144}
!962 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>", baseType: !775, size: 64, align: 64, dwarfAddressSpace: 0)
!963 = !{!964, !965, !966}
!964 = !DILocalVariable(name: "element", arg: 2, scope: !959, file: !324, line: 4001, type: !144)
!965 = !DILocalVariable(name: "ptr", scope: !959, file: !324, line: 3999, type: !371, align: 64)
!966 = !DILocalVariable(name: "local_len", scope: !959, file: !324, line: 4000, type: !374, align: 64)
!967 = distinct !DILocation(line: 842, column: 29, scope: !968, inlinedAt: !978)
!968 = distinct !DISubprogram(name: "{closure#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h79ba7ffff6d3caf4E", scope: !794, file: !185, line: 842, type: !969, scopeLine: 842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !976, retainedNodes: !972)
!969 = !DISubroutineType(types: !970)
!970 = !{null, !971, !259, !144}
!971 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global, core::iter::adapters::map::Map<core::ops::range::Range<usize>, addrvec::client::{closure_env#0}>>>", baseType: !793, size: 64, align: 64, dwarfAddressSpace: 0)
!972 = !{!973, !974, !975}
!973 = !DILocalVariable(name: "item", arg: 3, scope: !968, file: !185, line: 842, type: !144)
!974 = !DILocalVariable(name: "f", scope: !968, file: !185, line: 841, type: !775, align: 64)
!975 = !DILocalVariable(arg: 2, scope: !968, file: !185, line: 842, type: !259)
!976 = !{!143, !977}
!977 = !DITemplateTypeParameter(name: "impl FnMut(T)", type: !775)
!978 = distinct !DILocation(line: 88, column: 21, scope: !869, inlinedAt: !881)
!979 = !DILocation(line: 16, column: 56, scope: !884, inlinedAt: !891)
!980 = !DILocation(line: 0, scope: !901, inlinedAt: !906)
!981 = !DILocation(line: 289, column: 56, scope: !901, inlinedAt: !906)
!982 = !DILocation(line: 0, scope: !968, inlinedAt: !978)
!983 = !DILocation(line: 842, column: 19, scope: !968, inlinedAt: !978)
!984 = !DILocation(line: 0, scope: !959, inlinedAt: !967)
!985 = !DILocation(line: 961, column: 18, scope: !986, inlinedAt: !992)
!986 = distinct !DISubprogram(name: "add<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17hc458b23a7f48c9a8E", scope: !988, file: !987, line: 927, type: !990, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142)
!987 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!988 = !DINamespace(name: "{impl#0}", scope: !989)
!989 = !DINamespace(name: "mut_ptr", scope: !11)
!990 = !DISubroutineType(types: !991)
!991 = !{!371, !371, !98, !739}
!992 = distinct !DILocation(line: 4002, column: 36, scope: !959, inlinedAt: !967)
!993 = !DILocation(line: 1917, column: 41, scope: !994, inlinedAt: !997)
!994 = distinct !DISubprogram(name: "write<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr5write17h54f55aeef2755e1fE", scope: !11, file: !172, line: 1894, type: !995, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142)
!995 = !DISubroutineType(types: !996)
!996 = !{null, !371, !144, !739}
!997 = distinct !DILocation(line: 4002, column: 21, scope: !959, inlinedAt: !967)
!998 = !{!999, !1001, !1002, !1004, !934, !936, !938, !940, !942, !944, !717}
!999 = distinct !{!999, !1000, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h8ea89c8b4a176b1eE: %_1"}
!1000 = distinct !{!1000, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h8ea89c8b4a176b1eE"}
!1001 = distinct !{!1001, !1000, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h8ea89c8b4a176b1eE: %element"}
!1002 = distinct !{!1002, !1003, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h79ba7ffff6d3caf4E: %_1"}
!1003 = distinct !{!1003, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h79ba7ffff6d3caf4E"}
!1004 = distinct !{!1004, !1003, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h79ba7ffff6d3caf4E: %item"}
!1005 = !DILocation(line: 0, scope: !103)
!1006 = !DILocalVariable(name: "len", scope: !1007, file: !1008, line: 97, type: !98, align: 64)
!1007 = distinct !DILexicalBlock(scope: !1009, file: !1008, line: 97, column: 9)
!1008 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!1009 = distinct !DISubprogram(name: "new<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17heeb4ec7cabd05302E", scope: !1010, file: !1008, line: 96, type: !1025, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, declaration: !1032, retainedNodes: !1033)
!1010 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !1011, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1013, templateParams: !142, identifier: "558677c5bc6757f925d64ef7f2cff899")
!1011 = !DINamespace(name: "iter", scope: !1012)
!1012 = !DINamespace(name: "slice", scope: !12)
!1013 = !{!1014, !1019, !1020}
!1014 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1010, file: !9, baseType: !1015, size: 64, align: 64, flags: DIFlagPrivate)
!1015 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !119, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1016, templateParams: !142, identifier: "559c5f08807a72319dce8c15f7a8957e")
!1016 = !{!1017}
!1017 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1015, file: !9, baseType: !1018, size: 64, align: 64, flags: DIFlagPrivate)
!1018 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!1019 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !1010, file: !9, baseType: !1018, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1020 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1010, file: !9, baseType: !1021, align: 8, offset: 128, flags: DIFlagPrivate)
!1021 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&alloc::boxed::Box<f64, alloc::alloc::Global>>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !1022, identifier: "c2fab1f66b4156149be20948812f6e99")
!1022 = !{!1023}
!1023 = !DITemplateTypeParameter(name: "T", type: !1024)
!1024 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!1025 = !DISubroutineType(types: !1026)
!1026 = !{!1010, !1027}
!1027 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[alloc::boxed::Box<f64, alloc::alloc::Global>]", file: !9, size: 128, align: 64, elements: !1028, templateParams: !128, identifier: "5acac03c05d7a6f8a36d601fe33e187c")
!1028 = !{!1029, !1031}
!1029 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1027, file: !9, baseType: !1030, size: 64, align: 64)
!1030 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!1031 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1027, file: !9, baseType: !98, size: 64, align: 64, offset: 64)
!1032 = !DISubprogram(name: "new<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17heeb4ec7cabd05302E", scope: !1010, file: !1008, line: 96, type: !1025, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !142)
!1033 = !{!1034, !1006, !1039, !1041}
!1034 = !DILocalVariable(name: "slice", arg: 1, scope: !1009, file: !1008, line: 96, type: !1035)
!1035 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [alloc::boxed::Box<f64, alloc::alloc::Global>]", file: !9, size: 128, align: 64, elements: !1036, templateParams: !128, identifier: "d75459b093c94326d34f367df0d5087")
!1036 = !{!1037, !1038}
!1037 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1035, file: !9, baseType: !1030, size: 64, align: 64)
!1038 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1035, file: !9, baseType: !98, size: 64, align: 64, offset: 64)
!1039 = !DILocalVariable(name: "ptr", scope: !1040, file: !1008, line: 98, type: !1015, align: 64)
!1040 = distinct !DILexicalBlock(scope: !1007, file: !1008, line: 98, column: 9)
!1041 = !DILocalVariable(name: "end_or_len", scope: !1042, file: !1008, line: 101, type: !1018, align: 64)
!1042 = distinct !DILexicalBlock(scope: !1040, file: !1008, line: 101, column: 13)
!1043 = !DILocation(line: 0, scope: !1007, inlinedAt: !1044)
!1044 = !DILocation(line: 1041, column: 9, scope: !1045, inlinedAt: !1050)
!1045 = distinct !DISubprogram(name: "iter<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h2596d0e65f0c10c1E", scope: !1047, file: !1046, line: 1040, type: !1025, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !1048)
!1046 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!1047 = !DINamespace(name: "{impl#0}", scope: !1012)
!1048 = !{!1049}
!1049 = !DILocalVariable(name: "self", arg: 1, scope: !1045, file: !1046, line: 1040, type: !1035)
!1050 = !DILocation(line: 17, column: 35, scope: !103)
!1051 = !DILocalVariable(name: "count", arg: 2, scope: !1052, file: !987, line: 927, type: !98)
!1052 = distinct !DISubprogram(name: "add<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17hc458b23a7f48c9a8E", scope: !988, file: !987, line: 927, type: !990, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !1053)
!1053 = !{!1054, !1051}
!1054 = !DILocalVariable(name: "self", arg: 1, scope: !1052, file: !987, line: 927, type: !371)
!1055 = !DILocation(line: 0, scope: !1052, inlinedAt: !1056)
!1056 = !DILocation(line: 102, column: 78, scope: !1040, inlinedAt: !1044)
!1057 = !DILocation(line: 0, scope: !1045, inlinedAt: !1050)
!1058 = !DILocation(line: 0, scope: !1009, inlinedAt: !1044)
!1059 = !DILocation(line: 0, scope: !1040, inlinedAt: !1044)
!1060 = !DILocation(line: 961, column: 18, scope: !1052, inlinedAt: !1056)
!1061 = !DILocalVariable(name: "self", arg: 1, scope: !1062, file: !185, line: 2051, type: !1065)
!1062 = distinct !DISubprogram(name: "collect<core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>, alloc::vec::Vec<usize, alloc::alloc::Global>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator7collect17hfae4830b012063afE", scope: !186, file: !185, line: 2051, type: !1063, scopeLine: 2051, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1082, retainedNodes: !1073)
!1063 = !DISubroutineType(types: !1064)
!1064 = !{!149, !1065}
!1065 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>", scope: !193, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1066, templateParams: !1070, identifier: "7a9fd8f16817172dbe04b8c754c752c0")
!1066 = !{!1067, !1068}
!1067 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !1065, file: !9, baseType: !1010, size: 128, align: 64, flags: DIFlagProtected)
!1068 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1065, file: !9, baseType: !1069, align: 8, offset: 128, flags: DIFlagPrivate)
!1069 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#1}", scope: !207, file: !9, align: 8, elements: !128, identifier: "e875709d6c90ecb21a96f8236af08342")
!1070 = !{!1071, !1072}
!1071 = !DITemplateTypeParameter(name: "I", type: !1010)
!1072 = !DITemplateTypeParameter(name: "F", type: !1069)
!1073 = !{!1061, !1074, !1074, !1076, !1079}
!1074 = !DILocalVariable(name: "hint", scope: !1075, file: !185, line: 2060, type: !214, align: 64)
!1075 = distinct !DILexicalBlock(scope: !1062, file: !185, line: 2060, column: 13)
!1076 = !DILocalVariable(name: "args", scope: !1077, file: !185, line: 2061, type: !234, align: 64)
!1077 = !DILexicalBlockFile(scope: !1078, file: !185, discriminator: 0)
!1078 = distinct !DILexicalBlock(scope: !1075, file: !233, line: 62, column: 38)
!1079 = !DILocalVariable(name: "args", scope: !1080, file: !185, line: 2061, type: !241, align: 64)
!1080 = !DILexicalBlockFile(scope: !1081, file: !185, discriminator: 0)
!1081 = distinct !DILexicalBlock(scope: !1078, file: !233, line: 62, column: 38)
!1082 = !{!1083, !1084}
!1083 = !DITemplateTypeParameter(name: "Self", type: !1065)
!1084 = !DITemplateTypeParameter(name: "B", type: !149)
!1085 = !DILocation(line: 0, scope: !1062, inlinedAt: !1086)
!1086 = !DILocation(line: 17, column: 79, scope: !103)
!1087 = !DILocalVariable(name: "iter", arg: 1, scope: !1088, file: !324, line: 3864, type: !1065)
!1088 = distinct !DISubprogram(name: "from_iter<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", linkageName: "_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h3e9184b52fd5470bE", scope: !325, file: !324, line: 3864, type: !1063, scopeLine: 3864, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1090, retainedNodes: !1089)
!1089 = !{!1087}
!1090 = !{!158, !1091}
!1091 = !DITemplateTypeParameter(name: "I", type: !1065)
!1092 = !DILocation(line: 0, scope: !1088, inlinedAt: !1093)
!1093 = !DILocation(line: 2064, column: 9, scope: !1094, inlinedAt: !1086)
!1094 = !DILexicalBlockFile(scope: !1062, file: !185, discriminator: 2)
!1095 = !DILocalVariable(name: "iterator", arg: 1, scope: !1096, file: !333, line: 32, type: !1065)
!1096 = distinct !DISubprogram(name: "from_iter<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", linkageName: "_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hfc52d2bf97fce849E", scope: !334, file: !333, line: 32, type: !1063, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1090, retainedNodes: !1097)
!1097 = !{!1095}
!1098 = !DILocation(line: 0, scope: !1096, inlinedAt: !1099)
!1099 = !DILocation(line: 3865, column: 9, scope: !1100, inlinedAt: !1093)
!1100 = !DILexicalBlockFile(scope: !1088, file: !324, discriminator: 2)
!1101 = !{!1102}
!1102 = distinct !{!1102, !1103, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E: %_0"}
!1103 = distinct !{!1103, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E"}
!1104 = !DILocation(line: 33, column: 9, scope: !1096, inlinedAt: !1099)
!1105 = !DILocalVariable(name: "self", arg: 1, scope: !1106, file: !324, line: 3988, type: !1109)
!1106 = distinct !DISubprogram(name: "extend_trusted<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h1c3b4e9452b98e32E", scope: !149, file: !324, line: 3988, type: !1107, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1111, declaration: !1110, retainedNodes: !1113)
!1107 = !DISubroutineType(types: !1108)
!1108 = !{null, !1109, !1065}
!1109 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<usize, alloc::alloc::Global>", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!1110 = !DISubprogram(name: "extend_trusted<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h1c3b4e9452b98e32E", scope: !149, file: !324, line: 3988, type: !1107, scopeLine: 3988, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1111)
!1111 = !{!158, !139, !1112}
!1112 = !DITemplateTypeParameter(name: "impl iter::TrustedLen<Item = T>", type: !1065)
!1113 = !{!1105, !1114, !1115, !1117, !1118, !1120, !1123, !1124, !1127, !1130, !1133, !1136}
!1114 = !DILocalVariable(name: "iterator", arg: 2, scope: !1106, file: !324, line: 3988, type: !1065)
!1115 = !DILocalVariable(name: "low", scope: !1116, file: !324, line: 3989, type: !98, align: 64)
!1116 = distinct !DILexicalBlock(scope: !1106, file: !324, line: 3989, column: 9)
!1117 = !DILocalVariable(name: "high", scope: !1116, file: !324, line: 3989, type: !218, align: 64)
!1118 = !DILocalVariable(name: "additional", scope: !1119, file: !324, line: 3990, type: !98, align: 64)
!1119 = distinct !DILexicalBlock(scope: !1116, file: !324, line: 3990, column: 40)
!1120 = !DILocalVariable(name: "left_val", scope: !1121, file: !324, line: 3991, type: !358, align: 64)
!1121 = !DILexicalBlockFile(scope: !1122, file: !324, discriminator: 0)
!1122 = distinct !DILexicalBlock(scope: !1119, file: !357, line: 58, column: 13)
!1123 = !DILocalVariable(name: "right_val", scope: !1121, file: !324, line: 3991, type: !358, align: 64)
!1124 = !DILocalVariable(name: "kind", scope: !1125, file: !324, line: 3991, type: !79, align: 8)
!1125 = !DILexicalBlockFile(scope: !1126, file: !324, discriminator: 0)
!1126 = distinct !DILexicalBlock(scope: !1122, file: !357, line: 60, column: 21)
!1127 = !DILocalVariable(name: "args", scope: !1128, file: !324, line: 3991, type: !234, align: 64)
!1128 = !DILexicalBlockFile(scope: !1129, file: !324, discriminator: 0)
!1129 = distinct !DILexicalBlock(scope: !1126, file: !357, line: 64, column: 114)
!1130 = !DILocalVariable(name: "args", scope: !1131, file: !324, line: 3991, type: !241, align: 64)
!1131 = !DILexicalBlockFile(scope: !1132, file: !324, discriminator: 0)
!1132 = distinct !DILexicalBlock(scope: !1129, file: !357, line: 64, column: 114)
!1133 = !DILocalVariable(name: "ptr", scope: !1134, file: !324, line: 3999, type: !1135, align: 64)
!1134 = distinct !DILexicalBlock(scope: !1119, file: !324, line: 3999, column: 17)
!1135 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut usize", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!1136 = !DILocalVariable(name: "local_len", scope: !1137, file: !324, line: 4000, type: !374, align: 64)
!1137 = distinct !DILexicalBlock(scope: !1134, file: !324, line: 4000, column: 17)
!1138 = !DILocation(line: 0, scope: !1106, inlinedAt: !1139)
!1139 = distinct !DILocation(line: 27, column: 14, scope: !1140, inlinedAt: !1145)
!1140 = distinct !DISubprogram(name: "spec_extend<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>, alloc::alloc::Global>", linkageName: "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h221f9dca357e240fE", scope: !384, file: !383, line: 26, type: !1107, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1144, retainedNodes: !1141)
!1141 = !{!1142, !1143}
!1142 = !DILocalVariable(name: "self", arg: 1, scope: !1140, file: !383, line: 26, type: !1109)
!1143 = !DILocalVariable(name: "iterator", arg: 2, scope: !1140, file: !383, line: 26, type: !1065)
!1144 = !{!158, !1091, !139}
!1145 = distinct !DILocation(line: 60, column: 16, scope: !1146, inlinedAt: !1153)
!1146 = distinct !DILexicalBlock(scope: !1147, file: !392, line: 51, column: 9)
!1147 = distinct !DISubprogram(name: "from_iter<usize, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", linkageName: "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1488ca8386ae3f23E", scope: !394, file: !392, line: 50, type: !1063, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1090, retainedNodes: !1148)
!1148 = !{!1149, !1150, !1151}
!1149 = !DILocalVariable(name: "iterator", arg: 1, scope: !1147, file: !392, line: 50, type: !1065)
!1150 = !DILocalVariable(name: "vector", scope: !1146, file: !392, line: 51, type: !149, align: 64)
!1151 = !DILocalVariable(name: "upper", scope: !1152, file: !392, line: 52, type: !98, align: 64)
!1152 = distinct !DILexicalBlock(scope: !1147, file: !392, line: 52, column: 13)
!1153 = distinct !DILocation(line: 33, column: 9, scope: !1096, inlinedAt: !1099)
!1154 = !DILocation(line: 0, scope: !1140, inlinedAt: !1145)
!1155 = !DILocation(line: 0, scope: !1147, inlinedAt: !1153)
!1156 = !DILocalVariable(name: "alloc", scope: !1157, file: !324, line: 964, type: !136, align: 8)
!1157 = distinct !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h37fc70849fbaaf95E", scope: !149, file: !324, line: 964, type: !1158, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, declaration: !1160, retainedNodes: !1161)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!149, !98, !136}
!1160 = !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$16with_capacity_in17h37fc70849fbaaf95E", scope: !149, file: !324, line: 964, type: !1158, scopeLine: 964, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !159)
!1161 = !{!1162, !1156}
!1162 = !DILocalVariable(name: "capacity", arg: 1, scope: !1157, file: !324, line: 964, type: !98)
!1163 = !DILocation(line: 964, column: 46, scope: !1157, inlinedAt: !1164)
!1164 = distinct !DILocation(line: 524, column: 9, scope: !1165, inlinedAt: !1171)
!1165 = distinct !DISubprogram(name: "with_capacity<usize>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17hfbb16257bbe51815E", scope: !149, file: !324, line: 523, type: !1166, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157, declaration: !1168, retainedNodes: !1169)
!1166 = !DISubroutineType(types: !1167)
!1167 = !{!149, !98}
!1168 = !DISubprogram(name: "with_capacity<usize>", linkageName: "_ZN5alloc3vec12Vec$LT$T$GT$13with_capacity17hfbb16257bbe51815E", scope: !149, file: !324, line: 523, type: !1166, scopeLine: 523, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !157)
!1169 = !{!1170}
!1170 = !DILocalVariable(name: "capacity", arg: 1, scope: !1165, file: !324, line: 523, type: !98)
!1171 = distinct !DILocation(line: 52, column: 33, scope: !1152, inlinedAt: !1153)
!1172 = !DILocalVariable(name: "alloc", scope: !1173, file: !422, line: 175, type: !136, align: 8)
!1173 = distinct !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h230e8ea46f9296bbE", scope: !152, file: !422, line: 175, type: !1174, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, declaration: !1176, retainedNodes: !1177)
!1174 = !DISubroutineType(types: !1175)
!1175 = !{!152, !98, !136}
!1176 = !DISubprogram(name: "with_capacity_in<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$16with_capacity_in17h230e8ea46f9296bbE", scope: !152, file: !422, line: 175, type: !1174, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !159)
!1177 = !{!1178, !1172}
!1178 = !DILocalVariable(name: "capacity", arg: 1, scope: !1173, file: !422, line: 175, type: !98)
!1179 = !DILocation(line: 175, column: 53, scope: !1173, inlinedAt: !1180)
!1180 = distinct !DILocation(line: 965, column: 20, scope: !1157, inlinedAt: !1164)
!1181 = !DILocalVariable(name: "self", arg: 1, scope: !1182, file: !789, line: 111, type: !1185)
!1182 = distinct !DISubprogram(name: "size_hint<usize, core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he4dab0872b2b5bb6E", scope: !790, file: !789, line: 111, type: !1183, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1187, retainedNodes: !1186)
!1183 = !DISubroutineType(types: !1184)
!1184 = !{!214, !1185}
!1185 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>", baseType: !1065, size: 64, align: 64, dwarfAddressSpace: 0)
!1186 = !{!1181}
!1187 = !{!1188, !1071, !1072}
!1188 = !DITemplateTypeParameter(name: "B", type: !98)
!1189 = !DILocation(line: 0, scope: !1182, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 51, column: 41, scope: !1147, inlinedAt: !1153)
!1191 = !DILocalVariable(name: "self", arg: 1, scope: !1192, file: !1193, line: 218, type: !1197)
!1192 = distinct !DISubprogram(name: "size_hint<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h90c4ac00f5b0393bE", scope: !1194, file: !1193, line: 218, type: !1195, scopeLine: 218, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !1198)
!1193 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!1194 = !DINamespace(name: "{impl#171}", scope: !1011)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{!214, !1197}
!1197 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>", baseType: !1010, size: 64, align: 64, dwarfAddressSpace: 0)
!1198 = !{!1191, !1199, !1201, !1203}
!1199 = !DILocalVariable(name: "exact", scope: !1200, file: !1193, line: 219, type: !98, align: 64)
!1200 = distinct !DILexicalBlock(scope: !1192, file: !1193, line: 219, column: 17)
!1201 = !DILocalVariable(name: "len", scope: !1202, file: !1193, line: 29, type: !98, align: 64)
!1202 = distinct !DILexicalBlock(scope: !1192, file: !1193, line: 29, column: 13)
!1203 = !DILocalVariable(name: "end", scope: !1204, file: !1193, line: 33, type: !1015, align: 64)
!1204 = distinct !DILexicalBlock(scope: !1192, file: !1193, line: 33, column: 13)
!1205 = !DILocation(line: 0, scope: !1192, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 112, column: 19, scope: !1182, inlinedAt: !1190)
!1207 = !DILocalVariable(name: "pointee_size", scope: !1208, file: !1209, line: 726, type: !98, align: 64)
!1208 = distinct !DILexicalBlock(scope: !1210, file: !1209, line: 726, column: 9)
!1209 = !DIFile(filename: "library/core/src/ptr/const_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!1210 = distinct !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned17h282dbb6689396045E", scope: !1211, file: !1209, line: 701, type: !1213, scopeLine: 701, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !1215)
!1211 = !DINamespace(name: "{impl#0}", scope: !1212)
!1212 = !DINamespace(name: "const_ptr", scope: !11)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{!98, !1018, !1018, !739}
!1215 = !{!1216, !1217, !1207}
!1216 = !DILocalVariable(name: "self", arg: 1, scope: !1210, file: !1209, line: 701, type: !1018)
!1217 = !DILocalVariable(name: "origin", arg: 2, scope: !1210, file: !1209, line: 701, type: !1018)
!1218 = !DILocation(line: 0, scope: !1208, inlinedAt: !1219)
!1219 = distinct !DILocation(line: 887, column: 37, scope: !1220, inlinedAt: !1226)
!1220 = distinct !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$20offset_from_unsigned17h3a3c6da5f00f0e53E", scope: !988, file: !987, line: 882, type: !1221, scopeLine: 882, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !1223)
!1221 = !DISubroutineType(types: !1222)
!1222 = !{!98, !371, !1018, !739}
!1223 = !{!1224, !1225}
!1224 = !DILocalVariable(name: "self", arg: 1, scope: !1220, file: !987, line: 882, type: !371)
!1225 = !DILocalVariable(name: "origin", arg: 2, scope: !1220, file: !987, line: 882, type: !1018)
!1226 = distinct !DILocation(line: 953, column: 32, scope: !1227, inlinedAt: !1235)
!1227 = distinct !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$20offset_from_unsigned17h07e081f768e126eaE", scope: !1015, file: !1228, line: 948, type: !1229, scopeLine: 948, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, declaration: !1231, retainedNodes: !1232)
!1228 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!1229 = !DISubroutineType(types: !1230)
!1230 = !{!98, !1015, !1015}
!1231 = !DISubprogram(name: "offset_from_unsigned<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$20offset_from_unsigned17h07e081f768e126eaE", scope: !1015, file: !1228, line: 948, type: !1229, scopeLine: 948, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !142)
!1232 = !{!1233, !1234}
!1233 = !DILocalVariable(name: "self", arg: 1, scope: !1227, file: !1228, line: 948, type: !1015)
!1234 = !DILocalVariable(name: "subtracted", arg: 2, scope: !1227, file: !1228, line: 948, type: !1015)
!1235 = distinct !DILocation(line: 57, column: 30, scope: !1204, inlinedAt: !1206)
!1236 = !DILocation(line: 0, scope: !1204, inlinedAt: !1206)
!1237 = !DILocation(line: 0, scope: !1227, inlinedAt: !1235)
!1238 = !DILocation(line: 0, scope: !1220, inlinedAt: !1226)
!1239 = !DILocation(line: 0, scope: !1210, inlinedAt: !1219)
!1240 = !DILocation(line: 729, column: 18, scope: !1208, inlinedAt: !1219)
!1241 = !DILocation(line: 0, scope: !1152, inlinedAt: !1153)
!1242 = !DILocation(line: 0, scope: !1165, inlinedAt: !1171)
!1243 = !DILocation(line: 0, scope: !1157, inlinedAt: !1164)
!1244 = !DILocation(line: 0, scope: !1173, inlinedAt: !1180)
!1245 = !DILocation(line: 0, scope: !435, inlinedAt: !1246)
!1246 = distinct !DILocation(line: 177, column: 20, scope: !1173, inlinedAt: !1180)
!1247 = !DILocation(line: 0, scope: !474, inlinedAt: !1248)
!1248 = distinct !DILocation(line: 437, column: 50, scope: !452, inlinedAt: !1246)
!1249 = !DILocation(line: 432, column: 42, scope: !435, inlinedAt: !1246)
!1250 = !DILocation(line: 0, scope: !488, inlinedAt: !1251)
!1251 = distinct !DILocation(line: 433, column: 15, scope: !435, inlinedAt: !1246)
!1252 = !DILocation(line: 0, scope: !550, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 453, column: 28, scope: !488, inlinedAt: !1251)
!1254 = !DILocation(line: 0, scope: !575, inlinedAt: !1255)
!1255 = distinct !DILocation(line: 900, column: 23, scope: !550, inlinedAt: !1253)
!1256 = !DILocation(line: 0, scope: !604, inlinedAt: !1257)
!1257 = distinct !DILocation(line: 527, column: 39, scope: !600, inlinedAt: !1255)
!1258 = !DILocation(line: 448, column: 9, scope: !488, inlinedAt: !1251)
!1259 = !DILocation(line: 526, column: 32, scope: !575, inlinedAt: !1255)
!1260 = !DILocation(line: 0, scope: !612, inlinedAt: !1257)
!1261 = !DILocation(line: 0, scope: !633, inlinedAt: !1262)
!1262 = distinct !DILocation(line: 1162, column: 16, scope: !612, inlinedAt: !1257)
!1263 = !DILocation(line: 0, scope: !600, inlinedAt: !1255)
!1264 = !DILocation(line: 457, column: 8, scope: !633, inlinedAt: !1262)
!1265 = !DILocation(line: 0, scope: !513, inlinedAt: !1251)
!1266 = !DILocation(line: 0, scope: !647, inlinedAt: !1267)
!1267 = distinct !DILocation(line: 464, column: 47, scope: !513, inlinedAt: !1251)
!1268 = !DILocation(line: 0, scope: !658, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 429, column: 14, scope: !647, inlinedAt: !1267)
!1270 = !DILocation(line: 0, scope: !668, inlinedAt: !1271)
!1271 = distinct !DILocation(line: 312, column: 9, scope: !658, inlinedAt: !1269)
!1272 = !DILocation(line: 0, scope: !706, inlinedAt: !1273)
!1273 = distinct !DILocation(line: 190, column: 73, scope: !675, inlinedAt: !1271)
!1274 = !DILocation(line: 0, scope: !675, inlinedAt: !1271)
!1275 = !DILocation(line: 93, column: 9, scope: !706, inlinedAt: !1273)
!1276 = !{!1277, !1102}
!1277 = distinct !{!1277, !1278, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h84d79d8acd4c2972E: %_0"}
!1278 = distinct !{!1278, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h84d79d8acd4c2972E"}
!1279 = !DILocation(line: 95, column: 9, scope: !706, inlinedAt: !1273)
!1280 = !DILocation(line: 0, scope: !517, inlinedAt: !1251)
!1281 = !DILocation(line: 468, column: 25, scope: !517, inlinedAt: !1251)
!1282 = !DILocation(line: 468, column: 19, scope: !517, inlinedAt: !1251)
!1283 = !DILocation(line: 284, column: 24, scope: !1284, inlinedAt: !1318)
!1284 = distinct !DILexicalBlock(scope: !1285, file: !1193, line: 275, column: 17)
!1285 = distinct !DILexicalBlock(scope: !1286, file: !1193, line: 274, column: 17)
!1286 = distinct !DILexicalBlock(scope: !1287, file: !1193, line: 273, column: 17)
!1287 = distinct !DISubprogram(name: "fold<alloc::boxed::Box<f64, alloc::alloc::Global>, (), core::iter::adapters::map::map_fold::{closure_env#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrvec::client::{closure_env#1}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h3f677b5893757ba8E", scope: !1194, file: !1193, line: 259, type: !1288, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1316, retainedNodes: !1301)
!1288 = !DISubroutineType(types: !1289)
!1289 = !{null, !1010, !259, !1290}
!1290 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrvec::client::{closure_env#1}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>>", scope: !813, file: !9, size: 192, align: 64, elements: !1291, templateParams: !128, identifier: "e6a2e95ff9c6db4af6f83ec066826eba")
!1291 = !{!1292, !1300}
!1292 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1290, file: !9, baseType: !1293, size: 192, align: 64)
!1293 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>", scope: !794, file: !9, size: 192, align: 64, elements: !1294, templateParams: !128, identifier: "1c66f1d7299f22fc1f86ee5c505b9699")
!1294 = !{!1295}
!1295 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1293, file: !9, baseType: !1296, size: 192, align: 64)
!1296 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", scope: !776, file: !9, size: 192, align: 64, elements: !1297, templateParams: !128, identifier: "32fbf698b177c92e9d1a7870b06ca82")
!1297 = !{!1298, !1299}
!1298 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1296, file: !9, baseType: !1135, size: 64, align: 64, offset: 128)
!1299 = !DIDerivedType(tag: DW_TAG_member, name: "local_len", scope: !1296, file: !9, baseType: !374, size: 128, align: 64)
!1300 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1290, file: !9, baseType: !1069, align: 8, offset: 192)
!1301 = !{!1302, !1303, !1304, !1305, !1307, !1309, !1310, !1311, !1312, !1314}
!1302 = !DILocalVariable(name: "self", arg: 1, scope: !1287, file: !1193, line: 259, type: !1010)
!1303 = !DILocalVariable(name: "init", arg: 2, scope: !1287, file: !1193, line: 259, type: !259)
!1304 = !DILocalVariable(name: "f", arg: 3, scope: !1287, file: !1193, line: 259, type: !1290)
!1305 = !DILocalVariable(name: "len", scope: !1306, file: !1193, line: 29, type: !98, align: 64)
!1306 = distinct !DILexicalBlock(scope: !1287, file: !1193, line: 29, column: 13)
!1307 = !DILocalVariable(name: "end", scope: !1308, file: !1193, line: 33, type: !1015, align: 64)
!1308 = distinct !DILexicalBlock(scope: !1287, file: !1193, line: 33, column: 13)
!1309 = !DILocalVariable(name: "acc", scope: !1286, file: !1193, line: 273, type: !259, align: 8)
!1310 = !DILocalVariable(name: "i", scope: !1285, file: !1193, line: 274, type: !98, align: 64)
!1311 = !DILocalVariable(name: "len", scope: !1284, file: !1193, line: 275, type: !98, align: 64)
!1312 = !DILocalVariable(name: "len", scope: !1313, file: !1193, line: 29, type: !98, align: 64)
!1313 = distinct !DILexicalBlock(scope: !1285, file: !1193, line: 29, column: 13)
!1314 = !DILocalVariable(name: "end", scope: !1315, file: !1193, line: 33, type: !1015, align: 64)
!1315 = distinct !DILexicalBlock(scope: !1285, file: !1193, line: 33, column: 13)
!1316 = !{!143, !826, !1317}
!1317 = !DITemplateTypeParameter(name: "F", type: !1290)
!1318 = distinct !DILocation(line: 128, column: 19, scope: !1319, inlinedAt: !1328)
!1319 = distinct !DISubprogram(name: "fold<usize, core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}, (), core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h847d554c538c56b5E", scope: !790, file: !789, line: 124, type: !1320, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1326, retainedNodes: !1322)
!1320 = !DISubroutineType(types: !1321)
!1321 = !{null, !1065, !259, !1293}
!1322 = !{!1323, !1324, !1325}
!1323 = !DILocalVariable(name: "self", arg: 1, scope: !1319, file: !789, line: 124, type: !1065)
!1324 = !DILocalVariable(name: "init", arg: 2, scope: !1319, file: !789, line: 124, type: !259)
!1325 = !DILocalVariable(name: "g", arg: 3, scope: !1319, file: !789, line: 124, type: !1293)
!1326 = !{!1188, !1071, !1072, !803, !1327}
!1327 = !DITemplateTypeParameter(name: "G", type: !1293)
!1328 = distinct !DILocation(line: 845, column: 14, scope: !1329, inlinedAt: !1337)
!1329 = distinct !DISubprogram(name: "for_each<core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each17h8f7dbd63d7929899E", scope: !186, file: !185, line: 835, type: !1330, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1335, retainedNodes: !1332)
!1330 = !DISubroutineType(types: !1331)
!1331 = !{null, !1065, !1296}
!1332 = !{!1333, !1334}
!1333 = !DILocalVariable(name: "self", arg: 1, scope: !1329, file: !185, line: 835, type: !1065)
!1334 = !DILocalVariable(name: "f", arg: 2, scope: !1329, file: !185, line: 835, type: !1296)
!1335 = !{!1083, !1336}
!1336 = !DITemplateTypeParameter(name: "F", type: !1296)
!1337 = distinct !DILocation(line: 4001, column: 26, scope: !1137, inlinedAt: !1139)
!1338 = !DILocation(line: 659, column: 28, scope: !1339, inlinedAt: !1346)
!1339 = distinct !DISubprogram(name: "add<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hed4d1f7bf6fc8acdE", scope: !1015, file: !1228, line: 651, type: !1340, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, declaration: !1342, retainedNodes: !1343)
!1340 = !DISubroutineType(types: !1341)
!1341 = !{!1015, !1015, !98}
!1342 = !DISubprogram(name: "add<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hed4d1f7bf6fc8acdE", scope: !1015, file: !1228, line: 651, type: !1340, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !142)
!1343 = !{!1344, !1345}
!1344 = !DILocalVariable(name: "self", arg: 1, scope: !1339, file: !1228, line: 651, type: !1015)
!1345 = !DILocalVariable(name: "count", arg: 2, scope: !1339, file: !1228, line: 651, type: !98)
!1346 = distinct !DILocation(line: 279, column: 67, scope: !1284, inlinedAt: !1318)
!1347 = !DILocation(line: 279, column: 27, scope: !1284, inlinedAt: !1318)
!1348 = !{!1349, !1351, !1353, !1355, !1357, !1102}
!1349 = distinct !{!1349, !1350, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h3f677b5893757ba8E: %f"}
!1350 = distinct !{!1350, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h3f677b5893757ba8E"}
!1351 = distinct !{!1351, !1352, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h847d554c538c56b5E: %g"}
!1352 = distinct !{!1352, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h847d554c538c56b5E"}
!1353 = distinct !{!1353, !1354, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h8f7dbd63d7929899E: %f"}
!1354 = distinct !{!1354, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h8f7dbd63d7929899E"}
!1355 = distinct !{!1355, !1356, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h1c3b4e9452b98e32E: %self"}
!1356 = distinct !{!1356, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h1c3b4e9452b98e32E"}
!1357 = distinct !{!1357, !1358, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h221f9dca357e240fE: %self"}
!1358 = distinct !{!1358, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h221f9dca357e240fE"}
!1359 = !DILocation(line: 17, column: 50, scope: !1360, inlinedAt: !1367)
!1360 = distinct !DISubprogram(name: "{closure#1}", linkageName: "_ZN7addrvec6client28_$u7b$$u7b$closure$u7d$$u7d$17hb37c095c039e6be3E", scope: !207, file: !93, line: 17, type: !1361, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !1364)
!1361 = !DISubroutineType(types: !1362)
!1362 = !{!98, !1363, !1024}
!1363 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrvec::client::{closure_env#1}", baseType: !1069, size: 64, align: 64, dwarfAddressSpace: 0)
!1364 = !{!1365, !1366}
!1365 = !DILocalVariable(name: "b", arg: 2, scope: !1360, file: !93, line: 17, type: !1024)
!1366 = !DILocalVariable(arg: 1, scope: !1360, file: !93, line: 17, type: !1363)
!1367 = distinct !DILocation(line: 88, column: 28, scope: !1368, inlinedAt: !1380)
!1368 = distinct !DISubprogram(name: "{closure#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrvec::client::{closure_env#1}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcbcab435e05a3fcbE", scope: !813, file: !789, line: 88, type: !1369, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1377, retainedNodes: !1372)
!1369 = !DISubroutineType(types: !1370)
!1370 = !{null, !1371, !259, !1024}
!1371 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&alloc::boxed::Box<f64, alloc::alloc::Global>, usize, (), addrvec::client::{closure_env#1}, core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>>", baseType: !1290, size: 64, align: 64, dwarfAddressSpace: 0)
!1372 = !{!1373, !1374, !1375, !1376}
!1373 = !DILocalVariable(name: "acc", arg: 2, scope: !1368, file: !789, line: 88, type: !259)
!1374 = !DILocalVariable(name: "elt", arg: 3, scope: !1368, file: !789, line: 88, type: !1024)
!1375 = !DILocalVariable(name: "g", scope: !1368, file: !789, line: 86, type: !1293, align: 64)
!1376 = !DILocalVariable(name: "f", scope: !1368, file: !789, line: 85, type: !1069, align: 8)
!1377 = !{!1023, !1188, !803, !1378, !1379}
!1378 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !1069)
!1379 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1293)
!1380 = distinct !DILocation(line: 279, column: 27, scope: !1284, inlinedAt: !1318)
!1381 = !DILocation(line: 961, column: 18, scope: !1382, inlinedAt: !1385)
!1382 = distinct !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h4a9983ff87d6cd03E", scope: !988, file: !987, line: 927, type: !1383, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157)
!1383 = !DISubroutineType(types: !1384)
!1384 = !{!1135, !1135, !98, !739}
!1385 = distinct !DILocation(line: 4002, column: 36, scope: !1386, inlinedAt: !1394)
!1386 = distinct !DISubprogram(name: "{closure#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfcde249cdc6b2ff2E", scope: !776, file: !324, line: 4001, type: !1387, scopeLine: 4001, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1111, retainedNodes: !1390)
!1387 = !DISubroutineType(types: !1388)
!1388 = !{null, !1389, !98}
!1389 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>", baseType: !1296, size: 64, align: 64, dwarfAddressSpace: 0)
!1390 = !{!1391, !1392, !1393}
!1391 = !DILocalVariable(name: "element", arg: 2, scope: !1386, file: !324, line: 4001, type: !98)
!1392 = !DILocalVariable(name: "ptr", scope: !1386, file: !324, line: 3999, type: !1135, align: 64)
!1393 = !DILocalVariable(name: "local_len", scope: !1386, file: !324, line: 4000, type: !374, align: 64)
!1394 = distinct !DILocation(line: 842, column: 29, scope: !1395, inlinedAt: !1405)
!1395 = distinct !DISubprogram(name: "{closure#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hcc1c492e8ef15ebeE", scope: !794, file: !185, line: 842, type: !1396, scopeLine: 842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1403, retainedNodes: !1399)
!1396 = !DISubroutineType(types: !1397)
!1397 = !{null, !1398, !259, !98}
!1398 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::iterator::Iterator::for_each::call::{closure_env#0}<usize, alloc::vec::{impl#21}::extend_trusted::{closure_env#0}<usize, alloc::alloc::Global, core::iter::adapters::map::Map<core::slice::iter::Iter<alloc::boxed::Box<f64, alloc::alloc::Global>>, addrvec::client::{closure_env#1}>>>", baseType: !1293, size: 64, align: 64, dwarfAddressSpace: 0)
!1399 = !{!1400, !1401, !1402}
!1400 = !DILocalVariable(name: "item", arg: 3, scope: !1395, file: !185, line: 842, type: !98)
!1401 = !DILocalVariable(name: "f", scope: !1395, file: !185, line: 841, type: !1296, align: 64)
!1402 = !DILocalVariable(arg: 2, scope: !1395, file: !185, line: 842, type: !259)
!1403 = !{!158, !1404}
!1404 = !DITemplateTypeParameter(name: "impl FnMut(T)", type: !1296)
!1405 = distinct !DILocation(line: 88, column: 21, scope: !1368, inlinedAt: !1380)
!1406 = !DILocation(line: 1917, column: 41, scope: !1407, inlinedAt: !1410)
!1407 = distinct !DISubprogram(name: "write<usize>", linkageName: "_ZN4core3ptr5write17hc9a9b3594fb2440bE", scope: !11, file: !172, line: 1894, type: !1408, scopeLine: 1894, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157)
!1408 = !DISubroutineType(types: !1409)
!1409 = !{null, !1135, !98, !739}
!1410 = distinct !DILocation(line: 4002, column: 21, scope: !1386, inlinedAt: !1394)
!1411 = !{!1412, !1414, !1416, !1349, !1351, !1353, !1355, !1357, !1102}
!1412 = distinct !{!1412, !1413, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfcde249cdc6b2ff2E: %_1"}
!1413 = distinct !{!1413, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfcde249cdc6b2ff2E"}
!1414 = distinct !{!1414, !1415, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hcc1c492e8ef15ebeE: %_1"}
!1415 = distinct !{!1415, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hcc1c492e8ef15ebeE"}
!1416 = distinct !{!1416, !1417, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcbcab435e05a3fcbE: %_1"}
!1417 = distinct !{!1417, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcbcab435e05a3fcbE"}
!1418 = distinct !{!1418, !1419, !1420}
!1419 = !{!"llvm.loop.isvectorized", i32 1}
!1420 = !{!"llvm.loop.unroll.runtime.disable"}
!1421 = !DILocation(line: 0, scope: !1285, inlinedAt: !1318)
!1422 = !DILocation(line: 0, scope: !1339, inlinedAt: !1346)
!1423 = !DILocation(line: 0, scope: !1368, inlinedAt: !1380)
!1424 = !DILocation(line: 88, column: 11, scope: !1368, inlinedAt: !1380)
!1425 = !DILocation(line: 0, scope: !1360, inlinedAt: !1367)
!1426 = !DILocation(line: 0, scope: !1395, inlinedAt: !1405)
!1427 = !DILocation(line: 842, column: 19, scope: !1395, inlinedAt: !1405)
!1428 = !DILocation(line: 0, scope: !1386, inlinedAt: !1394)
!1429 = !DILocation(line: 19, column: 9, scope: !1430, inlinedAt: !1431)
!1430 = distinct !DISubprogram(name: "increment_len", linkageName: "_RNvMNtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB2_12SetLenOnDrop13increment_len", scope: !374, file: !953, line: 18, type: !954, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !957)
!1431 = distinct !DILocation(line: 4006, column: 31, scope: !1386, inlinedAt: !1394)
!1432 = distinct !{!1432, !1433}
!1433 = !{!"llvm.loop.unroll.disable"}
!1434 = !DILocation(line: 0, scope: !454, inlinedAt: !1246)
!1435 = !DILocation(line: 441, column: 25, scope: !454, inlinedAt: !1246)
!1436 = distinct !{!1436, !1419}
!1437 = !DILocation(line: 0, scope: !1146, inlinedAt: !1153)
!1438 = !DILocation(line: 61, column: 9, scope: !1146, inlinedAt: !1153)
!1439 = !DILocation(line: 20, column: 78, scope: !148)
!1440 = !DILocation(line: 20, column: 58, scope: !148)
!1441 = !DILocation(line: 0, scope: !162)
!1442 = !DILocation(line: 21, column: 9, scope: !162)
!1443 = !DILocalVariable(name: "self", arg: 1, scope: !1444, file: !324, line: 4219, type: !343)
!1444 = distinct !DISubprogram(name: "drop<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h14d4bcd48f005e40E", scope: !1445, file: !324, line: 4219, type: !1446, scopeLine: 4219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !1448)
!1445 = !DINamespace(name: "{impl#26}", scope: !105)
!1446 = !DISubroutineType(types: !1447)
!1447 = !{null, !343}
!1448 = !{!1443}
!1449 = !DILocation(line: 0, scope: !1444, inlinedAt: !1450)
!1450 = distinct !DILocation(line: 805, column: 1, scope: !171, inlinedAt: !180)
!1451 = !{!1452}
!1452 = distinct !{!1452, !1453, !"_ZN4core3ptr59drop_in_place$LT$$u5b$alloc..boxed..Box$LT$f64$GT$$u5d$$GT$17hb1ff68e4aba23486E: %_1.0"}
!1453 = distinct !{!1453, !"_ZN4core3ptr59drop_in_place$LT$$u5b$alloc..boxed..Box$LT$f64$GT$$u5d$$GT$17hb1ff68e4aba23486E"}
!1454 = !DILocation(line: 4224, column: 13, scope: !1444, inlinedAt: !1450)
!1455 = !DILocalVariable(arg: 1, scope: !1456, file: !172, line: 805, type: !1459)
!1456 = distinct !DISubprogram(name: "drop_in_place<[alloc::boxed::Box<f64, alloc::alloc::Global>]>", linkageName: "_ZN4core3ptr59drop_in_place$LT$$u5b$alloc..boxed..Box$LT$f64$GT$$u5d$$GT$17hb1ff68e4aba23486E", scope: !11, file: !172, line: 805, type: !1457, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !1463)
!1457 = !DISubroutineType(types: !1458)
!1458 = !{null, !1459}
!1459 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut [alloc::boxed::Box<f64, alloc::alloc::Global>]", file: !9, size: 128, align: 64, elements: !1460, templateParams: !128, identifier: "8bcd6c4766ce602442a564c0593ac6fb")
!1460 = !{!1461, !1462}
!1461 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1459, file: !9, baseType: !1030, size: 64, align: 64)
!1462 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1459, file: !9, baseType: !98, size: 64, align: 64, offset: 64)
!1463 = !{!1455}
!1464 = !DILocation(line: 0, scope: !1456, inlinedAt: !1465)
!1465 = distinct !DILocation(line: 4224, column: 13, scope: !1444, inlinedAt: !1450)
!1466 = !DILocation(line: 805, column: 1, scope: !1456, inlinedAt: !1465)
!1467 = !{!1468}
!1468 = distinct !{!1468, !1469, !"_ZN4core3ptr72drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$f64$GT$$GT$$GT$17h7020cb007616d27cE: %_1"}
!1469 = distinct !{!1469, !"_ZN4core3ptr72drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$f64$GT$$GT$$GT$17h7020cb007616d27cE"}
!1470 = !DILocalVariable(arg: 1, scope: !1471, file: !172, line: 805, type: !371)
!1471 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<f64, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr49drop_in_place$LT$alloc..boxed..Box$LT$f64$GT$$GT$17h8025074661813655E", scope: !11, file: !172, line: 805, type: !1472, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !142, retainedNodes: !1474)
!1472 = !DISubroutineType(types: !1473)
!1473 = !{null, !371}
!1474 = !{!1470}
!1475 = !DILocation(line: 0, scope: !1471, inlinedAt: !1476)
!1476 = distinct !DILocation(line: 805, column: 1, scope: !1456, inlinedAt: !1465)
!1477 = !DILocalVariable(name: "self", arg: 1, scope: !1478, file: !894, line: 1913, type: !1482)
!1478 = distinct !DISubprogram(name: "drop<f64, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hddd1abe8ccece5c0E", scope: !1479, file: !894, line: 1913, type: !1480, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1497, retainedNodes: !1483)
!1479 = !DINamespace(name: "{impl#10}", scope: !896)
!1480 = !DISubroutineType(types: !1481)
!1481 = !{null, !1482}
!1482 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<f64, alloc::alloc::Global>", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!1483 = !{!1477, !1484, !1484, !1495}
!1484 = !DILocalVariable(name: "ptr", scope: !1485, file: !894, line: 1916, type: !1486, align: 64)
!1485 = distinct !DILexicalBlock(scope: !1478, file: !894, line: 1916, column: 9)
!1486 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<f64>", scope: !115, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1487, templateParams: !903, identifier: "2a07b1b097425087455e9c82fbd5eb34")
!1487 = !{!1488, !1493}
!1488 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1486, file: !9, baseType: !1489, size: 64, align: 64, flags: DIFlagPrivate)
!1489 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !119, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1490, templateParams: !903, identifier: "1ecac679bc3ea27f618623550abeeec7")
!1490 = !{!1491}
!1491 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1489, file: !9, baseType: !1492, size: 64, align: 64, flags: DIFlagPrivate)
!1492 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !97, size: 64, align: 64, dwarfAddressSpace: 0)
!1493 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1486, file: !9, baseType: !1494, align: 8, offset: 64, flags: DIFlagPrivate)
!1494 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<f64>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !903, identifier: "fac14b3484ae5e1bc87b28c2b0248abe")
!1495 = !DILocalVariable(name: "layout", scope: !1496, file: !894, line: 1919, type: !438, align: 64)
!1496 = distinct !DILexicalBlock(scope: !1485, file: !894, line: 1919, column: 13)
!1497 = !{!904, !139}
!1498 = !DILocation(line: 0, scope: !1478, inlinedAt: !1499)
!1499 = distinct !DILocation(line: 805, column: 1, scope: !1471, inlinedAt: !1476)
!1500 = !DILocation(line: 0, scope: !1496, inlinedAt: !1499)
!1501 = !DILocation(line: 0, scope: !1485, inlinedAt: !1499)
!1502 = !DILocalVariable(name: "self", arg: 1, scope: !1503, file: !648, line: 440, type: !652)
!1503 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !649, file: !648, line: 440, type: !1504, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !1506)
!1504 = !DISubroutineType(types: !1505)
!1505 = !{null, !652, !118, !438}
!1506 = !{!1502, !1507, !1508}
!1507 = !DILocalVariable(name: "ptr", arg: 2, scope: !1503, file: !648, line: 440, type: !118)
!1508 = !DILocalVariable(name: "layout", arg: 3, scope: !1503, file: !648, line: 440, type: !438)
!1509 = !DILocation(line: 0, scope: !1503, inlinedAt: !1510)
!1510 = distinct !DILocation(line: 1921, column: 24, scope: !1496, inlinedAt: !1499)
!1511 = !DILocalVariable(name: "self", arg: 1, scope: !1512, file: !648, line: 323, type: !652)
!1512 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !136, file: !648, line: 323, type: !1504, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !1513, retainedNodes: !1514)
!1513 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !136, file: !648, line: 323, type: !1504, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !128)
!1514 = !{!1511, !1515, !1516}
!1515 = !DILocalVariable(name: "ptr", arg: 2, scope: !1512, file: !648, line: 323, type: !118)
!1516 = !DILocalVariable(name: "layout", arg: 3, scope: !1512, file: !648, line: 323, type: !438)
!1517 = !DILocation(line: 0, scope: !1512, inlinedAt: !1518)
!1518 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !1510)
!1519 = !DILocalVariable(name: "ptr", arg: 1, scope: !1520, file: !648, line: 199, type: !118)
!1520 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !136, file: !648, line: 199, type: !1521, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, declaration: !1523, retainedNodes: !1524)
!1521 = !DISubroutineType(types: !1522)
!1522 = !{null, !118, !438}
!1523 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !136, file: !648, line: 199, type: !1521, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !128)
!1524 = !{!1519, !1525}
!1525 = !DILocalVariable(name: "layout", arg: 2, scope: !1520, file: !648, line: 199, type: !438)
!1526 = !DILocation(line: 0, scope: !1520, inlinedAt: !1527)
!1527 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !1518)
!1528 = !DILocalVariable(name: "layout", arg: 2, scope: !1529, file: !648, line: 114, type: !438)
!1529 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !137, file: !648, line: 114, type: !1530, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !1532)
!1530 = !DISubroutineType(types: !1531)
!1531 = !{null, !678, !438}
!1532 = !{!1533, !1528}
!1533 = !DILocalVariable(name: "ptr", arg: 1, scope: !1529, file: !648, line: 114, type: !678)
!1534 = !DILocation(line: 0, scope: !1529, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !1527)
!1536 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !1535)
!1537 = !{!1452, !1468}
!1538 = !DILocalVariable(arg: 1, scope: !1539, file: !172, line: 805, type: !1542)
!1539 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr79drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$f64$GT$$GT$$GT$17hbb18bffdd3c36f1eE", scope: !11, file: !172, line: 805, type: !1540, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1544, retainedNodes: !1543)
!1540 = !DISubroutineType(types: !1541)
!1541 = !{null, !1542}
!1542 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !108, size: 64, align: 64, dwarfAddressSpace: 0)
!1543 = !{!1538}
!1544 = !{!1545}
!1545 = !DITemplateTypeParameter(name: "T", type: !108)
!1546 = !DILocation(line: 0, scope: !1539, inlinedAt: !1547)
!1547 = distinct !DILocation(line: 805, column: 1, scope: !171, inlinedAt: !180)
!1548 = !DILocalVariable(name: "self", arg: 1, scope: !1549, file: !422, line: 421, type: !1553)
!1549 = distinct !DISubprogram(name: "drop<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf8dbb7642de19d07E", scope: !1550, file: !422, line: 421, type: !1551, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !145, retainedNodes: !1554)
!1550 = !DINamespace(name: "{impl#3}", scope: !87)
!1551 = !DISubroutineType(types: !1552)
!1552 = !{null, !1553}
!1553 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<alloc::boxed::Box<f64, alloc::alloc::Global>, alloc::alloc::Global>", baseType: !108, size: 64, align: 64, dwarfAddressSpace: 0)
!1554 = !{!1548}
!1555 = !DILocation(line: 0, scope: !1549, inlinedAt: !1556)
!1556 = distinct !DILocation(line: 805, column: 1, scope: !1539, inlinedAt: !1547)
!1557 = !DILocalVariable(name: "self", arg: 1, scope: !1558, file: !422, line: 870, type: !1561)
!1558 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hbf7383c69a274909E", scope: !111, file: !422, line: 870, type: !1559, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !138, declaration: !1562, retainedNodes: !1563)
!1559 = !DISubroutineType(types: !1560)
!1560 = !{null, !1561, !438}
!1561 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !111, size: 64, align: 64, dwarfAddressSpace: 0)
!1562 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hbf7383c69a274909E", scope: !111, file: !422, line: 870, type: !1559, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !138)
!1563 = !{!1557, !1564, !1565, !1567}
!1564 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1558, file: !422, line: 870, type: !438)
!1565 = !DILocalVariable(name: "ptr", scope: !1566, file: !422, line: 872, type: !118, align: 64)
!1566 = distinct !DILexicalBlock(scope: !1558, file: !422, line: 872, column: 82)
!1567 = !DILocalVariable(name: "layout", scope: !1566, file: !422, line: 872, type: !438, align: 64)
!1568 = !DILocation(line: 0, scope: !1558, inlinedAt: !1569)
!1569 = distinct !DILocation(line: 423, column: 29, scope: !1549, inlinedAt: !1556)
!1570 = !DILocalVariable(name: "self", arg: 1, scope: !1571, file: !422, line: 631, type: !478)
!1571 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hcc50fc841f7d92f7E", scope: !111, file: !422, line: 631, type: !1572, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !138, declaration: !1591, retainedNodes: !1592)
!1572 = !DISubroutineType(types: !1573)
!1573 = !{!1574, !478, !438}
!1574 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !219, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1575, templateParams: !128, identifier: "ee7541504661f874c2915c0073b72bc1")
!1575 = !{!1576}
!1576 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1574, file: !9, size: 192, align: 64, elements: !1577, templateParams: !128, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !1590)
!1577 = !{!1578, !1586}
!1578 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1576, file: !9, baseType: !1579, size: 192, align: 64, extraData: i64 0)
!1579 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1574, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !128, templateParams: !1580, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!1580 = !{!1581}
!1581 = !DITemplateTypeParameter(name: "T", type: !1582)
!1582 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !9, size: 192, align: 64, elements: !1583, templateParams: !128, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!1583 = !{!1584, !1585}
!1584 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1582, file: !9, baseType: !118, size: 64, align: 64)
!1585 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1582, file: !9, baseType: !438, size: 128, align: 64, offset: 64)
!1586 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1576, file: !9, baseType: !1587, size: 192, align: 64)
!1587 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1574, file: !9, size: 192, align: 64, flags: DIFlagPublic, elements: !1588, templateParams: !1580, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!1588 = !{!1589}
!1589 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1587, file: !9, baseType: !1582, size: 192, align: 64, flags: DIFlagPublic)
!1590 = !DIDerivedType(tag: DW_TAG_member, scope: !1574, file: !9, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!1591 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hcc50fc841f7d92f7E", scope: !111, file: !422, line: 631, type: !1572, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !138)
!1592 = !{!1570, !1593, !1594, !1596}
!1593 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1571, file: !422, line: 631, type: !438)
!1594 = !DILocalVariable(name: "alloc_size", scope: !1595, file: !422, line: 640, type: !98, align: 64)
!1595 = distinct !DILexicalBlock(scope: !1571, file: !422, line: 640, column: 17)
!1596 = !DILocalVariable(name: "layout", scope: !1597, file: !422, line: 641, type: !438, align: 64)
!1597 = distinct !DILexicalBlock(scope: !1595, file: !422, line: 641, column: 17)
!1598 = !DILocation(line: 0, scope: !1571, inlinedAt: !1599)
!1599 = distinct !DILocation(line: 872, column: 52, scope: !1566, inlinedAt: !1569)
!1600 = !DILocalVariable(name: "self", arg: 1, scope: !1601, file: !605, line: 1220, type: !98)
!1601 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !606, file: !605, line: 1220, type: !1602, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !1604)
!1602 = !DISubroutineType(types: !1603)
!1603 = !{!98, !98, !98, !739}
!1604 = !{!1600, !1605}
!1605 = !DILocalVariable(name: "rhs", arg: 2, scope: !1601, file: !605, line: 1220, type: !98)
!1606 = !DILocation(line: 0, scope: !1601, inlinedAt: !1607)
!1607 = distinct !DILocation(line: 640, column: 53, scope: !1571, inlinedAt: !1599)
!1608 = !DILocation(line: 632, column: 39, scope: !1571, inlinedAt: !1599)
!1609 = !DILocation(line: 1232, column: 17, scope: !1601, inlinedAt: !1607)
!1610 = !DILocation(line: 0, scope: !1566, inlinedAt: !1569)
!1611 = !DILocation(line: 0, scope: !1503, inlinedAt: !1612)
!1612 = distinct !DILocation(line: 874, column: 28, scope: !1566, inlinedAt: !1569)
!1613 = !DILocation(line: 0, scope: !1512, inlinedAt: !1614)
!1614 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !1612)
!1615 = !DILocation(line: 0, scope: !1520, inlinedAt: !1616)
!1616 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !1614)
!1617 = !DILocation(line: 0, scope: !1529, inlinedAt: !1618)
!1618 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !1616)
!1619 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !1618)
!1620 = !DILocation(line: 200, column: 9, scope: !1520, inlinedAt: !1616)
!1621 = !DILocation(line: 23, column: 2, scope: !92)
!1622 = distinct !DISubprogram(name: "sink_sum", linkageName: "_ZN7addrvec8sink_sum17h7dc05492343ecae3E", scope: !94, file: !93, line: 9, type: !1623, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !1626)
!1623 = !DISubroutineType(types: !1624)
!1624 = !{!97, !1625, !149}
!1625 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrvec::Sink", baseType: !167, size: 64, align: 64, dwarfAddressSpace: 0)
!1626 = !{!1627, !1628}
!1627 = !DILocalVariable(name: "this", arg: 1, scope: !1622, file: !93, line: 9, type: !1625)
!1628 = !DILocalVariable(name: "addrs", arg: 2, scope: !1622, file: !93, line: 9, type: !149)
!1629 = !DILocation(line: 0, scope: !1622)
!1630 = !DILocation(line: 9, column: 34, scope: !1622)
!1631 = !DILocalVariable(name: "init", scope: !1632, file: !789, line: 124, type: !97, align: 64)
!1632 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6efee3d34f738803E", scope: !790, file: !789, line: 124, type: !1633, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1663, retainedNodes: !1660)
!1633 = !DISubroutineType(types: !1634)
!1634 = !{!97, !1635, !97, !1656}
!1635 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>", scope: !193, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1636, templateParams: !1653, identifier: "c5f5a6af25003da13516da122cd79aa6")
!1636 = !{!1637, !1650}
!1637 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !1635, file: !9, baseType: !1638, size: 128, align: 64, flags: DIFlagProtected)
!1638 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<usize>", scope: !1011, file: !9, size: 128, align: 64, flags: DIFlagPublic, elements: !1639, templateParams: !157, identifier: "75970ce777e04b337e40a4a1032cc72e")
!1639 = !{!1640, !1645, !1646}
!1640 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1638, file: !9, baseType: !1641, size: 64, align: 64, flags: DIFlagPrivate)
!1641 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<usize>", scope: !119, file: !9, size: 64, align: 64, flags: DIFlagPublic, elements: !1642, templateParams: !157, identifier: "47c2c61e174ba9af68473834c19a2f38")
!1642 = !{!1643}
!1643 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1641, file: !9, baseType: !1644, size: 64, align: 64, flags: DIFlagPrivate)
!1644 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const usize", baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!1645 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !1638, file: !9, baseType: !1644, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1646 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1638, file: !9, baseType: !1647, align: 8, offset: 128, flags: DIFlagPrivate)
!1647 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&usize>", scope: !127, file: !9, align: 8, flags: DIFlagPublic, elements: !128, templateParams: !1648, identifier: "c11008616ad4bc7b6a9fc00f52af00e3")
!1648 = !{!1649}
!1649 = !DITemplateTypeParameter(name: "T", type: !358)
!1650 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1635, file: !9, baseType: !1651, align: 8, offset: 128, flags: DIFlagPrivate)
!1651 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1652, file: !9, align: 8, elements: !128, identifier: "af89c46962226a342324598e823b6b28")
!1652 = !DINamespace(name: "sink_sum", scope: !94)
!1653 = !{!1654, !1655}
!1654 = !DITemplateTypeParameter(name: "I", type: !1638)
!1655 = !DITemplateTypeParameter(name: "F", type: !1651)
!1656 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>", scope: !1657, file: !9, align: 8, elements: !128, identifier: "e29eb73a06cc17acf4180c0e8e4a9f5b")
!1657 = !DINamespace(name: "sum", scope: !1658)
!1658 = !DINamespace(name: "{impl#132}", scope: !1659)
!1659 = !DINamespace(name: "accum", scope: !188)
!1660 = !{!1661, !1661, !1631, !1662}
!1661 = !DILocalVariable(name: "self", scope: !1632, file: !789, line: 124, type: !1635, align: 64)
!1662 = !DILocalVariable(name: "g", scope: !1632, file: !789, line: 124, type: !1656, align: 8)
!1663 = !{!1664, !1654, !1655, !1665, !1666}
!1664 = !DITemplateTypeParameter(name: "B", type: !97)
!1665 = !DITemplateTypeParameter(name: "Acc", type: !97)
!1666 = !DITemplateTypeParameter(name: "G", type: !1656)
!1667 = !DILocation(line: 0, scope: !1632, inlinedAt: !1668)
!1668 = !DILocation(line: 161, column: 22, scope: !1669, inlinedAt: !1677)
!1669 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h7ef7419e6eb4fdd2E", scope: !1658, file: !1670, line: 160, type: !1671, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1675, retainedNodes: !1673)
!1670 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!1671 = !DISubroutineType(types: !1672)
!1672 = !{!97, !1635}
!1673 = !{!1674, !1674}
!1674 = !DILocalVariable(name: "iter", scope: !1669, file: !1670, line: 160, type: !1635, align: 64)
!1675 = !{!1676}
!1676 = !DITemplateTypeParameter(name: "I", type: !1635)
!1677 = !DILocation(line: 3658, column: 9, scope: !1678, inlinedAt: !1684)
!1678 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17hbe0e0cc54c5e262cE", scope: !186, file: !185, line: 3653, type: !1671, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1681, retainedNodes: !1679)
!1679 = !{!1680, !1680}
!1680 = !DILocalVariable(name: "self", scope: !1678, file: !185, line: 3653, type: !1635, align: 64)
!1681 = !{!1682, !1683}
!1682 = !DITemplateTypeParameter(name: "Self", type: !1635)
!1683 = !DITemplateTypeParameter(name: "S", type: !97)
!1684 = !DILocation(line: 12, column: 58, scope: !1622)
!1685 = !DILocation(line: 124, column: 38, scope: !1632, inlinedAt: !1668)
!1686 = !DILocalVariable(name: "self", arg: 1, scope: !1687, file: !324, line: 2996, type: !1690)
!1687 = distinct !DISubprogram(name: "len<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h5d4c48b4272e892cE", scope: !149, file: !324, line: 2996, type: !1688, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, declaration: !1691, retainedNodes: !1692)
!1688 = !DISubroutineType(types: !1689)
!1689 = !{!98, !1690}
!1690 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::vec::Vec<usize, alloc::alloc::Global>", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!1691 = !DISubprogram(name: "len<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h5d4c48b4272e892cE", scope: !149, file: !324, line: 2996, type: !1688, scopeLine: 2996, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !159)
!1692 = !{!1686}
!1693 = !DILocation(line: 2996, column: 22, scope: !1687, inlinedAt: !1694)
!1694 = !DILocation(line: 10, column: 24, scope: !1622)
!1695 = !DILocation(line: 2997, column: 19, scope: !1687, inlinedAt: !1694)
!1696 = !DILocation(line: 3002, column: 37, scope: !1687, inlinedAt: !1694)
!1697 = !DILocation(line: 3002, column: 18, scope: !1687, inlinedAt: !1694)
!1698 = !DILocation(line: 10, column: 5, scope: !1622)
!1699 = !DILocalVariable(name: "self", arg: 1, scope: !1700, file: !324, line: 3728, type: !1690)
!1700 = distinct !DISubprogram(name: "deref<usize, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hbfb3e8a1b1db7a84E", scope: !1701, file: !324, line: 3728, type: !1702, scopeLine: 3728, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, retainedNodes: !1709)
!1701 = !DINamespace(name: "{impl#9}", scope: !105)
!1702 = !DISubroutineType(types: !1703)
!1703 = !{!1704, !1690}
!1704 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[usize]", file: !9, size: 128, align: 64, elements: !1705, templateParams: !128, identifier: "9c83b9649a3bd9b0a1be84cbcc9b17db")
!1705 = !{!1706, !1708}
!1706 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1704, file: !9, baseType: !1707, size: 64, align: 64)
!1707 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!1708 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1704, file: !9, baseType: !98, size: 64, align: 64, offset: 64)
!1709 = !{!1699}
!1710 = !DILocation(line: 3728, column: 14, scope: !1700, inlinedAt: !1711)
!1711 = !DILocation(line: 12, column: 5, scope: !1622)
!1712 = !DILocalVariable(name: "self", arg: 1, scope: !1713, file: !324, line: 1798, type: !1690)
!1713 = distinct !DISubprogram(name: "as_slice<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hd2547017e35609f3E", scope: !149, file: !324, line: 1798, type: !1702, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, declaration: !1714, retainedNodes: !1715)
!1714 = !DISubprogram(name: "as_slice<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$8as_slice17hd2547017e35609f3E", scope: !149, file: !324, line: 1798, type: !1702, scopeLine: 1798, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !159)
!1715 = !{!1712}
!1716 = !DILocation(line: 1798, column: 27, scope: !1713, inlinedAt: !1717)
!1717 = !DILocation(line: 3729, column: 14, scope: !1700, inlinedAt: !1711)
!1718 = !DILocalVariable(name: "self", arg: 1, scope: !1719, file: !324, line: 1913, type: !1690)
!1719 = distinct !DISubprogram(name: "as_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hb8db1ae7c0be483cE", scope: !149, file: !324, line: 1913, type: !1720, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, declaration: !1722, retainedNodes: !1723)
!1720 = !DISubroutineType(types: !1721)
!1721 = !{!1644, !1690}
!1722 = !DISubprogram(name: "as_ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17hb8db1ae7c0be483cE", scope: !149, file: !324, line: 1913, type: !1720, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !159)
!1723 = !{!1718}
!1724 = !DILocation(line: 1913, column: 25, scope: !1719, inlinedAt: !1725)
!1725 = !DILocation(line: 1815, column: 76, scope: !1713, inlinedAt: !1717)
!1726 = !DILocation(line: 612, column: 9, scope: !1727, inlinedAt: !1732)
!1727 = distinct !DISubprogram(name: "non_null<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h3999d449dc2e90f9E", scope: !111, file: !422, line: 611, type: !1728, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1731, declaration: !1730)
!1728 = !DISubroutineType(types: !1729)
!1729 = !{!1641, !478}
!1730 = !DISubprogram(name: "non_null<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$8non_null17h3999d449dc2e90f9E", scope: !111, file: !422, line: 611, type: !1728, scopeLine: 611, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1731)
!1731 = !{!139, !158}
!1732 = !DILocation(line: 607, column: 14, scope: !1733, inlinedAt: !1737)
!1733 = distinct !DISubprogram(name: "ptr<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hc4f8cb1df4c33debE", scope: !111, file: !422, line: 606, type: !1734, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1731, declaration: !1736)
!1734 = !DISubroutineType(types: !1735)
!1735 = !{!1135, !478}
!1736 = !DISubprogram(name: "ptr<alloc::alloc::Global, usize>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$3ptr17hc4f8cb1df4c33debE", scope: !111, file: !422, line: 606, type: !1734, scopeLine: 606, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1731)
!1737 = !DILocation(line: 295, column: 20, scope: !1738, inlinedAt: !1743)
!1738 = distinct !DISubprogram(name: "ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h6d771444f18f9a35E", scope: !152, file: !422, line: 294, type: !1739, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, declaration: !1742)
!1739 = !DISubroutineType(types: !1740)
!1740 = !{!1135, !1741}
!1741 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVec<usize, alloc::alloc::Global>", baseType: !152, size: 64, align: 64, dwarfAddressSpace: 0)
!1742 = !DISubprogram(name: "ptr<usize, alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$3ptr17h6d771444f18f9a35E", scope: !152, file: !422, line: 294, type: !1739, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !159)
!1743 = !DILocation(line: 1916, column: 18, scope: !1719, inlinedAt: !1725)
!1744 = !DILocation(line: 0, scope: !1678, inlinedAt: !1684)
!1745 = !DILocation(line: 0, scope: !1669, inlinedAt: !1677)
!1746 = !DILocalVariable(name: "self", arg: 1, scope: !1747, file: !1193, line: 259, type: !1638)
!1747 = distinct !DISubprogram(name: "fold<usize, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&usize, f64, f64, addrvec::sink_sum::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h373052de86f823f2E", scope: !1194, file: !1193, line: 259, type: !1748, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1771, retainedNodes: !1754)
!1748 = !DISubroutineType(types: !1749)
!1749 = !{!97, !1638, !97, !1750}
!1750 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&usize, f64, f64, addrvec::sink_sum::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>>", scope: !813, file: !9, align: 8, elements: !1751, templateParams: !128, identifier: "b6099c7d07530ec9284f8c4c9296eeef")
!1751 = !{!1752, !1753}
!1752 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !1750, file: !9, baseType: !1656, align: 8)
!1753 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !1750, file: !9, baseType: !1651, align: 8)
!1754 = !{!1746, !1755, !1756, !1757, !1759, !1761, !1763, !1765, !1767, !1769}
!1755 = !DILocalVariable(name: "init", arg: 2, scope: !1747, file: !1193, line: 259, type: !97)
!1756 = !DILocalVariable(name: "f", arg: 3, scope: !1747, file: !1193, line: 259, type: !1750)
!1757 = !DILocalVariable(name: "len", scope: !1758, file: !1193, line: 29, type: !98, align: 64)
!1758 = distinct !DILexicalBlock(scope: !1747, file: !1193, line: 29, column: 13)
!1759 = !DILocalVariable(name: "end", scope: !1760, file: !1193, line: 33, type: !1641, align: 64)
!1760 = distinct !DILexicalBlock(scope: !1747, file: !1193, line: 33, column: 13)
!1761 = !DILocalVariable(name: "acc", scope: !1762, file: !1193, line: 273, type: !97, align: 64)
!1762 = distinct !DILexicalBlock(scope: !1747, file: !1193, line: 273, column: 17)
!1763 = !DILocalVariable(name: "i", scope: !1764, file: !1193, line: 274, type: !98, align: 64)
!1764 = distinct !DILexicalBlock(scope: !1762, file: !1193, line: 274, column: 17)
!1765 = !DILocalVariable(name: "len", scope: !1766, file: !1193, line: 275, type: !98, align: 64)
!1766 = distinct !DILexicalBlock(scope: !1764, file: !1193, line: 275, column: 17)
!1767 = !DILocalVariable(name: "len", scope: !1768, file: !1193, line: 29, type: !98, align: 64)
!1768 = distinct !DILexicalBlock(scope: !1764, file: !1193, line: 29, column: 13)
!1769 = !DILocalVariable(name: "end", scope: !1770, file: !1193, line: 33, type: !1641, align: 64)
!1770 = distinct !DILexicalBlock(scope: !1764, file: !1193, line: 33, column: 13)
!1771 = !{!158, !1664, !1772}
!1772 = !DITemplateTypeParameter(name: "F", type: !1750)
!1773 = !DILocation(line: 0, scope: !1747, inlinedAt: !1774)
!1774 = distinct !DILocation(line: 128, column: 19, scope: !1632, inlinedAt: !1668)
!1775 = !DILocation(line: 259, column: 42, scope: !1747, inlinedAt: !1774)
!1776 = !DILocalVariable(name: "rhs", scope: !1777, file: !605, line: 832, type: !98, align: 64)
!1777 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !606, file: !605, line: 832, type: !1602, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !1778)
!1778 = !{!1779, !1776}
!1779 = !DILocalVariable(name: "self", arg: 1, scope: !1777, file: !605, line: 832, type: !98)
!1780 = !DILocation(line: 0, scope: !1777, inlinedAt: !1781)
!1781 = distinct !DILocation(line: 283, column: 36, scope: !1766, inlinedAt: !1774)
!1782 = !DILocation(line: 0, scope: !1760, inlinedAt: !1774)
!1783 = !DILocalVariable(name: "self", arg: 1, scope: !1784, file: !1228, line: 1719, type: !1788)
!1784 = distinct !DISubprogram(name: "eq<usize>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h1056da403a10fda1E", scope: !1785, file: !1228, line: 1719, type: !1786, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157, retainedNodes: !1789)
!1785 = !DINamespace(name: "{impl#16}", scope: !119)
!1786 = !DISubroutineType(types: !1787)
!1787 = !{!477, !1788, !1788}
!1788 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<usize>", baseType: !1641, size: 64, align: 64, dwarfAddressSpace: 0)
!1789 = !{!1783, !1790}
!1790 = !DILocalVariable(name: "other", arg: 2, scope: !1784, file: !1228, line: 1719, type: !1788)
!1791 = !DILocation(line: 1719, column: 11, scope: !1784, inlinedAt: !1792)
!1792 = distinct !DILocation(line: 44, column: 20, scope: !1760, inlinedAt: !1774)
!1793 = !DILocation(line: 1719, column: 18, scope: !1784, inlinedAt: !1792)
!1794 = !DILocation(line: 1720, column: 9, scope: !1784, inlinedAt: !1792)
!1795 = !DILocation(line: 25, column: 86, scope: !1747, inlinedAt: !1774)
!1796 = !DILocation(line: 284, column: 24, scope: !1766, inlinedAt: !1774)
!1797 = !DILocation(line: 0, scope: !1762, inlinedAt: !1774)
!1798 = !DILocation(line: 0, scope: !1764, inlinedAt: !1774)
!1799 = !DILocalVariable(name: "self", arg: 1, scope: !1800, file: !1228, line: 651, type: !1641)
!1800 = distinct !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h4a5a0fe9c03e01abE", scope: !1641, file: !1228, line: 651, type: !1801, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !157, declaration: !1803, retainedNodes: !1804)
!1801 = !DISubroutineType(types: !1802)
!1802 = !{!1641, !1641, !98}
!1803 = !DISubprogram(name: "add<usize>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h4a5a0fe9c03e01abE", scope: !1641, file: !1228, line: 651, type: !1801, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !157)
!1804 = !{!1799, !1805}
!1805 = !DILocalVariable(name: "count", arg: 2, scope: !1800, file: !1228, line: 651, type: !98)
!1806 = !DILocation(line: 0, scope: !1800, inlinedAt: !1807)
!1807 = distinct !DILocation(line: 279, column: 67, scope: !1766, inlinedAt: !1774)
!1808 = !DILocation(line: 659, column: 28, scope: !1800, inlinedAt: !1807)
!1809 = !DILocation(line: 279, column: 27, scope: !1766, inlinedAt: !1774)
!1810 = !DILocalVariable(name: "acc", arg: 2, scope: !1811, file: !789, line: 88, type: !97)
!1811 = distinct !DISubprogram(name: "{closure#0}<&usize, f64, f64, addrvec::sink_sum::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb813eb1320fb244fE", scope: !813, file: !789, line: 88, type: !1812, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1819, retainedNodes: !1815)
!1812 = !DISubroutineType(types: !1813)
!1813 = !{!97, !1814, !97, !358}
!1814 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&usize, f64, f64, addrvec::sink_sum::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>>", baseType: !1750, size: 64, align: 64, dwarfAddressSpace: 0)
!1815 = !{!1810, !1816, !1817, !1818}
!1816 = !DILocalVariable(name: "elt", arg: 3, scope: !1811, file: !789, line: 88, type: !358)
!1817 = !DILocalVariable(name: "g", scope: !1811, file: !789, line: 86, type: !1656, align: 8)
!1818 = !DILocalVariable(name: "f", scope: !1811, file: !789, line: 85, type: !1651, align: 8)
!1819 = !{!1649, !1664, !1665, !1820, !1821}
!1820 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !1651)
!1821 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !1656)
!1822 = !DILocation(line: 0, scope: !1811, inlinedAt: !1823)
!1823 = distinct !DILocation(line: 279, column: 27, scope: !1766, inlinedAt: !1774)
!1824 = !DILocalVariable(arg: 1, scope: !1825, file: !93, line: 12, type: !1828)
!1825 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN7addrvec8sink_sum28_$u7b$$u7b$closure$u7d$$u7d$17hb0891e9ed732a917E", scope: !1652, file: !93, line: 12, type: !1826, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !128, retainedNodes: !1829)
!1826 = !DISubroutineType(types: !1827)
!1827 = !{!97, !1828, !358}
!1828 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut addrvec::sink_sum::{closure_env#0}", baseType: !1651, size: 64, align: 64, dwarfAddressSpace: 0)
!1829 = !{!1830, !1824, !1832}
!1830 = !DILocalVariable(name: "a", scope: !1831, file: !93, line: 12, type: !98, align: 64)
!1831 = distinct !DILexicalBlock(scope: !1825, file: !93, line: 12, column: 27)
!1832 = !DILocalVariable(arg: 2, scope: !1825, file: !93, line: 12, type: !358)
!1833 = !DILocation(line: 0, scope: !1825, inlinedAt: !1834)
!1834 = distinct !DILocation(line: 88, column: 28, scope: !1811, inlinedAt: !1823)
!1835 = !DILocation(line: 0, scope: !1831, inlinedAt: !1834)
!1836 = !DILocation(line: 12, column: 37, scope: !1831, inlinedAt: !1834)
!1837 = !DILocation(line: 12, column: 36, scope: !1831, inlinedAt: !1834)
!1838 = !DILocalVariable(arg: 1, scope: !1839, file: !1670, line: 164, type: !1842)
!1839 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h4befeee585928a71E", scope: !1657, file: !1670, line: 164, type: !1840, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1675, retainedNodes: !1843)
!1840 = !DISubroutineType(types: !1841)
!1841 = !{!97, !1842, !97, !97}
!1842 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<usize>, addrvec::sink_sum::{closure_env#0}>>", baseType: !1656, size: 64, align: 64, dwarfAddressSpace: 0)
!1843 = !{!1844, !1845, !1838}
!1844 = !DILocalVariable(name: "a", arg: 2, scope: !1839, file: !1670, line: 164, type: !97)
!1845 = !DILocalVariable(name: "b", arg: 3, scope: !1839, file: !1670, line: 164, type: !97)
!1846 = !DILocation(line: 0, scope: !1839, inlinedAt: !1847)
!1847 = distinct !DILocation(line: 88, column: 21, scope: !1811, inlinedAt: !1823)
!1848 = !DILocation(line: 164, column: 28, scope: !1839, inlinedAt: !1847)
!1849 = !DILocation(line: 844, column: 17, scope: !1777, inlinedAt: !1781)
!1850 = distinct !{!1850, !1433}
!1851 = !DILocation(line: 13, column: 1, scope: !1622)
!1852 = !{i64 0, i64 -9223372036854775808}
!1853 = !DILocalVariable(arg: 1, scope: !1854, file: !172, line: 805, type: !1857)
!1854 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<usize, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17hedb3985cd0765e7fE", scope: !11, file: !172, line: 805, type: !1855, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1859, retainedNodes: !1858)
!1855 = !DISubroutineType(types: !1856)
!1856 = !{null, !1857}
!1857 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<usize, alloc::alloc::Global>", baseType: !149, size: 64, align: 64, dwarfAddressSpace: 0)
!1858 = !{!1853}
!1859 = !{!1860}
!1860 = !DITemplateTypeParameter(name: "T", type: !149)
!1861 = !DILocation(line: 0, scope: !1854, inlinedAt: !1862)
!1862 = distinct !DILocation(line: 13, column: 1, scope: !1622)
!1863 = !DILocalVariable(arg: 1, scope: !1864, file: !172, line: 805, type: !1867)
!1864 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<usize, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr56drop_in_place$LT$alloc..raw_vec..RawVec$LT$usize$GT$$GT$17h98ba3c7e194b1d7cE", scope: !11, file: !172, line: 805, type: !1865, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !1869, retainedNodes: !1868)
!1865 = !DISubroutineType(types: !1866)
!1866 = !{null, !1867}
!1867 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<usize, alloc::alloc::Global>", baseType: !152, size: 64, align: 64, dwarfAddressSpace: 0)
!1868 = !{!1863}
!1869 = !{!1870}
!1870 = !DITemplateTypeParameter(name: "T", type: !152)
!1871 = !DILocation(line: 0, scope: !1864, inlinedAt: !1872)
!1872 = distinct !DILocation(line: 805, column: 1, scope: !1854, inlinedAt: !1862)
!1873 = !DILocalVariable(name: "self", arg: 1, scope: !1874, file: !422, line: 421, type: !1877)
!1874 = distinct !DISubprogram(name: "drop<usize, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha49cc245be546512E", scope: !1550, file: !422, line: 421, type: !1875, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !159, retainedNodes: !1878)
!1875 = !DISubroutineType(types: !1876)
!1876 = !{null, !1877}
!1877 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<usize, alloc::alloc::Global>", baseType: !152, size: 64, align: 64, dwarfAddressSpace: 0)
!1878 = !{!1873}
!1879 = !DILocation(line: 0, scope: !1874, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 805, column: 1, scope: !1864, inlinedAt: !1872)
!1881 = !DILocation(line: 0, scope: !1558, inlinedAt: !1882)
!1882 = distinct !DILocation(line: 423, column: 29, scope: !1874, inlinedAt: !1880)
!1883 = !DILocation(line: 0, scope: !1571, inlinedAt: !1884)
!1884 = distinct !DILocation(line: 872, column: 52, scope: !1566, inlinedAt: !1882)
!1885 = !DILocation(line: 0, scope: !1601, inlinedAt: !1886)
!1886 = distinct !DILocation(line: 640, column: 53, scope: !1571, inlinedAt: !1884)
!1887 = !DILocation(line: 632, column: 39, scope: !1571, inlinedAt: !1884)
!1888 = !DILocation(line: 1232, column: 17, scope: !1601, inlinedAt: !1886)
!1889 = !DILocation(line: 0, scope: !1566, inlinedAt: !1882)
!1890 = !DILocation(line: 0, scope: !1503, inlinedAt: !1891)
!1891 = distinct !DILocation(line: 874, column: 28, scope: !1566, inlinedAt: !1882)
!1892 = !DILocation(line: 0, scope: !1512, inlinedAt: !1893)
!1893 = distinct !DILocation(line: 442, column: 23, scope: !1503, inlinedAt: !1891)
!1894 = !DILocation(line: 0, scope: !1520, inlinedAt: !1895)
!1895 = distinct !DILocation(line: 324, column: 9, scope: !1512, inlinedAt: !1893)
!1896 = !DILocation(line: 0, scope: !1529, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 209, column: 22, scope: !1520, inlinedAt: !1895)
!1898 = !DILocation(line: 115, column: 14, scope: !1529, inlinedAt: !1897)
!1899 = !DILocation(line: 200, column: 9, scope: !1520, inlinedAt: !1895)
!1900 = !DILocation(line: 13, column: 2, scope: !1622)
