; ModuleID = 'threadnum.266d05f27761823d-cgu.0'
source_filename = "threadnum.266d05f27761823d-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"core::sync::atomic::AtomicUsize" = type { i64 }
%"alloc::boxed::Box<dyn core::ops::function::FnOnce() + core::marker::Send>" = type { %"core::ptr::unique::Unique<dyn core::ops::function::FnOnce() + core::marker::Send>", %"alloc::alloc::Global" }
%"core::ptr::unique::Unique<dyn core::ops::function::FnOnce() + core::marker::Send>" = type { %"core::ptr::non_null::NonNull<dyn core::ops::function::FnOnce() + core::marker::Send>", %"core::marker::PhantomData<dyn core::ops::function::FnOnce() + core::marker::Send>" }
%"core::ptr::non_null::NonNull<dyn core::ops::function::FnOnce() + core::marker::Send>" = type { { ptr, ptr } }
%"core::marker::PhantomData<dyn core::ops::function::FnOnce() + core::marker::Send>" = type {}
%"alloc::alloc::Global" = type {}

@vtable.1 = private constant <{ ptr, [16 x i8], ptr }> <{ ptr @"_ZN4core3ptr153drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadnum..spawn_logs..$u7b$$u7b$closure$u7d$$u7d$$C$u64$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6e8fb1127015dc92E", [16 x i8] c"8\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h4c817eda5acaf3c7E" }>, align 8, !dbg !0
@_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN = external local_unnamed_addr global %"core::sync::atomic::AtomicUsize"
@alloc_7a0078e56453c84a4274ce689b2bb39a = private unnamed_addr constant [14 x i8] c"RUST_MIN_STACK", align 1
@alloc_987f9181f01088182face37be6d0a1cd = private unnamed_addr constant [41 x i8] c"threads should not terminate unexpectedly", align 1
@alloc_d71163240bab68464d47d4f464e0e58e = private unnamed_addr constant [84 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/std/src/thread/lifecycle.rs\00", align 1
@alloc_c8fa0f44c6d4fbb5209642c5dc0b0954 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d71163240bab68464d47d4f464e0e58e, [16 x i8] c"S\00\00\00\00\00\00\00\F7\00\00\00\0E\00\00\00" }>, align 8
@alloc_5c930fb1751f82b8f0fb1f0c7d0d38d5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d71163240bab68464d47d4f464e0e58e, [16 x i8] c"S\00\00\00\00\00\00\00\FB\00\00\00\0E\00\00\00" }>, align 8
@vtable.2 = private constant <{ ptr, [16 x i8], ptr }> <{ ptr @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h21d7eb9ae9a81231E", [16 x i8] c"\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @_RNvXNtNtCsjrHSEGnQ3l9_3std2io5errorNtB2_5ErrorNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt }>, align 8, !dbg !395
@alloc_e3605bf48dd8479a638909176cc37fce = private unnamed_addr constant [22 x i8] c"failed to spawn thread", align 1
@alloc_ac3c4e69c0cf013c504e8d949189a5f7 = private unnamed_addr constant [84 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/std/src/thread/functions.rs\00", align 1
@alloc_0246dd9f5900f3685febed10b072f357 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ac3c4e69c0cf013c504e8d949189a5f7, [16 x i8] c"S\00\00\00\00\00\00\00\83\00\00\00\1D\00\00\00" }>, align 8

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define noundef i64 @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h3ef2f694b572841fE(i64 noundef %f.0, i64 noundef %f.1) unnamed_addr #0 !dbg !640 {
start:
    #dbg_value(i64 %f.0, !646, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !651)
    #dbg_value(i64 %f.1, !646, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !651)
    #dbg_declare(ptr poison, !652, !DIExpression(), !659)
    #dbg_value(i64 %f.0, !661, !DIExpression(), !689)
    #dbg_value(i64 %f.1, !665, !DIExpression(), !689)
    #dbg_value(i64 0, !666, !DIExpression(), !691)
    #dbg_value(i64 0, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 10, !668, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !692)
  %_13.i = mul i64 %f.1, 1000
    #dbg_value(i64 0, !666, !DIExpression(), !691)
    #dbg_value(i64 0, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 1, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 0, !678, !DIExpression(), !693)
  %_7.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %0 = icmp ne ptr %_7.i, null, !dbg !695
  tail call void @llvm.assume(i1 %0), !dbg !695
    #dbg_value(ptr %_7.i, !680, !DIExpression(), !696)
  %_11.i = tail call noundef i64 %_7.i(ptr noundef null, i64 noundef %_13.i) #15, !dbg !697
    #dbg_value(i64 %_11.i, !666, !DIExpression(), !691)
    #dbg_value(i64 2, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 1, !678, !DIExpression(), !693)
  %_7.1.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %1 = icmp ne ptr %_7.1.i, null, !dbg !695
  tail call void @llvm.assume(i1 %1), !dbg !695
    #dbg_value(ptr %_7.1.i, !680, !DIExpression(), !696)
  %_12.1.i = or disjoint i64 %_13.i, 1, !dbg !698
  %_11.1.i = tail call noundef i64 %_7.1.i(ptr noundef null, i64 noundef %_12.1.i) #15, !dbg !697
  %2 = add i64 %_11.1.i, %_11.i, !dbg !699
    #dbg_value(i64 %2, !666, !DIExpression(), !691)
    #dbg_value(i64 3, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 2, !678, !DIExpression(), !693)
  %_7.2.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %3 = icmp ne ptr %_7.2.i, null, !dbg !695
  tail call void @llvm.assume(i1 %3), !dbg !695
    #dbg_value(ptr %_7.2.i, !680, !DIExpression(), !696)
  %_12.2.i = or disjoint i64 %_13.i, 2, !dbg !698
  %_11.2.i = tail call noundef i64 %_7.2.i(ptr noundef null, i64 noundef %_12.2.i) #15, !dbg !697
  %4 = add i64 %2, %_11.2.i, !dbg !699
    #dbg_value(i64 %4, !666, !DIExpression(), !691)
    #dbg_value(i64 4, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 3, !678, !DIExpression(), !693)
  %_7.3.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %5 = icmp ne ptr %_7.3.i, null, !dbg !695
  tail call void @llvm.assume(i1 %5), !dbg !695
    #dbg_value(ptr %_7.3.i, !680, !DIExpression(), !696)
  %_12.3.i = or disjoint i64 %_13.i, 3, !dbg !698
  %_11.3.i = tail call noundef i64 %_7.3.i(ptr noundef null, i64 noundef %_12.3.i) #15, !dbg !697
  %6 = add i64 %4, %_11.3.i, !dbg !699
    #dbg_value(i64 %6, !666, !DIExpression(), !691)
    #dbg_value(i64 5, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 4, !678, !DIExpression(), !693)
  %_7.4.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %7 = icmp ne ptr %_7.4.i, null, !dbg !695
  tail call void @llvm.assume(i1 %7), !dbg !695
    #dbg_value(ptr %_7.4.i, !680, !DIExpression(), !696)
  %_12.4.i = or disjoint i64 %_13.i, 4, !dbg !698
  %_11.4.i = tail call noundef i64 %_7.4.i(ptr noundef null, i64 noundef %_12.4.i) #15, !dbg !697
  %8 = add i64 %6, %_11.4.i, !dbg !699
    #dbg_value(i64 %8, !666, !DIExpression(), !691)
    #dbg_value(i64 6, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 5, !678, !DIExpression(), !693)
  %_7.5.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %9 = icmp ne ptr %_7.5.i, null, !dbg !695
  tail call void @llvm.assume(i1 %9), !dbg !695
    #dbg_value(ptr %_7.5.i, !680, !DIExpression(), !696)
  %_12.5.i = or disjoint i64 %_13.i, 5, !dbg !698
  %_11.5.i = tail call noundef i64 %_7.5.i(ptr noundef null, i64 noundef %_12.5.i) #15, !dbg !697
  %10 = add i64 %8, %_11.5.i, !dbg !699
    #dbg_value(i64 %10, !666, !DIExpression(), !691)
    #dbg_value(i64 7, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 6, !678, !DIExpression(), !693)
  %_7.6.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %11 = icmp ne ptr %_7.6.i, null, !dbg !695
  tail call void @llvm.assume(i1 %11), !dbg !695
    #dbg_value(ptr %_7.6.i, !680, !DIExpression(), !696)
  %_12.6.i = or disjoint i64 %_13.i, 6, !dbg !698
  %_11.6.i = tail call noundef i64 %_7.6.i(ptr noundef null, i64 noundef %_12.6.i) #15, !dbg !697
  %12 = add i64 %10, %_11.6.i, !dbg !699
    #dbg_value(i64 %12, !666, !DIExpression(), !691)
    #dbg_value(i64 8, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 7, !678, !DIExpression(), !693)
  %_7.7.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %13 = icmp ne ptr %_7.7.i, null, !dbg !695
  tail call void @llvm.assume(i1 %13), !dbg !695
    #dbg_value(ptr %_7.7.i, !680, !DIExpression(), !696)
  %_12.7.i = or disjoint i64 %_13.i, 7, !dbg !698
  %_11.7.i = tail call noundef i64 %_7.7.i(ptr noundef null, i64 noundef %_12.7.i) #15, !dbg !697
  %14 = add i64 %12, %_11.7.i, !dbg !699
    #dbg_value(i64 %14, !666, !DIExpression(), !691)
    #dbg_value(i64 9, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 8, !678, !DIExpression(), !693)
  %_7.8.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %15 = icmp ne ptr %_7.8.i, null, !dbg !695
  tail call void @llvm.assume(i1 %15), !dbg !695
    #dbg_value(ptr %_7.8.i, !680, !DIExpression(), !696)
  %_12.8.i = add i64 %_13.i, 8, !dbg !698
  %_11.8.i = tail call noundef i64 %_7.8.i(ptr noundef null, i64 noundef %_12.8.i) #15, !dbg !697
  %16 = add i64 %14, %_11.8.i, !dbg !699
    #dbg_value(i64 %16, !666, !DIExpression(), !691)
    #dbg_value(i64 10, !668, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !692)
    #dbg_value(i64 9, !678, !DIExpression(), !693)
  %_7.9.i = tail call noundef ptr @__cormi_remote_method(i64 noundef %f.0, ptr noundef nonnull @_ZN9threadnum5w_log17h1b102376c573cea3E) #15, !dbg !694
  %17 = icmp ne ptr %_7.9.i, null, !dbg !695
  tail call void @llvm.assume(i1 %17), !dbg !695
    #dbg_value(ptr %_7.9.i, !680, !DIExpression(), !696)
  %_12.9.i = add i64 %_13.i, 9, !dbg !698
  %_11.9.i = tail call noundef i64 %_7.9.i(ptr noundef null, i64 noundef %_12.9.i) #15, !dbg !697
  %18 = add i64 %16, %_11.9.i, !dbg !699
    #dbg_value(i64 %18, !666, !DIExpression(), !691)
    #dbg_value(i64 %18, !647, !DIExpression(), !700)
  tail call void asm sideeffect "", "~{memory}"() #15, !dbg !701, !srcloc !702
  ret i64 %18, !dbg !703
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17hdcf7250ef6d532d9E(ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(32) %f) unnamed_addr #0 !dbg !704 {
start:
  %_2.i = alloca [32 x i8], align 8
    #dbg_declare(ptr poison, !714, !DIExpression(), !718)
    #dbg_declare(ptr %f, !713, !DIExpression(), !719)
    #dbg_declare(ptr poison, !720, !DIExpression(), !723)
    #dbg_declare(ptr %f, !725, !DIExpression(), !729)
  call void @llvm.lifetime.start.p0(ptr nonnull %_2.i), !dbg !731, !noalias !732
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_2.i, ptr noundef nonnull readonly align 8 dereferenceable(32) %f, i64 32, i1 false), !dbg !731
; call <std::thread::spawnhook::ChildSpawnHooks>::run
  call void @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB4_15ChildSpawnHooks3run(ptr noalias noundef nonnull align 8 captures(address) dereferenceable(32) %_2.i) #15, !dbg !735, !noalias !732
  call void @llvm.lifetime.end.p0(ptr nonnull %_2.i), !dbg !736, !noalias !732
  call void asm sideeffect "", "~{memory}"() #15, !dbg !737, !srcloc !702
  ret void, !dbg !738
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h4c817eda5acaf3c7E"(ptr noundef readonly captures(none) %_1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !739 {
start:
  %f.i.i = alloca [48 x i8], align 8
    #dbg_declare(ptr poison, !752, !DIExpression(DW_OP_LLVM_fragment, 64, 192), !813)
    #dbg_value(ptr poison, !833, !DIExpression(), !841)
    #dbg_value(ptr poison, !852, !DIExpression(), !856)
    #dbg_value(ptr poison, !850, !DIExpression(), !857)
    #dbg_value(ptr poison, !849, !DIExpression(), !858)
    #dbg_value(ptr poison, !772, !DIExpression(), !859)
  %_x.i = alloca [8 x i8], align 8
    #dbg_value(ptr %_1, !747, !DIExpression(), !860)
    #dbg_declare(ptr poison, !748, !DIExpression(), !861)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !862), !dbg !861
    #dbg_declare(ptr poison, !819, !DIExpression(DW_OP_LLVM_fragment, 64, 192), !865)
    #dbg_declare(ptr poison, !771, !DIExpression(DW_OP_LLVM_fragment, 64, 192), !866)
    #dbg_declare(ptr %_1, !826, !DIExpression(DW_OP_plus_uconst, 40), !867)
    #dbg_declare(ptr %_1, !827, !DIExpression(), !868)
    #dbg_declare(ptr %_1, !828, !DIExpression(DW_OP_plus_uconst, 32), !869)
    #dbg_declare(ptr %_x.i, !870, !DIExpression(), !878)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 40, !dbg !880
  %self.0.i = load i64, ptr %0, align 8, !dbg !880, !alias.scope !862
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 48, !dbg !880
  %self.1.i = load i64, ptr %1, align 8, !dbg !880, !alias.scope !862
    #dbg_value(i64 %self.0.i, !829, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !881)
    #dbg_value(i64 %self.1.i, !829, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !881)
  %_6.sroa.0.sroa.0.0.copyload.i = load i64, ptr %_1, align 8, !dbg !882, !alias.scope !862
  %_6.sroa.0.sroa.4.0._1.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !882
  %data.sroa.6.0.f.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %f.i.i, i64 8, !dbg !883
  call void @llvm.lifetime.start.p0(ptr nonnull %f.i.i), !dbg !883, !noalias !862
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %data.sroa.6.0.f.i.sroa_idx.i, ptr noundef nonnull readonly align 8 dereferenceable(24) %_6.sroa.0.sroa.4.0._1.sroa_idx.i, i64 24, i1 false), !dbg !882
    #dbg_value(i64 %_6.sroa.0.sroa.0.0.copyload.i, !771, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !908)
    #dbg_value(i64 %_6.sroa.0.sroa.0.0.copyload.i, !819, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !909)
    #dbg_value(i64 %self.0.i, !819, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !909)
    #dbg_value(i64 %self.0.i, !771, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !908)
    #dbg_value(i64 %self.1.i, !819, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !909)
    #dbg_value(i64 %self.1.i, !771, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !908)
    #dbg_value(i64 %_6.sroa.0.sroa.0.0.copyload.i, !752, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !910)
    #dbg_value(i64 %self.0.i, !752, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !910)
    #dbg_value(i64 %self.1.i, !752, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !910)
    #dbg_value(ptr undef, !772, !DIExpression(), !859)
    #dbg_value(ptr undef, !849, !DIExpression(), !858)
    #dbg_declare(ptr %f.i.i, !853, !DIExpression(), !911)
    #dbg_value(ptr undef, !850, !DIExpression(), !857)
    #dbg_value(ptr undef, !852, !DIExpression(), !856)
    #dbg_value(ptr undef, !833, !DIExpression(), !841)
  store i64 %_6.sroa.0.sroa.0.0.copyload.i, ptr %f.i.i, align 8, !dbg !883, !noalias !862
  %data.sroa.65.0.f.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %f.i.i, i64 32, !dbg !883
  store i64 %self.0.i, ptr %data.sroa.65.0.f.i.sroa_idx.i, align 8, !dbg !883, !noalias !862
  %data.sroa.7.0.f.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %f.i.i, i64 40, !dbg !883
  store i64 %self.1.i, ptr %data.sroa.7.0.f.i.sroa_idx.i, align 8, !dbg !883, !noalias !862
    #dbg_declare(ptr %f.i.i, !912, !DIExpression(), !923)
    #dbg_declare(ptr poison, !920, !DIExpression(), !925)
    #dbg_declare(ptr poison, !919, !DIExpression(), !925)
    #dbg_declare(ptr %f.i.i, !926, !DIExpression(), !932)
    #dbg_declare(ptr %f.i.i, !931, !DIExpression(DW_OP_plus_uconst, 32), !934)
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17hdcf7250ef6d532d9E(ptr noalias noundef nonnull readonly align 8 captures(address) dereferenceable(48) %f.i.i) #16, !dbg !935, !noalias !862
; call std::sys::backtrace::__rust_begin_short_backtrace
  %_0.i.i.i.i = tail call noundef i64 @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h3ef2f694b572841fE(i64 noundef %self.0.i, i64 noundef %self.1.i) #16, !dbg !936, !noalias !937
    #dbg_value(i64 %_0.i.i.i.i, !752, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !910)
  call void @llvm.lifetime.end.p0(ptr nonnull %f.i.i), !dbg !942, !noalias !862
    #dbg_value(i64 poison, !830, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !943)
    #dbg_value(ptr null, !830, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !943)
    #dbg_value(i64 %_0.i.i.i.i, !830, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !943)
    #dbg_value(ptr null, !830, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !943)
    #dbg_value(i64 %_0.i.i.i.i, !830, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !943)
    #dbg_value(ptr %_1, !944, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !953)
    #dbg_value(ptr %_1, !955, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !962)
  %2 = getelementptr inbounds nuw i8, ptr %_1, i64 32, !dbg !964
  %_37.i = load ptr, ptr %2, align 8, !dbg !964, !alias.scope !862, !nonnull !44, !noundef !44
    #dbg_value(ptr %_37.i, !972, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !981)
  %_38.i = getelementptr inbounds nuw i8, ptr %_37.i, i64 24, !dbg !983
  tail call void @llvm.experimental.noalias.scope.decl(metadata !984), !dbg !987
    #dbg_value(ptr %_38.i, !988, !DIExpression(), !993)
  %_2.i.i = load i64, ptr %_38.i, align 8, !dbg !995, !range !996, !alias.scope !984, !noalias !862, !noundef !44
  %3 = icmp eq i64 %_2.i.i, 0, !dbg !995
  br i1 %3, label %"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E.exit.i", label %bb2.i.i, !dbg !995

bb2.i.i:                                          ; preds = %start
  %4 = getelementptr inbounds nuw i8, ptr %_37.i, i64 32, !dbg !995
  %.val.i.i = load ptr, ptr %4, align 8, !dbg !995, !alias.scope !984, !noalias !862, !noundef !44
  %5 = getelementptr inbounds nuw i8, ptr %_37.i, i64 40, !dbg !995
  %.val1.i.i = load ptr, ptr %5, align 8, !dbg !995, !alias.scope !984, !noalias !862
    #dbg_value(ptr poison, !997, !DIExpression(), !1003)
  %6 = icmp eq ptr %.val.i.i, null, !dbg !1005
  br i1 %6, label %"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E.exit.i", label %bb2.i.i.i, !dbg !1005

bb2.i.i.i:                                        ; preds = %bb2.i.i
  %7 = icmp ne ptr %.val1.i.i, null
  tail call void @llvm.assume(i1 %7)
    #dbg_value(ptr poison, !1006, !DIExpression(), !1012)
  %8 = load ptr, ptr %.val1.i.i, align 8, !dbg !1014, !invariant.load !44, !noalias !1015
  %.not.i.i.i.i = icmp eq ptr %8, null, !dbg !1014
  br i1 %.not.i.i.i.i, label %bb2.i.i.i.i, label %is_not_null.i.i.i.i, !dbg !1014

is_not_null.i.i.i.i:                              ; preds = %bb2.i.i.i
  tail call void %8(ptr noundef nonnull %.val.i.i) #17, !dbg !1014, !noalias !1015
  br label %bb2.i.i.i.i, !dbg !1014

bb2.i.i.i.i:                                      ; preds = %is_not_null.i.i.i.i, %bb2.i.i.i
    #dbg_value(ptr poison, !1016, !DIExpression(), !1053)
    #dbg_value(ptr poison, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1055)
    #dbg_value(ptr %.val1.i.i, !1025, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1055)
    #dbg_value(ptr poison, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1066)
    #dbg_value(ptr poison, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1073)
    #dbg_value(ptr poison, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr poison, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1089)
    #dbg_value(ptr %.val1.i.i, !1056, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1066)
    #dbg_value(ptr %.val1.i.i, !1068, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1073)
    #dbg_value(ptr %.val1.i.i, !1075, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1084)
    #dbg_value(ptr %.val1.i.i, !1086, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1089)
  %9 = getelementptr inbounds nuw i8, ptr %.val1.i.i, i64 8, !dbg !1091
  %10 = load i64, ptr %9, align 8, !dbg !1091, !range !1092, !invariant.load !44, !noalias !1015
    #dbg_value(i64 poison, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1093)
    #dbg_value(i64 %10, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1093)
  %11 = icmp eq i64 %10, 0, !dbg !1094
  br i1 %11, label %"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E.exit.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, !dbg !1094

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i: ; preds = %bb2.i.i.i.i
  %12 = getelementptr inbounds nuw i8, ptr %.val1.i.i, i64 16, !dbg !1091
  %13 = load i64, ptr %12, align 8, !dbg !1095, !range !1096, !invariant.load !44, !noalias !1015
    #dbg_value(i64 %13, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1093)
    #dbg_value(ptr %.val.i.i, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1066)
    #dbg_value(ptr %.val.i.i, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1073)
    #dbg_value(ptr %.val.i.i, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1084)
    #dbg_value(ptr %.val.i.i, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1089)
    #dbg_value(ptr %.val.i.i, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1055)
    #dbg_value(ptr poison, !1097, !DIExpression(), !1107)
    #dbg_value(ptr poison, !1109, !DIExpression(), !1115)
    #dbg_value(ptr %.val.i.i, !1105, !DIExpression(), !1107)
    #dbg_value(ptr %.val.i.i, !1113, !DIExpression(), !1115)
    #dbg_value(ptr %.val.i.i, !1117, !DIExpression(), !1124)
    #dbg_value(i64 %13, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1107)
    #dbg_value(i64 %13, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1115)
    #dbg_value(i64 %13, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1124)
    #dbg_value(i64 %13, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1132)
    #dbg_value(i64 %10, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1107)
    #dbg_value(i64 %10, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1115)
    #dbg_value(i64 %10, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1124)
    #dbg_value(i64 %10, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1132)
    #dbg_value(ptr %.val.i.i, !1131, !DIExpression(), !1132)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %.val.i.i, i64 noundef %10, i64 noundef range(i64 1, -9223372036854775807) %13) #15, !dbg !1134, !noalias !1015
  br label %"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E.exit.i", !dbg !1135

"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E.exit.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i, %bb2.i.i.i.i, %bb2.i.i, %start
  store i64 1, ptr %_38.i, align 8, !dbg !987, !noalias !862
  %_7.sroa.4.0._38.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_37.i, i64 32, !dbg !987
  store ptr null, ptr %_7.sroa.4.0._38.sroa_idx.i, align 8, !dbg !987, !noalias !862
  %_7.sroa.5.0._38.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_37.i, i64 40, !dbg !987
  store i64 %_0.i.i.i.i, ptr %_7.sroa.5.0._38.sroa_idx.i, align 8, !dbg !987, !noalias !862
  call void @llvm.lifetime.start.p0(ptr nonnull %_x.i), !dbg !1136, !noalias !862
  store ptr %_37.i, ptr %_x.i, align 8, !dbg !1136, !noalias !862
    #dbg_value(ptr %_x.i, !1137, !DIExpression(), !1143)
    #dbg_value(ptr %_x.i, !1145, !DIExpression(), !1152)
    #dbg_value(i64 1, !1154, !DIExpression(), !1164)
    #dbg_value(i8 1, !1163, !DIExpression(), !1164)
    #dbg_value(i64 1, !1166, !DIExpression(), !1176)
    #dbg_value(i8 1, !1173, !DIExpression(), !1176)
    #dbg_value(ptr %_37.i, !1162, !DIExpression(), !1178)
    #dbg_value(ptr %_37.i, !1172, !DIExpression(), !1176)
  %14 = atomicrmw sub ptr %_37.i, i64 1 release, align 8, !dbg !1179, !noalias !1180
  %15 = icmp eq i64 %14, 1, !dbg !1185
  br i1 %15, label %bb2.i.i3.i, label %"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17he4b9740ca30ca7b8E.exit", !dbg !1185

bb2.i.i3.i:                                       ; preds = %"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E.exit.i"
    #dbg_value(i8 2, !1186, !DIExpression(), !1191)
  fence acquire, !dbg !1193
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h9ec6f4f1b9a671adE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %_x.i) #16, !dbg !1194, !noalias !862
  br label %"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17he4b9740ca30ca7b8E.exit", !dbg !1194

"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17he4b9740ca30ca7b8E.exit": ; preds = %"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E.exit.i", %bb2.i.i3.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_x.i), !dbg !1195, !noalias !862
  ret void, !dbg !861
}

; core::ptr::drop_in_place<std::thread::lifecycle::spawn_unchecked<threadnum::spawn_logs::{{closure}},u64>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr153drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadnum..spawn_logs..$u7b$$u7b$closure$u7d$$u7d$$C$u64$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6e8fb1127015dc92E"(ptr noalias noundef align 8 dereferenceable(56) %_1) unnamed_addr #2 !dbg !1196 {
start:
    #dbg_value(ptr %_1, !1198, !DIExpression(), !1201)
    #dbg_value(ptr %_1, !1202, !DIExpression(), !1210)
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 24, !dbg !1212
    #dbg_value(ptr %0, !1213, !DIExpression(), !1221)
; call <std::thread::spawnhook::SpawnHooks as core::ops::drop::Drop>::drop
  tail call void @_RNvXNtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB2_10SpawnHooksNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop(ptr noalias noundef nonnull align 8 dereferenceable(8) %0) #15, !dbg !1223
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1224), !dbg !1223
    #dbg_value(ptr %0, !1227, !DIExpression(), !1235)
  %1 = load ptr, ptr %0, align 8, !dbg !1237, !alias.scope !1238, !noundef !44
  %2 = icmp eq ptr %1, null, !dbg !1237
  br i1 %2, label %"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E.exit.i", label %bb2.i.i.i, !dbg !1237

bb2.i.i.i:                                        ; preds = %start
    #dbg_value(ptr %0, !1243, !DIExpression(), !1249)
    #dbg_value(ptr %0, !1251, !DIExpression(), !1257)
    #dbg_value(i64 1, !1259, !DIExpression(), !1264)
    #dbg_value(i8 1, !1263, !DIExpression(), !1264)
    #dbg_value(i64 1, !1266, !DIExpression(), !1271)
    #dbg_value(i8 1, !1270, !DIExpression(), !1271)
    #dbg_value(ptr %1, !1262, !DIExpression(), !1273)
    #dbg_value(ptr %1, !1269, !DIExpression(), !1271)
  %3 = atomicrmw sub ptr %1, i64 1 release, align 8, !dbg !1274, !noalias !1275
  %4 = icmp eq i64 %3, 1, !dbg !1280
  br i1 %4, label %bb2.i.i.i.i.i, label %"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E.exit.i", !dbg !1280

bb2.i.i.i.i.i:                                    ; preds = %bb2.i.i.i
    #dbg_value(i8 2, !1186, !DIExpression(), !1281)
  fence acquire, !dbg !1283
; call <alloc::sync::Arc<std::thread::spawnhook::SpawnHook>>::drop_slow
  tail call void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook9SpawnHookE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(8) %0) #16, !dbg !1284
  br label %"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E.exit.i", !dbg !1284

"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E.exit.i": ; preds = %bb2.i.i.i.i.i, %bb2.i.i.i, %start
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1285), !dbg !1212
    #dbg_value(ptr %_1, !1288, !DIExpression(), !1296)
  %5 = getelementptr inbounds nuw i8, ptr %_1, i64 8, !dbg !1298
  %_1.val.i.i = load ptr, ptr %5, align 8, !dbg !1298, !alias.scope !1299, !nonnull !44, !noundef !44
  %6 = getelementptr inbounds nuw i8, ptr %_1, i64 16, !dbg !1298
  %_1.val1.i.i = load i64, ptr %6, align 8, !dbg !1298, !alias.scope !1299, !noundef !44
    #dbg_value(ptr poison, !1300, !DIExpression(), !1308)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1310), !dbg !1313
    #dbg_value(ptr %_1.val.i.i, !1314, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1324)
    #dbg_value(i64 %_1.val1.i.i, !1314, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1324)
  %_74.i.i.i.i = icmp eq i64 %_1.val1.i.i, 0, !dbg !1326
  br i1 %_74.i.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2bfe633129fee094E.exit.i.i", label %bb2.i.i.i.i, !dbg !1326

bb2.i.i.i.i:                                      ; preds = %"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E.exit.i", %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17h3d4aebabd8526a57E.exit.i.i.i.i"
  %_3.sroa.0.05.i.i.i.i = phi i64 [ %7, %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17h3d4aebabd8526a57E.exit.i.i.i.i" ], [ 0, %"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E.exit.i" ]
  %_6.i.i.i.i = getelementptr inbounds nuw %"alloc::boxed::Box<dyn core::ops::function::FnOnce() + core::marker::Send>", ptr %_1.val.i.i, i64 %_3.sroa.0.05.i.i.i.i, !dbg !1326
  %7 = add nuw i64 %_3.sroa.0.05.i.i.i.i, 1, !dbg !1326
  %_6.val.i.i.i.i = load ptr, ptr %_6.i.i.i.i, align 8, !dbg !1326, !alias.scope !1310, !noalias !1285
  %8 = getelementptr i8, ptr %_6.i.i.i.i, i64 8, !dbg !1326
  %_6.val3.i.i.i.i = load ptr, ptr %8, align 8, !dbg !1326, !alias.scope !1310, !noalias !1285, !nonnull !44, !align !1327, !noundef !44
    #dbg_value(ptr poison, !1328, !DIExpression(), !1334)
  %9 = load ptr, ptr %_6.val3.i.i.i.i, align 8, !dbg !1336, !invariant.load !44, !noalias !1337
  %.not.i.i.i.i.i = icmp eq ptr %9, null, !dbg !1336
  br i1 %.not.i.i.i.i.i, label %bb2.i.i.i.i1.i, label %is_not_null.i.i.i.i.i, !dbg !1336

is_not_null.i.i.i.i.i:                            ; preds = %bb2.i.i.i.i
  %10 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %10)
  tail call void %9(ptr noundef nonnull %_6.val.i.i.i.i) #17, !dbg !1336, !noalias !1337
  br label %bb2.i.i.i.i1.i, !dbg !1336

bb2.i.i.i.i1.i:                                   ; preds = %is_not_null.i.i.i.i.i, %bb2.i.i.i.i
    #dbg_value(ptr poison, !1338, !DIExpression(), !1363)
    #dbg_value(ptr poison, !1344, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1365)
    #dbg_value(ptr %_6.val3.i.i.i.i, !1344, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1365)
    #dbg_value(ptr poison, !1366, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1375)
    #dbg_value(ptr poison, !1377, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1382)
    #dbg_value(ptr poison, !1384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1392)
    #dbg_value(ptr poison, !1394, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1397)
    #dbg_value(ptr %_6.val3.i.i.i.i, !1366, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1375)
    #dbg_value(ptr %_6.val3.i.i.i.i, !1377, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1382)
    #dbg_value(ptr %_6.val3.i.i.i.i, !1384, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1392)
    #dbg_value(ptr %_6.val3.i.i.i.i, !1394, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1397)
  %11 = getelementptr inbounds nuw i8, ptr %_6.val3.i.i.i.i, i64 8, !dbg !1399
  %12 = load i64, ptr %11, align 8, !dbg !1399, !range !1092, !invariant.load !44, !noalias !1337
    #dbg_value(i64 poison, !1360, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1400)
    #dbg_value(i64 %12, !1360, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1400)
  %13 = icmp eq i64 %12, 0, !dbg !1401
  br i1 %13, label %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17h3d4aebabd8526a57E.exit.i.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i, !dbg !1401

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i: ; preds = %bb2.i.i.i.i1.i
  %14 = getelementptr inbounds nuw i8, ptr %_6.val3.i.i.i.i, i64 16, !dbg !1399
  %15 = load i64, ptr %14, align 8, !dbg !1402, !range !1096, !invariant.load !44, !noalias !1337
    #dbg_value(i64 %15, !1360, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1400)
  %16 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %16)
    #dbg_value(ptr %_6.val.i.i.i.i, !1366, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1375)
    #dbg_value(ptr %_6.val.i.i.i.i, !1377, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1382)
    #dbg_value(ptr %_6.val.i.i.i.i, !1384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1392)
    #dbg_value(ptr %_6.val.i.i.i.i, !1394, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1397)
    #dbg_value(ptr %_6.val.i.i.i.i, !1344, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1365)
    #dbg_value(ptr poison, !1097, !DIExpression(), !1403)
    #dbg_value(ptr poison, !1109, !DIExpression(), !1405)
    #dbg_value(ptr %_6.val.i.i.i.i, !1105, !DIExpression(), !1403)
    #dbg_value(ptr %_6.val.i.i.i.i, !1113, !DIExpression(), !1405)
    #dbg_value(ptr %_6.val.i.i.i.i, !1117, !DIExpression(), !1407)
    #dbg_value(i64 %15, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1403)
    #dbg_value(i64 %15, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1405)
    #dbg_value(i64 %15, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1407)
    #dbg_value(i64 %15, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1409)
    #dbg_value(i64 %12, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1403)
    #dbg_value(i64 %12, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1405)
    #dbg_value(i64 %12, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1407)
    #dbg_value(i64 %12, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1409)
    #dbg_value(ptr %_6.val.i.i.i.i, !1131, !DIExpression(), !1409)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef %12, i64 noundef range(i64 1, -9223372036854775807) %15) #15, !dbg !1411, !noalias !1337
  br label %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17h3d4aebabd8526a57E.exit.i.i.i.i", !dbg !1412

"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17h3d4aebabd8526a57E.exit.i.i.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i, %bb2.i.i.i.i1.i
  %_7.i.i.i.i = icmp eq i64 %7, %_1.val1.i.i, !dbg !1326
  br i1 %_7.i.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2bfe633129fee094E.exit.i.i", label %bb2.i.i.i.i, !dbg !1326

"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2bfe633129fee094E.exit.i.i": ; preds = %"_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17h3d4aebabd8526a57E.exit.i.i.i.i", %"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E.exit.i"
  %_1.val2.i.i = load i64, ptr %_1, align 8, !dbg !1298, !range !1092, !alias.scope !1299, !noundef !44
    #dbg_value(ptr poison, !1413, !DIExpression(), !1421)
    #dbg_value(ptr poison, !1423, !DIExpression(), !1431)
    #dbg_value(ptr poison, !1433, !DIExpression(), !1444)
    #dbg_value(i64 8, !1440, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1444)
    #dbg_value(i64 16, !1440, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1444)
    #dbg_value(ptr poison, !1446, !DIExpression(), !1475)
    #dbg_value(i64 8, !1470, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1475)
    #dbg_value(i64 16, !1470, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1475)
    #dbg_value(i64 16, !1477, !DIExpression(), !1485)
  %17 = icmp eq i64 %_1.val2.i.i, 0, !dbg !1487
  br i1 %17, label %"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE.exit", label %bb2.i.i.i4.i.i, !dbg !1487

bb2.i.i.i4.i.i:                                   ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2bfe633129fee094E.exit.i.i"
    #dbg_value(i64 %_1.val2.i.i, !1484, !DIExpression(), !1485)
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %_1.val2.i.i, 4, !dbg !1488
    #dbg_value(ptr %_1.val.i.i, !1441, !DIExpression(), !1489)
    #dbg_value(i64 8, !1443, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1489)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1443, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1489)
    #dbg_value(ptr poison, !1097, !DIExpression(), !1490)
    #dbg_value(ptr poison, !1109, !DIExpression(), !1492)
    #dbg_value(ptr %_1.val.i.i, !1105, !DIExpression(), !1490)
    #dbg_value(ptr %_1.val.i.i, !1113, !DIExpression(), !1492)
    #dbg_value(ptr %_1.val.i.i, !1117, !DIExpression(), !1494)
    #dbg_value(i64 8, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1490)
    #dbg_value(i64 8, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1492)
    #dbg_value(i64 8, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1494)
    #dbg_value(i64 8, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1496)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1490)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1492)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1494)
    #dbg_value(i64 %alloc_size.i.i.i.i.i.i, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1496)
    #dbg_value(ptr %_1.val.i.i, !1131, !DIExpression(), !1496)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val.i.i, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !dbg !1498, !noalias !1285
  br label %"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE.exit", !dbg !1499

"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE.exit": ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2bfe633129fee094E.exit.i.i", %bb2.i.i.i4.i.i
  %18 = getelementptr inbounds nuw i8, ptr %_1, i64 32, !dbg !1500
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1501), !dbg !1500
    #dbg_value(ptr %18, !1137, !DIExpression(), !1504)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1506), !dbg !1509
    #dbg_value(ptr %18, !1145, !DIExpression(), !1510)
    #dbg_value(ptr %18, !1512, !DIExpression(), !1515)
    #dbg_value(i64 1, !1154, !DIExpression(), !1517)
    #dbg_value(i8 1, !1163, !DIExpression(), !1517)
    #dbg_value(i64 1, !1166, !DIExpression(), !1519)
    #dbg_value(i8 1, !1173, !DIExpression(), !1519)
  %_10.i.i = load ptr, ptr %18, align 8, !dbg !1521, !alias.scope !1524, !nonnull !44, !noundef !44
    #dbg_value(ptr %_10.i.i, !1162, !DIExpression(), !1525)
    #dbg_value(ptr %_10.i.i, !1172, !DIExpression(), !1519)
  %19 = atomicrmw sub ptr %_10.i.i, i64 1 release, align 8, !dbg !1526, !noalias !1524
  %20 = icmp eq i64 %19, 1, !dbg !1527
  br i1 %20, label %bb2.i.i, label %"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit", !dbg !1527

bb2.i.i:                                          ; preds = %"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE.exit"
    #dbg_value(i8 2, !1186, !DIExpression(), !1528)
  fence acquire, !dbg !1530
; call alloc::sync::Arc<T,A>::drop_slow
  tail call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h9ec6f4f1b9a671adE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %18) #16, !dbg !1531
  br label %"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit", !dbg !1531

"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit": ; preds = %"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE.exit", %bb2.i.i
  ret void, !dbg !1500
}

; core::ptr::drop_in_place<std::io::error::Error>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h21d7eb9ae9a81231E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !1532 {
start:
    #dbg_value(ptr %_1, !1537, !DIExpression(), !1540)
  %_1.val = load ptr, ptr %_1, align 8, !dbg !1541, !nonnull !44, !noundef !44
    #dbg_value(ptr poison, !1542, !DIExpression(), !1550)
    #dbg_value(ptr poison, !1552, !DIExpression(), !1560)
    #dbg_value(ptr %_1.val, !1562, !DIExpression(), !1583)
    #dbg_declare(ptr poison, !1569, !DIExpression(), !1585)
    #dbg_value(i64 1, !1586, !DIExpression(), !1596)
    #dbg_value(i64 1, !1598, !DIExpression(), !1604)
    #dbg_value(i64 -1, !1606, !DIExpression(), !1613)
    #dbg_value(ptr %_1.val, !1615, !DIExpression(), !1620)
    #dbg_value(ptr %_1.val, !1595, !DIExpression(), !1596)
  %bits.i.i.i = ptrtoint ptr %_1.val to i64, !dbg !1622
    #dbg_value(i64 %bits.i.i.i, !1570, !DIExpression(), !1623)
  %_5.i.i.i = and i64 %bits.i.i.i, 3, !dbg !1624
  switch i64 %_5.i.i.i, label %default.unreachable [
    i64 2, label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hc6b5bd34f3ddbe39E.exit"
    i64 3, label %bb4.i.i.i
    i64 0, label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hc6b5bd34f3ddbe39E.exit"
    i64 1, label %bb2.i2.i.i
  ], !dbg !1625, !prof !1626

default.unreachable:                              ; preds = %start
  unreachable

bb4.i.i.i:                                        ; preds = %start
    #dbg_value(i64 %bits.i.i.i, !1574, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1627)
    #dbg_value(i32 poison, !1628, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1658)
    #dbg_value(ptr poison, !1655, !DIExpression(), !1660)
  %0 = icmp ult ptr %_1.val, inttoptr (i64 180388626432 to ptr), !dbg !1661
  tail call void @llvm.assume(i1 %0), !dbg !1662
  br label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hc6b5bd34f3ddbe39E.exit", !dbg !1663

bb2.i2.i.i:                                       ; preds = %start
    #dbg_value(ptr %_1.val, !1603, !DIExpression(), !1604)
    #dbg_value(ptr %_1.val, !1612, !DIExpression(), !1613)
  %1 = getelementptr i8, ptr %_1.val, i64 -1, !dbg !1664
    #dbg_value(ptr poison, !1665, !DIExpression(), !1671)
  %2 = icmp ne ptr %1, null
  tail call void @llvm.assume(i1 %2)
    #dbg_value(ptr poison, !1673, !DIExpression(), !1681)
  %_6.val.i.i.i.i = load ptr, ptr %1, align 8, !dbg !1683
  %3 = getelementptr i8, ptr %_1.val, i64 7, !dbg !1683
  %_6.val1.i.i.i.i = load ptr, ptr %3, align 8, !dbg !1683, !nonnull !44, !align !1327, !noundef !44
    #dbg_value(ptr poison, !1684, !DIExpression(), !1691)
    #dbg_value(ptr poison, !1693, !DIExpression(), !1701)
  %4 = load ptr, ptr %_6.val1.i.i.i.i, align 8, !dbg !1703, !invariant.load !44
  %.not.i.i.i.i.i.i = icmp eq ptr %4, null, !dbg !1703
  br i1 %.not.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i, label %is_not_null.i.i.i.i.i.i, !dbg !1703

is_not_null.i.i.i.i.i.i:                          ; preds = %bb2.i2.i.i
  %5 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %5)
  tail call void %4(ptr noundef nonnull %_6.val.i.i.i.i) #17, !dbg !1703
  br label %bb2.i.i.i.i.i.i, !dbg !1703

bb2.i.i.i.i.i.i:                                  ; preds = %is_not_null.i.i.i.i.i.i, %bb2.i2.i.i
    #dbg_value(ptr poison, !1704, !DIExpression(), !1729)
    #dbg_value(ptr poison, !1710, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1731)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1710, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1731)
    #dbg_value(ptr poison, !1732, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1741)
    #dbg_value(ptr poison, !1743, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1748)
    #dbg_value(ptr poison, !1750, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1758)
    #dbg_value(ptr poison, !1760, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1763)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1732, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1741)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1743, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1748)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1750, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1758)
    #dbg_value(ptr %_6.val1.i.i.i.i, !1760, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1763)
  %6 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 8, !dbg !1765
  %7 = load i64, ptr %6, align 8, !dbg !1765, !range !1092, !invariant.load !44
    #dbg_value(i64 poison, !1726, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1766)
    #dbg_value(i64 %7, !1726, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1766)
  %8 = icmp eq i64 %7, 0, !dbg !1767
  br i1 %8, label %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h465067f8bfd939a9E.exit.i.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i, !dbg !1767

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i: ; preds = %bb2.i.i.i.i.i.i
  %9 = getelementptr inbounds nuw i8, ptr %_6.val1.i.i.i.i, i64 16, !dbg !1765
  %10 = load i64, ptr %9, align 8, !dbg !1768, !range !1096, !invariant.load !44
    #dbg_value(i64 %10, !1726, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1766)
  %11 = icmp ne ptr %_6.val.i.i.i.i, null
  tail call void @llvm.assume(i1 %11)
    #dbg_value(ptr %_6.val.i.i.i.i, !1732, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1741)
    #dbg_value(ptr %_6.val.i.i.i.i, !1743, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1748)
    #dbg_value(ptr %_6.val.i.i.i.i, !1750, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1758)
    #dbg_value(ptr %_6.val.i.i.i.i, !1760, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1763)
    #dbg_value(ptr %_6.val.i.i.i.i, !1710, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1731)
    #dbg_value(ptr poison, !1097, !DIExpression(), !1769)
    #dbg_value(ptr poison, !1109, !DIExpression(), !1771)
    #dbg_value(ptr %_6.val.i.i.i.i, !1105, !DIExpression(), !1769)
    #dbg_value(ptr %_6.val.i.i.i.i, !1113, !DIExpression(), !1771)
    #dbg_value(ptr %_6.val.i.i.i.i, !1117, !DIExpression(), !1773)
    #dbg_value(i64 %10, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1769)
    #dbg_value(i64 %10, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1771)
    #dbg_value(i64 %10, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1773)
    #dbg_value(i64 %10, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1775)
    #dbg_value(i64 %7, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1769)
    #dbg_value(i64 %7, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1771)
    #dbg_value(i64 %7, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1773)
    #dbg_value(i64 %7, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1775)
    #dbg_value(ptr %_6.val.i.i.i.i, !1131, !DIExpression(), !1775)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val.i.i.i.i, i64 noundef %7, i64 noundef range(i64 1, -9223372036854775807) %10) #15, !dbg !1777
  br label %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h465067f8bfd939a9E.exit.i.i.i", !dbg !1778

"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h465067f8bfd939a9E.exit.i.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i
    #dbg_value(ptr poison, !1779, !DIExpression(), !1799)
    #dbg_value(i64 8, !1796, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1801)
    #dbg_value(i64 24, !1796, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1801)
    #dbg_value(ptr %1, !1785, !DIExpression(), !1802)
    #dbg_value(ptr poison, !1097, !DIExpression(), !1803)
    #dbg_value(ptr poison, !1109, !DIExpression(), !1805)
    #dbg_value(ptr %1, !1105, !DIExpression(), !1803)
    #dbg_value(ptr %1, !1113, !DIExpression(), !1805)
    #dbg_value(ptr %1, !1117, !DIExpression(), !1807)
    #dbg_value(i64 8, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(i64 8, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1805)
    #dbg_value(i64 8, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1807)
    #dbg_value(i64 8, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1809)
    #dbg_value(i64 24, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(i64 24, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1805)
    #dbg_value(i64 24, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1807)
    #dbg_value(i64 24, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1809)
    #dbg_value(ptr %1, !1131, !DIExpression(), !1809)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %1, i64 noundef 24, i64 noundef 8) #15, !dbg !1811
  br label %"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hc6b5bd34f3ddbe39E.exit", !dbg !1812

"_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hc6b5bd34f3ddbe39E.exit": ; preds = %start, %start, %bb4.i.i.i, %"_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h465067f8bfd939a9E.exit.i.i.i"
  ret void, !dbg !1541
}

; alloc::sync::Arc<T,A>::drop_slow
; Function Attrs: noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h4995a6a00c393f4bE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !1813 {
start:
    #dbg_value(ptr %self, !1819, !DIExpression(), !1828)
  %_3 = load ptr, ptr %self, align 8, !dbg !1829, !nonnull !44, !noundef !44
    #dbg_value(ptr %_3, !1820, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1830)
    #dbg_value(ptr %self, !1820, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1830)
  %_6 = getelementptr inbounds nuw i8, ptr %_3, i64 16, !dbg !1831
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1832), !dbg !1835
    #dbg_value(ptr %_6, !1836, !DIExpression(), !1842)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1844), !dbg !1847
    #dbg_value(ptr %_6, !1848, !DIExpression(), !1856)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1858), !dbg !1861
    #dbg_value(ptr %_6, !1862, !DIExpression(), !1870)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1872), !dbg !1875
    #dbg_value(ptr %_6, !1876, !DIExpression(), !1884)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1886), !dbg !1889
    #dbg_value(ptr %_6, !1890, !DIExpression(), !1896)
    #dbg_value(ptr %_6, !1898, !DIExpression(), !1906)
    #dbg_value(i64 1, !1908, !DIExpression(), !1913)
    #dbg_value(i8 1, !1912, !DIExpression(), !1913)
    #dbg_value(i64 1, !1915, !DIExpression(), !1920)
    #dbg_value(i8 1, !1919, !DIExpression(), !1920)
  %_10.i.i.i.i.i = load ptr, ptr %_6, align 8, !dbg !1922, !alias.scope !1929, !nonnull !44, !noundef !44
    #dbg_value(ptr %_10.i.i.i.i.i, !1911, !DIExpression(), !1930)
    #dbg_value(ptr %_10.i.i.i.i.i, !1918, !DIExpression(), !1920)
  %0 = atomicrmw sub ptr %_10.i.i.i.i.i, i64 1 release, align 8, !dbg !1931, !noalias !1929
  %1 = icmp eq i64 %0, 1, !dbg !1932
  br i1 %1, label %bb2.i.i.i.i.i, label %"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E.exit", !dbg !1932

bb2.i.i.i.i.i:                                    ; preds = %start
    #dbg_value(i8 2, !1186, !DIExpression(), !1933)
  fence acquire, !dbg !1935
; call <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  tail call void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(24) %_6) #16, !dbg !1936
  br label %"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E.exit", !dbg !1936

"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E.exit": ; preds = %start, %bb2.i.i.i.i.i
    #dbg_value(ptr poison, !1937, !DIExpression(), !1945)
    #dbg_value(ptr poison, !1947, !DIExpression(), !1962)
    #dbg_value(ptr poison, !1964, !DIExpression(), !1987)
    #dbg_value(i64 1, !1989, !DIExpression(), !1994)
    #dbg_value(i8 1, !1993, !DIExpression(), !1994)
    #dbg_value(i64 1, !1996, !DIExpression(), !2001)
    #dbg_value(i8 1, !2000, !DIExpression(), !2001)
    #dbg_value(ptr %_3, !1984, !DIExpression(), !2003)
  %2 = icmp eq ptr %_3, inttoptr (i64 -1 to ptr), !dbg !2004
  br i1 %2, label %"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hf78cd8b435683a02E.exit", label %bb8.i.i, !dbg !2004

bb8.i.i:                                          ; preds = %"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E.exit"
  %_19.i.i = getelementptr inbounds nuw i8, ptr %_3, i64 8, !dbg !2005
    #dbg_value(ptr %_19.i.i, !1954, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2006)
    #dbg_value(ptr %_19.i.i, !1960, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2007)
    #dbg_value(ptr %_19.i.i, !1992, !DIExpression(), !1994)
    #dbg_value(ptr %_3, !1954, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2006)
    #dbg_value(ptr %_3, !1960, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2007)
    #dbg_value(ptr %_19.i.i, !1999, !DIExpression(), !2001)
  %3 = atomicrmw sub ptr %_19.i.i, i64 1 release, align 8, !dbg !2008
  %4 = icmp eq i64 %3, 1, !dbg !2009
  br i1 %4, label %bb1.i.i, label %"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hf78cd8b435683a02E.exit", !dbg !2009

bb1.i.i:                                          ; preds = %bb8.i.i
    #dbg_value(i8 2, !1186, !DIExpression(), !2010)
  fence acquire, !dbg !2012
    #dbg_value(ptr poison, !2013, !DIExpression(), !2023)
    #dbg_value(ptr %_3, !2021, !DIExpression(), !2023)
    #dbg_value(i64 8, !2022, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2023)
    #dbg_value(i64 40, !2022, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2023)
    #dbg_value(ptr poison, !1097, !DIExpression(), !2025)
    #dbg_value(ptr poison, !1109, !DIExpression(), !2027)
    #dbg_value(ptr %_3, !1105, !DIExpression(), !2025)
    #dbg_value(ptr %_3, !1113, !DIExpression(), !2027)
    #dbg_value(ptr %_3, !1117, !DIExpression(), !2029)
    #dbg_value(i64 8, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2025)
    #dbg_value(i64 8, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2027)
    #dbg_value(i64 8, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2029)
    #dbg_value(i64 8, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2031)
    #dbg_value(i64 40, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2025)
    #dbg_value(i64 40, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2027)
    #dbg_value(i64 40, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2029)
    #dbg_value(i64 40, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2031)
    #dbg_value(ptr %_3, !1131, !DIExpression(), !2031)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3, i64 noundef 40, i64 noundef 8) #15, !dbg !2033
  br label %"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hf78cd8b435683a02E.exit", !dbg !2034

"_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hf78cd8b435683a02E.exit": ; preds = %"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E.exit", %bb8.i.i, %bb1.i.i
  ret void, !dbg !2035
}

; alloc::sync::Arc<T,A>::drop_slow
; Function Attrs: noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h9ec6f4f1b9a671adE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !2036 {
start:
    #dbg_value(ptr %self, !2039, !DIExpression(), !2047)
  %_3 = load ptr, ptr %self, align 8, !dbg !2048, !nonnull !44, !noundef !44
    #dbg_value(ptr %_3, !2040, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2049)
    #dbg_value(ptr %self, !2040, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !2049)
  %_6 = getelementptr inbounds nuw i8, ptr %_3, i64 16, !dbg !2050
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2051), !dbg !2054
    #dbg_value(ptr %_6, !2055, !DIExpression(), !2061)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2063), !dbg !2066
    #dbg_declare(ptr poison, !2067, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2128)
    #dbg_value(ptr poison, !2099, !DIExpression(), !2150)
    #dbg_value(ptr %_6, !2140, !DIExpression(), !2151)
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 24, !dbg !2152
  %_5.i.i = load i64, ptr %0, align 8, !dbg !2152, !range !996, !alias.scope !2153, !noundef !44
  %1 = trunc nuw i64 %_5.i.i to i1, !dbg !2154
  %2 = getelementptr inbounds nuw i8, ptr %_3, i64 32, !dbg !2154
  %3 = load ptr, ptr %2, align 8, !dbg !2154, !alias.scope !2153
  %4 = icmp ne ptr %3, null, !dbg !2154
  %unhandled_panic.sroa.0.0.i.i = select i1 %1, i1 %4, i1 false, !dbg !2154
    #dbg_value(i8 poison, !2141, !DIExpression(), !2155)
    #dbg_value(ptr %0, !2132, !DIExpression(), !2156)
    #dbg_value(ptr %0, !2098, !DIExpression(), !2157)
    #dbg_value(ptr %0, !2067, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2158)
    #dbg_value(ptr undef, !2099, !DIExpression(), !2150)
    #dbg_value(ptr poison, !2159, !DIExpression(), !2169)
    #dbg_value(ptr poison, !2162, !DIExpression(), !2171)
    #dbg_value(ptr poison, !2165, !DIExpression(), !2172)
    #dbg_value(ptr %0, !2167, !DIExpression(), !2173)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2174), !dbg !2177
    #dbg_value(ptr %0, !2178, !DIExpression(), !2187)
    #dbg_declare(ptr poison, !2184, !DIExpression(), !2189)
    #dbg_declare(ptr poison, !2183, !DIExpression(), !2189)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2190), !dbg !2193
    #dbg_value(ptr %0, !2194, !DIExpression(), !2202)
    #dbg_declare(ptr poison, !2199, !DIExpression(), !2204)
    #dbg_value(ptr poison, !2205, !DIExpression(DW_OP_deref, DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !2211)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2213), !dbg !2216
    #dbg_value(ptr %0, !988, !DIExpression(), !2217)
  %5 = icmp eq i64 %_5.i.i, 0, !dbg !2219
  br i1 %5, label %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h68b7bacb8d78dd59E.exit.i.i", label %bb2.i.i.i.i.i.i.i, !dbg !2219

bb2.i.i.i.i.i.i.i:                                ; preds = %start
  %6 = getelementptr inbounds nuw i8, ptr %_3, i64 40, !dbg !2219
  %.val1.i.i.i.i.i.i.i = load ptr, ptr %6, align 8, !dbg !2219, !alias.scope !2220
    #dbg_value(ptr poison, !997, !DIExpression(), !2221)
  %7 = icmp eq ptr %3, null, !dbg !2223
  br i1 %7, label %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h68b7bacb8d78dd59E.exit.i.i", label %bb2.i.i.i.i.i.i.i.i, !dbg !2223

bb2.i.i.i.i.i.i.i.i:                              ; preds = %bb2.i.i.i.i.i.i.i
  %8 = icmp ne ptr %.val1.i.i.i.i.i.i.i, null
  tail call void @llvm.assume(i1 %8)
    #dbg_value(ptr poison, !1006, !DIExpression(), !2224)
  %9 = load ptr, ptr %.val1.i.i.i.i.i.i.i, align 8, !dbg !2226, !invariant.load !44, !noalias !2220
  %.not.i.i.i.i.i.i.i.i.i = icmp eq ptr %9, null, !dbg !2226
  br i1 %.not.i.i.i.i.i.i.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i, label %is_not_null.i.i.i.i.i.i.i.i.i, !dbg !2226

is_not_null.i.i.i.i.i.i.i.i.i:                    ; preds = %bb2.i.i.i.i.i.i.i.i
  tail call void %9(ptr noundef nonnull %3) #17, !dbg !2226, !noalias !2220
  br label %bb2.i.i.i.i.i.i.i.i.i, !dbg !2226

bb2.i.i.i.i.i.i.i.i.i:                            ; preds = %is_not_null.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i
    #dbg_value(ptr poison, !1016, !DIExpression(), !2227)
    #dbg_value(ptr poison, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2229)
    #dbg_value(ptr %.val1.i.i.i.i.i.i.i, !1025, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2229)
    #dbg_value(ptr poison, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2230)
    #dbg_value(ptr poison, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2232)
    #dbg_value(ptr poison, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2234)
    #dbg_value(ptr poison, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2236)
    #dbg_value(ptr %.val1.i.i.i.i.i.i.i, !1056, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2230)
    #dbg_value(ptr %.val1.i.i.i.i.i.i.i, !1068, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2232)
    #dbg_value(ptr %.val1.i.i.i.i.i.i.i, !1075, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2234)
    #dbg_value(ptr %.val1.i.i.i.i.i.i.i, !1086, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2236)
  %10 = getelementptr inbounds nuw i8, ptr %.val1.i.i.i.i.i.i.i, i64 8, !dbg !2238
  %11 = load i64, ptr %10, align 8, !dbg !2238, !range !1092, !invariant.load !44, !noalias !2220
    #dbg_value(i64 poison, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2239)
    #dbg_value(i64 %11, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2239)
  %12 = icmp eq i64 %11, 0, !dbg !2240
  br i1 %12, label %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h68b7bacb8d78dd59E.exit.i.i", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i.i, !dbg !2240

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i.i: ; preds = %bb2.i.i.i.i.i.i.i.i.i
  %13 = getelementptr inbounds nuw i8, ptr %.val1.i.i.i.i.i.i.i, i64 16, !dbg !2238
  %14 = load i64, ptr %13, align 8, !dbg !2241, !range !1096, !invariant.load !44, !noalias !2220
    #dbg_value(i64 %14, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2239)
    #dbg_value(ptr %3, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2230)
    #dbg_value(ptr %3, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2232)
    #dbg_value(ptr %3, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2234)
    #dbg_value(ptr %3, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2236)
    #dbg_value(ptr %3, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2229)
    #dbg_value(ptr poison, !1097, !DIExpression(), !2242)
    #dbg_value(ptr poison, !1109, !DIExpression(), !2244)
    #dbg_value(ptr %3, !1105, !DIExpression(), !2242)
    #dbg_value(ptr %3, !1113, !DIExpression(), !2244)
    #dbg_value(ptr %3, !1117, !DIExpression(), !2246)
    #dbg_value(i64 %14, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2242)
    #dbg_value(i64 %14, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2244)
    #dbg_value(i64 %14, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2246)
    #dbg_value(i64 %14, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2248)
    #dbg_value(i64 %11, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2242)
    #dbg_value(i64 %11, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2244)
    #dbg_value(i64 %11, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2246)
    #dbg_value(i64 %11, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2248)
    #dbg_value(ptr %3, !1131, !DIExpression(), !2248)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef %11, i64 noundef range(i64 1, -9223372036854775807) %14) #15, !dbg !2250, !noalias !2220
  br label %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h68b7bacb8d78dd59E.exit.i.i", !dbg !2251

"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h68b7bacb8d78dd59E.exit.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i, %start
  store i64 0, ptr %0, align 8, !dbg !2216, !alias.scope !2252
  %15 = load ptr, ptr %_6, align 8, !dbg !2253, !alias.scope !2153, !noundef !44
  %.not1.i.i = icmp eq ptr %15, null, !dbg !2253
  br i1 %.not1.i.i, label %"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit", label %bb2.i.i, !dbg !2254

bb2.i.i:                                          ; preds = %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h68b7bacb8d78dd59E.exit.i.i"
    #dbg_value(ptr %_6, !2146, !DIExpression(), !2255)
    #dbg_value(ptr %_6, !2256, !DIExpression(), !2261)
  %_19.i.i = getelementptr inbounds nuw i8, ptr %15, i64 16, !dbg !2263
; call <std::thread::scoped::ScopeData>::decrement_num_running_threads
  tail call void @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread6scopedNtB2_9ScopeData29decrement_num_running_threads(ptr noundef nonnull align 8 %_19.i.i, i1 noundef zeroext %unhandled_panic.sroa.0.0.i.i) #15, !dbg !2264, !noalias !2153
    #dbg_value(ptr %_6, !2265, !DIExpression(), !2273)
    #dbg_value(ptr %_6, !2275, !DIExpression(), !2281)
    #dbg_value(ptr %_6, !2283, !DIExpression(), !2286)
    #dbg_value(i64 1, !2288, !DIExpression(), !2293)
    #dbg_value(i8 1, !2292, !DIExpression(), !2293)
    #dbg_value(i64 1, !2295, !DIExpression(), !2300)
    #dbg_value(i8 1, !2299, !DIExpression(), !2300)
    #dbg_value(ptr %15, !2291, !DIExpression(), !2302)
    #dbg_value(ptr %15, !2298, !DIExpression(), !2300)
  %16 = atomicrmw sub ptr %15, i64 1 release, align 8, !dbg !2303, !noalias !2304
  %17 = icmp eq i64 %16, 1, !dbg !2311
  br i1 %17, label %bb2.i.i.i.i, label %"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE.exit.i", !dbg !2311

bb2.i.i.i.i:                                      ; preds = %bb2.i.i
    #dbg_value(i8 2, !1186, !DIExpression(), !2312)
  fence acquire, !dbg !2314
; call alloc::sync::Arc<T,A>::drop_slow
  tail call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h4995a6a00c393f4bE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(32) %_6) #16, !dbg !2315
  br label %"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE.exit.i", !dbg !2315

"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE.exit.i": ; preds = %bb2.i.i.i.i, %bb2.i.i
  %_2.i.i.pr.i = load i64, ptr %0, align 8, !dbg !2316, !alias.scope !2327
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2332), !dbg !2066
    #dbg_value(ptr %0, !2323, !DIExpression(), !2333)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !2334), !dbg !2335
    #dbg_value(ptr %0, !988, !DIExpression(), !2336)
  %18 = icmp eq i64 %_2.i.i.pr.i, 0, !dbg !2316
  br i1 %18, label %"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit", label %bb2.i.i.i, !dbg !2316

bb2.i.i.i:                                        ; preds = %"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE.exit.i"
  %.val.i.i.i = load ptr, ptr %2, align 8, !dbg !2316, !alias.scope !2327, !noundef !44
  %19 = getelementptr inbounds nuw i8, ptr %_3, i64 40, !dbg !2316
  %.val1.i.i.i = load ptr, ptr %19, align 8, !dbg !2316, !alias.scope !2327
    #dbg_value(ptr poison, !997, !DIExpression(), !2337)
  %20 = icmp eq ptr %.val.i.i.i, null, !dbg !2339
  br i1 %20, label %"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit", label %bb2.i.i.i1.i, !dbg !2339

bb2.i.i.i1.i:                                     ; preds = %bb2.i.i.i
  %21 = icmp ne ptr %.val1.i.i.i, null
  tail call void @llvm.assume(i1 %21)
    #dbg_value(ptr poison, !1006, !DIExpression(), !2340)
  %22 = load ptr, ptr %.val1.i.i.i, align 8, !dbg !2342, !invariant.load !44, !noalias !2327
  %.not.i.i.i.i.i = icmp eq ptr %22, null, !dbg !2342
  br i1 %.not.i.i.i.i.i, label %bb2.i.i.i.i.i, label %is_not_null.i.i.i.i.i, !dbg !2342

is_not_null.i.i.i.i.i:                            ; preds = %bb2.i.i.i1.i
  tail call void %22(ptr noundef nonnull %.val.i.i.i) #17, !dbg !2342, !noalias !2327
  br label %bb2.i.i.i.i.i, !dbg !2342

bb2.i.i.i.i.i:                                    ; preds = %is_not_null.i.i.i.i.i, %bb2.i.i.i1.i
    #dbg_value(ptr poison, !1016, !DIExpression(), !2343)
    #dbg_value(ptr poison, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2345)
    #dbg_value(ptr %.val1.i.i.i, !1025, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2345)
    #dbg_value(ptr poison, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2346)
    #dbg_value(ptr poison, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2348)
    #dbg_value(ptr poison, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2350)
    #dbg_value(ptr poison, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2352)
    #dbg_value(ptr %.val1.i.i.i, !1056, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2346)
    #dbg_value(ptr %.val1.i.i.i, !1068, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2348)
    #dbg_value(ptr %.val1.i.i.i, !1075, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2350)
    #dbg_value(ptr %.val1.i.i.i, !1086, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2352)
  %23 = getelementptr inbounds nuw i8, ptr %.val1.i.i.i, i64 8, !dbg !2354
  %24 = load i64, ptr %23, align 8, !dbg !2354, !range !1092, !invariant.load !44, !noalias !2327
    #dbg_value(i64 poison, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2355)
    #dbg_value(i64 %24, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2355)
  %25 = icmp eq i64 %24, 0, !dbg !2356
  br i1 %25, label %"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit", label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i, !dbg !2356

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i: ; preds = %bb2.i.i.i.i.i
  %26 = getelementptr inbounds nuw i8, ptr %.val1.i.i.i, i64 16, !dbg !2354
  %27 = load i64, ptr %26, align 8, !dbg !2357, !range !1096, !invariant.load !44, !noalias !2327
    #dbg_value(i64 %27, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2355)
    #dbg_value(ptr %.val.i.i.i, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2346)
    #dbg_value(ptr %.val.i.i.i, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2348)
    #dbg_value(ptr %.val.i.i.i, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2350)
    #dbg_value(ptr %.val.i.i.i, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2352)
    #dbg_value(ptr %.val.i.i.i, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2345)
    #dbg_value(ptr poison, !1097, !DIExpression(), !2358)
    #dbg_value(ptr poison, !1109, !DIExpression(), !2360)
    #dbg_value(ptr %.val.i.i.i, !1105, !DIExpression(), !2358)
    #dbg_value(ptr %.val.i.i.i, !1113, !DIExpression(), !2360)
    #dbg_value(ptr %.val.i.i.i, !1117, !DIExpression(), !2362)
    #dbg_value(i64 %27, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2358)
    #dbg_value(i64 %27, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2360)
    #dbg_value(i64 %27, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2362)
    #dbg_value(i64 %27, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2364)
    #dbg_value(i64 %24, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2358)
    #dbg_value(i64 %24, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2360)
    #dbg_value(i64 %24, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2362)
    #dbg_value(i64 %24, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2364)
    #dbg_value(ptr %.val.i.i.i, !1131, !DIExpression(), !2364)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %.val.i.i.i, i64 noundef %24, i64 noundef range(i64 1, -9223372036854775807) %27) #15, !dbg !2366, !noalias !2327
  br label %"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit", !dbg !2367

"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit": ; preds = %"_ZN4core3ptr130drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h68b7bacb8d78dd59E.exit.i.i", %"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE.exit.i", %bb2.i.i.i, %bb2.i.i.i.i.i, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i.i.i.i
    #dbg_value(ptr poison, !2368, !DIExpression(), !2376)
    #dbg_value(ptr poison, !2378, !DIExpression(), !2388)
    #dbg_value(ptr poison, !2390, !DIExpression(), !2400)
    #dbg_value(i64 1, !2402, !DIExpression(), !2407)
    #dbg_value(i8 1, !2406, !DIExpression(), !2407)
    #dbg_value(i64 1, !2409, !DIExpression(), !2414)
    #dbg_value(i8 1, !2413, !DIExpression(), !2414)
    #dbg_value(ptr %_3, !2397, !DIExpression(), !2416)
  %28 = icmp eq ptr %_3, inttoptr (i64 -1 to ptr), !dbg !2417
  br i1 %28, label %"_ZN4core3ptr114drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$u64$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h0e512dccfc80d5f5E.exit", label %bb8.i.i, !dbg !2417

bb8.i.i:                                          ; preds = %"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit"
  %_19.i.i3 = getelementptr inbounds nuw i8, ptr %_3, i64 8, !dbg !2418
    #dbg_value(ptr %_19.i.i3, !2384, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2419)
    #dbg_value(ptr %_19.i.i3, !2386, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2420)
    #dbg_value(ptr %_19.i.i3, !2405, !DIExpression(), !2407)
    #dbg_value(ptr %_3, !2384, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2419)
    #dbg_value(ptr %_3, !2386, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2420)
    #dbg_value(ptr %_19.i.i3, !2412, !DIExpression(), !2414)
  %29 = atomicrmw sub ptr %_19.i.i3, i64 1 release, align 8, !dbg !2421
  %30 = icmp eq i64 %29, 1, !dbg !2422
  br i1 %30, label %bb1.i.i, label %"_ZN4core3ptr114drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$u64$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h0e512dccfc80d5f5E.exit", !dbg !2422

bb1.i.i:                                          ; preds = %bb8.i.i
    #dbg_value(i8 2, !1186, !DIExpression(), !2423)
  fence acquire, !dbg !2425
    #dbg_value(ptr poison, !2013, !DIExpression(), !2426)
    #dbg_value(ptr %_3, !2021, !DIExpression(), !2426)
    #dbg_value(i64 8, !2022, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2426)
    #dbg_value(i64 48, !2022, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2426)
    #dbg_value(ptr poison, !1097, !DIExpression(), !2428)
    #dbg_value(ptr poison, !1109, !DIExpression(), !2430)
    #dbg_value(ptr %_3, !1105, !DIExpression(), !2428)
    #dbg_value(ptr %_3, !1113, !DIExpression(), !2430)
    #dbg_value(ptr %_3, !1117, !DIExpression(), !2432)
    #dbg_value(i64 8, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2428)
    #dbg_value(i64 8, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2430)
    #dbg_value(i64 8, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2432)
    #dbg_value(i64 8, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2434)
    #dbg_value(i64 48, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2428)
    #dbg_value(i64 48, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2430)
    #dbg_value(i64 48, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2432)
    #dbg_value(i64 48, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2434)
    #dbg_value(ptr %_3, !1131, !DIExpression(), !2434)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3, i64 noundef 48, i64 noundef 8) #15, !dbg !2436
  br label %"_ZN4core3ptr114drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$u64$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h0e512dccfc80d5f5E.exit", !dbg !2437

"_ZN4core3ptr114drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$u64$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h0e512dccfc80d5f5E.exit": ; preds = %"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E.exit", %bb8.i.i, %bb1.i.i
  ret void, !dbg !2438
}

; threadnum::spawn_logs
; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @_ZN9threadnum10spawn_logs17h1d957895fbecc04cE(i64 noundef %r, i64 noundef %t1) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !2439 {
bb30.i.i:
  %e.i = alloca [8 x i8], align 8
  %self1.i.i.i.i = alloca [24 x i8], align 8
  %self1.i.i.i = alloca [24 x i8], align 8
    #dbg_declare(ptr %hooks.i.i, !2461, !DIExpression(DW_OP_LLVM_fragment, 0, 256), !2470)
    #dbg_declare(ptr poison, !2548, !DIExpression(DW_OP_LLVM_fragment, 0, 256), !2643)
  %my_packet.i.i = alloca [8 x i8], align 8
  %hooks.i.i = alloca [32 x i8], align 8
  %thread.i.i = alloca [8 x i8], align 8
  %name.i = alloca [24 x i8], align 8
  %self3 = alloca [24 x i8], align 8
    #dbg_declare(ptr poison, !2619, !DIExpression(DW_OP_LLVM_fragment, 328, 56), !2644)
    #dbg_declare(ptr poison, !2632, !DIExpression(DW_OP_LLVM_fragment, 328, 56), !2645)
    #dbg_value(i64 %r, !2443, !DIExpression(), !2646)
    #dbg_value(i64 %t1, !2444, !DIExpression(), !2646)
    #dbg_declare(ptr %self3, !2647, !DIExpression(), !2654)
    #dbg_value(i64 0, !2656, !DIExpression(), !2666)
    #dbg_value(i64 %r, !2641, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2668)
    #dbg_value(i64 %r, !2633, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2669)
    #dbg_value(i64 %t1, !2641, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2668)
    #dbg_value(i64 %t1, !2633, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2669)
    #dbg_value(i64 -9223372036854775808, !2632, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2669)
    #dbg_value(i64 -9223372036854775808, !2619, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2670)
    #dbg_value(i64 0, !2632, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2669)
    #dbg_value(i64 0, !2619, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2670)
    #dbg_value(i8 0, !2632, !DIExpression(DW_OP_LLVM_fragment, 320, 8), !2669)
    #dbg_value(i8 0, !2619, !DIExpression(DW_OP_LLVM_fragment, 320, 8), !2670)
  call void @llvm.lifetime.start.p0(ptr nonnull %name.i), !dbg !2671
    #dbg_value(i64 %r, !2620, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2670)
    #dbg_value(i64 %t1, !2620, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2670)
    #dbg_declare(ptr %name.i, !2621, !DIExpression(), !2672)
  store i64 -9223372036854775808, ptr %name.i, align 8, !dbg !2671, !noalias !2673
    #dbg_value(i64 0, !2622, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2676)
    #dbg_value(i64 undef, !2622, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2676)
    #dbg_value(i1 false, !2623, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2676)
  call void @llvm.lifetime.start.p0(ptr nonnull %hooks.i.i), !dbg !2677, !noalias !2691
    #dbg_value(i64 0, !2537, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2693)
    #dbg_value(i64 0, !2686, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2694)
    #dbg_value(i64 undef, !2537, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2693)
    #dbg_value(i64 undef, !2686, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2694)
    #dbg_value(ptr null, !2539, !DIExpression(), !2693)
    #dbg_declare(ptr %name.i, !2536, !DIExpression(), !2695)
    #dbg_value(i1 false, !2538, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2693)
    #dbg_value(i64 %r, !2540, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2693)
    #dbg_value(i64 %t1, !2540, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2693)
    #dbg_declare(ptr %thread.i.i, !2543, !DIExpression(), !2696)
    #dbg_declare(ptr %hooks.i.i, !2544, !DIExpression(), !2697)
    #dbg_declare(ptr %my_packet.i.i, !2545, !DIExpression(), !2698)
    #dbg_declare(ptr poison, !2687, !DIExpression(), !2699)
    #dbg_value(i64 1, !2700, !DIExpression(), !2706)
    #dbg_value(i8 0, !2705, !DIExpression(), !2706)
    #dbg_value(i64 1, !2717, !DIExpression(), !2722)
    #dbg_value(i8 0, !2721, !DIExpression(), !2722)
    #dbg_declare(ptr poison, !2724, !DIExpression(), !2731)
    #dbg_value(i64 1, !2700, !DIExpression(), !2733)
    #dbg_value(i8 0, !2705, !DIExpression(), !2733)
    #dbg_value(i64 1, !2717, !DIExpression(), !2762)
    #dbg_value(i8 0, !2721, !DIExpression(), !2762)
    #dbg_declare(ptr poison, !2765, !DIExpression(), !2774)
    #dbg_declare(ptr %self1.i.i.i, !2776, !DIExpression(), !2812)
    #dbg_value(i8 0, !2814, !DIExpression(), !2821)
    #dbg_declare(ptr poison, !2809, !DIExpression(), !2823)
    #dbg_value(i64 2097152, !2824, !DIExpression(), !2833)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !2835, !DIExpression(), !2843)
    #dbg_value(i8 0, !2842, !DIExpression(), !2843)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !2820, !DIExpression(), !2821)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !2845, !DIExpression(), !2852)
    #dbg_value(i8 0, !2851, !DIExpression(), !2852)
  %0 = load atomic i64, ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN monotonic, align 8, !dbg !2854, !noalias !2855
    #dbg_value(i64 %0, !2770, !DIExpression(), !2859)
  %1 = icmp eq i64 %0, 0, !dbg !2860
  br i1 %1, label %bb2.i.i.i, label %bb1.i.i.i, !dbg !2860

bb2.i.i.i:                                        ; preds = %bb30.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %self1.i.i.i), !dbg !2861, !noalias !2855
    #dbg_value(ptr @alloc_7a0078e56453c84a4274ce689b2bb39a, !2862, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2871)
    #dbg_value(i64 14, !2862, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2871)
; call std::env::_var_os
  call void @_RNvNtCsjrHSEGnQ3l9_3std3env7__var_os(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %self1.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_7a0078e56453c84a4274ce689b2bb39a, i64 noundef 14) #15, !dbg !2873, !noalias !2855
  %2 = load i64, ptr %self1.i.i.i, align 8, !dbg !2874, !range !2875, !noalias !2855, !noundef !44
  %.not.i.i.i = icmp eq i64 %2, -9223372036854775808, !dbg !2874
  br i1 %.not.i.i.i, label %bb10.i.i.i, label %bb8.i.i.i, !dbg !2876

bb1.i.i.i:                                        ; preds = %bb30.i.i
  %3 = add i64 %0, -1, !dbg !2877
    #dbg_value(i64 %3, !2772, !DIExpression(), !2878)
  br label %bb5.i.i, !dbg !2879

bb8.i.i.i:                                        ; preds = %bb2.i.i.i
    #dbg_value(i64 %2, !2810, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2880)
  %x.sroa.5.0.self1.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %self1.i.i.i, i64 8, !dbg !2881
  %x.sroa.5.0.copyload.i.i.i = load ptr, ptr %x.sroa.5.0.self1.sroa_idx.i.i.i, align 8, !dbg !2881, !noalias !2855, !nonnull !44, !noundef !44
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !2810, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2880)
  %x.sroa.6.0.self1.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %self1.i.i.i, i64 16, !dbg !2881
  %x.sroa.6.0.copyload.i.i.i = load i64, ptr %x.sroa.6.0.self1.sroa_idx.i.i.i, align 8, !dbg !2881, !noalias !2855
    #dbg_value(i64 %x.sroa.6.0.copyload.i.i.i, !2810, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2880)
    #dbg_value(i64 %2, !2882, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2888)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !2882, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2888)
    #dbg_value(i64 %x.sroa.6.0.copyload.i.i.i, !2882, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !2888)
    #dbg_declare(ptr poison, !2887, !DIExpression(), !2890)
    #dbg_declare(ptr %self1.i.i.i.i, !2891, !DIExpression(), !2942)
    #dbg_declare(ptr poison, !2967, !DIExpression(), !2980)
    #dbg_value(i32 10, !2982, !DIExpression(), !3008)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !2961, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3031)
    #dbg_value(i64 %x.sroa.6.0.copyload.i.i.i, !2961, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3031)
  call void @llvm.lifetime.start.p0(ptr nonnull %self1.i.i.i.i), !dbg !3032, !noalias !3033
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !3036, !DIExpression(), !3048)
; call core::str::converts::from_utf8
  call void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self1.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %x.sroa.5.0.copyload.i.i.i, i64 noundef %x.sroa.6.0.copyload.i.i.i) #15, !dbg !3050, !noalias !3033
  %_16.i.i.i.i = load i64, ptr %self1.i.i.i.i, align 8, !dbg !3051, !range !996, !noalias !3033, !noundef !44
  %4 = trunc nuw i64 %_16.i.i.i.i to i1, !dbg !3052
  br i1 %4, label %bb6.i.i.i.i, label %bb7.i.i.i.i, !dbg !3052

bb6.i.i.i.i:                                      ; preds = %bb8.i.i.i
    #dbg_value(ptr poison, !2977, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3053)
    #dbg_value(i64 poison, !2977, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3053)
  call void @llvm.lifetime.end.p0(ptr nonnull %self1.i.i.i.i), !dbg !3054, !noalias !3033
  br label %bb8.i.i.i.i, !dbg !3055

bb7.i.i.i.i:                                      ; preds = %bb8.i.i.i
  %5 = getelementptr inbounds nuw i8, ptr %self1.i.i.i.i, i64 8, !dbg !3056
  %x.0.i.i.i.i = load ptr, ptr %5, align 8, !dbg !3056, !noalias !3033, !nonnull !44, !align !3057, !noundef !44
  %6 = getelementptr inbounds nuw i8, ptr %self1.i.i.i.i, i64 16, !dbg !3056
  %x.1.i.i.i.i = load i64, ptr %6, align 8, !dbg !3056, !noalias !3033, !noundef !44
    #dbg_value(ptr %x.0.i.i.i.i, !2977, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3053)
    #dbg_value(i64 %x.1.i.i.i.i, !2977, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3053)
  call void @llvm.lifetime.end.p0(ptr nonnull %self1.i.i.i.i), !dbg !3054, !noalias !3033
    #dbg_value(ptr %x.0.i.i.i.i, !2978, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3058)
    #dbg_value(ptr %x.0.i.i.i.i, !3029, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3059)
    #dbg_value(ptr %x.0.i.i.i.i, !3021, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3060)
    #dbg_value(ptr %x.0.i.i.i.i, !3015, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3061)
    #dbg_value(ptr %x.0.i.i.i.i, !3007, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3008)
    #dbg_value(i64 %x.1.i.i.i.i, !2978, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3058)
    #dbg_value(i64 %x.1.i.i.i.i, !3029, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3059)
    #dbg_value(i64 %x.1.i.i.i.i, !3021, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3060)
    #dbg_value(i64 %x.1.i.i.i.i, !3015, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3061)
    #dbg_value(i64 %x.1.i.i.i.i, !3007, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3008)
    #dbg_value(ptr %x.0.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3126)
    #dbg_value(ptr %x.0.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3128)
    #dbg_value(i64 %x.1.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3126)
    #dbg_value(i64 %x.1.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3128)
    #dbg_value(i32 10, !3071, !DIExpression(), !3126)
    #dbg_value(i32 10, !3129, !DIExpression(), !3136)
    #dbg_value(i8 0, !3072, !DIExpression(), !3138)
    #dbg_value(i8 0, !3134, !DIExpression(), !3136)
  switch i64 %x.1.i.i.i.i, label %bb9thread-pre-split.i.i.i.i.i [
    i64 0, label %bb8.i.i.i.i
    i64 1, label %bb7.i.i.i.i.i
  ], !dbg !3139

bb7.i.i.i.i.i:                                    ; preds = %bb7.i.i.i.i
  %7 = load i8, ptr %x.0.i.i.i.i, align 1, !dbg !3140, !alias.scope !3141, !noalias !3144, !noundef !44
  switch i8 %7, label %bb9.i.i.i.i.i [
    i8 43, label %bb8.i.i.i.i
    i8 45, label %bb8.i.i.i.i
  ], !dbg !3140

bb9thread-pre-split.i.i.i.i.i:                    ; preds = %bb7.i.i.i.i
  %.pr.i.i.i.i.i = load i8, ptr %x.0.i.i.i.i, align 1, !dbg !3140, !alias.scope !3141, !noalias !3144
  br label %bb9.i.i.i.i.i, !dbg !3140

bb9.i.i.i.i.i:                                    ; preds = %bb9thread-pre-split.i.i.i.i.i, %bb7.i.i.i.i.i
  %8 = phi i8 [ %.pr.i.i.i.i.i, %bb9thread-pre-split.i.i.i.i.i ], [ %7, %bb7.i.i.i.i.i ], !dbg !3140
  %cond.i.i.i.i.i = icmp eq i8 %8, 43, !dbg !3140
  %rest.1.i.i.i.i.i = sext i1 %cond.i.i.i.i.i to i64, !dbg !3140
  %src.sroa.15.0.i.i.i.i.i = add nsw i64 %x.1.i.i.i.i, %rest.1.i.i.i.i.i, !dbg !3140
  %src.sroa.0.0.idx.i.i.i.i.i = zext i1 %cond.i.i.i.i.i to i64, !dbg !3140
  %src.sroa.0.0.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %x.0.i.i.i.i, i64 %src.sroa.0.0.idx.i.i.i.i.i, !dbg !3140
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3128)
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3126)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3128)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3126)
    #dbg_value(i64 0, !3083, !DIExpression(), !3146)
    #dbg_value(i64 0, !3147, !DIExpression(), !3159)
    #dbg_value(i64 0, !3161, !DIExpression(), !3171)
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !3135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3136)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !3135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3136)
  %_10.i.i.i.i.i = icmp samesign ult i64 %src.sroa.15.0.i.i.i.i.i, 17
  br i1 %_10.i.i.i.i.i, label %bb15.preheader.i.i.i.i.i, label %bb22.i.i.i.i.i, !dbg !3173

bb15.preheader.i.i.i.i.i:                         ; preds = %bb9.i.i.i.i.i
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3128)
    #dbg_value(ptr %src.sroa.0.0.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3126)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3128)
    #dbg_value(i64 %src.sroa.15.0.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3126)
    #dbg_value(i64 0, !3161, !DIExpression(), !3171)
    #dbg_value(i64 0, !3147, !DIExpression(), !3159)
    #dbg_value(i64 0, !3083, !DIExpression(), !3146)
  %_13.not62.i.i.i.i.i = icmp eq i64 %src.sroa.15.0.i.i.i.i.i, 0, !dbg !3174
  br i1 %_13.not62.i.i.i.i.i, label %bb8.i.i.i.i, label %bb16.i.i.i.i.i, !dbg !3174

bb22.i.i.i.i.i:                                   ; preds = %bb9.i.i.i.i.i, %bb33.i.i.i.i.i
  %result.sroa.0.0.i.i.i.i.i = phi i64 [ %_66.0.i.i.i.i.i, %bb33.i.i.i.i.i ], [ 0, %bb9.i.i.i.i.i ], !dbg !3128
  %src.sroa.15.1.i.i.i.i.i = phi i64 [ %rest.13.i.i.i.i.i, %bb33.i.i.i.i.i ], [ %src.sroa.15.0.i.i.i.i.i, %bb9.i.i.i.i.i ], !dbg !3138
  %src.sroa.0.1.i.i.i.i.i = phi ptr [ %rest.02.i.i.i.i.i, %bb33.i.i.i.i.i ], [ %src.sroa.0.0.i.i.i.i.i, %bb9.i.i.i.i.i ], !dbg !3138
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3128)
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3126)
    #dbg_value(i64 %src.sroa.15.1.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3128)
    #dbg_value(i64 %src.sroa.15.1.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3126)
    #dbg_value(i64 %result.sroa.0.0.i.i.i.i.i, !3161, !DIExpression(), !3171)
    #dbg_value(i64 %result.sroa.0.0.i.i.i.i.i, !3147, !DIExpression(), !3159)
    #dbg_value(i64 %result.sroa.0.0.i.i.i.i.i, !3083, !DIExpression(), !3146)
  %_30.not.i.not.i.i.i.i = icmp eq i64 %src.sroa.15.1.i.i.i.i.i, 0, !dbg !3175
  br i1 %_30.not.i.not.i.i.i.i, label %bb8.i.i.i.i, label %bb23.i.i.i.i.i, !dbg !3175

bb23.i.i.i.i.i:                                   ; preds = %bb22.i.i.i.i.i
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !3100, !DIExpression(), !3176)
    #dbg_value(ptr %src.sroa.0.1.i.i.i.i.i, !3102, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !3176)
    #dbg_value(i64 %src.sroa.15.1.i.i.i.i.i, !3102, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !3176)
    #dbg_value(i64 10, !3152, !DIExpression(), !3159)
    #dbg_value(i64 10, !3170, !DIExpression(), !3171)
  %9 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %result.sroa.0.0.i.i.i.i.i, i64 10), !dbg !3177
  %_60.1.i.i.i.i.i = extractvalue { i64, i1 } %9, 1, !dbg !3177
    #dbg_value(i1 %_60.1.i.i.i.i.i, !3155, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3178)
    #dbg_value(i1 %_60.1.i.i.i.i.i, !3179, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3186)
    #dbg_value(i64 poison, !3153, !DIExpression(), !3178)
  br i1 %_60.1.i.i.i.i.i, label %bb8.i.i.i.i, label %bb33.i.i.i.i.i, !dbg !3188, !prof !3189

bb33.i.i.i.i.i:                                   ; preds = %bb23.i.i.i.i.i
  %_60.0.i.i.i.i.i = extractvalue { i64, i1 } %9, 0, !dbg !3177
    #dbg_value(i64 %_60.0.i.i.i.i.i, !3153, !DIExpression(), !3178)
  %rest.13.i.i.i.i.i = add nsw i64 %src.sroa.15.1.i.i.i.i.i, -1, !dbg !3190
    #dbg_value(i64 %rest.13.i.i.i.i.i, !3102, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3176)
  %rest.02.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.1.i.i.i.i.i, i64 1, !dbg !3190
    #dbg_value(ptr %rest.02.i.i.i.i.i, !3102, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3176)
    #dbg_value(i64 %_60.0.i.i.i.i.i, !3103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3191)
    #dbg_value(i64 1, !3103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3191)
  %10 = load i8, ptr %src.sroa.0.1.i.i.i.i.i, align 1, !dbg !3192, !alias.scope !3141, !noalias !3144, !noundef !44
  %11 = zext i8 %10 to i32, !dbg !3193
    #dbg_value(i32 %11, !3194, !DIExpression(), !3218)
    #dbg_value(i32 10, !3215, !DIExpression(), !3218)
    #dbg_value(i32 65, !3220, !DIExpression(), !3227)
    #dbg_value(i32 48, !3220, !DIExpression(), !3229)
    #dbg_value(i32 %11, !3226, !DIExpression(), !3229)
  %12 = add nsw i32 %11, -48, !dbg !3231
    #dbg_value(i32 %12, !3216, !DIExpression(), !3232)
  %_14.i.i.i.i.i.i = icmp ugt i32 %12, 9, !dbg !3233
  %13 = zext nneg i32 %12 to i64
    #dbg_value(i64 %_60.0.i.i.i.i.i, !3083, !DIExpression(), !3146)
    #dbg_value(i64 %_60.0.i.i.i.i.i, !3147, !DIExpression(), !3159)
    #dbg_value(i64 %_60.0.i.i.i.i.i, !3161, !DIExpression(), !3171)
  %_66.0.i.i.i.i.i = add i64 %_60.0.i.i.i.i.i, %13
  %_66.1.i.i.i.i.i = icmp ult i64 %_66.0.i.i.i.i.i, %_60.0.i.i.i.i.i
    #dbg_value(i1 %_66.1.i.i.i.i.i, !3179, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3234)
  %or.cond.i.i.i.i = select i1 %_14.i.i.i.i.i.i, i1 true, i1 %_66.1.i.i.i.i.i, !dbg !3241, !prof !3242
  br i1 %or.cond.i.i.i.i, label %bb8.i.i.i.i, label %bb22.i.i.i.i.i, !dbg !3241, !prof !3242

bb16.i.i.i.i.i:                                   ; preds = %bb15.preheader.i.i.i.i.i, %bb20.i.i.i.i.i
  %src.sroa.0.265.i.i.i.i.i = phi ptr [ %rest.010.i.i.i.i.i, %bb20.i.i.i.i.i ], [ %src.sroa.0.0.i.i.i.i.i, %bb15.preheader.i.i.i.i.i ]
  %src.sroa.15.264.i.i.i.i.i = phi i64 [ %rest.111.i.i.i.i.i, %bb20.i.i.i.i.i ], [ %src.sroa.15.0.i.i.i.i.i, %bb15.preheader.i.i.i.i.i ]
  %result.sroa.0.263.i.i.i.i.i = phi i64 [ %16, %bb20.i.i.i.i.i ], [ 0, %bb15.preheader.i.i.i.i.i ]
    #dbg_value(ptr %src.sroa.0.265.i.i.i.i.i, !3085, !DIExpression(), !3243)
    #dbg_value(ptr %src.sroa.0.265.i.i.i.i.i, !3088, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !3243)
    #dbg_value(i64 %src.sroa.15.264.i.i.i.i.i, !3088, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !3243)
    #dbg_value(i64 %result.sroa.0.263.i.i.i.i.i, !3083, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_stack_value), !3146)
    #dbg_value(i64 %result.sroa.0.263.i.i.i.i.i, !3147, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_stack_value), !3159)
    #dbg_value(i64 %result.sroa.0.263.i.i.i.i.i, !3161, !DIExpression(DW_OP_constu, 10, DW_OP_mul, DW_OP_stack_value), !3171)
  %_20.i.i.i.i.i = load i8, ptr %src.sroa.0.265.i.i.i.i.i, align 1, !dbg !3244, !alias.scope !3141, !noalias !3144, !noundef !44
  %_19.i.i.i.i.i = zext i8 %_20.i.i.i.i.i to i32, !dbg !3245
    #dbg_value(i32 %_19.i.i.i.i.i, !3194, !DIExpression(), !3246)
    #dbg_value(i32 10, !3215, !DIExpression(), !3246)
    #dbg_value(i32 65, !3220, !DIExpression(), !3248)
    #dbg_value(i32 48, !3220, !DIExpression(), !3250)
    #dbg_value(i32 %_19.i.i.i.i.i, !3226, !DIExpression(), !3250)
  %14 = add nsw i32 %_19.i.i.i.i.i, -48, !dbg !3252
    #dbg_value(i32 %14, !3216, !DIExpression(), !3253)
  %_14.i52.i.i.i.i.i = icmp ugt i32 %14, 9, !dbg !3254
  br i1 %_14.i52.i.i.i.i.i, label %bb8.i.i.i.i, label %bb20.i.i.i.i.i, !dbg !3255

bb20.i.i.i.i.i:                                   ; preds = %bb16.i.i.i.i.i
  %15 = mul i64 %result.sroa.0.263.i.i.i.i.i, 10, !dbg !3256
    #dbg_value(i64 %15, !3083, !DIExpression(), !3146)
    #dbg_value(i64 %15, !3147, !DIExpression(), !3159)
    #dbg_value(i64 %15, !3161, !DIExpression(), !3171)
  %rest.111.i.i.i.i.i = add nsw i64 %src.sroa.15.264.i.i.i.i.i, -1, !dbg !3257
    #dbg_value(i64 %rest.111.i.i.i.i.i, !3088, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3243)
  %rest.010.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.265.i.i.i.i.i, i64 1, !dbg !3257
    #dbg_value(ptr %rest.010.i.i.i.i.i, !3088, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3243)
    #dbg_value(i32 %14, !3089, !DIExpression(), !3258)
  %_24.i.i.i.i.i = zext nneg i32 %14 to i64, !dbg !3259
  %16 = add i64 %15, %_24.i.i.i.i.i, !dbg !3260
    #dbg_value(ptr %rest.010.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3128)
    #dbg_value(ptr %rest.010.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3126)
    #dbg_value(i64 %rest.111.i.i.i.i.i, !3076, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3128)
    #dbg_value(i64 %rest.111.i.i.i.i.i, !3062, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3126)
    #dbg_value(i64 %16, !3161, !DIExpression(), !3171)
    #dbg_value(i64 %16, !3147, !DIExpression(), !3159)
    #dbg_value(i64 %16, !3083, !DIExpression(), !3146)
  %_13.not.i.i.i.i.i = icmp eq i64 %rest.111.i.i.i.i.i, 0, !dbg !3174
  br i1 %_13.not.i.i.i.i.i, label %bb8.i.i.i.i, label %bb16.i.i.i.i.i, !dbg !3174

bb8.i.i.i.i:                                      ; preds = %bb33.i.i.i.i.i, %bb23.i.i.i.i.i, %bb22.i.i.i.i.i, %bb20.i.i.i.i.i, %bb16.i.i.i.i.i, %bb15.preheader.i.i.i.i.i, %bb7.i.i.i.i.i, %bb7.i.i.i.i.i, %bb7.i.i.i.i, %bb6.i.i.i.i
  %_0.sroa.0.1.i.i.i.i = phi i64 [ 2097152, %bb6.i.i.i.i ], [ 0, %bb15.preheader.i.i.i.i.i ], [ 2097152, %bb7.i.i.i.i.i ], [ 2097152, %bb7.i.i.i.i ], [ 2097152, %bb7.i.i.i.i.i ], [ %16, %bb20.i.i.i.i.i ], [ 2097152, %bb16.i.i.i.i.i ], [ 2097152, %bb33.i.i.i.i.i ], [ 2097152, %bb23.i.i.i.i.i ], [ %result.sroa.0.0.i.i.i.i.i, %bb22.i.i.i.i.i ], !dbg !3053
    #dbg_value(ptr poison, !3261, !DIExpression(), !3267)
    #dbg_value(ptr poison, !3269, !DIExpression(), !3277)
    #dbg_value(ptr poison, !3279, !DIExpression(), !3287)
    #dbg_value(ptr poison, !3289, !DIExpression(), !3297)
    #dbg_value(ptr poison, !3299, !DIExpression(), !3305)
    #dbg_value(ptr poison, !1433, !DIExpression(), !3307)
    #dbg_value(i64 1, !1440, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3307)
    #dbg_value(i64 1, !1440, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3307)
    #dbg_value(ptr poison, !1446, !DIExpression(), !3309)
    #dbg_value(i64 1, !1470, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3309)
    #dbg_value(i64 1, !1470, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3309)
  %17 = icmp eq i64 %2, 0, !dbg !3311
  br i1 %17, label %bb10.i.i.i, label %bb2.i.i.i.i.i.i.i.i.i.i, !dbg !3311

bb2.i.i.i.i.i.i.i.i.i.i:                          ; preds = %bb8.i.i.i.i
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1441, !DIExpression(), !3312)
    #dbg_value(i64 1, !1443, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3312)
    #dbg_value(i64 %2, !1443, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3312)
    #dbg_value(ptr poison, !1097, !DIExpression(), !3313)
    #dbg_value(ptr poison, !1109, !DIExpression(), !3315)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1105, !DIExpression(), !3313)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1113, !DIExpression(), !3315)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1117, !DIExpression(), !3317)
    #dbg_value(i64 1, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3313)
    #dbg_value(i64 1, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3315)
    #dbg_value(i64 1, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3317)
    #dbg_value(i64 1, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3319)
    #dbg_value(i64 %2, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3313)
    #dbg_value(i64 %2, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3315)
    #dbg_value(i64 %2, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3317)
    #dbg_value(i64 %2, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3319)
    #dbg_value(ptr %x.sroa.5.0.copyload.i.i.i, !1131, !DIExpression(), !3319)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %x.sroa.5.0.copyload.i.i.i, i64 noundef %2, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !dbg !3321, !noalias !3033
  br label %bb10.i.i.i, !dbg !3322

bb10.i.i.i:                                       ; preds = %bb2.i.i.i.i.i.i.i.i.i.i, %bb8.i.i.i.i, %bb2.i.i.i
  %amt.sroa.0.0.i.i.i = phi i64 [ %_0.sroa.0.1.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i.i ], [ %_0.sroa.0.1.i.i.i.i, %bb8.i.i.i.i ], [ 2097152, %bb2.i.i.i ], !dbg !2833
  call void @llvm.lifetime.end.p0(ptr nonnull %self1.i.i.i), !dbg !3323, !noalias !2855
    #dbg_value(i64 %amt.sroa.0.0.i.i.i, !2772, !DIExpression(), !2878)
  %val.i.i.i = add i64 %amt.sroa.0.0.i.i.i, 1, !dbg !3324
    #dbg_value(i64 %val.i.i.i, !2841, !DIExpression(), !2843)
    #dbg_value(ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN, !3325, !DIExpression(), !3332)
    #dbg_value(i64 %val.i.i.i, !3330, !DIExpression(), !3332)
    #dbg_value(i8 0, !3331, !DIExpression(), !3332)
  store atomic i64 %val.i.i.i, ptr @_RNvNCNvNtNtCsjrHSEGnQ3l9_3std6thread9lifecycle15spawn_unchecked03MIN monotonic, align 8, !dbg !3334, !noalias !2855
  br label %bb5.i.i, !dbg !2879

bb5.i.i:                                          ; preds = %bb10.i.i.i, %bb1.i.i.i
  %stack_size1.sroa.0.0.i.i = phi i64 [ %3, %bb1.i.i.i ], [ %amt.sroa.0.0.i.i.i, %bb10.i.i.i ], !dbg !2694
    #dbg_value(i64 %stack_size1.sroa.0.0.i.i, !2541, !DIExpression(), !3335)
; call <std::thread::id::ThreadId>::new
  %id.i.i = call noundef i64 @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread2idNtB2_8ThreadId3new() #15, !dbg !3336, !noalias !2855
    #dbg_value(i64 %id.i.i, !2542, !DIExpression(), !3337)
  call void @llvm.lifetime.start.p0(ptr nonnull %thread.i.i), !dbg !3338, !noalias !2855
; call <std::thread::thread::Thread>::new
  %18 = call noundef nonnull ptr @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread6threadNtB4_6Thread3new(i64 noundef %id.i.i, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %name.i) #15, !dbg !3339, !noalias !3340
  store ptr %18, ptr %thread.i.i, align 8, !dbg !3339, !noalias !2855
; call std::thread::spawnhook::run_spawn_hooks
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook15run_spawn_hooks(ptr noalias noundef nonnull sret([32 x i8]) align 8 captures(none) dereferenceable(32) %hooks.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %thread.i.i) #15, !dbg !3341, !noalias !2855
  call void @llvm.lifetime.start.p0(ptr nonnull %my_packet.i.i), !dbg !3342, !noalias !2855
    #dbg_value(ptr null, !3343, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3352)
    #dbg_value(i64 0, !3343, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3352)
    #dbg_value(i64 1, !3354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3361)
    #dbg_value(i64 1, !3354, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3361)
    #dbg_value(ptr null, !3354, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3361)
    #dbg_value(i64 0, !3354, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !3361)
    #dbg_value(i64 8, !3363, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3377)
    #dbg_value(i64 8, !3379, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3402)
    #dbg_value(i64 8, !3404, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3412)
    #dbg_value(i64 48, !3363, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3377)
    #dbg_value(i64 48, !3379, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3402)
    #dbg_value(i64 48, !3404, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3412)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !3401, !DIExpression(), !3402)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !3410, !DIExpression(), !3412)
    #dbg_value(i8 0, !3411, !DIExpression(), !3412)
    #dbg_value(i64 8, !3414, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3444)
    #dbg_value(i64 8, !3446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3449)
    #dbg_value(i64 48, !3414, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3444)
    #dbg_value(i64 48, !3446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3449)
    #dbg_value(i1 false, !3420, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3444)
    #dbg_value(i64 48, !3421, !DIExpression(), !3451)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15, !dbg !3452, !noalias !3453
; call __rustc::__rust_alloc
  %19 = call noundef align 8 dereferenceable_or_null(48) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 24, 57) 48, i64 noundef 8) #15, !dbg !3456, !noalias !3453
  %20 = icmp eq ptr %19, null, !dbg !3457
  br i1 %20, label %bb2.i31.i.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i.i, !dbg !3458, !prof !3189

bb2.i31.i.i:                                      ; preds = %bb5.i.i
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 48) #18, !dbg !3459, !noalias !3453
  unreachable, !dbg !3459

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i.i: ; preds = %bb5.i.i
    #dbg_value(ptr %19, !3359, !DIExpression(), !3460)
  store i64 1, ptr %19, align 8, !dbg !3461, !noalias !2855
  %_51.sroa.4.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %19, i64 8, !dbg !3461
  store i64 1, ptr %_51.sroa.4.0..sroa_idx.i.i, align 8, !dbg !3461, !noalias !2855
  %_51.sroa.5.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %19, i64 16, !dbg !3461
    #dbg_value(ptr %19, !3349, !DIExpression(), !3462)
    #dbg_value(ptr %19, !3463, !DIExpression(), !3469)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_51.sroa.5.0..sroa_idx.i.i, i8 0, i64 16, i1 false), !dbg !3461, !noalias !2855
  store ptr %19, ptr %my_packet.i.i, align 8, !dbg !3471, !noalias !2855
    #dbg_value(ptr %my_packet.i.i, !2713, !DIExpression(), !3473)
    #dbg_value(ptr %19, !2704, !DIExpression(), !3474)
    #dbg_value(ptr %19, !2720, !DIExpression(), !2722)
  %21 = atomicrmw add ptr %19, i64 1 monotonic, align 8, !dbg !3475, !noalias !2855
    #dbg_value(i64 %21, !2714, !DIExpression(), !3476)
  %_59.i.i = icmp slt i64 %21, 0, !dbg !3477
  br i1 %_59.i.i, label %bb34.i.i, label %bb8.i.i, !dbg !3477

bb34.i.i:                                         ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i.i
  call void @llvm.trap(), !dbg !3478
  unreachable, !dbg !3478

bb8.i.i:                                          ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit.i.i
    #dbg_value(ptr %19, !2730, !DIExpression(), !3479)
    #dbg_value(ptr %19, !2546, !DIExpression(), !3480)
    #dbg_value(i64 %r, !2547, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3481)
    #dbg_value(i64 %t1, !2547, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3481)
    #dbg_value(i64 %r, !2548, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !3482)
    #dbg_value(i64 %t1, !2548, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !3482)
    #dbg_value(ptr %19, !2548, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !3482)
    #dbg_value(ptr %19, !2461, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !3483)
    #dbg_value(i64 %r, !2461, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !3483)
    #dbg_value(i64 %t1, !2461, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !3483)
    #dbg_value(i64 8, !3363, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3484)
    #dbg_value(i64 8, !3379, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3486)
    #dbg_value(i64 8, !3404, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3488)
    #dbg_value(i64 56, !3363, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3484)
    #dbg_value(i64 56, !3379, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3486)
    #dbg_value(i64 56, !3404, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3488)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !3401, !DIExpression(), !3486)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !3410, !DIExpression(), !3488)
    #dbg_value(i8 0, !3411, !DIExpression(), !3488)
    #dbg_value(i64 8, !3414, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3490)
    #dbg_value(i64 8, !3446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3492)
    #dbg_value(i64 56, !3414, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3490)
    #dbg_value(i64 56, !3446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3492)
    #dbg_value(i1 false, !3420, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3490)
    #dbg_value(i64 56, !3421, !DIExpression(), !3494)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15, !dbg !3495, !noalias !3496
; call __rustc::__rust_alloc
  %22 = call noundef align 8 dereferenceable_or_null(56) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 24, 57) 56, i64 noundef 8) #15, !dbg !3499, !noalias !3496
  %23 = icmp eq ptr %22, null, !dbg !3500
  br i1 %23, label %bb2.i32.i.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit33.i.i, !dbg !3501, !prof !3189

bb2.i32.i.i:                                      ; preds = %bb8.i.i
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 56) #18, !dbg !3502, !noalias !3496
  unreachable, !dbg !3502

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit33.i.i: ; preds = %bb8.i.i
    #dbg_value(ptr %22, !2468, !DIExpression(), !3503)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(32) %hooks.i.i, i64 32, i1 false), !dbg !3504, !noalias !2855
  %_30.sroa.4.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %22, i64 32, !dbg !3504
  store ptr %19, ptr %_30.sroa.4.0..sroa_idx.i.i, align 8, !dbg !3504, !noalias !2855
  %_30.sroa.5.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %22, i64 40, !dbg !3504
  store i64 %r, ptr %_30.sroa.5.0..sroa_idx.i.i, align 8, !dbg !3504, !noalias !2855
  %_30.sroa.6.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %22, i64 48, !dbg !3504
  store i64 %t1, ptr %_30.sroa.6.0..sroa_idx.i.i, align 8, !dbg !3504, !noalias !2855
    #dbg_value(ptr %22, !2551, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3505)
    #dbg_value(ptr @vtable.1, !2551, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3505)
    #dbg_value(ptr %thread.i.i, !2760, !DIExpression(), !3506)
    #dbg_value(ptr %thread.i.i, !2751, !DIExpression(), !3507)
    #dbg_value(ptr %thread.i.i, !2740, !DIExpression(), !3508)
    #dbg_value(ptr %thread.i.i, !3509, !DIExpression(), !3512)
  %_92.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !3514, !noalias !2855, !nonnull !44, !noundef !44
    #dbg_value(ptr %_92.i.i, !2704, !DIExpression(), !3518)
    #dbg_value(ptr %_92.i.i, !2720, !DIExpression(), !2762)
  %24 = atomicrmw add ptr %_92.i.i, i64 1 monotonic, align 8, !dbg !3519, !noalias !2855
    #dbg_value(i64 %24, !2741, !DIExpression(), !3520)
  %_87.i.i = icmp slt i64 %24, 0, !dbg !3521
  br i1 %_87.i.i, label %bb40.i.i, label %bb41.i.i, !dbg !3521

bb41.i.i:                                         ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit33.i.i
  %ptr21.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !3522, !noalias !2855, !nonnull !44, !noundef !44
    #dbg_value(ptr %ptr21.i.i, !3523, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3533)
    #dbg_value(ptr %22, !3523, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3533)
    #dbg_value(ptr @vtable.1, !3523, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3533)
    #dbg_value(i64 8, !3363, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3535)
    #dbg_value(i64 8, !3379, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3537)
    #dbg_value(i64 8, !3404, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3539)
    #dbg_value(i64 24, !3363, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3535)
    #dbg_value(i64 24, !3379, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3537)
    #dbg_value(i64 24, !3404, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3539)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !3401, !DIExpression(), !3537)
    #dbg_value(ptr inttoptr (i64 1 to ptr), !3410, !DIExpression(), !3539)
    #dbg_value(i8 0, !3411, !DIExpression(), !3539)
    #dbg_value(i64 8, !3414, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3541)
    #dbg_value(i64 8, !3446, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3543)
    #dbg_value(i64 24, !3414, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3541)
    #dbg_value(i64 24, !3446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3543)
    #dbg_value(i1 false, !3420, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3541)
    #dbg_value(i64 24, !3421, !DIExpression(), !3545)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15, !dbg !3546, !noalias !3547
; call __rustc::__rust_alloc
  %25 = call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 24, 57) 24, i64 noundef 8) #15, !dbg !3550, !noalias !3547
  %26 = icmp eq ptr %25, null, !dbg !3551
  br i1 %26, label %bb2.i34.i.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit35.i.i, !dbg !3552, !prof !3189

bb2.i34.i.i:                                      ; preds = %bb41.i.i
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #18, !dbg !3553, !noalias !3547
  unreachable, !dbg !3553

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit35.i.i: ; preds = %bb41.i.i
    #dbg_value(ptr %25, !3528, !DIExpression(), !3554)
  store ptr %ptr21.i.i, ptr %25, align 8, !dbg !3555, !noalias !2855
  %_33.sroa.4.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %25, i64 8, !dbg !3555
  store ptr %22, ptr %_33.sroa.4.0..sroa_idx.i.i, align 8, !dbg !3555, !noalias !2855
  %_33.sroa.5.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %25, i64 16, !dbg !3555
  store ptr @vtable.1, ptr %_33.sroa.5.0..sroa_idx.i.i, align 8, !dbg !3555, !noalias !2855
    #dbg_value(ptr %25, !2561, !DIExpression(), !3556)
; call <std::sys::thread::unix::Thread>::new
  %27 = call { i64, ptr } @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread3new(i64 noundef %stack_size1.sroa.0.0.i.i, ptr noalias noundef nonnull align 8 %25) #15, !dbg !3557, !noalias !2855
  %28 = extractvalue { i64, ptr } %27, 0, !dbg !3557
  %29 = extractvalue { i64, ptr } %27, 1, !dbg !3557
    #dbg_value(i64 %28, !3558, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3600)
    #dbg_value(ptr %29, !3558, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3600)
  %30 = trunc nuw i64 %28 to i1, !dbg !3602
  br i1 %30, label %bb43.i.i, label %"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E.exit", !dbg !3602

bb40.i.i:                                         ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit33.i.i
  call void @llvm.trap(), !dbg !3603
  unreachable, !dbg !3603

bb43.i.i:                                         ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit35.i.i
    #dbg_value(ptr %my_packet.i.i, !1137, !DIExpression(), !3604)
    #dbg_value(ptr %my_packet.i.i, !1145, !DIExpression(), !3606)
    #dbg_value(i64 1, !1154, !DIExpression(), !3608)
    #dbg_value(i8 1, !1163, !DIExpression(), !3608)
    #dbg_value(i64 1, !1166, !DIExpression(), !3610)
    #dbg_value(i8 1, !1173, !DIExpression(), !3610)
    #dbg_value(ptr %19, !1162, !DIExpression(), !3612)
    #dbg_value(ptr %19, !1172, !DIExpression(), !3610)
  %31 = atomicrmw sub ptr %19, i64 1 release, align 8, !dbg !3613, !noalias !3614
  %32 = icmp eq i64 %31, 1, !dbg !3619
  br i1 %32, label %bb2.i.i.i.i, label %"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit.i.i", !dbg !3619

bb2.i.i.i.i:                                      ; preds = %bb43.i.i
    #dbg_value(i8 2, !1186, !DIExpression(), !3620)
  fence acquire, !dbg !3622
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h9ec6f4f1b9a671adE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %my_packet.i.i) #16, !dbg !3623, !noalias !2855
  br label %"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit.i.i", !dbg !3623

"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit.i.i": ; preds = %bb2.i.i.i.i, %bb43.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %my_packet.i.i), !dbg !3624, !noalias !2855
  call void @llvm.experimental.noalias.scope.decl(metadata !3625), !dbg !3628
    #dbg_value(ptr %thread.i.i, !1848, !DIExpression(), !3629)
  call void @llvm.experimental.noalias.scope.decl(metadata !3631), !dbg !3634
    #dbg_value(ptr %thread.i.i, !1862, !DIExpression(), !3635)
  call void @llvm.experimental.noalias.scope.decl(metadata !3637), !dbg !3640
    #dbg_value(ptr %thread.i.i, !1876, !DIExpression(), !3641)
  call void @llvm.experimental.noalias.scope.decl(metadata !3643), !dbg !3646
    #dbg_value(ptr %thread.i.i, !1890, !DIExpression(), !3647)
    #dbg_value(ptr %thread.i.i, !1898, !DIExpression(), !3649)
    #dbg_value(i64 1, !1908, !DIExpression(), !3651)
    #dbg_value(i8 1, !1912, !DIExpression(), !3651)
    #dbg_value(i64 1, !1915, !DIExpression(), !3653)
    #dbg_value(i8 1, !1919, !DIExpression(), !3653)
  %_10.i.i.i.i.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !3655, !alias.scope !3657, !noalias !2855, !nonnull !44, !noundef !44
    #dbg_value(ptr %_10.i.i.i.i.i.i, !1911, !DIExpression(), !3658)
    #dbg_value(ptr %_10.i.i.i.i.i.i, !1918, !DIExpression(), !3653)
  %33 = atomicrmw sub ptr %_10.i.i.i.i.i.i, i64 1 release, align 8, !dbg !3659, !noalias !3660
  %34 = icmp eq i64 %33, 1, !dbg !3661
  br i1 %34, label %bb2.i.i.i.i.i.i, label %bb2.i, !dbg !3661

bb2.i.i.i.i.i.i:                                  ; preds = %"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit.i.i"
    #dbg_value(i8 2, !1186, !DIExpression(), !3662)
  fence acquire, !dbg !3664
; call <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  call void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(8) %thread.i.i) #16, !dbg !3665, !noalias !2855
  br label %bb2.i, !dbg !3665

bb2.i:                                            ; preds = %"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E.exit.i.i", %bb2.i.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %thread.i.i), !dbg !3628, !noalias !2855
  call void @llvm.lifetime.end.p0(ptr nonnull %hooks.i.i), !dbg !3666, !noalias !2691
  %35 = icmp ne ptr %29, null
  call void @llvm.assume(i1 %35)
    #dbg_value(i64 poison, !3667, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3678)
    #dbg_value(ptr %29, !3667, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3678)
    #dbg_value(ptr null, !3667, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3678)
  call void @llvm.lifetime.end.p0(ptr nonnull %name.i), !dbg !3680
    #dbg_value(ptr @alloc_e3605bf48dd8479a638909176cc37fce, !3673, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3678)
    #dbg_value(i64 22, !3673, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3678)
    #dbg_declare(ptr %e.i, !3676, !DIExpression(), !3681)
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i), !dbg !3682, !noalias !3683
  store ptr %29, ptr %e.i, align 8, !dbg !3682, !noalias !3683
; call core::result::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_e3605bf48dd8479a638909176cc37fce, i64 noundef 22, ptr noundef nonnull align 1 %e.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.2, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0246dd9f5900f3685febed10b072f357) #19, !dbg !3687, !noalias !3683
  unreachable, !dbg !3687

"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E.exit": ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit35.i.i
  %36 = ptrtoint ptr %29 to i64, !dbg !3557
    #dbg_value(i64 %36, !3558, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3600)
  %_41.i.i = load ptr, ptr %thread.i.i, align 8, !dbg !3688, !noalias !2855, !nonnull !44, !noundef !44
  call void @llvm.lifetime.end.p0(ptr nonnull %my_packet.i.i), !dbg !3624, !noalias !2855
  call void @llvm.lifetime.end.p0(ptr nonnull %thread.i.i), !dbg !3628, !noalias !2855
  call void @llvm.lifetime.end.p0(ptr nonnull %hooks.i.i), !dbg !3666, !noalias !2691
    #dbg_value(i64 %36, !3667, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3678)
    #dbg_value(ptr %19, !3667, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3678)
    #dbg_value(ptr %_41.i.i, !3667, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3678)
  call void @llvm.lifetime.end.p0(ptr nonnull %name.i), !dbg !3680
    #dbg_value(ptr @alloc_e3605bf48dd8479a638909176cc37fce, !3673, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3678)
    #dbg_value(i64 22, !3673, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3678)
    #dbg_declare(ptr %e.i, !3676, !DIExpression(), !3681)
    #dbg_value(ptr %_41.i.i, !2445, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3689)
    #dbg_value(ptr %19, !2445, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3689)
    #dbg_value(i64 %36, !2445, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !3689)
  store ptr %_41.i.i, ptr %self3, align 8, !dbg !3690
  %h.sroa.4.0.self3.sroa_idx = getelementptr inbounds nuw i8, ptr %self3, i64 8, !dbg !3690
  store ptr %19, ptr %h.sroa.4.0.self3.sroa_idx, align 8, !dbg !3690
  %h.sroa.5.0.self3.sroa_idx = getelementptr inbounds nuw i8, ptr %self3, i64 16, !dbg !3690
  store i64 %36, ptr %h.sroa.5.0.self3.sroa_idx, align 8, !dbg !3690
  call void @llvm.experimental.noalias.scope.decl(metadata !3691), !dbg !3694
    #dbg_declare(ptr poison, !3695, !DIExpression(DW_OP_LLVM_fragment, 64, 128), !3703)
    #dbg_declare(ptr %self3, !3710, !DIExpression(), !3712)
    #dbg_value(ptr @alloc_987f9181f01088182face37be6d0a1cd, !3713, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3735)
    #dbg_value(i64 41, !3713, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3735)
; call <std::sys::thread::unix::Thread>::join
  call void @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread4join(i64 noundef %36) #15, !dbg !3737, !noalias !3738
    #dbg_value(ptr %self3, !3740, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !3746)
    #dbg_value(ptr %self3, !3748, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !3754)
    #dbg_value(ptr %h.sroa.4.0.self3.sroa_idx, !3756, !DIExpression(), !3764)
    #dbg_value(i64 1, !3766, !DIExpression(), !3791)
    #dbg_value(i64 -1, !3788, !DIExpression(), !3791)
    #dbg_value(i8 2, !3789, !DIExpression(), !3791)
    #dbg_value(i8 0, !3790, !DIExpression(), !3791)
    #dbg_value(i8 2, !3793, !DIExpression(), !3797)
    #dbg_value(i64 1, !3799, !DIExpression(), !3804)
    #dbg_value(i8 1, !3803, !DIExpression(), !3804)
    #dbg_value(ptr %19, !3787, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !3806)
    #dbg_value(ptr %_51.sroa.4.0..sroa_idx.i.i, !3807, !DIExpression(), !3819)
    #dbg_value(i64 1, !3812, !DIExpression(), !3819)
    #dbg_value(i64 -1, !3813, !DIExpression(), !3819)
    #dbg_value(i8 2, !3814, !DIExpression(), !3819)
    #dbg_value(i8 0, !3815, !DIExpression(), !3819)
  %37 = cmpxchg ptr %_51.sroa.4.0..sroa_idx.i.i, i64 1, i64 -1 acquire monotonic, align 8, !dbg !3821, !noalias !3822
  %38 = extractvalue { i64, i1 } %37, 1, !dbg !3821
  br i1 %38, label %"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE.exit.i", label %bb10.i, !dbg !3825, !prof !3826

"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE.exit.i": ; preds = %"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E.exit"
    #dbg_value(ptr %19, !3796, !DIExpression(), !3827)
    #dbg_value(ptr %19, !2845, !DIExpression(), !3828)
    #dbg_value(i8 2, !2851, !DIExpression(), !3828)
  %39 = load atomic i64, ptr %19 acquire, align 8, !dbg !3830, !noalias !3822
  %40 = icmp eq i64 %39, 1, !dbg !3831
    #dbg_value(i1 %40, !3762, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !3832)
    #dbg_value(ptr %19, !3802, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !3833)
    #dbg_value(ptr %_51.sroa.4.0..sroa_idx.i.i, !3325, !DIExpression(), !3834)
    #dbg_value(i64 1, !3330, !DIExpression(), !3834)
    #dbg_value(i8 1, !3331, !DIExpression(), !3834)
  store atomic i64 1, ptr %_51.sroa.4.0..sroa_idx.i.i release, align 8, !dbg !3836, !noalias !3822
    #dbg_value(i8 poison, !3762, !DIExpression(), !3832)
  br i1 %40, label %bb9.i, label %bb10.i, !dbg !3837, !prof !3838

bb10.i:                                           ; preds = %"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE.exit.i", %"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E.exit"
    #dbg_value(ptr null, !3732, !DIExpression(), !3735)
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_987f9181f01088182face37be6d0a1cd, i64 noundef 41, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_c8fa0f44c6d4fbb5209642c5dc0b0954) #19, !dbg !3839, !noalias !3738
  unreachable, !dbg !3839

bb9.i:                                            ; preds = %"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE.exit.i"
  %_14.i = load ptr, ptr %h.sroa.4.0.self3.sroa_idx, align 8, !dbg !3840, !alias.scope !3691, !noalias !3841, !nonnull !44, !noundef !44
    #dbg_value(ptr %_14.i, !3732, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !3735)
    #dbg_value(ptr %_14.i, !3842, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !3849)
    #dbg_value(ptr %_14.i, !3851, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !3856)
  %41 = getelementptr inbounds nuw i8, ptr %_14.i, i64 24, !dbg !3858
  %self1.sroa.0.0.copyload.i = load i64, ptr %41, align 8, !dbg !3858, !noalias !3738
    #dbg_value(i64 %self1.sroa.0.0.copyload.i, !3695, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3859)
  store i64 0, ptr %41, align 8, !dbg !3860, !noalias !3738
  %42 = trunc nuw i64 %self1.sroa.0.0.copyload.i to i1, !dbg !3861
  br i1 %42, label %bb13.i, label %bb12.i, !dbg !3861, !prof !3862

bb13.i:                                           ; preds = %bb9.i
  %self1.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %_14.i, i64 32, !dbg !3858
  %self.sroa.0.0.copyload = load ptr, ptr %self1.sroa.4.0..sroa_idx.i, align 8, !dbg !3863, !noalias !3691
    #dbg_value(ptr %self.sroa.0.0.copyload, !2663, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !2666)
  %self.sroa.6.0.self1.sroa.4.0..sroa_idx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %_14.i, i64 40, !dbg !3863
  %self.sroa.6.0.copyload = load i64, ptr %self.sroa.6.0.self1.sroa.4.0..sroa_idx.i.sroa_idx, align 8, !dbg !3863, !noalias !3691
    #dbg_value(i64 %self.sroa.6.0.copyload, !2663, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !2666)
  call void @llvm.experimental.noalias.scope.decl(metadata !3864), !dbg !3867
    #dbg_value(ptr %self3, !1848, !DIExpression(), !3868)
  call void @llvm.experimental.noalias.scope.decl(metadata !3870), !dbg !3873
    #dbg_value(ptr %self3, !1862, !DIExpression(), !3874)
  call void @llvm.experimental.noalias.scope.decl(metadata !3876), !dbg !3879
    #dbg_value(ptr %self3, !1876, !DIExpression(), !3880)
  call void @llvm.experimental.noalias.scope.decl(metadata !3882), !dbg !3885
    #dbg_value(ptr %self3, !1890, !DIExpression(), !3886)
    #dbg_value(ptr %self3, !1898, !DIExpression(), !3888)
    #dbg_value(i64 1, !1908, !DIExpression(), !3890)
    #dbg_value(i8 1, !1912, !DIExpression(), !3890)
    #dbg_value(i64 1, !1915, !DIExpression(), !3892)
    #dbg_value(i8 1, !1919, !DIExpression(), !3892)
  %_10.i.i.i.i.i6 = load ptr, ptr %self3, align 8, !dbg !3894, !alias.scope !3896, !noalias !3841, !nonnull !44, !noundef !44
    #dbg_value(ptr %_10.i.i.i.i.i6, !1911, !DIExpression(), !3897)
    #dbg_value(ptr %_10.i.i.i.i.i6, !1918, !DIExpression(), !3892)
  %43 = atomicrmw sub ptr %_10.i.i.i.i.i6, i64 1 release, align 8, !dbg !3898, !noalias !3899
  %44 = icmp eq i64 %43, 1, !dbg !3900
  br i1 %44, label %bb2.i.i.i.i.i, label %"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E.exit.i", !dbg !3900

bb2.i.i.i.i.i:                                    ; preds = %bb13.i
    #dbg_value(i8 2, !1186, !DIExpression(), !3901)
  fence acquire, !dbg !3903
; call <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
  call void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef nonnull align 8 dereferenceable(24) %self3) #16, !dbg !3904, !noalias !3841
  br label %"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E.exit.i", !dbg !3904

"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E.exit.i": ; preds = %bb2.i.i.i.i.i, %bb13.i
  call void @llvm.experimental.noalias.scope.decl(metadata !3905), !dbg !3867
    #dbg_value(ptr %h.sroa.4.0.self3.sroa_idx, !1137, !DIExpression(), !3908)
  call void @llvm.experimental.noalias.scope.decl(metadata !3910), !dbg !3913
    #dbg_value(ptr %h.sroa.4.0.self3.sroa_idx, !1145, !DIExpression(), !3914)
    #dbg_value(ptr %h.sroa.4.0.self3.sroa_idx, !1512, !DIExpression(), !3916)
    #dbg_value(i64 1, !1154, !DIExpression(), !3918)
    #dbg_value(i8 1, !1163, !DIExpression(), !3918)
    #dbg_value(i64 1, !1166, !DIExpression(), !3920)
    #dbg_value(i8 1, !1173, !DIExpression(), !3920)
  %_10.i.i.i = load ptr, ptr %h.sroa.4.0.self3.sroa_idx, align 8, !dbg !3922, !alias.scope !3924, !noalias !3841, !nonnull !44, !noundef !44
    #dbg_value(ptr %_10.i.i.i, !1162, !DIExpression(), !3925)
    #dbg_value(ptr %_10.i.i.i, !1172, !DIExpression(), !3920)
  %45 = atomicrmw sub ptr %_10.i.i.i, i64 1 release, align 8, !dbg !3926, !noalias !3927
  %46 = icmp eq i64 %45, 1, !dbg !3928
  br i1 %46, label %bb2.i.i.i7, label %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E.exit", !dbg !3928

bb2.i.i.i7:                                       ; preds = %"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E.exit.i"
    #dbg_value(i8 2, !1186, !DIExpression(), !3929)
  fence acquire, !dbg !3931
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h9ec6f4f1b9a671adE"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %h.sroa.4.0.self3.sroa_idx) #16, !dbg !3932, !noalias !3841
  br label %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E.exit", !dbg !3932

bb12.i:                                           ; preds = %bb9.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_5c930fb1751f82b8f0fb1f0c7d0d38d5) #19, !dbg !3933, !noalias !3738
  unreachable, !dbg !3933

"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E.exit": ; preds = %"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E.exit.i", %bb2.i.i.i7
  %.not = icmp eq ptr %self.sroa.0.0.copyload, null, !dbg !3934
  br i1 %.not, label %bb4, label %bb2.i8, !dbg !3935

bb2.i8:                                           ; preds = %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E.exit"
  %47 = inttoptr i64 %self.sroa.6.0.copyload to ptr, !dbg !3935
    #dbg_value(ptr poison, !997, !DIExpression(), !3936)
  %48 = icmp ne i64 %self.sroa.6.0.copyload, 0
  call void @llvm.assume(i1 %48)
    #dbg_value(ptr poison, !1006, !DIExpression(), !3938)
  %49 = load ptr, ptr %47, align 8, !dbg !3940, !invariant.load !44
  %.not.i.i = icmp eq ptr %49, null, !dbg !3940
  br i1 %.not.i.i, label %bb2.i.i, label %is_not_null.i.i, !dbg !3940

is_not_null.i.i:                                  ; preds = %bb2.i8
  call void %49(ptr noundef nonnull %self.sroa.0.0.copyload) #17, !dbg !3940
  br label %bb2.i.i, !dbg !3940

bb2.i.i:                                          ; preds = %is_not_null.i.i, %bb2.i8
    #dbg_value(ptr poison, !1016, !DIExpression(), !3941)
    #dbg_value(ptr poison, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3943)
    #dbg_value(ptr %47, !1025, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3943)
    #dbg_value(ptr poison, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3944)
    #dbg_value(ptr poison, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3946)
    #dbg_value(ptr poison, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3948)
    #dbg_value(ptr poison, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3950)
    #dbg_value(ptr %47, !1056, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3944)
    #dbg_value(ptr %47, !1068, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3946)
    #dbg_value(ptr %47, !1075, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3948)
    #dbg_value(ptr %47, !1086, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3950)
  %50 = getelementptr inbounds nuw i8, ptr %47, i64 8, !dbg !3952
  %51 = load i64, ptr %50, align 8, !dbg !3952, !range !1092, !invariant.load !44
    #dbg_value(i64 poison, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3953)
    #dbg_value(i64 %51, !1041, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3953)
  %52 = icmp eq i64 %51, 0, !dbg !3954
  br i1 %52, label %bb4, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i, !dbg !3954

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i: ; preds = %bb2.i.i
  %53 = getelementptr inbounds nuw i8, ptr %47, i64 16, !dbg !3952
  %54 = load i64, ptr %53, align 8, !dbg !3955, !range !1096, !invariant.load !44
    #dbg_value(i64 %54, !1041, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3953)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1056, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3944)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1068, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3946)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1075, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3948)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1086, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3950)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1025, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3943)
    #dbg_value(ptr poison, !1097, !DIExpression(), !3956)
    #dbg_value(ptr poison, !1109, !DIExpression(), !3958)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1105, !DIExpression(), !3956)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1113, !DIExpression(), !3958)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1117, !DIExpression(), !3960)
    #dbg_value(i64 %54, !1106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3956)
    #dbg_value(i64 %54, !1114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3958)
    #dbg_value(i64 %54, !1123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3960)
    #dbg_value(i64 %54, !1126, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !3962)
    #dbg_value(i64 %51, !1106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3956)
    #dbg_value(i64 %51, !1114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3958)
    #dbg_value(i64 %51, !1123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3960)
    #dbg_value(i64 %51, !1126, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !3962)
    #dbg_value(ptr %self.sroa.0.0.copyload, !1131, !DIExpression(), !3962)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self.sroa.0.0.copyload, i64 noundef %51, i64 noundef range(i64 1, -9223372036854775807) %54) #15, !dbg !3964
  br label %bb4, !dbg !3965

bb4:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i, %bb2.i.i, %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E.exit"
  %t.sroa.0.0 = phi i64 [ 0, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate.exit.i.i.i ], [ 0, %bb2.i.i ], [ %self.sroa.6.0.copyload, %"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E.exit" ], !dbg !3966
  ret i64 %t.sroa.0.0, !dbg !3967
}

; threadnum::w_log
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable
define internal noundef i64 @_ZN9threadnum5w_log17h1b102376c573cea3E(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %this, i64 noundef %k) unnamed_addr #3 !dbg !3968 {
start:
    #dbg_value(ptr %this, !3973, !DIExpression(), !3975)
    #dbg_value(i64 %k, !3974, !DIExpression(), !3975)
  %_3 = load i64, ptr %this, align 8, !dbg !3976, !noundef !44
  %_0 = add i64 %_3, %k, !dbg !3976
  ret i64 %_0, !dbg !3977
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #2

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #10

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; std::env::_var_os
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtCsjrHSEGnQ3l9_3std3env7__var_os(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(address) dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #2

; <std::thread::id::ThreadId>::new
; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i64 1, 0) i64 @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread2idNtB2_8ThreadId3new() unnamed_addr #2

; <std::thread::thread::Thread>::new
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull ptr @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread6threadNtB4_6Thread3new(i64 noundef range(i64 1, 0), ptr dead_on_return noalias noundef readonly align 8 captures(none) dereferenceable(24)) unnamed_addr #2

; std::thread::spawnhook::run_spawn_hooks
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook15run_spawn_hooks(ptr dead_on_unwind noalias noundef writable sret([32 x i8]) align 8 captures(none) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8)) unnamed_addr #2

; <std::sys::thread::unix::Thread>::new
; Function Attrs: nounwind nonlazybind uwtable
declare { i64, ptr } @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread3new(i64 noundef, ptr noalias noundef nonnull align 8) unnamed_addr #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #11

; core::str::converts::from_utf8
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core3str8converts9from_utf8(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #2

; <std::thread::spawnhook::ChildSpawnHooks>::run
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs_NtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB4_15ChildSpawnHooks3run(ptr dead_on_return noalias noundef align 8 captures(address) dereferenceable(32)) unnamed_addr #2

; <std::sys::thread::unix::Thread>::join
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread4join(i64 noundef) unnamed_addr #2

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #13

; <std::thread::spawnhook::SpawnHooks as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXNtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB2_10SpawnHooksNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop(ptr noalias noundef align 8 dereferenceable(8)) unnamed_addr #2

; <std::io::error::Error as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXNtNtCsjrHSEGnQ3l9_3std2io5errorNtB2_5ErrorNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #2

; core::result::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; <alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>::drop_slow
; Function Attrs: noinline nounwind nonlazybind uwtable
declare void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_(ptr noalias noundef align 8 dereferenceable(8)) unnamed_addr #0

; <alloc::sync::Arc<std::thread::spawnhook::SpawnHook>>::drop_slow
; Function Attrs: noinline nounwind nonlazybind uwtable
declare void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread9spawnhook9SpawnHookE9drop_slowBM_(ptr noalias noundef align 8 dereferenceable(8)) unnamed_addr #0

; <std::thread::scoped::ScopeData>::decrement_num_running_threads
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMNtNtCsjrHSEGnQ3l9_3std6thread6scopedNtB2_9ScopeData29decrement_num_running_threads(ptr noundef nonnull align 8, i1 noundef zeroext) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef ptr @__cormi_remote_method(i64 noundef, ptr noundef) unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #14

attributes #0 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #12 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nounwind }
attributes #16 = { noinline nounwind }
attributes #17 = { inlinehint nounwind }
attributes #18 = { noreturn nounwind }
attributes #19 = { noinline noreturn nounwind }

!llvm.module.flags = !{!513, !514, !515, !516}
!llvm.ident = !{!517}
!llvm.dbg.cu = !{!518}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64> as core::ops::function::FnOnce<()>>::{vtable}", scope: null, file: !2, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "<unknown>", directory: "")
!3 = !DICompositeType(tag: DW_TAG_structure_type, name: "<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64> as core::ops::function::FnOnce<()>>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !4, vtableHolder: !12, templateParams: !44, identifier: "db6aba8e3538ca3676b43f7f6b6022d4")
!4 = !{!5, !8, !10, !11}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !3, file: !2, baseType: !6, size: 64, align: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const ()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!7 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!9 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !3, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !3, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64>", scope: !13, file: !2, size: 448, align: 64, elements: !17, templateParams: !44, identifier: "a1bb369ba6de0f4a8ee48b69085d14e9")
!13 = !DINamespace(name: "spawn_unchecked", scope: !14)
!14 = !DINamespace(name: "lifecycle", scope: !15)
!15 = !DINamespace(name: "thread", scope: !16)
!16 = !DINamespace(name: "std", scope: null)
!17 = !{!18, !49, !173}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !12, file: !2, baseType: !19, size: 128, align: 64, offset: 320)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<threadnum::spawn_logs::{closure_env#0}>", scope: !13, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !20, templateParams: !47, identifier: "dbc59436cc80814b5327ad8122e22600")
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !19, file: !2, baseType: !22, size: 128, align: 64, flags: DIFlagProtected)
!22 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<threadnum::spawn_logs::{closure_env#0}>", scope: !23, file: !2, size: 128, align: 64, elements: !26, templateParams: !47, identifier: "388792f4d1aec08f7588c8083d52d446")
!23 = !DINamespace(name: "maybe_uninit", scope: !24)
!24 = !DINamespace(name: "mem", scope: !25)
!25 = !DINamespace(name: "core", scope: null)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !22, file: !2, baseType: !7, align: 8)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !22, file: !2, baseType: !29, size: 128, align: 64)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<threadnum::spawn_logs::{closure_env#0}>", scope: !30, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !31, templateParams: !47, identifier: "5e35115f8ee8e53517cabd5dd70b4371")
!30 = !DINamespace(name: "manually_drop", scope: !24)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !29, file: !2, baseType: !33, size: 128, align: 64, flags: DIFlagPrivate)
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<threadnum::spawn_logs::{closure_env#0}>", scope: !34, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !35, templateParams: !45, identifier: "dbc3937215a06aee7de10f9a9a6b8a59")
!34 = !DINamespace(name: "maybe_dangling", scope: !24)
!35 = !{!36}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !33, file: !2, baseType: !37, size: 128, align: 64, flags: DIFlagPrivate)
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !38, file: !2, size: 128, align: 64, elements: !40, templateParams: !44, identifier: "a24518ee03cd32ad8d69608a0aa6acf8")
!38 = !DINamespace(name: "spawn_logs", scope: !39)
!39 = !DINamespace(name: "threadnum", scope: null)
!40 = !{!41, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !37, file: !2, baseType: !42, size: 64, align: 64)
!42 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !37, file: !2, baseType: !42, size: 64, align: 64, offset: 64)
!44 = !{}
!45 = !{!46}
!46 = !DITemplateTypeParameter(name: "P", type: !37)
!47 = !{!48}
!48 = !DITemplateTypeParameter(name: "T", type: !37)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !12, file: !2, baseType: !50, size: 256, align: 64)
!50 = !DICompositeType(tag: DW_TAG_structure_type, name: "ChildSpawnHooks", scope: !51, file: !2, size: 256, align: 64, flags: DIFlagProtected, elements: !52, templateParams: !44, identifier: "eeb8377564d41ffd727c9fa14ad1c79c")
!51 = !DINamespace(name: "spawnhook", scope: !15)
!52 = !{!53, !124}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !50, file: !2, baseType: !54, size: 64, align: 64, offset: 192, flags: DIFlagPrivate)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "SpawnHooks", scope: !51, file: !2, size: 64, align: 64, flags: DIFlagPrivate, elements: !55, templateParams: !44, identifier: "eebec3c86ebd2acbfaa46fa2eadbdb0")
!55 = !{!56}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "first", scope: !54, file: !2, baseType: !57, size: 64, align: 64, flags: DIFlagPrivate)
!57 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>", scope: !58, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !59, templateParams: !44, identifier: "9c26074f4796feaefe0fa89af36e666")
!58 = !DINamespace(name: "option", scope: !25)
!59 = !{!60}
!60 = !DICompositeType(tag: DW_TAG_variant_part, scope: !57, file: !2, size: 64, align: 64, elements: !61, templateParams: !44, identifier: "fe2ec0e7f6e85b00b3154582f9b16849", discriminator: !123)
!61 = !{!62, !119}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !60, file: !2, baseType: !63, size: 64, align: 64, extraData: i64 0)
!63 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !64, identifier: "de0e56b27d0f8050cebd7cdd5066c822")
!64 = !{!65}
!65 = !DITemplateTypeParameter(name: "T", type: !66)
!66 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", scope: !67, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !69, templateParams: !117, identifier: "5c46653250a9f64572e7c06e649052f2")
!67 = !DINamespace(name: "sync", scope: !68)
!68 = !DINamespace(name: "alloc", scope: null)
!69 = !{!70, !111, !114}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !66, file: !2, baseType: !71, size: 64, align: 64, flags: DIFlagPrivate)
!71 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::spawnhook::SpawnHook>>", scope: !72, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !74, templateParams: !109, identifier: "3d00bcf266f3da0552efa4d79943cc82")
!72 = !DINamespace(name: "non_null", scope: !73)
!73 = !DINamespace(name: "ptr", scope: !25)
!74 = !{!75}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !71, file: !2, baseType: !76, size: 64, align: 64, flags: DIFlagPrivate)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::spawnhook::SpawnHook>", baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::spawnhook::SpawnHook>", scope: !67, file: !2, size: 320, align: 64, flags: DIFlagPrivate, elements: !78, templateParams: !107, identifier: "66fdc315f712b4647c5f1b77e02ea9a6")
!78 = !{!79, !91, !92}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !77, file: !2, baseType: !80, size: 64, align: 64, flags: DIFlagPrivate)
!80 = !DICompositeType(tag: DW_TAG_structure_type, name: "AtomicUsize", scope: !81, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !83, templateParams: !44, identifier: "4d473d2171783819ad804082894a3856")
!81 = !DINamespace(name: "atomic", scope: !82)
!82 = !DINamespace(name: "sync", scope: !25)
!83 = !{!84}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !80, file: !2, baseType: !85, size: 64, align: 64, flags: DIFlagPrivate)
!85 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<usize>", scope: !86, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !87, templateParams: !89, identifier: "39a99da3e6158f476ae51abf051b55a8")
!86 = !DINamespace(name: "cell", scope: !25)
!87 = !{!88}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !85, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagPrivate)
!89 = !{!90}
!90 = !DITemplateTypeParameter(name: "T", type: !9)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !77, file: !2, baseType: !80, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !77, file: !2, baseType: !93, size: 192, align: 64, offset: 128, flags: DIFlagPrivate)
!93 = !DICompositeType(tag: DW_TAG_structure_type, name: "SpawnHook", scope: !51, file: !2, size: 192, align: 64, flags: DIFlagPrivate, elements: !94, templateParams: !44, identifier: "a0fa40b3023c1c67dd5268f694d43239")
!94 = !{!95, !106}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !93, file: !2, baseType: !96, size: 128, align: 64, flags: DIFlagPrivate)
!96 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::ops::function::Fn<(&std::thread::thread::Thread), Output=alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>> + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !97, templateParams: !44, identifier: "c70ada2156cf59a2dd08cb168dd6b2b4")
!97 = !{!98, !101}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !96, file: !2, baseType: !99, size: 64, align: 64)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64, align: 64, dwarfAddressSpace: 0)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::ops::function::Fn<(&std::thread::thread::Thread), Output=alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>> + core::marker::Send + core::marker::Sync)", file: !2, align: 8, elements: !44, identifier: "e829d690d0e003e2ef599cf502eed75c")
!101 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !96, file: !2, baseType: !102, size: 64, align: 64, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 6]", baseType: !103, size: 64, align: 64, dwarfAddressSpace: 0)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, align: 64, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 6, lowerBound: 0)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !93, file: !2, baseType: !57, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!107 = !{!108}
!108 = !DITemplateTypeParameter(name: "T", type: !93)
!109 = !{!110}
!110 = !DITemplateTypeParameter(name: "T", type: !77)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !66, file: !2, baseType: !112, align: 8, offset: 64, flags: DIFlagPrivate)
!112 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::spawnhook::SpawnHook>>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !109, identifier: "bd39b1adf08db9894779313c94f6575")
!113 = !DINamespace(name: "marker", scope: !25)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !66, file: !2, baseType: !115, align: 8, offset: 64, flags: DIFlagPrivate)
!115 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !116, file: !2, align: 8, flags: DIFlagPublic, elements: !44, identifier: "8471efeafbd677a88d306f08d1a0eeb")
!116 = !DINamespace(name: "alloc", scope: !68)
!117 = !{!108, !118}
!118 = !DITemplateTypeParameter(name: "A", type: !115)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !60, file: !2, baseType: !120, size: 64, align: 64)
!120 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !57, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !121, templateParams: !64, identifier: "dd763ff7771c5d4fa4e25199f00c06b")
!121 = !{!122}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !120, file: !2, baseType: !66, size: 64, align: 64, flags: DIFlagPublic)
!123 = !DIDerivedType(tag: DW_TAG_member, scope: !57, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "to_run", scope: !50, file: !2, baseType: !125, size: 192, align: 64, flags: DIFlagPrivate)
!125 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", scope: !126, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !127, templateParams: !171, identifier: "5bdf23c267c8f87ea3d5f063d063e306")
!126 = !DINamespace(name: "vec", scope: !68)
!127 = !{!128, !172}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !125, file: !2, baseType: !129, size: 128, align: 64, flags: DIFlagPrivate)
!129 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", scope: !130, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !131, templateParams: !171, identifier: "c2d7c12bb10a631dc03401c085691c18")
!130 = !DINamespace(name: "raw_vec", scope: !68)
!131 = !{!132, !157}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !129, file: !2, baseType: !133, size: 128, align: 64, flags: DIFlagPrivate)
!133 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !130, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !134, templateParams: !156, identifier: "45ea25bc7f42e606fa74c731a5e7f80c")
!134 = !{!135, !149, !155}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !133, file: !2, baseType: !136, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !137, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !138, templateParams: !145, identifier: "3c59e741c9569c78cbe381fa3cbee4e5")
!137 = !DINamespace(name: "unique", scope: !73)
!138 = !{!139, !147}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !136, file: !2, baseType: !140, size: 64, align: 64, flags: DIFlagPrivate)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !72, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !141, templateParams: !145, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !140, file: !2, baseType: !143, size: 64, align: 64, flags: DIFlagPrivate)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!144 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!145 = !{!146}
!146 = !DITemplateTypeParameter(name: "T", type: !144)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !136, file: !2, baseType: !148, align: 8, offset: 64, flags: DIFlagPrivate)
!148 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !145, identifier: "15bae875c56c7c0f828edf19d836075e")
!149 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !133, file: !2, baseType: !150, size: 64, align: 64, flags: DIFlagPrivate)
!150 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !151, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !153, templateParams: !44, identifier: "cad7375c0c871c072d809328de25b44")
!151 = !DINamespace(name: "niche_types", scope: !152)
!152 = !DINamespace(name: "num", scope: !25)
!153 = !{!154}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !150, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagPrivate)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !133, file: !2, baseType: !115, align: 8, offset: 128, flags: DIFlagPrivate)
!156 = !{!118}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !129, file: !2, baseType: !158, align: 8, offset: 128, flags: DIFlagPrivate)
!158 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !159, identifier: "fc69ebabb4dbbbad75cac103711330b0")
!159 = !{!160}
!160 = !DITemplateTypeParameter(name: "T", type: !161)
!161 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !162, templateParams: !44, identifier: "784f70b9191dc401f45ccad49dd98a60")
!162 = !{!163, !166}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !161, file: !2, baseType: !164, size: 64, align: 64)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64, align: 64, dwarfAddressSpace: 0)
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)", file: !2, align: 8, elements: !44, identifier: "81b0c2b508a9eeb1c9c4cf84be6b519b")
!166 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !161, file: !2, baseType: !167, size: 64, align: 64, offset: 64)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 4]", baseType: !168, size: 64, align: 64, dwarfAddressSpace: 0)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, align: 64, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 4, lowerBound: 0)
!171 = !{!160, !118}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !125, file: !2, baseType: !9, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "their_packet", scope: !12, file: !2, baseType: !174, size: 64, align: 64, offset: 256)
!174 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", scope: !67, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !175, templateParams: !394, identifier: "c287007dd8b6a3f756fa85c7f62bb468")
!175 = !{!176, !391, !393}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !174, file: !2, baseType: !177, size: 64, align: 64, flags: DIFlagPrivate)
!177 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>>", scope: !72, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !178, templateParams: !389, identifier: "2de677ef5425aa17cb7a4f555eb5189f")
!178 = !{!179}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !177, file: !2, baseType: !180, size: 64, align: 64, flags: DIFlagPrivate)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>", baseType: !181, size: 64, align: 64, dwarfAddressSpace: 0)
!181 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::lifecycle::Packet<u64>>", scope: !67, file: !2, size: 384, align: 64, flags: DIFlagPrivate, elements: !182, templateParams: !387, identifier: "79867343af3f37437e4de0fca20b180f")
!182 = !{!183, !184, !185}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !181, file: !2, baseType: !80, size: 64, align: 64, flags: DIFlagPrivate)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !181, file: !2, baseType: !80, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !181, file: !2, baseType: !186, size: 256, align: 64, offset: 128, flags: DIFlagPrivate)
!186 = !DICompositeType(tag: DW_TAG_structure_type, name: "Packet<u64>", scope: !14, file: !2, size: 256, align: 64, flags: DIFlagPrivate, elements: !187, templateParams: !283, identifier: "9564b8518c6f85e8de9259020ce9805e")
!187 = !{!188, !328, !369}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "scope", scope: !186, file: !2, baseType: !189, size: 64, align: 64, flags: DIFlagPrivate)
!189 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>", scope: !58, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !190, templateParams: !44, identifier: "5fb98ac86a7315b43e2b6618a15480f9")
!190 = !{!191}
!191 = !DICompositeType(tag: DW_TAG_variant_part, scope: !189, file: !2, size: 64, align: 64, elements: !192, templateParams: !44, identifier: "2c7c1c795725e24c3bc0594e8c8246cc", discriminator: !327)
!192 = !{!193, !323}
!193 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !191, file: !2, baseType: !194, size: 64, align: 64, extraData: i64 0)
!194 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !189, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !195, identifier: "98fef0ad5724695823fedfb81f35429f")
!195 = !{!196}
!196 = !DITemplateTypeParameter(name: "T", type: !197)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", scope: !67, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !198, templateParams: !322, identifier: "cd79285008b59249f6d84f12e947241a")
!198 = !{!199, !319, !321}
!199 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !197, file: !2, baseType: !200, size: 64, align: 64, flags: DIFlagPrivate)
!200 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::scoped::ScopeData>>", scope: !72, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !201, templateParams: !317, identifier: "c6044cdf17742002f1fe5ece2095d9c4")
!201 = !{!202}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !200, file: !2, baseType: !203, size: 64, align: 64, flags: DIFlagPrivate)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::scoped::ScopeData>", baseType: !204, size: 64, align: 64, dwarfAddressSpace: 0)
!204 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::scoped::ScopeData>", scope: !67, file: !2, size: 320, align: 64, flags: DIFlagPrivate, elements: !205, templateParams: !315, identifier: "f1f944dbbb4e153993ec73bd62fa46f0")
!205 = !{!206, !207, !208}
!206 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !204, file: !2, baseType: !80, size: 64, align: 64, flags: DIFlagPrivate)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !204, file: !2, baseType: !80, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !204, file: !2, baseType: !209, size: 192, align: 64, offset: 128, flags: DIFlagPrivate)
!209 = !DICompositeType(tag: DW_TAG_structure_type, name: "ScopeData", scope: !210, file: !2, size: 192, align: 64, flags: DIFlagProtected, elements: !211, templateParams: !44, identifier: "46b284ff1c0eefbb631e04ae7f64f9a2")
!210 = !DINamespace(name: "scoped", scope: !15)
!211 = !{!212, !213, !220}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "num_running_threads", scope: !209, file: !2, baseType: !80, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "a_thread_panicked", scope: !209, file: !2, baseType: !214, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!214 = !DICompositeType(tag: DW_TAG_structure_type, name: "AtomicBool", scope: !81, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !215, templateParams: !44, identifier: "60f0e70b153cf109f3b1ce7e34993661")
!215 = !{!216}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !214, file: !2, baseType: !217, size: 8, align: 8, flags: DIFlagPrivate)
!217 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<u8>", scope: !86, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !218, templateParams: !145, identifier: "df3fe7d204cf9645c1e0417088da45bf")
!218 = !{!219}
!219 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !217, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagPrivate)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "main_thread", scope: !209, file: !2, baseType: !221, size: 64, align: 64, flags: DIFlagPrivate)
!221 = !DICompositeType(tag: DW_TAG_structure_type, name: "Thread", scope: !222, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !223, templateParams: !44, identifier: "403a666d5f21c87995fdafc8bf1e6351")
!222 = !DINamespace(name: "thread", scope: !15)
!223 = !{!224}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !221, file: !2, baseType: !225, size: 64, align: 64, flags: DIFlagPrivate)
!225 = !DICompositeType(tag: DW_TAG_structure_type, name: "Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", scope: !226, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !227, templateParams: !313, identifier: "bc0a901ebfeb8aaf57b9b1aff716c8c1")
!226 = !DINamespace(name: "pin", scope: !25)
!227 = !{!228}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !225, file: !2, baseType: !229, size: 64, align: 64, flags: DIFlagPrivate)
!229 = !DICompositeType(tag: DW_TAG_structure_type, name: "Arc<std::thread::thread::Inner, std::alloc::System>", scope: !67, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !230, templateParams: !311, identifier: "17e830a2d9b5f9169616a87ed1cd0fe9")
!230 = !{!231, !306, !308}
!231 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !229, file: !2, baseType: !232, size: 64, align: 64, flags: DIFlagPrivate)
!232 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<alloc::sync::ArcInner<std::thread::thread::Inner>>", scope: !72, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !233, templateParams: !304, identifier: "b685f3cbfd8d3414d1ba6294362e4d00")
!233 = !{!234}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !232, file: !2, baseType: !235, size: 64, align: 64, flags: DIFlagPrivate)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const alloc::sync::ArcInner<std::thread::thread::Inner>", baseType: !236, size: 64, align: 64, dwarfAddressSpace: 0)
!236 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArcInner<std::thread::thread::Inner>", scope: !67, file: !2, size: 384, align: 64, flags: DIFlagPrivate, elements: !237, templateParams: !302, identifier: "727304cc1db499aa1753946b26666957")
!237 = !{!238, !239, !240}
!238 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !236, file: !2, baseType: !80, size: 64, align: 64, flags: DIFlagPrivate)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !236, file: !2, baseType: !80, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !236, file: !2, baseType: !241, size: 256, align: 64, offset: 128, flags: DIFlagPrivate)
!241 = !DICompositeType(tag: DW_TAG_structure_type, name: "Inner", scope: !222, file: !2, size: 256, align: 64, flags: DIFlagPrivate, elements: !242, templateParams: !44, identifier: "b4e68275b6ef48d14e0d0ca922e61cfe")
!242 = !{!243, !271, !285}
!243 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !241, file: !2, baseType: !244, size: 128, align: 64, offset: 64, flags: DIFlagPrivate)
!244 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<std::thread::thread::thread_name_string::ThreadNameString>", scope: !58, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !245, templateParams: !44, identifier: "69c3d296694bad8c828d2c84c68eb0c7")
!245 = !{!246}
!246 = !DICompositeType(tag: DW_TAG_variant_part, scope: !244, file: !2, size: 128, align: 64, elements: !247, templateParams: !44, identifier: "572a2b1f4b15b0cc2a73f1fb7932db83", discriminator: !270)
!247 = !{!248, !266}
!248 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !246, file: !2, baseType: !249, size: 128, align: 64, extraData: i64 0)
!249 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !244, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !250, identifier: "213221054ad9a922be49fd8e2e5e6b4e")
!250 = !{!251}
!251 = !DITemplateTypeParameter(name: "T", type: !252)
!252 = !DICompositeType(tag: DW_TAG_structure_type, name: "ThreadNameString", scope: !253, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !254, templateParams: !44, identifier: "8c164ab72a2dfb2e38f74277af352297")
!253 = !DINamespace(name: "thread_name_string", scope: !222)
!254 = !{!255}
!255 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !252, file: !2, baseType: !256, size: 128, align: 64, flags: DIFlagPrivate)
!256 = !DICompositeType(tag: DW_TAG_structure_type, name: "CString", scope: !257, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !259, templateParams: !44, identifier: "fc613295dbb8274a87f65b7c54af0c14")
!257 = !DINamespace(name: "c_str", scope: !258)
!258 = !DINamespace(name: "ffi", scope: !68)
!259 = !{!260}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !256, file: !2, baseType: !261, size: 128, align: 64, flags: DIFlagPrivate)
!261 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<[u8], alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !262, templateParams: !44, identifier: "921886ecc911f281d55f77903c5973b8")
!262 = !{!263, !265}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !261, file: !2, baseType: !264, size: 64, align: 64)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !261, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !246, file: !2, baseType: !267, size: 128, align: 64)
!267 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !244, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !268, templateParams: !250, identifier: "bcc98044100a111a3512307fbe506506")
!268 = !{!269}
!269 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !267, file: !2, baseType: !252, size: 128, align: 64, flags: DIFlagPublic)
!270 = !DIDerivedType(tag: DW_TAG_member, scope: !244, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !241, file: !2, baseType: !272, size: 64, align: 64, flags: DIFlagPrivate)
!272 = !DICompositeType(tag: DW_TAG_structure_type, name: "ThreadId", scope: !273, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !274, templateParams: !44, identifier: "de609d3b81242813820c995a10001b08")
!273 = !DINamespace(name: "id", scope: !15)
!274 = !{!275}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !272, file: !2, baseType: !276, size: 64, align: 64, flags: DIFlagPrivate)
!276 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZero<u64>", scope: !277, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !278, templateParams: !283, identifier: "ff786a4ac72ed82b974b9cfadfcee5d")
!277 = !DINamespace(name: "nonzero", scope: !152)
!278 = !{!279}
!279 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !276, file: !2, baseType: !280, size: 64, align: 64, flags: DIFlagPrivate)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonZeroU64Inner", scope: !151, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !281, templateParams: !44, identifier: "e2f4201cd798a8ec8a688583cf768d10")
!281 = !{!282}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !280, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPrivate)
!283 = !{!284}
!284 = !DITemplateTypeParameter(name: "T", type: !42)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "parker", scope: !241, file: !2, baseType: !286, size: 32, align: 32, offset: 192, flags: DIFlagPrivate)
!286 = !DICompositeType(tag: DW_TAG_structure_type, name: "Parker", scope: !287, file: !2, size: 32, align: 32, flags: DIFlagPublic, elements: !291, templateParams: !44, identifier: "39c9dceecc8e8d9c89798e8b95a41668")
!287 = !DINamespace(name: "futex", scope: !288)
!288 = !DINamespace(name: "thread_parking", scope: !289)
!289 = !DINamespace(name: "sync", scope: !290)
!290 = !DINamespace(name: "sys", scope: !16)
!291 = !{!292}
!292 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !286, file: !2, baseType: !293, size: 32, align: 32, flags: DIFlagPrivate)
!293 = !DICompositeType(tag: DW_TAG_structure_type, name: "AtomicU32", scope: !81, file: !2, size: 32, align: 32, flags: DIFlagPublic, elements: !294, templateParams: !44, identifier: "c7c2c74a85904bd0c8528b4e15d5ce44")
!294 = !{!295}
!295 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !293, file: !2, baseType: !296, size: 32, align: 32, flags: DIFlagPrivate)
!296 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<u32>", scope: !86, file: !2, size: 32, align: 32, flags: DIFlagPublic, elements: !297, templateParams: !300, identifier: "276fcd5afdff990e3d83fbd36936145c")
!297 = !{!298}
!298 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !296, file: !2, baseType: !299, size: 32, align: 32, flags: DIFlagPrivate)
!299 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!300 = !{!301}
!301 = !DITemplateTypeParameter(name: "T", type: !299)
!302 = !{!303}
!303 = !DITemplateTypeParameter(name: "T", type: !241)
!304 = !{!305}
!305 = !DITemplateTypeParameter(name: "T", type: !236)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !229, file: !2, baseType: !307, align: 8, offset: 64, flags: DIFlagPrivate)
!307 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::thread::Inner>>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !304, identifier: "8cbae2973f2416ba3239b50b421f1d46")
!308 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !229, file: !2, baseType: !309, align: 8, offset: 64, flags: DIFlagPrivate)
!309 = !DICompositeType(tag: DW_TAG_structure_type, name: "System", scope: !310, file: !2, align: 8, flags: DIFlagPublic, elements: !44, identifier: "1ff8b479d8c32c4b3ae3cd5b6d913415")
!310 = !DINamespace(name: "alloc", scope: !16)
!311 = !{!303, !312}
!312 = !DITemplateTypeParameter(name: "A", type: !309)
!313 = !{!314}
!314 = !DITemplateTypeParameter(name: "Ptr", type: !229)
!315 = !{!316}
!316 = !DITemplateTypeParameter(name: "T", type: !209)
!317 = !{!318}
!318 = !DITemplateTypeParameter(name: "T", type: !204)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !197, file: !2, baseType: !320, align: 8, offset: 64, flags: DIFlagPrivate)
!320 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::scoped::ScopeData>>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !317, identifier: "8369e9356a96f8e98cc34218d394fbbb")
!321 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !197, file: !2, baseType: !115, align: 8, offset: 64, flags: DIFlagPrivate)
!322 = !{!316, !118}
!323 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !191, file: !2, baseType: !324, size: 64, align: 64)
!324 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !189, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !325, templateParams: !195, identifier: "46c596e44a2b993ec28349bb0d5ed6f3")
!325 = !{!326}
!326 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !324, file: !2, baseType: !197, size: 64, align: 64, flags: DIFlagPublic)
!327 = !DIDerivedType(tag: DW_TAG_member, scope: !189, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "result", scope: !186, file: !2, baseType: !329, size: 192, align: 64, offset: 64, flags: DIFlagPrivate)
!329 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", scope: !86, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !330, templateParams: !367, identifier: "4a13e665946d385ab1fa5873e7d2dffd")
!330 = !{!331}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !329, file: !2, baseType: !332, size: 192, align: 64, flags: DIFlagPrivate)
!332 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", scope: !58, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !333, templateParams: !44, identifier: "dbd83297300b5fd314e1c176f249bd54")
!333 = !{!334}
!334 = !DICompositeType(tag: DW_TAG_variant_part, scope: !332, file: !2, size: 192, align: 64, elements: !335, templateParams: !44, identifier: "7d1b69adbae6078bec004126d53f6752", discriminator: !366)
!335 = !{!336, !362}
!336 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !334, file: !2, baseType: !337, size: 192, align: 64, extraData: i64 0)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !332, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !338, identifier: "f7b20d021c481bfabd26be28b574ac7a")
!338 = !{!339}
!339 = !DITemplateTypeParameter(name: "T", type: !340)
!340 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !342, templateParams: !44, identifier: "2ffa61f811762eeb8b1c0e7a57962b2")
!341 = !DINamespace(name: "result", scope: !25)
!342 = !{!343}
!343 = !DICompositeType(tag: DW_TAG_variant_part, scope: !340, file: !2, size: 128, align: 64, elements: !344, templateParams: !44, identifier: "f0077528cdbb2599af119688437ea46e", discriminator: !361)
!344 = !{!345, !357}
!345 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !343, file: !2, baseType: !346, size: 128, align: 64, extraData: i64 0)
!346 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !347, templateParams: !349, identifier: "eeff6c951feac77fbfe5ba7c47f4fd91")
!347 = !{!348}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !346, file: !2, baseType: !42, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!349 = !{!284, !350}
!350 = !DITemplateTypeParameter(name: "E", type: !351)
!351 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !352, templateParams: !44, identifier: "10ed3ba8a6abd8274ce7f839cd83118a")
!352 = !{!353, !356}
!353 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !351, file: !2, baseType: !354, size: 64, align: 64)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 64, align: 64, dwarfAddressSpace: 0)
!355 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::any::Any + core::marker::Send)", file: !2, align: 8, elements: !44, identifier: "b160390ced8ba3d9da5565e1f758d814")
!356 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !351, file: !2, baseType: !167, size: 64, align: 64, offset: 64)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !343, file: !2, baseType: !358, size: 128, align: 64)
!358 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !340, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !359, templateParams: !349, identifier: "b2f893717ea5a3e5c23d2f8c446e6a62")
!359 = !{!360}
!360 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !358, file: !2, baseType: !351, size: 128, align: 64, flags: DIFlagPublic)
!361 = !DIDerivedType(tag: DW_TAG_member, scope: !340, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !334, file: !2, baseType: !363, size: 192, align: 64, extraData: i64 1)
!363 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !332, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !364, templateParams: !338, identifier: "bb5f43704eb5cf4515510692f4e23a2a")
!364 = !{!365}
!365 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !363, file: !2, baseType: !340, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!366 = !DIDerivedType(tag: DW_TAG_member, scope: !332, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!367 = !{!368}
!368 = !DITemplateTypeParameter(name: "T", type: !332)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !186, file: !2, baseType: !370, align: 8, offset: 256, flags: DIFlagPrivate)
!370 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<core::option::Option<&std::thread::scoped::ScopeData>>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !371, identifier: "7bcceec13b83e53e6f59d42b42af8226")
!371 = !{!372}
!372 = !DITemplateTypeParameter(name: "T", type: !373)
!373 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&std::thread::scoped::ScopeData>", scope: !58, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !374, templateParams: !44, identifier: "b7ad46b7c0d94cf3c40441f639ed8d29")
!374 = !{!375}
!375 = !DICompositeType(tag: DW_TAG_variant_part, scope: !373, file: !2, size: 64, align: 64, elements: !376, templateParams: !44, identifier: "e431ce6618197e7c9b94ab32566e0e45", discriminator: !386)
!376 = !{!377, !382}
!377 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !375, file: !2, baseType: !378, size: 64, align: 64, extraData: i64 0)
!378 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !373, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !379, identifier: "1ca62aa73fcc7bda55ba342407c1b324")
!379 = !{!380}
!380 = !DITemplateTypeParameter(name: "T", type: !381)
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::thread::scoped::ScopeData", baseType: !209, size: 64, align: 64, dwarfAddressSpace: 0)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !375, file: !2, baseType: !383, size: 64, align: 64)
!383 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !373, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !384, templateParams: !379, identifier: "b4f47f30642887146ad274cf2574e54d")
!384 = !{!385}
!385 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !383, file: !2, baseType: !381, size: 64, align: 64, flags: DIFlagPublic)
!386 = !DIDerivedType(tag: DW_TAG_member, scope: !373, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!387 = !{!388}
!388 = !DITemplateTypeParameter(name: "T", type: !186)
!389 = !{!390}
!390 = !DITemplateTypeParameter(name: "T", type: !181)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "phantom", scope: !174, file: !2, baseType: !392, align: 8, offset: 64, flags: DIFlagPrivate)
!392 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !389, identifier: "c0886a67b5a76087138191850d6dcef")
!393 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !174, file: !2, baseType: !115, align: 8, offset: 64, flags: DIFlagPrivate)
!394 = !{!388, !118}
!395 = !DIGlobalVariableExpression(var: !396, expr: !DIExpression())
!396 = distinct !DIGlobalVariable(name: "<std::io::error::Error as core::fmt::Debug>::{vtable}", scope: null, file: !2, type: !397, isLocal: true, isDefinition: true)
!397 = !DICompositeType(tag: DW_TAG_structure_type, name: "<std::io::error::Error as core::fmt::Debug>::{vtable_type}", file: !2, size: 256, align: 64, flags: DIFlagArtificial, elements: !398, vtableHolder: !403, templateParams: !44, identifier: "9899f3b834037c46701741a51261c1ba")
!398 = !{!399, !400, !401, !402}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !397, file: !2, baseType: !6, size: 64, align: 64)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !397, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !397, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !397, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!403 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !404, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !406, templateParams: !44, identifier: "e85a88758bb6b463983651803f51593b")
!404 = !DINamespace(name: "error", scope: !405)
!405 = !DINamespace(name: "io", scope: !16)
!406 = !{!407}
!407 = !DIDerivedType(tag: DW_TAG_member, name: "repr", scope: !403, file: !2, baseType: !408, size: 64, align: 64, flags: DIFlagPrivate)
!408 = !DICompositeType(tag: DW_TAG_structure_type, name: "Repr", scope: !409, file: !2, size: 64, align: 64, flags: DIFlagProtected, elements: !410, templateParams: !44, identifier: "2b12c7d6f0999e88fb5b624c805a9b5c")
!409 = !DINamespace(name: "repr_bitpacked", scope: !404)
!410 = !{!411, !417}
!411 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !408, file: !2, baseType: !412, size: 64, align: 64, flags: DIFlagPrivate)
!412 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<()>", scope: !72, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !413, templateParams: !415, identifier: "f4e496144210c619b96aa08326287b92")
!413 = !{!414}
!414 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !412, file: !2, baseType: !6, size: 64, align: 64, flags: DIFlagPrivate)
!415 = !{!416}
!416 = !DITemplateTypeParameter(name: "T", type: !7)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !408, file: !2, baseType: !418, align: 8, offset: 64, flags: DIFlagPrivate)
!418 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !419, identifier: "1e81c851dbf599cbb5b9d59441a7942d")
!419 = !{!420}
!420 = !DITemplateTypeParameter(name: "T", type: !421)
!421 = !DICompositeType(tag: DW_TAG_structure_type, name: "ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", scope: !404, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !422, templateParams: !44, identifier: "ffef33cfda2f3413349fa61eea1a1c76")
!422 = !{!423}
!423 = !DICompositeType(tag: DW_TAG_variant_part, scope: !421, file: !2, size: 128, align: 64, elements: !424, templateParams: !44, identifier: "829637cf065b43e3b34210a435834087", discriminator: !512)
!424 = !{!425, !491, !495, !508}
!425 = !DIDerivedType(tag: DW_TAG_member, name: "Os", scope: !423, file: !2, baseType: !426, size: 128, align: 64, extraData: i8 0)
!426 = !DICompositeType(tag: DW_TAG_structure_type, name: "Os", scope: !421, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !427, templateParams: !430, identifier: "8231477b47c7e5ee3b6f484fb3758b62")
!427 = !{!428}
!428 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !426, file: !2, baseType: !429, size: 32, align: 32, offset: 32, flags: DIFlagPrivate)
!429 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!430 = !{!431}
!431 = !DITemplateTypeParameter(name: "C", type: !432)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !433, size: 64, align: 64, dwarfAddressSpace: 0)
!433 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !404, file: !2, size: 192, align: 64, flags: DIFlagPrivate, elements: !434, templateParams: !44, identifier: "7fdd58ebd6f6d542dadee54399a568fb")
!434 = !{!435, !480}
!435 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !433, file: !2, baseType: !436, size: 8, align: 8, offset: 128, flags: DIFlagPrivate)
!436 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "ErrorKind", scope: !404, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagEnumClass, elements: !437)
!437 = !{!438, !439, !440, !441, !442, !443, !444, !445, !446, !447, !448, !449, !450, !451, !452, !453, !454, !455, !456, !457, !458, !459, !460, !461, !462, !463, !464, !465, !466, !467, !468, !469, !470, !471, !472, !473, !474, !475, !476, !477, !478, !479}
!438 = !DIEnumerator(name: "NotFound", value: 0, isUnsigned: true)
!439 = !DIEnumerator(name: "PermissionDenied", value: 1, isUnsigned: true)
!440 = !DIEnumerator(name: "ConnectionRefused", value: 2, isUnsigned: true)
!441 = !DIEnumerator(name: "ConnectionReset", value: 3, isUnsigned: true)
!442 = !DIEnumerator(name: "HostUnreachable", value: 4, isUnsigned: true)
!443 = !DIEnumerator(name: "NetworkUnreachable", value: 5, isUnsigned: true)
!444 = !DIEnumerator(name: "ConnectionAborted", value: 6, isUnsigned: true)
!445 = !DIEnumerator(name: "NotConnected", value: 7, isUnsigned: true)
!446 = !DIEnumerator(name: "AddrInUse", value: 8, isUnsigned: true)
!447 = !DIEnumerator(name: "AddrNotAvailable", value: 9, isUnsigned: true)
!448 = !DIEnumerator(name: "NetworkDown", value: 10, isUnsigned: true)
!449 = !DIEnumerator(name: "BrokenPipe", value: 11, isUnsigned: true)
!450 = !DIEnumerator(name: "AlreadyExists", value: 12, isUnsigned: true)
!451 = !DIEnumerator(name: "WouldBlock", value: 13, isUnsigned: true)
!452 = !DIEnumerator(name: "NotADirectory", value: 14, isUnsigned: true)
!453 = !DIEnumerator(name: "IsADirectory", value: 15, isUnsigned: true)
!454 = !DIEnumerator(name: "DirectoryNotEmpty", value: 16, isUnsigned: true)
!455 = !DIEnumerator(name: "ReadOnlyFilesystem", value: 17, isUnsigned: true)
!456 = !DIEnumerator(name: "FilesystemLoop", value: 18, isUnsigned: true)
!457 = !DIEnumerator(name: "StaleNetworkFileHandle", value: 19, isUnsigned: true)
!458 = !DIEnumerator(name: "InvalidInput", value: 20, isUnsigned: true)
!459 = !DIEnumerator(name: "InvalidData", value: 21, isUnsigned: true)
!460 = !DIEnumerator(name: "TimedOut", value: 22, isUnsigned: true)
!461 = !DIEnumerator(name: "WriteZero", value: 23, isUnsigned: true)
!462 = !DIEnumerator(name: "StorageFull", value: 24, isUnsigned: true)
!463 = !DIEnumerator(name: "NotSeekable", value: 25, isUnsigned: true)
!464 = !DIEnumerator(name: "QuotaExceeded", value: 26, isUnsigned: true)
!465 = !DIEnumerator(name: "FileTooLarge", value: 27, isUnsigned: true)
!466 = !DIEnumerator(name: "ResourceBusy", value: 28, isUnsigned: true)
!467 = !DIEnumerator(name: "ExecutableFileBusy", value: 29, isUnsigned: true)
!468 = !DIEnumerator(name: "Deadlock", value: 30, isUnsigned: true)
!469 = !DIEnumerator(name: "CrossesDevices", value: 31, isUnsigned: true)
!470 = !DIEnumerator(name: "TooManyLinks", value: 32, isUnsigned: true)
!471 = !DIEnumerator(name: "InvalidFilename", value: 33, isUnsigned: true)
!472 = !DIEnumerator(name: "ArgumentListTooLong", value: 34, isUnsigned: true)
!473 = !DIEnumerator(name: "Interrupted", value: 35, isUnsigned: true)
!474 = !DIEnumerator(name: "Unsupported", value: 36, isUnsigned: true)
!475 = !DIEnumerator(name: "UnexpectedEof", value: 37, isUnsigned: true)
!476 = !DIEnumerator(name: "OutOfMemory", value: 38, isUnsigned: true)
!477 = !DIEnumerator(name: "InProgress", value: 39, isUnsigned: true)
!478 = !DIEnumerator(name: "Other", value: 40, isUnsigned: true)
!479 = !DIEnumerator(name: "Uncategorized", value: 41, isUnsigned: true)
!480 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !433, file: !2, baseType: !481, size: 128, align: 64, flags: DIFlagPrivate)
!481 = !DICompositeType(tag: DW_TAG_structure_type, name: "alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", file: !2, size: 128, align: 64, elements: !482, templateParams: !44, identifier: "a7e7b87722ec91db468fbff97d02e79f")
!482 = !{!483, !486}
!483 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !481, file: !2, baseType: !484, size: 64, align: 64)
!484 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !485, size: 64, align: 64, dwarfAddressSpace: 0)
!485 = !DICompositeType(tag: DW_TAG_structure_type, name: "(dyn core::error::Error + core::marker::Send + core::marker::Sync)", file: !2, align: 8, elements: !44, identifier: "cb89d378028ef3909bc35c36e5d517c6")
!486 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !481, file: !2, baseType: !487, size: 64, align: 64, offset: 64)
!487 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 10]", baseType: !488, size: 64, align: 64, dwarfAddressSpace: 0)
!488 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 640, align: 64, elements: !489)
!489 = !{!490}
!490 = !DISubrange(count: 10, lowerBound: 0)
!491 = !DIDerivedType(tag: DW_TAG_member, name: "Simple", scope: !423, file: !2, baseType: !492, size: 128, align: 64, extraData: i8 1)
!492 = !DICompositeType(tag: DW_TAG_structure_type, name: "Simple", scope: !421, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !493, templateParams: !430, identifier: "12c26e44c514fd706977573f1e51277b")
!493 = !{!494}
!494 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !492, file: !2, baseType: !436, size: 8, align: 8, offset: 8, flags: DIFlagPrivate)
!495 = !DIDerivedType(tag: DW_TAG_member, name: "SimpleMessage", scope: !423, file: !2, baseType: !496, size: 128, align: 64, extraData: i8 2)
!496 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !421, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !497, templateParams: !430, identifier: "683115b188484d9c66c29199b1668743")
!497 = !{!498}
!498 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !496, file: !2, baseType: !499, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::io::error::SimpleMessage", baseType: !500, size: 64, align: 64, dwarfAddressSpace: 0)
!500 = !DICompositeType(tag: DW_TAG_structure_type, name: "SimpleMessage", scope: !404, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !501, templateParams: !44, identifier: "fc3ba5ffb90353c74d91c7e48a819290")
!501 = !{!502, !503}
!502 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !500, file: !2, baseType: !436, size: 8, align: 8, offset: 128, flags: DIFlagPublic)
!503 = !DIDerivedType(tag: DW_TAG_member, name: "message", scope: !500, file: !2, baseType: !504, size: 128, align: 64, flags: DIFlagPublic)
!504 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !2, size: 128, align: 64, elements: !505, templateParams: !44, identifier: "9277eecd40495f85161460476aacc992")
!505 = !{!506, !507}
!506 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !504, file: !2, baseType: !264, size: 64, align: 64)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !504, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "Custom", scope: !423, file: !2, baseType: !509, size: 128, align: 64, extraData: i8 3)
!509 = !DICompositeType(tag: DW_TAG_structure_type, name: "Custom", scope: !421, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !510, templateParams: !430, identifier: "fbbb3263f2671f5cd18b279ae5597d20")
!510 = !{!511}
!511 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !509, file: !2, baseType: !432, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!512 = !DIDerivedType(tag: DW_TAG_member, scope: !421, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagArtificial)
!513 = !{i32 8, !"PIC Level", i32 2}
!514 = !{i32 2, !"RtLibUseGOT", i32 1}
!515 = !{i32 7, !"Dwarf Version", i32 4}
!516 = !{i32 2, !"Debug Info Version", i32 3}
!517 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!518 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !519, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !520, globals: !603, splitDebugInlining: false, nameTableKind: None)
!519 = !DIFile(filename: "threadnum.rs/@/threadnum.266d05f27761823d-cgu.0", directory: "/work/wt-prov/tests/lit/rust/Inputs")
!520 = !{!521, !588, !596, !436}
!521 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "AlignmentEnum", scope: !522, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagEnumClass, elements: !523)
!522 = !DINamespace(name: "alignment", scope: !73)
!523 = !{!524, !525, !526, !527, !528, !529, !530, !531, !532, !533, !534, !535, !536, !537, !538, !539, !540, !541, !542, !543, !544, !545, !546, !547, !548, !549, !550, !551, !552, !553, !554, !555, !556, !557, !558, !559, !560, !561, !562, !563, !564, !565, !566, !567, !568, !569, !570, !571, !572, !573, !574, !575, !576, !577, !578, !579, !580, !581, !582, !583, !584, !585, !586, !587}
!524 = !DIEnumerator(name: "_Align1Shl0", value: 1, isUnsigned: true)
!525 = !DIEnumerator(name: "_Align1Shl1", value: 2, isUnsigned: true)
!526 = !DIEnumerator(name: "_Align1Shl2", value: 4, isUnsigned: true)
!527 = !DIEnumerator(name: "_Align1Shl3", value: 8, isUnsigned: true)
!528 = !DIEnumerator(name: "_Align1Shl4", value: 16, isUnsigned: true)
!529 = !DIEnumerator(name: "_Align1Shl5", value: 32, isUnsigned: true)
!530 = !DIEnumerator(name: "_Align1Shl6", value: 64, isUnsigned: true)
!531 = !DIEnumerator(name: "_Align1Shl7", value: 128, isUnsigned: true)
!532 = !DIEnumerator(name: "_Align1Shl8", value: 256, isUnsigned: true)
!533 = !DIEnumerator(name: "_Align1Shl9", value: 512, isUnsigned: true)
!534 = !DIEnumerator(name: "_Align1Shl10", value: 1024, isUnsigned: true)
!535 = !DIEnumerator(name: "_Align1Shl11", value: 2048, isUnsigned: true)
!536 = !DIEnumerator(name: "_Align1Shl12", value: 4096, isUnsigned: true)
!537 = !DIEnumerator(name: "_Align1Shl13", value: 8192, isUnsigned: true)
!538 = !DIEnumerator(name: "_Align1Shl14", value: 16384, isUnsigned: true)
!539 = !DIEnumerator(name: "_Align1Shl15", value: 32768, isUnsigned: true)
!540 = !DIEnumerator(name: "_Align1Shl16", value: 65536, isUnsigned: true)
!541 = !DIEnumerator(name: "_Align1Shl17", value: 131072, isUnsigned: true)
!542 = !DIEnumerator(name: "_Align1Shl18", value: 262144, isUnsigned: true)
!543 = !DIEnumerator(name: "_Align1Shl19", value: 524288, isUnsigned: true)
!544 = !DIEnumerator(name: "_Align1Shl20", value: 1048576, isUnsigned: true)
!545 = !DIEnumerator(name: "_Align1Shl21", value: 2097152, isUnsigned: true)
!546 = !DIEnumerator(name: "_Align1Shl22", value: 4194304, isUnsigned: true)
!547 = !DIEnumerator(name: "_Align1Shl23", value: 8388608, isUnsigned: true)
!548 = !DIEnumerator(name: "_Align1Shl24", value: 16777216, isUnsigned: true)
!549 = !DIEnumerator(name: "_Align1Shl25", value: 33554432, isUnsigned: true)
!550 = !DIEnumerator(name: "_Align1Shl26", value: 67108864, isUnsigned: true)
!551 = !DIEnumerator(name: "_Align1Shl27", value: 134217728, isUnsigned: true)
!552 = !DIEnumerator(name: "_Align1Shl28", value: 268435456, isUnsigned: true)
!553 = !DIEnumerator(name: "_Align1Shl29", value: 536870912, isUnsigned: true)
!554 = !DIEnumerator(name: "_Align1Shl30", value: 1073741824, isUnsigned: true)
!555 = !DIEnumerator(name: "_Align1Shl31", value: 2147483648, isUnsigned: true)
!556 = !DIEnumerator(name: "_Align1Shl32", value: 4294967296, isUnsigned: true)
!557 = !DIEnumerator(name: "_Align1Shl33", value: 8589934592, isUnsigned: true)
!558 = !DIEnumerator(name: "_Align1Shl34", value: 17179869184, isUnsigned: true)
!559 = !DIEnumerator(name: "_Align1Shl35", value: 34359738368, isUnsigned: true)
!560 = !DIEnumerator(name: "_Align1Shl36", value: 68719476736, isUnsigned: true)
!561 = !DIEnumerator(name: "_Align1Shl37", value: 137438953472, isUnsigned: true)
!562 = !DIEnumerator(name: "_Align1Shl38", value: 274877906944, isUnsigned: true)
!563 = !DIEnumerator(name: "_Align1Shl39", value: 549755813888, isUnsigned: true)
!564 = !DIEnumerator(name: "_Align1Shl40", value: 1099511627776, isUnsigned: true)
!565 = !DIEnumerator(name: "_Align1Shl41", value: 2199023255552, isUnsigned: true)
!566 = !DIEnumerator(name: "_Align1Shl42", value: 4398046511104, isUnsigned: true)
!567 = !DIEnumerator(name: "_Align1Shl43", value: 8796093022208, isUnsigned: true)
!568 = !DIEnumerator(name: "_Align1Shl44", value: 17592186044416, isUnsigned: true)
!569 = !DIEnumerator(name: "_Align1Shl45", value: 35184372088832, isUnsigned: true)
!570 = !DIEnumerator(name: "_Align1Shl46", value: 70368744177664, isUnsigned: true)
!571 = !DIEnumerator(name: "_Align1Shl47", value: 140737488355328, isUnsigned: true)
!572 = !DIEnumerator(name: "_Align1Shl48", value: 281474976710656, isUnsigned: true)
!573 = !DIEnumerator(name: "_Align1Shl49", value: 562949953421312, isUnsigned: true)
!574 = !DIEnumerator(name: "_Align1Shl50", value: 1125899906842624, isUnsigned: true)
!575 = !DIEnumerator(name: "_Align1Shl51", value: 2251799813685248, isUnsigned: true)
!576 = !DIEnumerator(name: "_Align1Shl52", value: 4503599627370496, isUnsigned: true)
!577 = !DIEnumerator(name: "_Align1Shl53", value: 9007199254740992, isUnsigned: true)
!578 = !DIEnumerator(name: "_Align1Shl54", value: 18014398509481984, isUnsigned: true)
!579 = !DIEnumerator(name: "_Align1Shl55", value: 36028797018963968, isUnsigned: true)
!580 = !DIEnumerator(name: "_Align1Shl56", value: 72057594037927936, isUnsigned: true)
!581 = !DIEnumerator(name: "_Align1Shl57", value: 144115188075855872, isUnsigned: true)
!582 = !DIEnumerator(name: "_Align1Shl58", value: 288230376151711744, isUnsigned: true)
!583 = !DIEnumerator(name: "_Align1Shl59", value: 576460752303423488, isUnsigned: true)
!584 = !DIEnumerator(name: "_Align1Shl60", value: 1152921504606846976, isUnsigned: true)
!585 = !DIEnumerator(name: "_Align1Shl61", value: 2305843009213693952, isUnsigned: true)
!586 = !DIEnumerator(name: "_Align1Shl62", value: 4611686018427387904, isUnsigned: true)
!587 = !DIEnumerator(name: "_Align1Shl63", value: 9223372036854775808, isUnsigned: true)
!588 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "IntErrorKind", scope: !589, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagEnumClass, elements: !590)
!589 = !DINamespace(name: "error", scope: !152)
!590 = !{!591, !592, !593, !594, !595}
!591 = !DIEnumerator(name: "Empty", value: 0, isUnsigned: true)
!592 = !DIEnumerator(name: "InvalidDigit", value: 1, isUnsigned: true)
!593 = !DIEnumerator(name: "PosOverflow", value: 2, isUnsigned: true)
!594 = !DIEnumerator(name: "NegOverflow", value: 3, isUnsigned: true)
!595 = !DIEnumerator(name: "Zero", value: 4, isUnsigned: true)
!596 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Ordering", scope: !81, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagEnumClass, elements: !597)
!597 = !{!598, !599, !600, !601, !602}
!598 = !DIEnumerator(name: "Relaxed", value: 0, isUnsigned: true)
!599 = !DIEnumerator(name: "Release", value: 1, isUnsigned: true)
!600 = !DIEnumerator(name: "Acquire", value: 2, isUnsigned: true)
!601 = !DIEnumerator(name: "AcqRel", value: 3, isUnsigned: true)
!602 = !DIEnumerator(name: "SeqCst", value: 4, isUnsigned: true)
!603 = !{!604, !0, !395}
!604 = !DIGlobalVariableExpression(var: !605, expr: !DIExpression())
!605 = distinct !DIGlobalVariable(name: "<std::io::default_write_fmt::Adapter<std::sys::stdio::unix::Stderr> as core::fmt::Write>::{vtable}", scope: null, file: !2, type: !606, isLocal: true, isDefinition: true)
!606 = !DICompositeType(tag: DW_TAG_structure_type, name: "<std::io::default_write_fmt::Adapter<std::sys::stdio::unix::Stderr> as core::fmt::Write>::{vtable_type}", file: !2, size: 384, align: 64, flags: DIFlagArtificial, elements: !607, vtableHolder: !614, templateParams: !44, identifier: "a2d776a634e9ee49f2620c60c1a0773")
!607 = !{!608, !609, !610, !611, !612, !613}
!608 = !DIDerivedType(tag: DW_TAG_member, name: "drop_in_place", scope: !606, file: !2, baseType: !6, size: 64, align: 64)
!609 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !606, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!610 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !606, file: !2, baseType: !9, size: 64, align: 64, offset: 128)
!611 = !DIDerivedType(tag: DW_TAG_member, name: "__method3", scope: !606, file: !2, baseType: !6, size: 64, align: 64, offset: 192)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "__method4", scope: !606, file: !2, baseType: !6, size: 64, align: 64, offset: 256)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "__method5", scope: !606, file: !2, baseType: !6, size: 64, align: 64, offset: 320)
!614 = !DICompositeType(tag: DW_TAG_structure_type, name: "Adapter<std::sys::stdio::unix::Stderr>", scope: !615, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !616, templateParams: !638, identifier: "7ce56b418518d8591f8be18f4f64418b")
!615 = !DINamespace(name: "default_write_fmt", scope: !405)
!616 = !{!617, !622}
!617 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !614, file: !2, baseType: !618, size: 64, align: 64, flags: DIFlagProtected)
!618 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::sys::stdio::unix::Stderr", baseType: !619, size: 64, align: 64, dwarfAddressSpace: 0)
!619 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stderr", scope: !620, file: !2, align: 8, flags: DIFlagPublic, elements: !44, identifier: "44962adef41932092963bc2cf3c1dc5b")
!620 = !DINamespace(name: "unix", scope: !621)
!621 = !DINamespace(name: "stdio", scope: !290)
!622 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !614, file: !2, baseType: !623, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!623 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), std::io::error::Error>", scope: !341, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !624, templateParams: !44, identifier: "e5cc42c9786a5088859dacc9c24236ff")
!624 = !{!625}
!625 = !DICompositeType(tag: DW_TAG_variant_part, scope: !623, file: !2, size: 64, align: 64, elements: !626, templateParams: !44, identifier: "9e9e32fae5387bcb158160209ed8d0c7", discriminator: !637)
!626 = !{!627, !633}
!627 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !625, file: !2, baseType: !628, size: 64, align: 64, extraData: i64 0)
!628 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !623, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !629, templateParams: !631, identifier: "15084b43d1d94e2332c7efdfcfe61c0")
!629 = !{!630}
!630 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !628, file: !2, baseType: !7, align: 8, flags: DIFlagPublic)
!631 = !{!416, !632}
!632 = !DITemplateTypeParameter(name: "E", type: !403)
!633 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !625, file: !2, baseType: !634, size: 64, align: 64)
!634 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !623, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !635, templateParams: !631, identifier: "784f3ae8b57a859ebe2c15a3b4ddd532")
!635 = !{!636}
!636 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !634, file: !2, baseType: !403, size: 64, align: 64, flags: DIFlagPublic)
!637 = !DIDerivedType(tag: DW_TAG_member, scope: !623, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!638 = !{!639}
!639 = !DITemplateTypeParameter(name: "T", type: !619)
!640 = distinct !DISubprogram(name: "__rust_begin_short_backtrace<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h3ef2f694b572841fE", scope: !642, file: !641, line: 162, type: !643, scopeLine: 162, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !645)
!641 = !DIFile(filename: "library/std/src/sys/backtrace.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "0469076862be40bd9e65965440a24fae")
!642 = !DINamespace(name: "backtrace", scope: !290)
!643 = !DISubroutineType(types: !644)
!644 = !{!42, !37}
!645 = !{!646, !647}
!646 = !DILocalVariable(name: "f", arg: 1, scope: !640, file: !641, line: 162, type: !37)
!647 = !DILocalVariable(name: "result", scope: !648, file: !641, line: 166, type: !42, align: 64)
!648 = distinct !DILexicalBlock(scope: !640, file: !641, line: 166, column: 5)
!649 = !{!650, !284}
!650 = !DITemplateTypeParameter(name: "F", type: !37)
!651 = !DILocation(line: 0, scope: !640)
!652 = !DILocalVariable(name: "dummy", scope: !653, file: !654, line: 490, type: !7, align: 8)
!653 = distinct !DISubprogram(name: "black_box<()>", linkageName: "_ZN4core4hint9black_box17hc1f9e34b3c65d59dE", scope: !655, file: !654, line: 490, type: !656, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !415, retainedNodes: !658)
!654 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!655 = !DINamespace(name: "hint", scope: !25)
!656 = !DISubroutineType(types: !657)
!657 = !{null, !7}
!658 = !{!652}
!659 = !DILocation(line: 490, column: 27, scope: !653, inlinedAt: !660)
!660 = !DILocation(line: 169, column: 5, scope: !648)
!661 = !DILocalVariable(name: "r", scope: !662, file: !663, line: 14, type: !42, align: 64)
!662 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN9threadnum10spawn_logs28_$u7b$$u7b$closure$u7d$$u7d$17h983b26bd998809d3E", scope: !38, file: !663, line: 15, type: !643, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !664)
!663 = !DIFile(filename: "threadnum.rs", directory: "/work/wt-prov/tests/lit/rust/Inputs", checksumkind: CSK_MD5, checksum: "de5951c1bb6dbffc0d2c21d0e94a0427")
!664 = !{!661, !665, !666, !668, !678, !680}
!665 = !DILocalVariable(name: "t", scope: !662, file: !663, line: 14, type: !42, align: 64)
!666 = !DILocalVariable(name: "s", scope: !667, file: !663, line: 16, type: !42, align: 64)
!667 = distinct !DILexicalBlock(scope: !662, file: !663, line: 16, column: 9)
!668 = !DILocalVariable(name: "iter", scope: !669, file: !663, line: 17, type: !670, align: 64)
!669 = distinct !DILexicalBlock(scope: !667, file: !663, line: 17, column: 9)
!670 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u64>", scope: !671, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !673, templateParams: !676, identifier: "2f49f24d28a85bfcea6200aeb3aa9bc")
!671 = !DINamespace(name: "range", scope: !672)
!672 = !DINamespace(name: "ops", scope: !25)
!673 = !{!674, !675}
!674 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !670, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPublic)
!675 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !670, file: !2, baseType: !42, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!676 = !{!677}
!677 = !DITemplateTypeParameter(name: "Idx", type: !42)
!678 = !DILocalVariable(name: "i", scope: !679, file: !663, line: 17, type: !42, align: 64)
!679 = distinct !DILexicalBlock(scope: !669, file: !663, line: 17, column: 9)
!680 = !DILocalVariable(name: "log", scope: !681, file: !663, line: 20, type: !682, align: 64)
!681 = distinct !DILexicalBlock(scope: !679, file: !663, line: 20, column: 17)
!682 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "unsafe fn(*mut threadnum::W, u64) -> u64", baseType: !683, size: 64, align: 64, dwarfAddressSpace: 0)
!683 = !DISubroutineType(types: !684)
!684 = !{!42, !685, !42}
!685 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut threadnum::W", baseType: !686, size: 64, align: 64, dwarfAddressSpace: 0)
!686 = !DICompositeType(tag: DW_TAG_structure_type, name: "W", scope: !39, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !687, templateParams: !44, identifier: "c28ab57028f88f48e2735753965c9127")
!687 = !{!688}
!688 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !686, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPublic)
!689 = !DILocation(line: 0, scope: !662, inlinedAt: !690)
!690 = distinct !DILocation(line: 166, column: 18, scope: !640)
!691 = !DILocation(line: 0, scope: !667, inlinedAt: !690)
!692 = !DILocation(line: 0, scope: !669, inlinedAt: !690)
!693 = !DILocation(line: 0, scope: !679, inlinedAt: !690)
!694 = !DILocation(line: 20, column: 78, scope: !679, inlinedAt: !690)
!695 = !DILocation(line: 20, column: 58, scope: !679, inlinedAt: !690)
!696 = !DILocation(line: 0, scope: !681, inlinedAt: !690)
!697 = !DILocation(line: 21, column: 22, scope: !681, inlinedAt: !690)
!698 = !DILocation(line: 21, column: 48, scope: !681, inlinedAt: !690)
!699 = !DILocation(line: 21, column: 17, scope: !681, inlinedAt: !690)
!700 = !DILocation(line: 0, scope: !648)
!701 = !DILocation(line: 491, column: 5, scope: !653, inlinedAt: !660)
!702 = !{i64 20249349171179658}
!703 = !DILocation(line: 172, column: 2, scope: !640)
!704 = distinct !DISubprogram(name: "__rust_begin_short_backtrace<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure#0}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>, ()>", linkageName: "_ZN3std3sys9backtrace28__rust_begin_short_backtrace17hdcf7250ef6d532d9E", scope: !642, file: !641, line: 162, type: !705, scopeLine: 162, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !716, retainedNodes: !712)
!705 = !DISubroutineType(types: !706)
!706 = !{null, !707}
!707 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>", scope: !708, file: !2, size: 256, align: 64, elements: !710, templateParams: !44, identifier: "a3eb3db3c14351917e473eedc4e0982d")
!708 = !DINamespace(name: "{closure#0}", scope: !709)
!709 = !DINamespace(name: "{closure#1}", scope: !13)
!710 = !{!711}
!711 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !707, file: !2, baseType: !50, size: 256, align: 64)
!712 = !{!713, !714}
!713 = !DILocalVariable(name: "f", arg: 1, scope: !704, file: !641, line: 162, type: !707)
!714 = !DILocalVariable(name: "result", scope: !715, file: !641, line: 166, type: !7, align: 8)
!715 = distinct !DILexicalBlock(scope: !704, file: !641, line: 166, column: 5)
!716 = !{!717, !416}
!717 = !DITemplateTypeParameter(name: "F", type: !707)
!718 = !DILocation(line: 166, column: 9, scope: !715)
!719 = !DILocation(line: 162, column: 43, scope: !704)
!720 = !DILocalVariable(name: "dummy", scope: !721, file: !654, line: 490, type: !7, align: 8)
!721 = distinct !DISubprogram(name: "black_box<()>", linkageName: "_ZN4core4hint9black_box17hc1f9e34b3c65d59dE", scope: !655, file: !654, line: 490, type: !656, scopeLine: 490, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !415, retainedNodes: !722)
!722 = !{!720}
!723 = !DILocation(line: 490, column: 27, scope: !721, inlinedAt: !724)
!724 = !DILocation(line: 169, column: 5, scope: !715)
!725 = !DILocalVariable(name: "hooks", scope: !726, file: !727, line: 50, type: !50, align: 64)
!726 = distinct !DISubprogram(name: "{closure#0}<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hb53e28264ccb9c2eE", scope: !708, file: !727, line: 90, type: !705, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !728)
!727 = !DIFile(filename: "library/std/src/thread/lifecycle.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "990c34c6641562b1886c6a140e080712")
!728 = !{!725}
!729 = !DILocation(line: 50, column: 9, scope: !726, inlinedAt: !730)
!730 = distinct !DILocation(line: 166, column: 18, scope: !704)
!731 = !DILocation(line: 90, column: 68, scope: !726, inlinedAt: !730)
!732 = !{!733}
!733 = distinct !{!733, !734, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hb53e28264ccb9c2eE: %_1"}
!734 = distinct !{!734, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hb53e28264ccb9c2eE"}
!735 = !DILocation(line: 90, column: 74, scope: !726, inlinedAt: !730)
!736 = !DILocation(line: 90, column: 78, scope: !726, inlinedAt: !730)
!737 = !DILocation(line: 491, column: 5, scope: !721, inlinedAt: !724)
!738 = !DILocation(line: 172, column: 2, scope: !704)
!739 = distinct !DISubprogram(name: "call_once<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64>, ()>", linkageName: "_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h4c817eda5acaf3c7E", scope: !741, file: !740, line: 250, type: !743, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !749, retainedNodes: !746)
!740 = !DIFile(filename: "library/core/src/ops/function.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7165aec212fc528edf645f7f5c1c91bb")
!741 = !DINamespace(name: "FnOnce", scope: !742)
!742 = !DINamespace(name: "function", scope: !672)
!743 = !DISubroutineType(types: !744)
!744 = !{null, !745}
!745 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64>", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!746 = !{!747, !748}
!747 = !DILocalVariable(arg: 1, scope: !739, file: !740, line: 250, type: !745)
!748 = !DILocalVariable(arg: 2, scope: !739, file: !740, line: 250, type: !7)
!749 = !{!750, !751}
!750 = !DITemplateTypeParameter(name: "Self", type: !12)
!751 = !DITemplateTypeParameter(name: "Args", type: !7)
!752 = !DILocalVariable(name: "data", scope: !753, file: !754, line: 531, type: !778, align: 64)
!753 = distinct !DILexicalBlock(scope: !755, file: !754, line: 531, column: 5)
!754 = !DIFile(filename: "library/std/src/panicking.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "0ac2307e599d52afa9e15b3337980dce")
!755 = distinct !DISubprogram(name: "catch_unwind<u64, core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>>", linkageName: "_ZN3std9panicking12catch_unwind17h494b7a2ff3580eb1E", scope: !756, file: !754, line: 500, type: !757, scopeLine: 500, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !775, retainedNodes: !770)
!756 = !DINamespace(name: "panicking", scope: !16)
!757 = !DISubroutineType(types: !758)
!758 = !{!340, !759}
!759 = !DICompositeType(tag: DW_TAG_structure_type, name: "AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", scope: !760, file: !2, size: 384, align: 64, flags: DIFlagPublic, elements: !762, templateParams: !768, identifier: "3e3afda8fba69a65eb4b6c1109e6ba26")
!760 = !DINamespace(name: "unwind_safe", scope: !761)
!761 = !DINamespace(name: "panic", scope: !25)
!762 = !{!763}
!763 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !759, file: !2, baseType: !764, size: 384, align: 64, flags: DIFlagPublic)
!764 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>", scope: !709, file: !2, size: 384, align: 64, elements: !765, templateParams: !44, identifier: "5e4c0c74eeac6b6726eea8053f3ba76d")
!765 = !{!766, !767}
!766 = !DIDerivedType(tag: DW_TAG_member, name: "hooks", scope: !764, file: !2, baseType: !50, size: 256, align: 64)
!767 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !764, file: !2, baseType: !37, size: 128, align: 64, offset: 256)
!768 = !{!769}
!769 = !DITemplateTypeParameter(name: "T", type: !764)
!770 = !{!771, !752, !772}
!771 = !DILocalVariable(name: "f", arg: 1, scope: !755, file: !754, line: 500, type: !759)
!772 = !DILocalVariable(name: "data_ptr", scope: !773, file: !754, line: 533, type: !774, align: 64)
!773 = distinct !DILexicalBlock(scope: !753, file: !754, line: 533, column: 5)
!774 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!775 = !{!776, !777}
!776 = !DITemplateTypeParameter(name: "R", type: !42)
!777 = !DITemplateTypeParameter(name: "F", type: !759)
!778 = !DICompositeType(tag: DW_TAG_union_type, name: "Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>, u64>", scope: !779, file: !2, size: 384, align: 64, elements: !780, templateParams: !812, identifier: "aaaa18608c1fe1245b665ec35a1b2ad0")
!779 = !DINamespace(name: "catch_unwind", scope: !756)
!780 = !{!781, !792, !801}
!781 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !778, file: !2, baseType: !782, size: 384, align: 64)
!782 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>>", scope: !30, file: !2, size: 384, align: 64, flags: DIFlagPublic, elements: !783, templateParams: !790, identifier: "41ed19ddb70e5cfb19666dd384c37697")
!783 = !{!784}
!784 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !782, file: !2, baseType: !785, size: 384, align: 64, flags: DIFlagPrivate)
!785 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>>", scope: !34, file: !2, size: 384, align: 64, flags: DIFlagPublic, elements: !786, templateParams: !788, identifier: "71abed207beb4ffb9b14c8a61690867")
!786 = !{!787}
!787 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !785, file: !2, baseType: !759, size: 384, align: 64, flags: DIFlagPrivate)
!788 = !{!789}
!789 = !DITemplateTypeParameter(name: "P", type: !759)
!790 = !{!791}
!791 = !DITemplateTypeParameter(name: "T", type: !759)
!792 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !778, file: !2, baseType: !793, size: 64, align: 64)
!793 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<u64>", scope: !30, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !794, templateParams: !283, identifier: "6040154bdf88bb034ac60851c57830af")
!794 = !{!795}
!795 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !793, file: !2, baseType: !796, size: 64, align: 64, flags: DIFlagPrivate)
!796 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<u64>", scope: !34, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !797, templateParams: !799, identifier: "92f848f3685daeb426a1cde7b508f071")
!797 = !{!798}
!798 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !796, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPrivate)
!799 = !{!800}
!800 = !DITemplateTypeParameter(name: "P", type: !42)
!801 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !778, file: !2, baseType: !802, size: 128, align: 64)
!802 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !30, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !803, templateParams: !810, identifier: "a2caa241518a3d6bf727ff2793e69225")
!803 = !{!804}
!804 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !802, file: !2, baseType: !805, size: 128, align: 64, flags: DIFlagPrivate)
!805 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !34, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !806, templateParams: !808, identifier: "d8c44cbad3f35b202e5ee99b06658d6a")
!806 = !{!807}
!807 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !805, file: !2, baseType: !351, size: 128, align: 64, flags: DIFlagPrivate)
!808 = !{!809}
!809 = !DITemplateTypeParameter(name: "P", type: !351)
!810 = !{!811}
!811 = !DITemplateTypeParameter(name: "T", type: !351)
!812 = !{!777, !776}
!813 = !DILocation(line: 531, column: 9, scope: !753, inlinedAt: !814)
!814 = distinct !DILocation(line: 359, column: 14, scope: !815, inlinedAt: !820)
!815 = distinct !DISubprogram(name: "catch_unwind<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>, u64>", linkageName: "_ZN3std5panic12catch_unwind17hc8f2278d10195a33E", scope: !817, file: !816, line: 358, type: !757, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !812, retainedNodes: !818)
!816 = !DIFile(filename: "library/std/src/panic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "eabcde3e1826d674cab677562404074c")
!817 = !DINamespace(name: "panic", scope: !16)
!818 = !{!819}
!819 = !DILocalVariable(name: "f", arg: 1, scope: !815, file: !816, line: 358, type: !759)
!820 = distinct !DILocation(line: 89, column: 26, scope: !821, inlinedAt: !832)
!821 = distinct !DILexicalBlock(scope: !822, file: !727, line: 88, column: 9)
!822 = distinct !DISubprogram(name: "{closure#1}<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17he4b9740ca30ca7b8E", scope: !13, file: !727, line: 87, type: !823, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !825)
!823 = !DISubroutineType(types: !824)
!824 = !{null, !12}
!825 = !{!826, !827, !828, !829, !830}
!826 = !DILocalVariable(name: "f", scope: !822, file: !727, line: 83, type: !19, align: 64)
!827 = !DILocalVariable(name: "hooks", scope: !822, file: !727, line: 50, type: !50, align: 64)
!828 = !DILocalVariable(name: "their_packet", scope: !822, file: !727, line: 58, type: !174, align: 64)
!829 = !DILocalVariable(name: "f", scope: !821, file: !727, line: 88, type: !37, align: 64)
!830 = !DILocalVariable(name: "try_result", scope: !831, file: !727, line: 89, type: !340, align: 64)
!831 = distinct !DILexicalBlock(scope: !821, file: !727, line: 89, column: 9)
!832 = distinct !DILocation(line: 250, column: 5, scope: !739)
!833 = !DILocalVariable(name: "slot", arg: 1, scope: !834, file: !835, line: 227, type: !838)
!834 = distinct !DISubprogram(name: "take<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>>", linkageName: "_ZN4core3mem13manually_drop21ManuallyDrop$LT$T$GT$4take17hbd156473428ea98aE", scope: !782, file: !835, line: 227, type: !836, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !790, declaration: !839, retainedNodes: !840)
!835 = !DIFile(filename: "library/core/src/mem/manually_drop.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f2d905afd131cce616527f096419d1e9")
!836 = !DISubroutineType(types: !837)
!837 = !{!759, !838}
!838 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::mem::manually_drop::ManuallyDrop<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>>", baseType: !782, size: 64, align: 64, dwarfAddressSpace: 0)
!839 = !DISubprogram(name: "take<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>>", linkageName: "_ZN4core3mem13manually_drop21ManuallyDrop$LT$T$GT$4take17hbd156473428ea98aE", scope: !782, file: !835, line: 227, type: !836, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !790)
!840 = !{!833}
!841 = !DILocation(line: 227, column: 30, scope: !834, inlinedAt: !842)
!842 = distinct !DILocation(line: 580, column: 21, scope: !843, inlinedAt: !855)
!843 = distinct !DILexicalBlock(scope: !844, file: !754, line: 579, column: 13)
!844 = distinct !DILexicalBlock(scope: !845, file: !754, line: 578, column: 13)
!845 = distinct !DISubprogram(name: "do_call<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>, u64>", linkageName: "_ZN3std9panicking12catch_unwind7do_call17h75dc836d338d2a2fE", scope: !779, file: !754, line: 575, type: !846, scopeLine: 575, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !812, retainedNodes: !848)
!846 = !DISubroutineType(types: !847)
!847 = !{null, !774}
!848 = !{!849, !850, !852, !853}
!849 = !DILocalVariable(name: "data", arg: 1, scope: !845, file: !754, line: 575, type: !774)
!850 = !DILocalVariable(name: "data", scope: !844, file: !754, line: 578, type: !851, align: 64)
!851 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::panicking::catch_unwind::Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>, u64>", baseType: !778, size: 64, align: 64, dwarfAddressSpace: 0)
!852 = !DILocalVariable(name: "data", scope: !843, file: !754, line: 579, type: !851, align: 64)
!853 = !DILocalVariable(name: "f", scope: !854, file: !754, line: 580, type: !759, align: 64)
!854 = distinct !DILexicalBlock(scope: !843, file: !754, line: 580, column: 13)
!855 = distinct !DILocation(line: 544, column: 19, scope: !773, inlinedAt: !814)
!856 = !DILocation(line: 0, scope: !843, inlinedAt: !855)
!857 = !DILocation(line: 0, scope: !844, inlinedAt: !855)
!858 = !DILocation(line: 0, scope: !845, inlinedAt: !855)
!859 = !DILocation(line: 0, scope: !773, inlinedAt: !814)
!860 = !DILocation(line: 0, scope: !739)
!861 = !DILocation(line: 250, column: 5, scope: !739)
!862 = !{!863}
!863 = distinct !{!863, !864, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17he4b9740ca30ca7b8E: %_1"}
!864 = distinct !{!864, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17he4b9740ca30ca7b8E"}
!865 = !DILocation(line: 358, column: 55, scope: !815, inlinedAt: !820)
!866 = !DILocation(line: 500, column: 49, scope: !755, inlinedAt: !814)
!867 = !DILocation(line: 83, column: 9, scope: !822, inlinedAt: !832)
!868 = !DILocation(line: 50, column: 9, scope: !822, inlinedAt: !832)
!869 = !DILocation(line: 58, column: 9, scope: !822, inlinedAt: !832)
!870 = !DILocalVariable(name: "_x", arg: 1, scope: !871, file: !872, line: 971, type: !174)
!871 = distinct !DISubprogram(name: "drop<alloc::sync::Arc<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>>", linkageName: "_ZN4core3mem4drop17h482570782d159b5bE", scope: !24, file: !872, line: 971, type: !873, scopeLine: 971, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !876, retainedNodes: !875)
!872 = !DIFile(filename: "library/core/src/mem/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6bca88b164013e73def192dcdbc80502")
!873 = !DISubroutineType(types: !874)
!874 = !{null, !174}
!875 = !{!870}
!876 = !{!877}
!877 = !DITemplateTypeParameter(name: "T", type: !174)
!878 = !DILocation(line: 971, column: 22, scope: !871, inlinedAt: !879)
!879 = distinct !DILocation(line: 101, column: 9, scope: !831, inlinedAt: !832)
!880 = !DILocation(line: 88, column: 17, scope: !822, inlinedAt: !832)
!881 = !DILocation(line: 0, scope: !821, inlinedAt: !832)
!882 = !DILocation(line: 89, column: 70, scope: !821, inlinedAt: !832)
!883 = !DILocation(line: 1717, column: 9, scope: !884, inlinedAt: !907)
!884 = distinct !DISubprogram(name: "read<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>>", linkageName: "_ZN4core3ptr4read17hfb54aecc2264ced8E", scope: !73, file: !885, line: 1678, type: !886, scopeLine: 1678, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !790)
!885 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "8f706ae0a0620120e6e931983ef127f1")
!886 = !DISubroutineType(types: !887)
!887 = !{!759, !888, !889}
!888 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", baseType: !759, size: 64, align: 64, dwarfAddressSpace: 0)
!889 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !890, size: 64, align: 64, dwarfAddressSpace: 0)
!890 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !891, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !892, templateParams: !44, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!891 = !DINamespace(name: "location", scope: !761)
!892 = !{!893, !901, !902, !903}
!893 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !890, file: !2, baseType: !894, size: 128, align: 64, flags: DIFlagPrivate)
!894 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !72, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !895, templateParams: !145, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!895 = !{!896}
!896 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !894, file: !2, baseType: !897, size: 128, align: 64, flags: DIFlagPrivate)
!897 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !2, size: 128, align: 64, elements: !898, templateParams: !44, identifier: "238a44609877474087c05adf26cd41fa")
!898 = !{!899, !900}
!899 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !897, file: !2, baseType: !264, size: 64, align: 64)
!900 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !897, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!901 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !890, file: !2, baseType: !299, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!902 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !890, file: !2, baseType: !299, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!903 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !890, file: !2, baseType: !904, align: 8, offset: 192, flags: DIFlagPrivate)
!904 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !905, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!905 = !{!906}
!906 = !DITemplateTypeParameter(name: "T", type: !504)
!907 = distinct !DILocation(line: 230, column: 18, scope: !834, inlinedAt: !842)
!908 = !DILocation(line: 0, scope: !755, inlinedAt: !814)
!909 = !DILocation(line: 0, scope: !815, inlinedAt: !820)
!910 = !DILocation(line: 0, scope: !753, inlinedAt: !814)
!911 = !DILocation(line: 580, column: 17, scope: !854, inlinedAt: !855)
!912 = !DILocalVariable(name: "self", arg: 1, scope: !913, file: !914, line: 273, type: !759)
!913 = distinct !DISubprogram(name: "call_once<u64, std::thread::lifecycle::spawn_unchecked::{closure#1}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17hcfd7d9850143f4f0E", scope: !915, file: !914, line: 273, type: !916, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !921, retainedNodes: !918)
!914 = !DIFile(filename: "library/core/src/panic/unwind_safe.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "df145b948c9ea7be347c4d10b5fddfbe")
!915 = !DINamespace(name: "{impl#23}", scope: !760)
!916 = !DISubroutineType(types: !917)
!917 = !{!42, !759}
!918 = !{!912, !919, !920}
!919 = !DILocalVariable(name: "_args", scope: !913, file: !914, line: 273, type: !7, align: 8)
!920 = !DILocalVariable(arg: 2, scope: !913, file: !914, line: 273, type: !7)
!921 = !{!776, !922}
!922 = !DITemplateTypeParameter(name: "F", type: !764)
!923 = !DILocation(line: 273, column: 37, scope: !913, inlinedAt: !924)
!924 = distinct !DILocation(line: 581, column: 40, scope: !854, inlinedAt: !855)
!925 = !DILocation(line: 273, column: 43, scope: !913, inlinedAt: !924)
!926 = !DILocalVariable(name: "hooks", scope: !927, file: !727, line: 50, type: !50, align: 64)
!927 = distinct !DISubprogram(name: "{closure#0}<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h2b657acf15427729E", scope: !709, file: !727, line: 89, type: !928, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !930)
!928 = !DISubroutineType(types: !929)
!929 = !{!42, !764}
!930 = !{!926, !931}
!931 = !DILocalVariable(name: "f", scope: !927, file: !727, line: 88, type: !37, align: 64)
!932 = !DILocation(line: 50, column: 9, scope: !927, inlinedAt: !933)
!933 = distinct !DILocation(line: 274, column: 9, scope: !913, inlinedAt: !924)
!934 = !DILocation(line: 88, column: 13, scope: !927, inlinedAt: !933)
!935 = !DILocation(line: 90, column: 13, scope: !927, inlinedAt: !933)
!936 = !DILocation(line: 91, column: 13, scope: !927, inlinedAt: !933)
!937 = !{!938, !940, !863}
!938 = distinct !{!938, !939, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h2b657acf15427729E: %_1"}
!939 = distinct !{!939, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h2b657acf15427729E"}
!940 = distinct !{!940, !941, !"_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17hcfd7d9850143f4f0E: %self"}
!941 = distinct !{!941, !"_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17hcfd7d9850143f4f0E"}
!942 = !DILocation(line: 583, column: 6, scope: !845, inlinedAt: !855)
!943 = !DILocation(line: 0, scope: !831, inlinedAt: !832)
!944 = !DILocalVariable(name: "self", arg: 1, scope: !945, file: !946, line: 2421, type: !951)
!945 = distinct !DISubprogram(name: "deref<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN73_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h9eeb84e834b05c74E", scope: !947, file: !946, line: 2421, type: !948, scopeLine: 2421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, retainedNodes: !952)
!946 = !DIFile(filename: "library/alloc/src/sync.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "edadc1ff7553857570421b5d3475d9bc")
!947 = !DINamespace(name: "{impl#34}", scope: !67)
!948 = !DISubroutineType(types: !949)
!949 = !{!950, !951}
!950 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::thread::lifecycle::Packet<u64>", baseType: !186, size: 64, align: 64, dwarfAddressSpace: 0)
!951 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Arc<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", baseType: !174, size: 64, align: 64, dwarfAddressSpace: 0)
!952 = !{!944}
!953 = !DILocation(line: 2421, column: 14, scope: !945, inlinedAt: !954)
!954 = distinct !DILocation(line: 97, column: 19, scope: !831, inlinedAt: !832)
!955 = !DILocalVariable(name: "self", arg: 1, scope: !956, file: !946, line: 2098, type: !951)
!956 = distinct !DISubprogram(name: "inner<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hbafab1a1f755be54E", scope: !174, file: !946, line: 2098, type: !957, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, declaration: !960, retainedNodes: !961)
!957 = !DISubroutineType(types: !958)
!958 = !{!959, !951}
!959 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>", baseType: !181, size: 64, align: 64, dwarfAddressSpace: 0)
!960 = !DISubprogram(name: "inner<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hbafab1a1f755be54E", scope: !174, file: !946, line: 2098, type: !957, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !394)
!961 = !{!955}
!962 = !DILocation(line: 2098, column: 14, scope: !956, inlinedAt: !963)
!963 = distinct !DILocation(line: 2422, column: 15, scope: !945, inlinedAt: !954)
!964 = !DILocation(line: 444, column: 20, scope: !965, inlinedAt: !971)
!965 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17hed5d3aa42f118083E", scope: !177, file: !966, line: 440, type: !967, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !389, declaration: !970)
!966 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!967 = !DISubroutineType(types: !968)
!968 = !{!959, !969}
!969 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>>", baseType: !177, size: 64, align: 64, dwarfAddressSpace: 0)
!970 = !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17hed5d3aa42f118083E", scope: !177, file: !966, line: 440, type: !967, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !389)
!971 = distinct !DILocation(line: 2104, column: 27, scope: !956, inlinedAt: !963)
!972 = !DILocalVariable(name: "self", arg: 1, scope: !973, file: !974, line: 2443, type: !978)
!973 = distinct !DISubprogram(name: "get<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h42aa4bcd01f947d3E", scope: !329, file: !974, line: 2443, type: !975, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !367, declaration: !979, retainedNodes: !980)
!974 = !DIFile(filename: "library/core/src/cell.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "96404e804c6faf0fea9fa631bcb8d1d2")
!975 = !DISubroutineType(types: !976)
!976 = !{!977, !978}
!977 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", baseType: !332, size: 64, align: 64, dwarfAddressSpace: 0)
!978 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::cell::UnsafeCell<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", baseType: !329, size: 64, align: 64, dwarfAddressSpace: 0)
!979 = !DISubprogram(name: "get<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core4cell19UnsafeCell$LT$T$GT$3get17h42aa4bcd01f947d3E", scope: !329, file: !974, line: 2443, type: !975, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !367)
!980 = !{!972}
!981 = !DILocation(line: 2443, column: 22, scope: !973, inlinedAt: !982)
!982 = distinct !DILocation(line: 97, column: 39, scope: !831, inlinedAt: !832)
!983 = !DILocation(line: 2447, column: 9, scope: !973, inlinedAt: !982)
!984 = !{!985}
!985 = distinct !{!985, !986, !"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E: %_1"}
!986 = distinct !{!986, !"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E"}
!987 = !DILocation(line: 97, column: 18, scope: !831, inlinedAt: !832)
!988 = !DILocalVariable(arg: 1, scope: !989, file: !885, line: 805, type: !977)
!989 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E", scope: !73, file: !885, line: 805, type: !990, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !367, retainedNodes: !992)
!990 = !DISubroutineType(types: !991)
!991 = !{null, !977}
!992 = !{!988}
!993 = !DILocation(line: 0, scope: !989, inlinedAt: !994)
!994 = distinct !DILocation(line: 97, column: 18, scope: !831, inlinedAt: !832)
!995 = !DILocation(line: 805, column: 1, scope: !989, inlinedAt: !994)
!996 = !{i64 0, i64 2}
!997 = !DILocalVariable(arg: 1, scope: !998, file: !885, line: 805, type: !1001)
!998 = distinct !DISubprogram(name: "drop_in_place<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr125drop_in_place$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$17h936d5b6f8803c1d4E", scope: !73, file: !885, line: 805, type: !999, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !338, retainedNodes: !1002)
!999 = !DISubroutineType(types: !1000)
!1000 = !{null, !1001}
!1001 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", baseType: !340, size: 64, align: 64, dwarfAddressSpace: 0)
!1002 = !{!997}
!1003 = !DILocation(line: 0, scope: !998, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 805, column: 1, scope: !989, inlinedAt: !994)
!1005 = !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !1004)
!1006 = !DILocalVariable(arg: 1, scope: !1007, file: !885, line: 805, type: !1010)
!1007 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr91drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$17h1d2106a9342d7492E", scope: !73, file: !885, line: 805, type: !1008, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !810, retainedNodes: !1011)
!1008 = !DISubroutineType(types: !1009)
!1009 = !{null, !1010}
!1010 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", baseType: !351, size: 64, align: 64, dwarfAddressSpace: 0)
!1011 = !{!1006}
!1012 = !DILocation(line: 0, scope: !1007, inlinedAt: !1013)
!1013 = distinct !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !1004)
!1014 = !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !1013)
!1015 = !{!985, !863}
!1016 = !DILocalVariable(name: "self", arg: 1, scope: !1017, file: !1018, line: 1913, type: !1023)
!1017 = distinct !DISubprogram(name: "drop<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h311ddd01018633a3E", scope: !1019, file: !1018, line: 1913, type: !1021, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1052, retainedNodes: !1024)
!1018 = !DIFile(filename: "library/alloc/src/boxed.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "c2c961396e00891ae9e97f5dc112a35a")
!1019 = !DINamespace(name: "{impl#10}", scope: !1020)
!1020 = !DINamespace(name: "boxed", scope: !68)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{null, !1023}
!1023 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>", baseType: !351, size: 64, align: 64, dwarfAddressSpace: 0)
!1024 = !{!1016, !1025, !1025, !1041}
!1025 = !DILocalVariable(name: "ptr", scope: !1026, file: !1018, line: 1916, type: !1027, align: 64)
!1026 = distinct !DILexicalBlock(scope: !1017, file: !1018, line: 1916, column: 9)
!1027 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<(dyn core::any::Any + core::marker::Send)>", scope: !137, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1028, templateParams: !1037, identifier: "7df7cd9d71c7bc5d21f4e0e966914a11")
!1028 = !{!1029, !1039}
!1029 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1027, file: !2, baseType: !1030, size: 128, align: 64, flags: DIFlagPrivate)
!1030 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(dyn core::any::Any + core::marker::Send)>", scope: !72, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1031, templateParams: !1037, identifier: "7cde8c9cdcdbddd95c693ff6a6ef6d3")
!1031 = !{!1032}
!1032 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1030, file: !2, baseType: !1033, size: 128, align: 64, flags: DIFlagPrivate)
!1033 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const (dyn core::any::Any + core::marker::Send)", file: !2, size: 128, align: 64, elements: !1034, templateParams: !44, identifier: "157735e54da8f30c5b2300aa3d7fcdf")
!1034 = !{!1035, !1036}
!1035 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1033, file: !2, baseType: !354, size: 64, align: 64)
!1036 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1033, file: !2, baseType: !167, size: 64, align: 64, offset: 64)
!1037 = !{!1038}
!1038 = !DITemplateTypeParameter(name: "T", type: !355)
!1039 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1027, file: !2, baseType: !1040, align: 8, offset: 128, flags: DIFlagPrivate)
!1040 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(dyn core::any::Any + core::marker::Send)>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !1037, identifier: "e658fe9502551a0fd51fedfe1a3c0b6")
!1041 = !DILocalVariable(name: "layout", scope: !1042, file: !1018, line: 1919, type: !1043, align: 64)
!1042 = distinct !DILexicalBlock(scope: !1026, file: !1018, line: 1919, column: 13)
!1043 = !DICompositeType(tag: DW_TAG_structure_type, name: "Layout", scope: !1044, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1046, templateParams: !44, identifier: "ae6bead0f2b6a034e04e04a9846a76e3")
!1044 = !DINamespace(name: "layout", scope: !1045)
!1045 = !DINamespace(name: "alloc", scope: !25)
!1046 = !{!1047, !1048}
!1047 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !1043, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1048 = !DIDerivedType(tag: DW_TAG_member, name: "align", scope: !1043, file: !2, baseType: !1049, size: 64, align: 64, flags: DIFlagPrivate)
!1049 = !DICompositeType(tag: DW_TAG_structure_type, name: "Alignment", scope: !522, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1050, templateParams: !44, identifier: "5099570874743123f8e757e4da3ea37b")
!1050 = !{!1051}
!1051 = !DIDerivedType(tag: DW_TAG_member, name: "_inner_repr_trick", scope: !1049, file: !2, baseType: !521, size: 64, align: 64, flags: DIFlagPrivate)
!1052 = !{!1038, !118}
!1053 = !DILocation(line: 0, scope: !1017, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !1013)
!1055 = !DILocation(line: 0, scope: !1026, inlinedAt: !1054)
!1056 = !DILocalVariable(name: "t", arg: 1, scope: !1057, file: !1058, line: 253, type: !1033)
!1057 = distinct !DISubprogram(name: "for_value_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17h180eb8e84075f350E", scope: !1043, file: !1058, line: 253, type: !1059, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1037, declaration: !1061, retainedNodes: !1062)
!1058 = !DIFile(filename: "library/core/src/alloc/layout.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "742dc9b469eb35aa4fa4088d8f093c03")
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!1043, !1033}
!1061 = !DISubprogram(name: "for_value_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17h180eb8e84075f350E", scope: !1043, file: !1058, line: 253, type: !1059, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1037)
!1062 = !{!1056, !1063, !1065}
!1063 = !DILocalVariable(name: "size", scope: !1064, file: !1058, line: 255, type: !9, align: 64)
!1064 = distinct !DILexicalBlock(scope: !1057, file: !1058, line: 255, column: 9)
!1065 = !DILocalVariable(name: "alignment", scope: !1064, file: !1058, line: 255, type: !1049, align: 64)
!1066 = !DILocation(line: 0, scope: !1057, inlinedAt: !1067)
!1067 = distinct !DILocation(line: 1919, column: 26, scope: !1026, inlinedAt: !1054)
!1068 = !DILocalVariable(name: "val", arg: 1, scope: !1069, file: !872, line: 427, type: !1033)
!1069 = distinct !DISubprogram(name: "size_of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3mem15size_of_val_raw17h509ccb9a43bfc2d7E", scope: !24, file: !872, line: 427, type: !1070, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1037, retainedNodes: !1072)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!9, !1033}
!1072 = !{!1068}
!1073 = !DILocation(line: 0, scope: !1069, inlinedAt: !1074)
!1074 = distinct !DILocation(line: 255, column: 43, scope: !1057, inlinedAt: !1067)
!1075 = !DILocalVariable(name: "val", arg: 1, scope: !1076, file: !1077, line: 123, type: !1033)
!1076 = distinct !DISubprogram(name: "of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17hf6740bdf63122474E", scope: !1049, file: !1077, line: 123, type: !1078, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1037, declaration: !1080, retainedNodes: !1081)
!1077 = !DIFile(filename: "library/core/src/ptr/alignment.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cac27ccc0ad4cc4f955f24d91514cdd0")
!1078 = !DISubroutineType(types: !1079)
!1079 = !{!1049, !1033}
!1080 = !DISubprogram(name: "of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17hf6740bdf63122474E", scope: !1049, file: !1077, line: 123, type: !1078, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1037)
!1081 = !{!1075, !1082}
!1082 = !DILocalVariable(name: "align", scope: !1083, file: !1077, line: 125, type: !9, align: 64)
!1083 = distinct !DILexicalBlock(scope: !1076, file: !1077, line: 125, column: 9)
!1084 = !DILocation(line: 0, scope: !1076, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 255, column: 68, scope: !1057, inlinedAt: !1067)
!1086 = !DILocalVariable(name: "val", arg: 1, scope: !1087, file: !872, line: 566, type: !1033)
!1087 = distinct !DISubprogram(name: "align_of_val_raw<(dyn core::any::Any + core::marker::Send)>", linkageName: "_ZN4core3mem16align_of_val_raw17h226703636e05f757E", scope: !24, file: !872, line: 566, type: !1070, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1037, retainedNodes: !1088)
!1088 = !{!1086}
!1089 = !DILocation(line: 0, scope: !1087, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 125, column: 30, scope: !1076, inlinedAt: !1085)
!1091 = !DILocation(line: 429, column: 14, scope: !1069, inlinedAt: !1074)
!1092 = !{i64 0, i64 -9223372036854775808}
!1093 = !DILocation(line: 0, scope: !1042, inlinedAt: !1054)
!1094 = !DILocation(line: 1920, column: 16, scope: !1042, inlinedAt: !1054)
!1095 = !DILocation(line: 568, column: 14, scope: !1087, inlinedAt: !1090)
!1096 = !{i64 1, i64 536870913}
!1097 = !DILocalVariable(name: "self", arg: 1, scope: !1098, file: !1099, line: 440, type: !1103)
!1098 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate", scope: !1100, file: !1099, line: 440, type: !1101, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !1104)
!1099 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "57066d22da38e4b1f3bfd29f3d5ff5ae")
!1100 = !DINamespace(name: "{impl#1}", scope: !116)
!1101 = !DISubroutineType(types: !1102)
!1102 = !{null, !1103, !140, !1043}
!1103 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::alloc::Global", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!1104 = !{!1097, !1105, !1106}
!1105 = !DILocalVariable(name: "ptr", arg: 2, scope: !1098, file: !1099, line: 440, type: !140)
!1106 = !DILocalVariable(name: "layout", arg: 3, scope: !1098, file: !1099, line: 440, type: !1043)
!1107 = !DILocation(line: 0, scope: !1098, inlinedAt: !1108)
!1108 = distinct !DILocation(line: 1921, column: 24, scope: !1042, inlinedAt: !1054)
!1109 = !DILocalVariable(name: "self", arg: 1, scope: !1110, file: !1099, line: 323, type: !1103)
!1110 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !115, file: !1099, line: 323, type: !1101, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1111, retainedNodes: !1112)
!1111 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global15deallocate_impl", scope: !115, file: !1099, line: 323, type: !1101, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!1112 = !{!1109, !1113, !1114}
!1113 = !DILocalVariable(name: "ptr", arg: 2, scope: !1110, file: !1099, line: 323, type: !140)
!1114 = !DILocalVariable(name: "layout", arg: 3, scope: !1110, file: !1099, line: 323, type: !1043)
!1115 = !DILocation(line: 0, scope: !1110, inlinedAt: !1116)
!1116 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !1108)
!1117 = !DILocalVariable(name: "ptr", arg: 1, scope: !1118, file: !1099, line: 199, type: !140)
!1118 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !115, file: !1099, line: 199, type: !1119, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1121, retainedNodes: !1122)
!1119 = !DISubroutineType(types: !1120)
!1120 = !{null, !140, !1043}
!1121 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !115, file: !1099, line: 199, type: !1119, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!1122 = !{!1117, !1123}
!1123 = !DILocalVariable(name: "layout", arg: 2, scope: !1118, file: !1099, line: 199, type: !1043)
!1124 = !DILocation(line: 0, scope: !1118, inlinedAt: !1125)
!1125 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !1116)
!1126 = !DILocalVariable(name: "layout", arg: 2, scope: !1127, file: !1099, line: 114, type: !1043)
!1127 = distinct !DISubprogram(name: "dealloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc7dealloc", scope: !116, file: !1099, line: 114, type: !1128, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !1130)
!1128 = !DISubroutineType(types: !1129)
!1129 = !{null, !774, !1043}
!1130 = !{!1131, !1126}
!1131 = !DILocalVariable(name: "ptr", arg: 1, scope: !1127, file: !1099, line: 114, type: !774)
!1132 = !DILocation(line: 0, scope: !1127, inlinedAt: !1133)
!1133 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !1125)
!1134 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !1133)
!1135 = !DILocation(line: 1920, column: 13, scope: !1042, inlinedAt: !1054)
!1136 = !DILocation(line: 101, column: 14, scope: !831, inlinedAt: !832)
!1137 = !DILocalVariable(arg: 1, scope: !1138, file: !885, line: 805, type: !1141)
!1138 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E", scope: !73, file: !885, line: 805, type: !1139, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !876, retainedNodes: !1142)
!1139 = !DISubroutineType(types: !1140)
!1140 = !{null, !1141}
!1141 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", baseType: !174, size: 64, align: 64, dwarfAddressSpace: 0)
!1142 = !{!1137}
!1143 = !DILocation(line: 0, scope: !1138, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 975, column: 1, scope: !871, inlinedAt: !879)
!1145 = !DILocalVariable(name: "self", arg: 1, scope: !1146, file: !946, line: 2807, type: !1150)
!1146 = distinct !DISubprogram(name: "drop<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E", scope: !1147, file: !946, line: 2807, type: !1148, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, retainedNodes: !1151)
!1147 = !DINamespace(name: "{impl#42}", scope: !67)
!1148 = !DISubroutineType(types: !1149)
!1149 = !{null, !1150}
!1150 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", baseType: !174, size: 64, align: 64, dwarfAddressSpace: 0)
!1151 = !{!1145}
!1152 = !DILocation(line: 0, scope: !1146, inlinedAt: !1153)
!1153 = distinct !DILocation(line: 805, column: 1, scope: !1138, inlinedAt: !1144)
!1154 = !DILocalVariable(name: "val", scope: !1155, file: !1156, line: 3165, type: !9, align: 64)
!1155 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !80, file: !1156, line: 3165, type: !1157, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1160, retainedNodes: !1161)
!1156 = !DIFile(filename: "library/core/src/sync/atomic.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "efd884d336fd52cdd46abf1cb836765b")
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!9, !1159, !9, !596}
!1159 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::sync::atomic::AtomicUsize", baseType: !80, size: 64, align: 64, dwarfAddressSpace: 0)
!1160 = !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !80, file: !1156, line: 3165, type: !1157, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!1161 = !{!1162, !1154, !1163}
!1162 = !DILocalVariable(name: "self", arg: 1, scope: !1155, file: !1156, line: 3165, type: !1159)
!1163 = !DILocalVariable(name: "order", scope: !1155, file: !1156, line: 3165, type: !596, align: 8)
!1164 = !DILocation(line: 0, scope: !1155, inlinedAt: !1165)
!1165 = distinct !DILocation(line: 2811, column: 32, scope: !1146, inlinedAt: !1153)
!1166 = !DILocalVariable(name: "val", scope: !1167, file: !1156, line: 3936, type: !9, align: 64)
!1167 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17h7e3d6500332a3ec1E", scope: !81, file: !1156, line: 3936, type: !1168, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1174, retainedNodes: !1171)
!1168 = !DISubroutineType(types: !1169)
!1169 = !{!9, !1170, !9, !596}
!1170 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut usize", baseType: !9, size: 64, align: 64, dwarfAddressSpace: 0)
!1171 = !{!1172, !1166, !1173}
!1172 = !DILocalVariable(name: "dst", arg: 1, scope: !1167, file: !1156, line: 3936, type: !1170)
!1173 = !DILocalVariable(name: "order", scope: !1167, file: !1156, line: 3936, type: !596, align: 8)
!1174 = !{!90, !1175}
!1175 = !DITemplateTypeParameter(name: "U", type: !9)
!1176 = !DILocation(line: 0, scope: !1167, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 3167, column: 26, scope: !1155, inlinedAt: !1165)
!1178 = !DILocation(line: 3165, column: 30, scope: !1155, inlinedAt: !1165)
!1179 = !DILocation(line: 3942, column: 24, scope: !1167, inlinedAt: !1177)
!1180 = !{!1181, !1183, !863}
!1181 = distinct !{!1181, !1182, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E: %self"}
!1182 = distinct !{!1182, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E"}
!1183 = distinct !{!1183, !1184, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E: %_1"}
!1184 = distinct !{!1184, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E"}
!1185 = !DILocation(line: 2811, column: 12, scope: !1146, inlinedAt: !1153)
!1186 = !DILocalVariable(name: "order", arg: 1, scope: !1187, file: !1156, line: 4369, type: !596)
!1187 = distinct !DISubprogram(name: "fence", linkageName: "_RNvNtNtCsgEmfK2I1SDS_4core4sync6atomic5fence", scope: !81, file: !1156, line: 4369, type: !1188, scopeLine: 4369, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !1190)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{null, !596}
!1190 = !{!1186}
!1191 = !DILocation(line: 0, scope: !1187, inlinedAt: !1192)
!1192 = distinct !DILocation(line: 64, column: 9, scope: !1146, inlinedAt: !1153)
!1193 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !1192)
!1194 = !DILocation(line: 2854, column: 18, scope: !1146, inlinedAt: !1153)
!1195 = !DILocation(line: 101, column: 26, scope: !831, inlinedAt: !832)
!1196 = distinct !DISubprogram(name: "drop_in_place<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN4core3ptr153drop_in_place$LT$std..thread..lifecycle..spawn_unchecked$LT$threadnum..spawn_logs..$u7b$$u7b$closure$u7d$$u7d$$C$u64$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6e8fb1127015dc92E", scope: !73, file: !885, line: 805, type: !743, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1199, retainedNodes: !1197)
!1197 = !{!1198}
!1198 = !DILocalVariable(arg: 1, scope: !1196, file: !885, line: 805, type: !745)
!1199 = !{!1200}
!1200 = !DITemplateTypeParameter(name: "T", type: !12)
!1201 = !DILocation(line: 0, scope: !1196)
!1202 = !DILocalVariable(arg: 1, scope: !1203, file: !885, line: 805, type: !1206)
!1203 = distinct !DISubprogram(name: "drop_in_place<std::thread::spawnhook::ChildSpawnHooks>", linkageName: "_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE", scope: !73, file: !885, line: 805, type: !1204, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1208, retainedNodes: !1207)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{null, !1206}
!1206 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::spawnhook::ChildSpawnHooks", baseType: !50, size: 64, align: 64, dwarfAddressSpace: 0)
!1207 = !{!1202}
!1208 = !{!1209}
!1209 = !DITemplateTypeParameter(name: "T", type: !50)
!1210 = !DILocation(line: 0, scope: !1203, inlinedAt: !1211)
!1211 = distinct !DILocation(line: 805, column: 1, scope: !1196)
!1212 = !DILocation(line: 805, column: 1, scope: !1203, inlinedAt: !1211)
!1213 = !DILocalVariable(arg: 1, scope: !1214, file: !885, line: 805, type: !1217)
!1214 = distinct !DISubprogram(name: "drop_in_place<std::thread::spawnhook::SpawnHooks>", linkageName: "_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E", scope: !73, file: !885, line: 805, type: !1215, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1219, retainedNodes: !1218)
!1215 = !DISubroutineType(types: !1216)
!1216 = !{null, !1217}
!1217 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::spawnhook::SpawnHooks", baseType: !54, size: 64, align: 64, dwarfAddressSpace: 0)
!1218 = !{!1213}
!1219 = !{!1220}
!1220 = !DITemplateTypeParameter(name: "T", type: !54)
!1221 = !DILocation(line: 0, scope: !1214, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 805, column: 1, scope: !1203, inlinedAt: !1211)
!1223 = !DILocation(line: 805, column: 1, scope: !1214, inlinedAt: !1222)
!1224 = !{!1225}
!1225 = distinct !{!1225, !1226, !"_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h2831a9a5d94cd701E: %_1"}
!1226 = distinct !{!1226, !"_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h2831a9a5d94cd701E"}
!1227 = !DILocalVariable(arg: 1, scope: !1228, file: !885, line: 805, type: !1231)
!1228 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr106drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$$GT$17h2831a9a5d94cd701E", scope: !73, file: !885, line: 805, type: !1229, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1233, retainedNodes: !1232)
!1229 = !DISubroutineType(types: !1230)
!1230 = !{null, !1231}
!1231 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>", baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!1232 = !{!1227}
!1233 = !{!1234}
!1234 = !DITemplateTypeParameter(name: "T", type: !57)
!1235 = !DILocation(line: 0, scope: !1228, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 805, column: 1, scope: !1214, inlinedAt: !1222)
!1237 = !DILocation(line: 805, column: 1, scope: !1228, inlinedAt: !1236)
!1238 = !{!1225, !1239, !1241}
!1239 = distinct !{!1239, !1240, !"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E: %_1"}
!1240 = distinct !{!1240, !"_ZN4core3ptr55drop_in_place$LT$std..thread..spawnhook..SpawnHooks$GT$17hbc1148625b511ce5E"}
!1241 = distinct !{!1241, !1242, !"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE: %_1"}
!1242 = distinct !{!1242, !"_ZN4core3ptr60drop_in_place$LT$std..thread..spawnhook..ChildSpawnHooks$GT$17h40a4317b74828bebE"}
!1243 = !DILocalVariable(arg: 1, scope: !1244, file: !885, line: 805, type: !1247)
!1244 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h90e69858e63874ceE", scope: !73, file: !885, line: 805, type: !1245, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !64, retainedNodes: !1248)
!1245 = !DISubroutineType(types: !1246)
!1246 = !{null, !1247}
!1247 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!1248 = !{!1243}
!1249 = !DILocation(line: 0, scope: !1244, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 805, column: 1, scope: !1228, inlinedAt: !1236)
!1251 = !DILocalVariable(name: "self", arg: 1, scope: !1252, file: !946, line: 2807, type: !1255)
!1252 = distinct !DISubprogram(name: "drop<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha87e08cded6263c4E", scope: !1147, file: !946, line: 2807, type: !1253, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !117, retainedNodes: !1256)
!1253 = !DISubroutineType(types: !1254)
!1254 = !{null, !1255}
!1255 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::spawnhook::SpawnHook, alloc::alloc::Global>", baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!1256 = !{!1251}
!1257 = !DILocation(line: 0, scope: !1252, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 805, column: 1, scope: !1244, inlinedAt: !1250)
!1259 = !DILocalVariable(name: "val", scope: !1260, file: !1156, line: 3165, type: !9, align: 64)
!1260 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !80, file: !1156, line: 3165, type: !1157, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1160, retainedNodes: !1261)
!1261 = !{!1262, !1259, !1263}
!1262 = !DILocalVariable(name: "self", arg: 1, scope: !1260, file: !1156, line: 3165, type: !1159)
!1263 = !DILocalVariable(name: "order", scope: !1260, file: !1156, line: 3165, type: !596, align: 8)
!1264 = !DILocation(line: 0, scope: !1260, inlinedAt: !1265)
!1265 = distinct !DILocation(line: 2811, column: 32, scope: !1252, inlinedAt: !1258)
!1266 = !DILocalVariable(name: "val", scope: !1267, file: !1156, line: 3936, type: !9, align: 64)
!1267 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17h7e3d6500332a3ec1E", scope: !81, file: !1156, line: 3936, type: !1168, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1174, retainedNodes: !1268)
!1268 = !{!1269, !1266, !1270}
!1269 = !DILocalVariable(name: "dst", arg: 1, scope: !1267, file: !1156, line: 3936, type: !1170)
!1270 = !DILocalVariable(name: "order", scope: !1267, file: !1156, line: 3936, type: !596, align: 8)
!1271 = !DILocation(line: 0, scope: !1267, inlinedAt: !1272)
!1272 = distinct !DILocation(line: 3167, column: 26, scope: !1260, inlinedAt: !1265)
!1273 = !DILocation(line: 3165, column: 30, scope: !1260, inlinedAt: !1265)
!1274 = !DILocation(line: 3942, column: 24, scope: !1267, inlinedAt: !1272)
!1275 = !{!1276, !1278, !1225}
!1276 = distinct !{!1276, !1277, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha87e08cded6263c4E: %self"}
!1277 = distinct !{!1277, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha87e08cded6263c4E"}
!1278 = distinct !{!1278, !1279, !"_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h90e69858e63874ceE: %_1"}
!1279 = distinct !{!1279, !"_ZN4core3ptr78drop_in_place$LT$alloc..sync..Arc$LT$std..thread..spawnhook..SpawnHook$GT$$GT$17h90e69858e63874ceE"}
!1280 = !DILocation(line: 2811, column: 12, scope: !1252, inlinedAt: !1258)
!1281 = !DILocation(line: 0, scope: !1187, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 64, column: 9, scope: !1252, inlinedAt: !1258)
!1283 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !1282)
!1284 = !DILocation(line: 2854, column: 18, scope: !1252, inlinedAt: !1258)
!1285 = !{!1286}
!1286 = distinct !{!1286, !1287, !"_ZN4core3ptr177drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17h3aa03a3be3c16be2E: %_1"}
!1287 = distinct !{!1287, !"_ZN4core3ptr177drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17h3aa03a3be3c16be2E"}
!1288 = !DILocalVariable(arg: 1, scope: !1289, file: !885, line: 805, type: !1292)
!1289 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr177drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17h3aa03a3be3c16be2E", scope: !73, file: !885, line: 805, type: !1290, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1294, retainedNodes: !1293)
!1290 = !DISubroutineType(types: !1291)
!1291 = !{null, !1292}
!1292 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !125, size: 64, align: 64, dwarfAddressSpace: 0)
!1293 = !{!1288}
!1294 = !{!1295}
!1295 = !DITemplateTypeParameter(name: "T", type: !125)
!1296 = !DILocation(line: 0, scope: !1289, inlinedAt: !1297)
!1297 = distinct !DILocation(line: 805, column: 1, scope: !1203, inlinedAt: !1211)
!1298 = !DILocation(line: 805, column: 1, scope: !1289, inlinedAt: !1297)
!1299 = !{!1286, !1241}
!1300 = !DILocalVariable(name: "self", arg: 1, scope: !1301, file: !1302, line: 4219, type: !1306)
!1301 = distinct !DISubprogram(name: "drop<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h2bfe633129fee094E", scope: !1303, file: !1302, line: 4219, type: !1304, scopeLine: 4219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !171, retainedNodes: !1307)
!1302 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "561105229399139e451a3aa6309b761e")
!1303 = !DINamespace(name: "{impl#26}", scope: !126)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{null, !1306}
!1306 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::vec::Vec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !125, size: 64, align: 64, dwarfAddressSpace: 0)
!1307 = !{!1300}
!1308 = !DILocation(line: 0, scope: !1301, inlinedAt: !1309)
!1309 = distinct !DILocation(line: 805, column: 1, scope: !1289, inlinedAt: !1297)
!1310 = !{!1311}
!1311 = distinct !{!1311, !1312, !"_ZN4core3ptr164drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$u5d$$GT$17h56c9d16ca8d0be4fE: %_1.0"}
!1312 = distinct !{!1312, !"_ZN4core3ptr164drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$u5d$$GT$17h56c9d16ca8d0be4fE"}
!1313 = !DILocation(line: 4224, column: 13, scope: !1301, inlinedAt: !1309)
!1314 = !DILocalVariable(arg: 1, scope: !1315, file: !885, line: 805, type: !1318)
!1315 = distinct !DISubprogram(name: "drop_in_place<[alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>]>", linkageName: "_ZN4core3ptr164drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$u5d$$GT$17h56c9d16ca8d0be4fE", scope: !73, file: !885, line: 805, type: !1316, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !159, retainedNodes: !1323)
!1316 = !DISubroutineType(types: !1317)
!1317 = !{null, !1318}
!1318 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut [alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>]", file: !2, size: 128, align: 64, elements: !1319, templateParams: !44, identifier: "fe849fee27c5fbbee2daac71f111f835")
!1319 = !{!1320, !1322}
!1320 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !1318, file: !2, baseType: !1321, size: 64, align: 64)
!1321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64, align: 64, dwarfAddressSpace: 0)
!1322 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !1318, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!1323 = !{!1314}
!1324 = !DILocation(line: 0, scope: !1315, inlinedAt: !1325)
!1325 = distinct !DILocation(line: 4224, column: 13, scope: !1301, inlinedAt: !1309)
!1326 = !DILocation(line: 805, column: 1, scope: !1315, inlinedAt: !1325)
!1327 = !{i64 8}
!1328 = !DILocalVariable(arg: 1, scope: !1329, file: !885, line: 805, type: !1332)
!1329 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr154drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$17h3d4aebabd8526a57E", scope: !73, file: !885, line: 805, type: !1330, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !159, retainedNodes: !1333)
!1330 = !DISubroutineType(types: !1331)
!1331 = !{null, !1332}
!1332 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", baseType: !161, size: 64, align: 64, dwarfAddressSpace: 0)
!1333 = !{!1328}
!1334 = !DILocation(line: 0, scope: !1329, inlinedAt: !1335)
!1335 = distinct !DILocation(line: 805, column: 1, scope: !1315, inlinedAt: !1325)
!1336 = !DILocation(line: 805, column: 1, scope: !1329, inlinedAt: !1335)
!1337 = !{!1311, !1286}
!1338 = !DILocalVariable(name: "self", arg: 1, scope: !1339, file: !1018, line: 1913, type: !1342)
!1339 = distinct !DISubprogram(name: "drop<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h669deddde7992bb1E", scope: !1019, file: !1018, line: 1913, type: !1340, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1362, retainedNodes: !1343)
!1340 = !DISubroutineType(types: !1341)
!1341 = !{null, !1342}
!1342 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>", baseType: !161, size: 64, align: 64, dwarfAddressSpace: 0)
!1343 = !{!1338, !1344, !1344, !1360}
!1344 = !DILocalVariable(name: "ptr", scope: !1345, file: !1018, line: 1916, type: !1346, align: 64)
!1345 = distinct !DILexicalBlock(scope: !1339, file: !1018, line: 1916, column: 9)
!1346 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", scope: !137, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1347, templateParams: !1356, identifier: "4e4ed0839472a8a41f471153098dcafd")
!1347 = !{!1348, !1358}
!1348 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1346, file: !2, baseType: !1349, size: 128, align: 64, flags: DIFlagPrivate)
!1349 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", scope: !72, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1350, templateParams: !1356, identifier: "37a2038f29b490f24472a72061fe8e04")
!1350 = !{!1351}
!1351 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1349, file: !2, baseType: !1352, size: 128, align: 64, flags: DIFlagPrivate)
!1352 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const (dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)", file: !2, size: 128, align: 64, elements: !1353, templateParams: !44, identifier: "6c54cd83872cb0df9e985870111ed78a")
!1353 = !{!1354, !1355}
!1354 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1352, file: !2, baseType: !164, size: 64, align: 64)
!1355 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1352, file: !2, baseType: !167, size: 64, align: 64, offset: 64)
!1356 = !{!1357}
!1357 = !DITemplateTypeParameter(name: "T", type: !165)
!1358 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1346, file: !2, baseType: !1359, align: 8, offset: 128, flags: DIFlagPrivate)
!1359 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !1356, identifier: "c74d9fc24fe160c523506740e3d20018")
!1360 = !DILocalVariable(name: "layout", scope: !1361, file: !1018, line: 1919, type: !1043, align: 64)
!1361 = distinct !DILexicalBlock(scope: !1345, file: !1018, line: 1919, column: 13)
!1362 = !{!1357, !118}
!1363 = !DILocation(line: 0, scope: !1339, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 805, column: 1, scope: !1329, inlinedAt: !1335)
!1365 = !DILocation(line: 0, scope: !1345, inlinedAt: !1364)
!1366 = !DILocalVariable(name: "t", arg: 1, scope: !1367, file: !1058, line: 253, type: !1352)
!1367 = distinct !DISubprogram(name: "for_value_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hd126b1ad19f7475aE", scope: !1043, file: !1058, line: 253, type: !1368, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1356, declaration: !1370, retainedNodes: !1371)
!1368 = !DISubroutineType(types: !1369)
!1369 = !{!1043, !1352}
!1370 = !DISubprogram(name: "for_value_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hd126b1ad19f7475aE", scope: !1043, file: !1058, line: 253, type: !1368, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1356)
!1371 = !{!1366, !1372, !1374}
!1372 = !DILocalVariable(name: "size", scope: !1373, file: !1058, line: 255, type: !9, align: 64)
!1373 = distinct !DILexicalBlock(scope: !1367, file: !1058, line: 255, column: 9)
!1374 = !DILocalVariable(name: "alignment", scope: !1373, file: !1058, line: 255, type: !1049, align: 64)
!1375 = !DILocation(line: 0, scope: !1367, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 1919, column: 26, scope: !1345, inlinedAt: !1364)
!1377 = !DILocalVariable(name: "val", arg: 1, scope: !1378, file: !872, line: 427, type: !1352)
!1378 = distinct !DISubprogram(name: "size_of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3mem15size_of_val_raw17hd52c29e55d95ce9fE", scope: !24, file: !872, line: 427, type: !1379, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1356, retainedNodes: !1381)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{!9, !1352}
!1381 = !{!1377}
!1382 = !DILocation(line: 0, scope: !1378, inlinedAt: !1383)
!1383 = distinct !DILocation(line: 255, column: 43, scope: !1367, inlinedAt: !1376)
!1384 = !DILocalVariable(name: "val", arg: 1, scope: !1385, file: !1077, line: 123, type: !1352)
!1385 = distinct !DISubprogram(name: "of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h38451bb258dcb2e3E", scope: !1049, file: !1077, line: 123, type: !1386, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1356, declaration: !1388, retainedNodes: !1389)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{!1049, !1352}
!1388 = !DISubprogram(name: "of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17h38451bb258dcb2e3E", scope: !1049, file: !1077, line: 123, type: !1386, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1356)
!1389 = !{!1384, !1390}
!1390 = !DILocalVariable(name: "align", scope: !1391, file: !1077, line: 125, type: !9, align: 64)
!1391 = distinct !DILexicalBlock(scope: !1385, file: !1077, line: 125, column: 9)
!1392 = !DILocation(line: 0, scope: !1385, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 255, column: 68, scope: !1367, inlinedAt: !1376)
!1394 = !DILocalVariable(name: "val", arg: 1, scope: !1395, file: !872, line: 566, type: !1352)
!1395 = distinct !DISubprogram(name: "align_of_val_raw<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)>", linkageName: "_ZN4core3mem16align_of_val_raw17h45e3bf8d6be076acE", scope: !24, file: !872, line: 566, type: !1379, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1356, retainedNodes: !1396)
!1396 = !{!1394}
!1397 = !DILocation(line: 0, scope: !1395, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 125, column: 30, scope: !1385, inlinedAt: !1393)
!1399 = !DILocation(line: 429, column: 14, scope: !1378, inlinedAt: !1383)
!1400 = !DILocation(line: 0, scope: !1361, inlinedAt: !1364)
!1401 = !DILocation(line: 1920, column: 16, scope: !1361, inlinedAt: !1364)
!1402 = !DILocation(line: 568, column: 14, scope: !1395, inlinedAt: !1398)
!1403 = !DILocation(line: 0, scope: !1098, inlinedAt: !1404)
!1404 = distinct !DILocation(line: 1921, column: 24, scope: !1361, inlinedAt: !1364)
!1405 = !DILocation(line: 0, scope: !1110, inlinedAt: !1406)
!1406 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !1404)
!1407 = !DILocation(line: 0, scope: !1118, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !1406)
!1409 = !DILocation(line: 0, scope: !1127, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !1408)
!1411 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !1410)
!1412 = !DILocation(line: 1920, column: 13, scope: !1361, inlinedAt: !1364)
!1413 = !DILocalVariable(arg: 1, scope: !1414, file: !885, line: 805, type: !1417)
!1414 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr184drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$u2b$Output$u20$$u3d$$u20$$LP$$RP$$u2b$core..marker..Send$GT$$GT$$GT$17h968486a4ca2b6edeE", scope: !73, file: !885, line: 805, type: !1415, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1419, retainedNodes: !1418)
!1415 = !DISubroutineType(types: !1416)
!1416 = !{null, !1417}
!1417 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !129, size: 64, align: 64, dwarfAddressSpace: 0)
!1418 = !{!1413}
!1419 = !{!1420}
!1420 = !DITemplateTypeParameter(name: "T", type: !129)
!1421 = !DILocation(line: 0, scope: !1414, inlinedAt: !1422)
!1422 = distinct !DILocation(line: 805, column: 1, scope: !1289, inlinedAt: !1297)
!1423 = !DILocalVariable(name: "self", arg: 1, scope: !1424, file: !1425, line: 421, type: !1429)
!1424 = distinct !DISubprogram(name: "drop<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26075b302fd77f38E", scope: !1426, file: !1425, line: 421, type: !1427, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !171, retainedNodes: !1430)
!1425 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "78584250230dfe0aae92794a07566ae7")
!1426 = !DINamespace(name: "{impl#3}", scope: !130)
!1427 = !DISubroutineType(types: !1428)
!1428 = !{null, !1429}
!1429 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<alloc::boxed::Box<(dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send), alloc::alloc::Global>, alloc::alloc::Global>", baseType: !129, size: 64, align: 64, dwarfAddressSpace: 0)
!1430 = !{!1423}
!1431 = !DILocation(line: 0, scope: !1424, inlinedAt: !1432)
!1432 = distinct !DILocation(line: 805, column: 1, scope: !1414, inlinedAt: !1422)
!1433 = !DILocalVariable(name: "self", arg: 1, scope: !1434, file: !1425, line: 870, type: !1437)
!1434 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hb5b7ec327f246057E", scope: !133, file: !1425, line: 870, type: !1435, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !156, declaration: !1438, retainedNodes: !1439)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{null, !1437, !1043}
!1437 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !133, size: 64, align: 64, dwarfAddressSpace: 0)
!1438 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hb5b7ec327f246057E", scope: !133, file: !1425, line: 870, type: !1435, scopeLine: 870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !156)
!1439 = !{!1433, !1440, !1441, !1443}
!1440 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1434, file: !1425, line: 870, type: !1043)
!1441 = !DILocalVariable(name: "ptr", scope: !1442, file: !1425, line: 872, type: !140, align: 64)
!1442 = distinct !DILexicalBlock(scope: !1434, file: !1425, line: 872, column: 82)
!1443 = !DILocalVariable(name: "layout", scope: !1442, file: !1425, line: 872, type: !1043, align: 64)
!1444 = !DILocation(line: 0, scope: !1434, inlinedAt: !1445)
!1445 = distinct !DILocation(line: 423, column: 29, scope: !1424, inlinedAt: !1432)
!1446 = !DILocalVariable(name: "self", arg: 1, scope: !1447, file: !1425, line: 631, type: !1467)
!1447 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h0d2ffb23a03ff1c2E", scope: !133, file: !1425, line: 631, type: !1448, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !156, declaration: !1468, retainedNodes: !1469)
!1448 = !DISubroutineType(types: !1449)
!1449 = !{!1450, !1467, !1043}
!1450 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)>", scope: !58, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !1451, templateParams: !44, identifier: "ee7541504661f874c2915c0073b72bc1")
!1451 = !{!1452}
!1452 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1450, file: !2, size: 192, align: 64, elements: !1453, templateParams: !44, identifier: "6bc21688c309cf3b1c2f684d384a593e", discriminator: !1466)
!1453 = !{!1454, !1462}
!1454 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1452, file: !2, baseType: !1455, size: 192, align: 64, extraData: i64 0)
!1455 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1450, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !1456, identifier: "9f716f1b8d4e611e4821e2e1a8274497")
!1456 = !{!1457}
!1457 = !DITemplateTypeParameter(name: "T", type: !1458)
!1458 = !DICompositeType(tag: DW_TAG_structure_type, name: "(core::ptr::non_null::NonNull<u8>, core::alloc::layout::Layout)", file: !2, size: 192, align: 64, elements: !1459, templateParams: !44, identifier: "9addff87e8e60bcd1d6fc027e7ae79a6")
!1459 = !{!1460, !1461}
!1460 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1458, file: !2, baseType: !140, size: 64, align: 64)
!1461 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1458, file: !2, baseType: !1043, size: 128, align: 64, offset: 64)
!1462 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1452, file: !2, baseType: !1463, size: 192, align: 64)
!1463 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1450, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !1464, templateParams: !1456, identifier: "16f684b7aa3449289eb3efb4d54b2d14")
!1464 = !{!1465}
!1465 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1463, file: !2, baseType: !1458, size: 192, align: 64, flags: DIFlagPublic)
!1466 = !DIDerivedType(tag: DW_TAG_member, scope: !1450, file: !2, baseType: !42, size: 64, align: 64, offset: 64, flags: DIFlagArtificial)
!1467 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::raw_vec::RawVecInner<alloc::alloc::Global>", baseType: !133, size: 64, align: 64, dwarfAddressSpace: 0)
!1468 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h0d2ffb23a03ff1c2E", scope: !133, file: !1425, line: 631, type: !1448, scopeLine: 631, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !156)
!1469 = !{!1446, !1470, !1471, !1473}
!1470 = !DILocalVariable(name: "elem_layout", arg: 2, scope: !1447, file: !1425, line: 631, type: !1043)
!1471 = !DILocalVariable(name: "alloc_size", scope: !1472, file: !1425, line: 640, type: !9, align: 64)
!1472 = distinct !DILexicalBlock(scope: !1447, file: !1425, line: 640, column: 17)
!1473 = !DILocalVariable(name: "layout", scope: !1474, file: !1425, line: 641, type: !1043, align: 64)
!1474 = distinct !DILexicalBlock(scope: !1472, file: !1425, line: 641, column: 17)
!1475 = !DILocation(line: 0, scope: !1447, inlinedAt: !1476)
!1476 = distinct !DILocation(line: 872, column: 52, scope: !1442, inlinedAt: !1445)
!1477 = !DILocalVariable(name: "self", arg: 1, scope: !1478, file: !1479, line: 1220, type: !9)
!1478 = distinct !DISubprogram(name: "unchecked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_mul", scope: !1480, file: !1479, line: 1220, type: !1481, scopeLine: 1220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !1483)
!1479 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!1480 = !DINamespace(name: "{impl#11}", scope: !152)
!1481 = !DISubroutineType(types: !1482)
!1482 = !{!9, !9, !9, !889}
!1483 = !{!1477, !1484}
!1484 = !DILocalVariable(name: "rhs", arg: 2, scope: !1478, file: !1479, line: 1220, type: !9)
!1485 = !DILocation(line: 0, scope: !1478, inlinedAt: !1486)
!1486 = distinct !DILocation(line: 640, column: 53, scope: !1447, inlinedAt: !1476)
!1487 = !DILocation(line: 632, column: 39, scope: !1447, inlinedAt: !1476)
!1488 = !DILocation(line: 1232, column: 17, scope: !1478, inlinedAt: !1486)
!1489 = !DILocation(line: 0, scope: !1442, inlinedAt: !1445)
!1490 = !DILocation(line: 0, scope: !1098, inlinedAt: !1491)
!1491 = distinct !DILocation(line: 874, column: 28, scope: !1442, inlinedAt: !1445)
!1492 = !DILocation(line: 0, scope: !1110, inlinedAt: !1493)
!1493 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !1491)
!1494 = !DILocation(line: 0, scope: !1118, inlinedAt: !1495)
!1495 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !1493)
!1496 = !DILocation(line: 0, scope: !1127, inlinedAt: !1497)
!1497 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !1495)
!1498 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !1497)
!1499 = !DILocation(line: 200, column: 9, scope: !1118, inlinedAt: !1495)
!1500 = !DILocation(line: 805, column: 1, scope: !1196)
!1501 = !{!1502}
!1502 = distinct !{!1502, !1503, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E: %_1"}
!1503 = distinct !{!1503, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E"}
!1504 = !DILocation(line: 0, scope: !1138, inlinedAt: !1505)
!1505 = distinct !DILocation(line: 805, column: 1, scope: !1196)
!1506 = !{!1507}
!1507 = distinct !{!1507, !1508, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E: %self"}
!1508 = distinct !{!1508, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E"}
!1509 = !DILocation(line: 805, column: 1, scope: !1138, inlinedAt: !1505)
!1510 = !DILocation(line: 0, scope: !1146, inlinedAt: !1511)
!1511 = distinct !DILocation(line: 805, column: 1, scope: !1138, inlinedAt: !1505)
!1512 = !DILocalVariable(name: "self", arg: 1, scope: !1513, file: !946, line: 2098, type: !1150)
!1513 = distinct !DISubprogram(name: "inner<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17hbafab1a1f755be54E", scope: !174, file: !946, line: 2098, type: !957, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, declaration: !960, retainedNodes: !1514)
!1514 = !{!1512}
!1515 = !DILocation(line: 0, scope: !1513, inlinedAt: !1516)
!1516 = distinct !DILocation(line: 2811, column: 17, scope: !1146, inlinedAt: !1511)
!1517 = !DILocation(line: 0, scope: !1155, inlinedAt: !1518)
!1518 = distinct !DILocation(line: 2811, column: 32, scope: !1146, inlinedAt: !1511)
!1519 = !DILocation(line: 0, scope: !1167, inlinedAt: !1520)
!1520 = distinct !DILocation(line: 3167, column: 26, scope: !1155, inlinedAt: !1518)
!1521 = !DILocation(line: 444, column: 20, scope: !1522, inlinedAt: !1523)
!1522 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17hed5d3aa42f118083E", scope: !177, file: !966, line: 440, type: !967, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !389, declaration: !970)
!1523 = distinct !DILocation(line: 2104, column: 27, scope: !1513, inlinedAt: !1516)
!1524 = !{!1507, !1502}
!1525 = !DILocation(line: 3165, column: 30, scope: !1155, inlinedAt: !1518)
!1526 = !DILocation(line: 3942, column: 24, scope: !1167, inlinedAt: !1520)
!1527 = !DILocation(line: 2811, column: 12, scope: !1146, inlinedAt: !1511)
!1528 = !DILocation(line: 0, scope: !1187, inlinedAt: !1529)
!1529 = distinct !DILocation(line: 64, column: 9, scope: !1146, inlinedAt: !1511)
!1530 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !1529)
!1531 = !DILocation(line: 2854, column: 18, scope: !1146, inlinedAt: !1511)
!1532 = distinct !DISubprogram(name: "drop_in_place<std::io::error::Error>", linkageName: "_ZN4core3ptr42drop_in_place$LT$std..io..error..Error$GT$17h21d7eb9ae9a81231E", scope: !73, file: !885, line: 805, type: !1533, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1538, retainedNodes: !1536)
!1533 = !DISubroutineType(types: !1534)
!1534 = !{null, !1535}
!1535 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::Error", baseType: !403, size: 64, align: 64, dwarfAddressSpace: 0)
!1536 = !{!1537}
!1537 = !DILocalVariable(arg: 1, scope: !1532, file: !885, line: 805, type: !1535)
!1538 = !{!1539}
!1539 = !DITemplateTypeParameter(name: "T", type: !403)
!1540 = !DILocation(line: 0, scope: !1532)
!1541 = !DILocation(line: 805, column: 1, scope: !1532)
!1542 = !DILocalVariable(arg: 1, scope: !1543, file: !885, line: 805, type: !1546)
!1543 = distinct !DISubprogram(name: "drop_in_place<std::io::error::repr_bitpacked::Repr>", linkageName: "_ZN4core3ptr57drop_in_place$LT$std..io..error..repr_bitpacked..Repr$GT$17hc6b5bd34f3ddbe39E", scope: !73, file: !885, line: 805, type: !1544, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1548, retainedNodes: !1547)
!1544 = !DISubroutineType(types: !1545)
!1545 = !{null, !1546}
!1546 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::repr_bitpacked::Repr", baseType: !408, size: 64, align: 64, dwarfAddressSpace: 0)
!1547 = !{!1542}
!1548 = !{!1549}
!1549 = !DITemplateTypeParameter(name: "T", type: !408)
!1550 = !DILocation(line: 0, scope: !1543, inlinedAt: !1551)
!1551 = distinct !DILocation(line: 805, column: 1, scope: !1532)
!1552 = !DILocalVariable(name: "self", arg: 1, scope: !1553, file: !1554, line: 230, type: !1558)
!1553 = distinct !DISubprogram(name: "drop", linkageName: "_RNvXs1_NtNtNtCsjrHSEGnQ3l9_3std2io5error14repr_bitpackedNtB5_4ReprNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop", scope: !1555, file: !1554, line: 230, type: !1556, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !1559)
!1554 = !DIFile(filename: "library/std/src/io/error/repr_bitpacked.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5eb8b63e91ae5a0b67b803836fec054a")
!1555 = !DINamespace(name: "{impl#3}", scope: !409)
!1556 = !DISubroutineType(types: !1557)
!1557 = !{null, !1558}
!1558 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::io::error::repr_bitpacked::Repr", baseType: !408, size: 64, align: 64, dwarfAddressSpace: 0)
!1559 = !{!1552}
!1560 = !DILocation(line: 0, scope: !1553, inlinedAt: !1561)
!1561 = distinct !DILocation(line: 805, column: 1, scope: !1543, inlinedAt: !1551)
!1562 = !DILocalVariable(name: "ptr", arg: 1, scope: !1563, file: !1554, line: 244, type: !412)
!1563 = distinct !DISubprogram(name: "decode_repr<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>", linkageName: "_ZN3std2io5error14repr_bitpacked11decode_repr17h566356fe4ca067aeE", scope: !409, file: !1554, line: 244, type: !1564, scopeLine: 244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1581, retainedNodes: !1568)
!1564 = !DISubroutineType(types: !1565)
!1565 = !{!421, !412, !1566}
!1566 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !1567, file: !2, align: 8, elements: !44, identifier: "314169df718c082536f851d87fa6c097")
!1567 = !DINamespace(name: "drop", scope: !1555)
!1568 = !{!1562, !1569, !1570, !1572, !1574, !1576, !1578}
!1569 = !DILocalVariable(name: "make_custom", arg: 2, scope: !1563, file: !1554, line: 244, type: !1566)
!1570 = !DILocalVariable(name: "bits", scope: !1571, file: !1554, line: 248, type: !9, align: 64)
!1571 = distinct !DILexicalBlock(scope: !1563, file: !1554, line: 248, column: 5)
!1572 = !DILocalVariable(name: "code", scope: !1573, file: !1554, line: 251, type: !429, align: 32)
!1573 = distinct !DILexicalBlock(scope: !1571, file: !1554, line: 251, column: 13)
!1574 = !DILocalVariable(name: "kind_bits", scope: !1575, file: !1554, line: 255, type: !299, align: 32)
!1575 = distinct !DILexicalBlock(scope: !1571, file: !1554, line: 255, column: 13)
!1576 = !DILocalVariable(name: "kind", scope: !1577, file: !1554, line: 256, type: !436, align: 8)
!1577 = distinct !DILexicalBlock(scope: !1575, file: !1554, line: 256, column: 13)
!1578 = !DILocalVariable(name: "custom", scope: !1579, file: !1554, line: 276, type: !1580, align: 64)
!1579 = distinct !DILexicalBlock(scope: !1571, file: !1554, line: 276, column: 13)
!1580 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::Custom", baseType: !433, size: 64, align: 64, dwarfAddressSpace: 0)
!1581 = !{!431, !1582}
!1582 = !DITemplateTypeParameter(name: "F", type: !1566)
!1583 = !DILocation(line: 0, scope: !1563, inlinedAt: !1584)
!1584 = distinct !DILocation(line: 234, column: 21, scope: !1553, inlinedAt: !1561)
!1585 = !DILocation(line: 244, column: 47, scope: !1563, inlinedAt: !1584)
!1586 = !DILocalVariable(name: "count", scope: !1587, file: !1588, line: 1244, type: !9, align: 64)
!1587 = distinct !DISubprogram(name: "wrapping_byte_sub<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$17wrapping_byte_sub17h2f96b4fd603cad3aE", scope: !1589, file: !1588, line: 1244, type: !1591, scopeLine: 1244, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !415, retainedNodes: !1594)
!1588 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!1589 = !DINamespace(name: "{impl#0}", scope: !1590)
!1590 = !DINamespace(name: "mut_ptr", scope: !73)
!1591 = !DISubroutineType(types: !1592)
!1592 = !{!1593, !1593, !9}
!1593 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut ()", baseType: !7, size: 64, align: 64, dwarfAddressSpace: 0)
!1594 = !{!1595, !1586}
!1595 = !DILocalVariable(name: "self", arg: 1, scope: !1587, file: !1588, line: 1244, type: !1593)
!1596 = !DILocation(line: 0, scope: !1587, inlinedAt: !1597)
!1597 = distinct !DILocation(line: 276, column: 39, scope: !1571, inlinedAt: !1584)
!1598 = !DILocalVariable(name: "count", scope: !1599, file: !1588, line: 1224, type: !9, align: 64)
!1599 = distinct !DISubprogram(name: "wrapping_sub<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$12wrapping_sub17hb593720e12fc5c0cE", scope: !1589, file: !1588, line: 1224, type: !1600, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !145, retainedNodes: !1602)
!1600 = !DISubroutineType(types: !1601)
!1601 = !{!774, !774, !9}
!1602 = !{!1603, !1598}
!1603 = !DILocalVariable(name: "self", arg: 1, scope: !1599, file: !1588, line: 1224, type: !774)
!1604 = !DILocation(line: 0, scope: !1599, inlinedAt: !1605)
!1605 = distinct !DILocation(line: 1245, column: 27, scope: !1587, inlinedAt: !1597)
!1606 = !DILocalVariable(name: "count", scope: !1607, file: !1588, line: 465, type: !1610, align: 64)
!1607 = distinct !DISubprogram(name: "wrapping_offset<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$15wrapping_offset17h592bd8b628ad04c2E", scope: !1589, file: !1588, line: 465, type: !1608, scopeLine: 465, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !145, retainedNodes: !1611)
!1608 = !DISubroutineType(types: !1609)
!1609 = !{!774, !774, !1610}
!1610 = !DIBasicType(name: "isize", size: 64, encoding: DW_ATE_signed)
!1611 = !{!1612, !1606}
!1612 = !DILocalVariable(name: "self", arg: 1, scope: !1607, file: !1588, line: 465, type: !774)
!1613 = !DILocation(line: 0, scope: !1607, inlinedAt: !1614)
!1614 = distinct !DILocation(line: 1228, column: 14, scope: !1599, inlinedAt: !1605)
!1615 = !DILocalVariable(name: "self", arg: 1, scope: !1616, file: !1588, line: 144, type: !1593)
!1616 = distinct !DISubprogram(name: "addr<()>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$4addr17h7fe3adb96fc0a2d0E", scope: !1589, file: !1588, line: 144, type: !1617, scopeLine: 144, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !415, retainedNodes: !1619)
!1617 = !DISubroutineType(types: !1618)
!1618 = !{!9, !1593}
!1619 = !{!1615}
!1620 = !DILocation(line: 0, scope: !1616, inlinedAt: !1621)
!1621 = distinct !DILocation(line: 248, column: 29, scope: !1563, inlinedAt: !1584)
!1622 = !DILocation(line: 150, column: 18, scope: !1616, inlinedAt: !1621)
!1623 = !DILocation(line: 0, scope: !1571, inlinedAt: !1584)
!1624 = !DILocation(line: 249, column: 11, scope: !1571, inlinedAt: !1584)
!1625 = !DILocation(line: 249, column: 5, scope: !1571, inlinedAt: !1584)
!1626 = !{!"branch_weights", i32 1, i32 2000, i32 2000, i32 2000, i32 2000}
!1627 = !DILocation(line: 0, scope: !1575, inlinedAt: !1584)
!1628 = !DILocalVariable(name: "self", arg: 1, scope: !1629, file: !1630, line: 1061, type: !1631)
!1629 = distinct !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h32c15bc120b0f268E", scope: !1631, file: !1630, line: 1061, type: !1644, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1652, declaration: !1651, retainedNodes: !1654)
!1630 = !DIFile(filename: "library/core/src/option.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3f12dd837a95e960b90752f70f5ddc0e")
!1631 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<std::io::error::ErrorKind>", scope: !58, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !1632, templateParams: !44, identifier: "32f0eafa52a75ad7b39ccbe26c83bfd")
!1632 = !{!1633}
!1633 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1631, file: !2, size: 8, align: 8, elements: !1634, templateParams: !44, identifier: "48d4313e1e34c18418248c5ac945a0be", discriminator: !1643)
!1634 = !{!1635, !1639}
!1635 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1633, file: !2, baseType: !1636, size: 8, align: 8, extraData: i8 42)
!1636 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1631, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !1637, identifier: "f566ecd97eb19b615cc32afb87464438")
!1637 = !{!1638}
!1638 = !DITemplateTypeParameter(name: "T", type: !436)
!1639 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1633, file: !2, baseType: !1640, size: 8, align: 8)
!1640 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1631, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !1641, templateParams: !1637, identifier: "1fe3be376d27ab25b5e5345dffe629f7")
!1641 = !{!1642}
!1642 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1640, file: !2, baseType: !436, size: 8, align: 8, flags: DIFlagPublic)
!1643 = !DIDerivedType(tag: DW_TAG_member, scope: !1631, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagArtificial)
!1644 = !DISubroutineType(types: !1645)
!1645 = !{!436, !1631, !1646, !889}
!1646 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>", scope: !1647, file: !2, size: 64, align: 64, elements: !1648, templateParams: !44, identifier: "d60917ee853a876041acadc572b8e29b")
!1647 = !DINamespace(name: "decode_repr", scope: !409)
!1648 = !{!1649}
!1649 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__bits", scope: !1646, file: !2, baseType: !1650, size: 64, align: 64)
!1650 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !9, size: 64, align: 64, dwarfAddressSpace: 0)
!1651 = !DISubprogram(name: "unwrap_or_else<std::io::error::ErrorKind, std::io::error::repr_bitpacked::decode_repr::{closure_env#0}<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>, std::io::error::repr_bitpacked::{impl#3}::drop::{closure_env#0}>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h32c15bc120b0f268E", scope: !1631, file: !1630, line: 1061, type: !1644, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1652)
!1652 = !{!1638, !1653}
!1653 = !DITemplateTypeParameter(name: "F", type: !1646)
!1654 = !{!1628, !1655, !1656}
!1655 = !DILocalVariable(name: "f", scope: !1629, file: !1630, line: 1061, type: !1646, align: 64)
!1656 = !DILocalVariable(name: "x", scope: !1657, file: !1630, line: 1066, type: !436, align: 8)
!1657 = distinct !DILexicalBlock(scope: !1629, file: !1630, line: 1066, column: 13)
!1658 = !DILocation(line: 0, scope: !1629, inlinedAt: !1659)
!1659 = distinct !DILocation(line: 256, column: 50, scope: !1575, inlinedAt: !1584)
!1660 = !DILocation(line: 1061, column: 42, scope: !1629, inlinedAt: !1659)
!1661 = !DILocation(line: 1065, column: 15, scope: !1629, inlinedAt: !1659)
!1662 = !DILocation(line: 1065, column: 9, scope: !1629, inlinedAt: !1659)
!1663 = !DILocation(line: 267, column: 9, scope: !1571, inlinedAt: !1584)
!1664 = !DILocation(line: 470, column: 18, scope: !1607, inlinedAt: !1614)
!1665 = !DILocalVariable(arg: 1, scope: !1666, file: !885, line: 805, type: !1669)
!1666 = distinct !DISubprogram(name: "drop_in_place<std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr101drop_in_place$LT$std..io..error..ErrorData$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$$GT$17h3b22a9aa98448e10E", scope: !73, file: !885, line: 805, type: !1667, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !419, retainedNodes: !1670)
!1667 = !DISubroutineType(types: !1668)
!1668 = !{null, !1669}
!1669 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::io::error::ErrorData<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", baseType: !421, size: 64, align: 64, dwarfAddressSpace: 0)
!1670 = !{!1665}
!1671 = !DILocation(line: 0, scope: !1666, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 234, column: 72, scope: !1553, inlinedAt: !1561)
!1673 = !DILocalVariable(arg: 1, scope: !1674, file: !885, line: 805, type: !1677)
!1674 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr68drop_in_place$LT$alloc..boxed..Box$LT$std..io..error..Custom$GT$$GT$17h465067f8bfd939a9E", scope: !73, file: !885, line: 805, type: !1675, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1679, retainedNodes: !1678)
!1675 = !DISubroutineType(types: !1676)
!1676 = !{null, !1677}
!1677 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !432, size: 64, align: 64, dwarfAddressSpace: 0)
!1678 = !{!1673}
!1679 = !{!1680}
!1680 = !DITemplateTypeParameter(name: "T", type: !432)
!1681 = !DILocation(line: 0, scope: !1674, inlinedAt: !1682)
!1682 = distinct !DILocation(line: 805, column: 1, scope: !1666, inlinedAt: !1672)
!1683 = !DILocation(line: 805, column: 1, scope: !1674, inlinedAt: !1682)
!1684 = !DILocalVariable(arg: 1, scope: !1685, file: !885, line: 805, type: !1580)
!1685 = distinct !DISubprogram(name: "drop_in_place<std::io::error::Custom>", linkageName: "_ZN4core3ptr43drop_in_place$LT$std..io..error..Custom$GT$17h2e3d06b88b6f90beE", scope: !73, file: !885, line: 805, type: !1686, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1689, retainedNodes: !1688)
!1686 = !DISubroutineType(types: !1687)
!1687 = !{null, !1580}
!1688 = !{!1684}
!1689 = !{!1690}
!1690 = !DITemplateTypeParameter(name: "T", type: !433)
!1691 = !DILocation(line: 0, scope: !1685, inlinedAt: !1692)
!1692 = distinct !DILocation(line: 805, column: 1, scope: !1674, inlinedAt: !1682)
!1693 = !DILocalVariable(arg: 1, scope: !1694, file: !885, line: 805, type: !1697)
!1694 = distinct !DISubprogram(name: "drop_in_place<alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>>", linkageName: "_ZN4core3ptr118drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$core..error..Error$u2b$core..marker..Sync$u2b$core..marker..Send$GT$$GT$17hc84dc2e5c1f03328E", scope: !73, file: !885, line: 805, type: !1695, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1699, retainedNodes: !1698)
!1695 = !DISubroutineType(types: !1696)
!1696 = !{null, !1697}
!1697 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", baseType: !481, size: 64, align: 64, dwarfAddressSpace: 0)
!1698 = !{!1693}
!1699 = !{!1700}
!1700 = !DITemplateTypeParameter(name: "T", type: !481)
!1701 = !DILocation(line: 0, scope: !1694, inlinedAt: !1702)
!1702 = distinct !DILocation(line: 805, column: 1, scope: !1685, inlinedAt: !1692)
!1703 = !DILocation(line: 805, column: 1, scope: !1694, inlinedAt: !1702)
!1704 = !DILocalVariable(name: "self", arg: 1, scope: !1705, file: !1018, line: 1913, type: !1708)
!1705 = distinct !DISubprogram(name: "drop<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17haaeedc9ca20739baE", scope: !1019, file: !1018, line: 1913, type: !1706, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1728, retainedNodes: !1709)
!1706 = !DISubroutineType(types: !1707)
!1707 = !{null, !1708}
!1708 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<(dyn core::error::Error + core::marker::Send + core::marker::Sync), alloc::alloc::Global>", baseType: !481, size: 64, align: 64, dwarfAddressSpace: 0)
!1709 = !{!1704, !1710, !1710, !1726}
!1710 = !DILocalVariable(name: "ptr", scope: !1711, file: !1018, line: 1916, type: !1712, align: 64)
!1711 = distinct !DILexicalBlock(scope: !1705, file: !1018, line: 1916, column: 9)
!1712 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !137, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1713, templateParams: !1722, identifier: "c75dfb3328e50b02baa35712fc26e5d5")
!1713 = !{!1714, !1724}
!1714 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1712, file: !2, baseType: !1715, size: 128, align: 64, flags: DIFlagPrivate)
!1715 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !72, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1716, templateParams: !1722, identifier: "1702f4861b193fdb272a4e9f7186362a")
!1716 = !{!1717}
!1717 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1715, file: !2, baseType: !1718, size: 128, align: 64, flags: DIFlagPrivate)
!1718 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const (dyn core::error::Error + core::marker::Send + core::marker::Sync)", file: !2, size: 128, align: 64, elements: !1719, templateParams: !44, identifier: "1c7ce11c7517d39a58278ef010046c40")
!1719 = !{!1720, !1721}
!1720 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1718, file: !2, baseType: !484, size: 64, align: 64)
!1721 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !1718, file: !2, baseType: !487, size: 64, align: 64, offset: 64)
!1722 = !{!1723}
!1723 = !DITemplateTypeParameter(name: "T", type: !485)
!1724 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1712, file: !2, baseType: !1725, align: 8, offset: 128, flags: DIFlagPrivate)
!1725 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !1722, identifier: "f0926be65b7b9355f7fa9e3fa007e214")
!1726 = !DILocalVariable(name: "layout", scope: !1727, file: !1018, line: 1919, type: !1043, align: 64)
!1727 = distinct !DILexicalBlock(scope: !1711, file: !1018, line: 1919, column: 13)
!1728 = !{!1723, !118}
!1729 = !DILocation(line: 0, scope: !1705, inlinedAt: !1730)
!1730 = distinct !DILocation(line: 805, column: 1, scope: !1694, inlinedAt: !1702)
!1731 = !DILocation(line: 0, scope: !1711, inlinedAt: !1730)
!1732 = !DILocalVariable(name: "t", arg: 1, scope: !1733, file: !1058, line: 253, type: !1718)
!1733 = distinct !DISubprogram(name: "for_value_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hadd52a9f78568597E", scope: !1043, file: !1058, line: 253, type: !1734, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1722, declaration: !1736, retainedNodes: !1737)
!1734 = !DISubroutineType(types: !1735)
!1735 = !{!1043, !1718}
!1736 = !DISubprogram(name: "for_value_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core5alloc6layout6Layout13for_value_raw17hadd52a9f78568597E", scope: !1043, file: !1058, line: 253, type: !1734, scopeLine: 253, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1722)
!1737 = !{!1732, !1738, !1740}
!1738 = !DILocalVariable(name: "size", scope: !1739, file: !1058, line: 255, type: !9, align: 64)
!1739 = distinct !DILexicalBlock(scope: !1733, file: !1058, line: 255, column: 9)
!1740 = !DILocalVariable(name: "alignment", scope: !1739, file: !1058, line: 255, type: !1049, align: 64)
!1741 = !DILocation(line: 0, scope: !1733, inlinedAt: !1742)
!1742 = distinct !DILocation(line: 1919, column: 26, scope: !1711, inlinedAt: !1730)
!1743 = !DILocalVariable(name: "val", arg: 1, scope: !1744, file: !872, line: 427, type: !1718)
!1744 = distinct !DISubprogram(name: "size_of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3mem15size_of_val_raw17hd94e946a9dad5563E", scope: !24, file: !872, line: 427, type: !1745, scopeLine: 427, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1722, retainedNodes: !1747)
!1745 = !DISubroutineType(types: !1746)
!1746 = !{!9, !1718}
!1747 = !{!1743}
!1748 = !DILocation(line: 0, scope: !1744, inlinedAt: !1749)
!1749 = distinct !DILocation(line: 255, column: 43, scope: !1733, inlinedAt: !1742)
!1750 = !DILocalVariable(name: "val", arg: 1, scope: !1751, file: !1077, line: 123, type: !1718)
!1751 = distinct !DISubprogram(name: "of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17hfd7b6520bcb89f12E", scope: !1049, file: !1077, line: 123, type: !1752, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1722, declaration: !1754, retainedNodes: !1755)
!1752 = !DISubroutineType(types: !1753)
!1753 = !{!1049, !1718}
!1754 = !DISubprogram(name: "of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3ptr9alignment9Alignment10of_val_raw17hfd7b6520bcb89f12E", scope: !1049, file: !1077, line: 123, type: !1752, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1722)
!1755 = !{!1750, !1756}
!1756 = !DILocalVariable(name: "align", scope: !1757, file: !1077, line: 125, type: !9, align: 64)
!1757 = distinct !DILexicalBlock(scope: !1751, file: !1077, line: 125, column: 9)
!1758 = !DILocation(line: 0, scope: !1751, inlinedAt: !1759)
!1759 = distinct !DILocation(line: 255, column: 68, scope: !1733, inlinedAt: !1742)
!1760 = !DILocalVariable(name: "val", arg: 1, scope: !1761, file: !872, line: 566, type: !1718)
!1761 = distinct !DISubprogram(name: "align_of_val_raw<(dyn core::error::Error + core::marker::Send + core::marker::Sync)>", linkageName: "_ZN4core3mem16align_of_val_raw17h956a8d48ca24f0a8E", scope: !24, file: !872, line: 566, type: !1745, scopeLine: 566, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1722, retainedNodes: !1762)
!1762 = !{!1760}
!1763 = !DILocation(line: 0, scope: !1761, inlinedAt: !1764)
!1764 = distinct !DILocation(line: 125, column: 30, scope: !1751, inlinedAt: !1759)
!1765 = !DILocation(line: 429, column: 14, scope: !1744, inlinedAt: !1749)
!1766 = !DILocation(line: 0, scope: !1727, inlinedAt: !1730)
!1767 = !DILocation(line: 1920, column: 16, scope: !1727, inlinedAt: !1730)
!1768 = !DILocation(line: 568, column: 14, scope: !1761, inlinedAt: !1764)
!1769 = !DILocation(line: 0, scope: !1098, inlinedAt: !1770)
!1770 = distinct !DILocation(line: 1921, column: 24, scope: !1727, inlinedAt: !1730)
!1771 = !DILocation(line: 0, scope: !1110, inlinedAt: !1772)
!1772 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !1770)
!1773 = !DILocation(line: 0, scope: !1118, inlinedAt: !1774)
!1774 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !1772)
!1775 = !DILocation(line: 0, scope: !1127, inlinedAt: !1776)
!1776 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !1774)
!1777 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !1776)
!1778 = !DILocation(line: 1920, column: 13, scope: !1727, inlinedAt: !1730)
!1779 = !DILocalVariable(name: "self", arg: 1, scope: !1780, file: !1018, line: 1913, type: !1783)
!1780 = distinct !DISubprogram(name: "drop<std::io::error::Custom, alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h92fd9255c5737f6bE", scope: !1019, file: !1018, line: 1913, type: !1781, scopeLine: 1913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1798, retainedNodes: !1784)
!1781 = !DISubroutineType(types: !1782)
!1782 = !{null, !1783}
!1783 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::boxed::Box<std::io::error::Custom, alloc::alloc::Global>", baseType: !432, size: 64, align: 64, dwarfAddressSpace: 0)
!1784 = !{!1779, !1785, !1785, !1796}
!1785 = !DILocalVariable(name: "ptr", scope: !1786, file: !1018, line: 1916, type: !1787, align: 64)
!1786 = distinct !DILexicalBlock(scope: !1780, file: !1018, line: 1916, column: 9)
!1787 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<std::io::error::Custom>", scope: !137, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1788, templateParams: !1689, identifier: "2a6dc4f46575480727e2e2fcd7184dbd")
!1788 = !{!1789, !1794}
!1789 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1787, file: !2, baseType: !1790, size: 64, align: 64, flags: DIFlagPrivate)
!1790 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<std::io::error::Custom>", scope: !72, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !1791, templateParams: !1689, identifier: "27b44cab5b1d1849304c6ddb3fb66302")
!1791 = !{!1792}
!1792 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !1790, file: !2, baseType: !1793, size: 64, align: 64, flags: DIFlagPrivate)
!1793 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const std::io::error::Custom", baseType: !433, size: 64, align: 64, dwarfAddressSpace: 0)
!1794 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !1787, file: !2, baseType: !1795, align: 8, offset: 64, flags: DIFlagPrivate)
!1795 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<std::io::error::Custom>", scope: !113, file: !2, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !1689, identifier: "73a1c622db2f419c5739f1d7f60ad822")
!1796 = !DILocalVariable(name: "layout", scope: !1797, file: !1018, line: 1919, type: !1043, align: 64)
!1797 = distinct !DILexicalBlock(scope: !1786, file: !1018, line: 1919, column: 13)
!1798 = !{!1690, !118}
!1799 = !DILocation(line: 0, scope: !1780, inlinedAt: !1800)
!1800 = distinct !DILocation(line: 805, column: 1, scope: !1674, inlinedAt: !1682)
!1801 = !DILocation(line: 0, scope: !1797, inlinedAt: !1800)
!1802 = !DILocation(line: 0, scope: !1786, inlinedAt: !1800)
!1803 = !DILocation(line: 0, scope: !1098, inlinedAt: !1804)
!1804 = distinct !DILocation(line: 1921, column: 24, scope: !1797, inlinedAt: !1800)
!1805 = !DILocation(line: 0, scope: !1110, inlinedAt: !1806)
!1806 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !1804)
!1807 = !DILocation(line: 0, scope: !1118, inlinedAt: !1808)
!1808 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !1806)
!1809 = !DILocation(line: 0, scope: !1127, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !1808)
!1811 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !1810)
!1812 = !DILocation(line: 805, column: 1, scope: !1666, inlinedAt: !1672)
!1813 = distinct !DISubprogram(name: "drop_slow<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h4995a6a00c393f4bE", scope: !197, file: !946, line: 2109, type: !1814, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !322, declaration: !1817, retainedNodes: !1818)
!1814 = !DISubroutineType(types: !1815)
!1815 = !{null, !1816}
!1816 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!1817 = !DISubprogram(name: "drop_slow<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h4995a6a00c393f4bE", scope: !197, file: !946, line: 2109, type: !1814, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !322)
!1818 = !{!1819, !1820}
!1819 = !DILocalVariable(name: "self", arg: 1, scope: !1813, file: !946, line: 2109, type: !1816)
!1820 = !DILocalVariable(name: "_weak", scope: !1821, file: !946, line: 2115, type: !1822, align: 64)
!1821 = distinct !DILexicalBlock(scope: !1813, file: !946, line: 2115, column: 9)
!1822 = !DICompositeType(tag: DW_TAG_structure_type, name: "Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", scope: !67, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1823, templateParams: !1826, identifier: "57c42bb951b37c34b764e65d0f4d0514")
!1823 = !{!1824, !1825}
!1824 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !1822, file: !2, baseType: !200, size: 64, align: 64, flags: DIFlagPrivate)
!1825 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !1822, file: !2, baseType: !1103, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1826 = !{!316, !1827}
!1827 = !DITemplateTypeParameter(name: "A", type: !1103)
!1828 = !DILocation(line: 0, scope: !1813)
!1829 = !DILocation(line: 2115, column: 33, scope: !1813)
!1830 = !DILocation(line: 0, scope: !1821)
!1831 = !DILocation(line: 2120, column: 37, scope: !1821)
!1832 = !{!1833}
!1833 = distinct !{!1833, !1834, !"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E: %_1"}
!1834 = distinct !{!1834, !"_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E"}
!1835 = !DILocation(line: 2120, column: 18, scope: !1821)
!1836 = !DILocalVariable(arg: 1, scope: !1837, file: !885, line: 805, type: !1840)
!1837 = distinct !DISubprogram(name: "drop_in_place<std::thread::scoped::ScopeData>", linkageName: "_ZN4core3ptr51drop_in_place$LT$std..thread..scoped..ScopeData$GT$17h3ff643acf0681fd1E", scope: !73, file: !885, line: 805, type: !1838, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !315, retainedNodes: !1841)
!1838 = !DISubroutineType(types: !1839)
!1839 = !{null, !1840}
!1840 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::scoped::ScopeData", baseType: !209, size: 64, align: 64, dwarfAddressSpace: 0)
!1841 = !{!1836}
!1842 = !DILocation(line: 0, scope: !1837, inlinedAt: !1843)
!1843 = distinct !DILocation(line: 2120, column: 18, scope: !1821)
!1844 = !{!1845}
!1845 = distinct !{!1845, !1846, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E: %_1"}
!1846 = distinct !{!1846, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E"}
!1847 = !DILocation(line: 805, column: 1, scope: !1837, inlinedAt: !1843)
!1848 = !DILocalVariable(arg: 1, scope: !1849, file: !885, line: 805, type: !1852)
!1849 = distinct !DISubprogram(name: "drop_in_place<std::thread::thread::Thread>", linkageName: "_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E", scope: !73, file: !885, line: 805, type: !1850, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1854, retainedNodes: !1853)
!1850 = !DISubroutineType(types: !1851)
!1851 = !{null, !1852}
!1852 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::thread::Thread", baseType: !221, size: 64, align: 64, dwarfAddressSpace: 0)
!1853 = !{!1848}
!1854 = !{!1855}
!1855 = !DITemplateTypeParameter(name: "T", type: !221)
!1856 = !DILocation(line: 0, scope: !1849, inlinedAt: !1857)
!1857 = distinct !DILocation(line: 805, column: 1, scope: !1837, inlinedAt: !1843)
!1858 = !{!1859}
!1859 = distinct !{!1859, !1860, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h8d6c3d6844c19bcfE: %_1"}
!1860 = distinct !{!1860, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h8d6c3d6844c19bcfE"}
!1861 = !DILocation(line: 805, column: 1, scope: !1849, inlinedAt: !1857)
!1862 = !DILocalVariable(arg: 1, scope: !1863, file: !885, line: 805, type: !1866)
!1863 = distinct !DISubprogram(name: "drop_in_place<core::pin::Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>>", linkageName: "_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h8d6c3d6844c19bcfE", scope: !73, file: !885, line: 805, type: !1864, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1868, retainedNodes: !1867)
!1864 = !DISubroutineType(types: !1865)
!1865 = !{null, !1866}
!1866 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::pin::Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", baseType: !225, size: 64, align: 64, dwarfAddressSpace: 0)
!1867 = !{!1862}
!1868 = !{!1869}
!1869 = !DITemplateTypeParameter(name: "T", type: !225)
!1870 = !DILocation(line: 0, scope: !1863, inlinedAt: !1871)
!1871 = distinct !DILocation(line: 805, column: 1, scope: !1849, inlinedAt: !1857)
!1872 = !{!1873}
!1873 = distinct !{!1873, !1874, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h2f17e2e2053b5a6fE: %_1"}
!1874 = distinct !{!1874, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h2f17e2e2053b5a6fE"}
!1875 = !DILocation(line: 805, column: 1, scope: !1863, inlinedAt: !1871)
!1876 = !DILocalVariable(arg: 1, scope: !1877, file: !885, line: 805, type: !1880)
!1877 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", linkageName: "_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h2f17e2e2053b5a6fE", scope: !73, file: !885, line: 805, type: !1878, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1882, retainedNodes: !1881)
!1878 = !DISubroutineType(types: !1879)
!1879 = !{null, !1880}
!1880 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>", baseType: !229, size: 64, align: 64, dwarfAddressSpace: 0)
!1881 = !{!1876}
!1882 = !{!1883}
!1883 = !DITemplateTypeParameter(name: "T", type: !229)
!1884 = !DILocation(line: 0, scope: !1877, inlinedAt: !1885)
!1885 = distinct !DILocation(line: 805, column: 1, scope: !1863, inlinedAt: !1871)
!1886 = !{!1887}
!1887 = distinct !{!1887, !1888, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h224719ceb9656aceE: %self"}
!1888 = distinct !{!1888, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h224719ceb9656aceE"}
!1889 = !DILocation(line: 805, column: 1, scope: !1877, inlinedAt: !1885)
!1890 = !DILocalVariable(name: "self", arg: 1, scope: !1891, file: !946, line: 2807, type: !1894)
!1891 = distinct !DISubprogram(name: "drop<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h224719ceb9656aceE", scope: !1147, file: !946, line: 2807, type: !1892, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !311, retainedNodes: !1895)
!1892 = !DISubroutineType(types: !1893)
!1893 = !{null, !1894}
!1894 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>", baseType: !229, size: 64, align: 64, dwarfAddressSpace: 0)
!1895 = !{!1890}
!1896 = !DILocation(line: 0, scope: !1891, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 805, column: 1, scope: !1877, inlinedAt: !1885)
!1898 = !DILocalVariable(name: "self", arg: 1, scope: !1899, file: !946, line: 2098, type: !1894)
!1899 = distinct !DISubprogram(name: "inner<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17h3c78b6c02ab1ab0bE", scope: !229, file: !946, line: 2098, type: !1900, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !311, declaration: !1904, retainedNodes: !1905)
!1900 = !DISubroutineType(types: !1901)
!1901 = !{!1902, !1903}
!1902 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::ArcInner<std::thread::thread::Inner>", baseType: !236, size: 64, align: 64, dwarfAddressSpace: 0)
!1903 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>", baseType: !229, size: 64, align: 64, dwarfAddressSpace: 0)
!1904 = !DISubprogram(name: "inner<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17h3c78b6c02ab1ab0bE", scope: !229, file: !946, line: 2098, type: !1900, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !311)
!1905 = !{!1898}
!1906 = !DILocation(line: 0, scope: !1899, inlinedAt: !1907)
!1907 = distinct !DILocation(line: 2811, column: 17, scope: !1891, inlinedAt: !1897)
!1908 = !DILocalVariable(name: "val", scope: !1909, file: !1156, line: 3165, type: !9, align: 64)
!1909 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !80, file: !1156, line: 3165, type: !1157, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1160, retainedNodes: !1910)
!1910 = !{!1911, !1908, !1912}
!1911 = !DILocalVariable(name: "self", arg: 1, scope: !1909, file: !1156, line: 3165, type: !1159)
!1912 = !DILocalVariable(name: "order", scope: !1909, file: !1156, line: 3165, type: !596, align: 8)
!1913 = !DILocation(line: 0, scope: !1909, inlinedAt: !1914)
!1914 = distinct !DILocation(line: 2811, column: 32, scope: !1891, inlinedAt: !1897)
!1915 = !DILocalVariable(name: "val", scope: !1916, file: !1156, line: 3936, type: !9, align: 64)
!1916 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17h7e3d6500332a3ec1E", scope: !81, file: !1156, line: 3936, type: !1168, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1174, retainedNodes: !1917)
!1917 = !{!1918, !1915, !1919}
!1918 = !DILocalVariable(name: "dst", arg: 1, scope: !1916, file: !1156, line: 3936, type: !1170)
!1919 = !DILocalVariable(name: "order", scope: !1916, file: !1156, line: 3936, type: !596, align: 8)
!1920 = !DILocation(line: 0, scope: !1916, inlinedAt: !1921)
!1921 = distinct !DILocation(line: 3167, column: 26, scope: !1909, inlinedAt: !1914)
!1922 = !DILocation(line: 444, column: 20, scope: !1923, inlinedAt: !1928)
!1923 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::thread::Inner>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17h5fc8865f4681ed1dE", scope: !232, file: !966, line: 440, type: !1924, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !304, declaration: !1927)
!1924 = !DISubroutineType(types: !1925)
!1925 = !{!1902, !1926}
!1926 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<alloc::sync::ArcInner<std::thread::thread::Inner>>", baseType: !232, size: 64, align: 64, dwarfAddressSpace: 0)
!1927 = !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::thread::Inner>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17h5fc8865f4681ed1dE", scope: !232, file: !966, line: 440, type: !1924, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !304)
!1928 = distinct !DILocation(line: 2104, column: 27, scope: !1899, inlinedAt: !1907)
!1929 = !{!1887, !1873, !1859, !1845, !1833}
!1930 = !DILocation(line: 3165, column: 30, scope: !1909, inlinedAt: !1914)
!1931 = !DILocation(line: 3942, column: 24, scope: !1916, inlinedAt: !1921)
!1932 = !DILocation(line: 2811, column: 12, scope: !1891, inlinedAt: !1897)
!1933 = !DILocation(line: 0, scope: !1187, inlinedAt: !1934)
!1934 = distinct !DILocation(line: 64, column: 9, scope: !1891, inlinedAt: !1897)
!1935 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !1934)
!1936 = !DILocation(line: 2854, column: 18, scope: !1891, inlinedAt: !1897)
!1937 = !DILocalVariable(arg: 1, scope: !1938, file: !885, line: 805, type: !1941)
!1938 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>>", linkageName: "_ZN4core3ptr103drop_in_place$LT$alloc..sync..Weak$LT$std..thread..scoped..ScopeData$C$$RF$alloc..alloc..Global$GT$$GT$17hf78cd8b435683a02E", scope: !73, file: !885, line: 805, type: !1939, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1943, retainedNodes: !1942)
!1939 = !DISubroutineType(types: !1940)
!1940 = !{null, !1941}
!1941 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", baseType: !1822, size: 64, align: 64, dwarfAddressSpace: 0)
!1942 = !{!1937}
!1943 = !{!1944}
!1944 = !DITemplateTypeParameter(name: "T", type: !1822)
!1945 = !DILocation(line: 0, scope: !1938, inlinedAt: !1946)
!1946 = distinct !DILocation(line: 2121, column: 5, scope: !1813)
!1947 = !DILocalVariable(name: "self", arg: 1, scope: !1948, file: !946, line: 3468, type: !1952)
!1948 = distinct !DISubprogram(name: "drop<std::thread::scoped::ScopeData, &alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..sync..Weak$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hbc02e024caf9af86E", scope: !1949, file: !946, line: 3468, type: !1950, scopeLine: 3468, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1826, retainedNodes: !1953)
!1949 = !DINamespace(name: "{impl#52}", scope: !67)
!1950 = !DISubroutineType(types: !1951)
!1951 = !{null, !1952}
!1952 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", baseType: !1822, size: 64, align: 64, dwarfAddressSpace: 0)
!1953 = !{!1947, !1954, !1954, !1960, !1960}
!1954 = !DILocalVariable(name: "inner", scope: !1955, file: !946, line: 3477, type: !1956, align: 64)
!1955 = distinct !DILexicalBlock(scope: !1948, file: !946, line: 3477, column: 9)
!1956 = !DICompositeType(tag: DW_TAG_structure_type, name: "WeakInner", scope: !67, file: !2, size: 128, align: 64, flags: DIFlagPrivate, elements: !1957, templateParams: !44, identifier: "3fb1708ff1a23a641418ae7877df0780")
!1957 = !{!1958, !1959}
!1958 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !1956, file: !2, baseType: !1159, size: 64, align: 64, flags: DIFlagPrivate)
!1959 = !DIDerivedType(tag: DW_TAG_member, name: "strong", scope: !1956, file: !2, baseType: !1159, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1960 = !DILocalVariable(name: "inner", scope: !1961, file: !946, line: 3477, type: !1956, align: 64)
!1961 = distinct !DILexicalBlock(scope: !1948, file: !946, line: 3477, column: 55)
!1962 = !DILocation(line: 0, scope: !1948, inlinedAt: !1963)
!1963 = distinct !DILocation(line: 805, column: 1, scope: !1938, inlinedAt: !1946)
!1964 = !DILocalVariable(name: "self", arg: 1, scope: !1965, file: !946, line: 3325, type: !1952)
!1965 = distinct !DISubprogram(name: "inner<std::thread::scoped::ScopeData, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h11455473e1804b12E", scope: !1822, file: !946, line: 3325, type: !1966, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1826, declaration: !1982, retainedNodes: !1983)
!1966 = !DISubroutineType(types: !1967)
!1967 = !{!1968, !1981}
!1968 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::sync::WeakInner>", scope: !58, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1969, templateParams: !44, identifier: "e465991810dac75a84e4c72a6b4fc453")
!1969 = !{!1970}
!1970 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1968, file: !2, size: 128, align: 64, elements: !1971, templateParams: !44, identifier: "8052219ee73fd0d7c67d9e8d476388b4", discriminator: !1980)
!1971 = !{!1972, !1976}
!1972 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1970, file: !2, baseType: !1973, size: 128, align: 64, extraData: i64 0)
!1973 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1968, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !1974, identifier: "324806d74fb9eaa6a700272c15d336eb")
!1974 = !{!1975}
!1975 = !DITemplateTypeParameter(name: "T", type: !1956)
!1976 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1970, file: !2, baseType: !1977, size: 128, align: 64)
!1977 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1968, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !1978, templateParams: !1974, identifier: "752bd2e924b53a0130f76d30b160b008")
!1978 = !{!1979}
!1979 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1977, file: !2, baseType: !1956, size: 128, align: 64, flags: DIFlagPublic)
!1980 = !DIDerivedType(tag: DW_TAG_member, scope: !1968, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!1981 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Weak<std::thread::scoped::ScopeData, &alloc::alloc::Global>", baseType: !1822, size: 64, align: 64, dwarfAddressSpace: 0)
!1982 = !DISubprogram(name: "inner<std::thread::scoped::ScopeData, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h11455473e1804b12E", scope: !1822, file: !946, line: 3325, type: !1966, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1826)
!1983 = !{!1964, !1984}
!1984 = !DILocalVariable(name: "ptr", scope: !1985, file: !946, line: 3326, type: !1986, align: 64)
!1985 = distinct !DILexicalBlock(scope: !1965, file: !946, line: 3326, column: 9)
!1986 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::ArcInner<std::thread::scoped::ScopeData>", baseType: !204, size: 64, align: 64, dwarfAddressSpace: 0)
!1987 = !DILocation(line: 0, scope: !1965, inlinedAt: !1988)
!1988 = distinct !DILocation(line: 3477, column: 47, scope: !1961, inlinedAt: !1963)
!1989 = !DILocalVariable(name: "val", scope: !1990, file: !1156, line: 3165, type: !9, align: 64)
!1990 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !80, file: !1156, line: 3165, type: !1157, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1160, retainedNodes: !1991)
!1991 = !{!1992, !1989, !1993}
!1992 = !DILocalVariable(name: "self", arg: 1, scope: !1990, file: !1156, line: 3165, type: !1159)
!1993 = !DILocalVariable(name: "order", scope: !1990, file: !1156, line: 3165, type: !596, align: 8)
!1994 = !DILocation(line: 0, scope: !1990, inlinedAt: !1995)
!1995 = distinct !DILocation(line: 3479, column: 23, scope: !1955, inlinedAt: !1963)
!1996 = !DILocalVariable(name: "val", scope: !1997, file: !1156, line: 3936, type: !9, align: 64)
!1997 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17h7e3d6500332a3ec1E", scope: !81, file: !1156, line: 3936, type: !1168, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1174, retainedNodes: !1998)
!1998 = !{!1999, !1996, !2000}
!1999 = !DILocalVariable(name: "dst", arg: 1, scope: !1997, file: !1156, line: 3936, type: !1170)
!2000 = !DILocalVariable(name: "order", scope: !1997, file: !1156, line: 3936, type: !596, align: 8)
!2001 = !DILocation(line: 0, scope: !1997, inlinedAt: !2002)
!2002 = distinct !DILocation(line: 3167, column: 26, scope: !1990, inlinedAt: !1995)
!2003 = !DILocation(line: 0, scope: !1985, inlinedAt: !1988)
!2004 = !DILocation(line: 3327, column: 12, scope: !1985, inlinedAt: !1988)
!2005 = !DILocation(line: 3333, column: 69, scope: !1985, inlinedAt: !1988)
!2006 = !DILocation(line: 0, scope: !1955, inlinedAt: !1963)
!2007 = !DILocation(line: 0, scope: !1961, inlinedAt: !1963)
!2008 = !DILocation(line: 3942, column: 24, scope: !1997, inlinedAt: !2002)
!2009 = !DILocation(line: 3479, column: 12, scope: !1955, inlinedAt: !1963)
!2010 = !DILocation(line: 0, scope: !1187, inlinedAt: !2011)
!2011 = distinct !DILocation(line: 64, column: 9, scope: !1955, inlinedAt: !1963)
!2012 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !2011)
!2013 = !DILocalVariable(name: "self", arg: 1, scope: !2014, file: !2015, line: 388, type: !2019)
!2014 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_ZN48_$LT$$RF$A$u20$as$u20$core..alloc..Allocator$GT$10deallocate17hf59d38d1890227c3E", scope: !2016, file: !2015, line: 388, type: !2017, scopeLine: 388, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !156, retainedNodes: !2020)
!2015 = !DIFile(filename: "library/core/src/alloc/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ef5fdd420c12591762e4494959e9e675")
!2016 = !DINamespace(name: "{impl#2}", scope: !1045)
!2017 = !DISubroutineType(types: !2018)
!2018 = !{null, !2019, !140, !1043}
!2019 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&alloc::alloc::Global", baseType: !1103, size: 64, align: 64, dwarfAddressSpace: 0)
!2020 = !{!2013, !2021, !2022}
!2021 = !DILocalVariable(name: "ptr", arg: 2, scope: !2014, file: !2015, line: 388, type: !140)
!2022 = !DILocalVariable(name: "layout", arg: 3, scope: !2014, file: !2015, line: 388, type: !1043)
!2023 = !DILocation(line: 0, scope: !2014, inlinedAt: !2024)
!2024 = distinct !DILocation(line: 3491, column: 28, scope: !1955, inlinedAt: !1963)
!2025 = !DILocation(line: 0, scope: !1098, inlinedAt: !2026)
!2026 = distinct !DILocation(line: 390, column: 27, scope: !2014, inlinedAt: !2024)
!2027 = !DILocation(line: 0, scope: !1110, inlinedAt: !2028)
!2028 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !2026)
!2029 = !DILocation(line: 0, scope: !1118, inlinedAt: !2030)
!2030 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !2028)
!2031 = !DILocation(line: 0, scope: !1127, inlinedAt: !2032)
!2032 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !2030)
!2033 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !2032)
!2034 = !DILocation(line: 3479, column: 9, scope: !1955, inlinedAt: !1963)
!2035 = !DILocation(line: 2121, column: 6, scope: !1813)
!2036 = distinct !DISubprogram(name: "drop_slow<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h9ec6f4f1b9a671adE", scope: !174, file: !946, line: 2109, type: !1148, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, declaration: !2037, retainedNodes: !2038)
!2037 = !DISubprogram(name: "drop_slow<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h9ec6f4f1b9a671adE", scope: !174, file: !946, line: 2109, type: !1148, scopeLine: 2109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !394)
!2038 = !{!2039, !2040}
!2039 = !DILocalVariable(name: "self", arg: 1, scope: !2036, file: !946, line: 2109, type: !1150)
!2040 = !DILocalVariable(name: "_weak", scope: !2041, file: !946, line: 2115, type: !2042, align: 64)
!2041 = distinct !DILexicalBlock(scope: !2036, file: !946, line: 2115, column: 9)
!2042 = !DICompositeType(tag: DW_TAG_structure_type, name: "Weak<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>", scope: !67, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2043, templateParams: !2046, identifier: "f2731469d82db17de843ab32c7bb2e15")
!2043 = !{!2044, !2045}
!2044 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !2042, file: !2, baseType: !177, size: 64, align: 64, flags: DIFlagPrivate)
!2045 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !2042, file: !2, baseType: !1103, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!2046 = !{!388, !1827}
!2047 = !DILocation(line: 0, scope: !2036)
!2048 = !DILocation(line: 2115, column: 33, scope: !2036)
!2049 = !DILocation(line: 0, scope: !2041)
!2050 = !DILocation(line: 2120, column: 37, scope: !2041)
!2051 = !{!2052}
!2052 = distinct !{!2052, !2053, !"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E: %_1"}
!2053 = distinct !{!2053, !"_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E"}
!2054 = !DILocation(line: 2120, column: 18, scope: !2041)
!2055 = !DILocalVariable(arg: 1, scope: !2056, file: !885, line: 805, type: !2059)
!2056 = distinct !DISubprogram(name: "drop_in_place<std::thread::lifecycle::Packet<u64>>", linkageName: "_ZN4core3ptr62drop_in_place$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$17h312643826c4110d6E", scope: !73, file: !885, line: 805, type: !2057, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !387, retainedNodes: !2060)
!2057 = !DISubroutineType(types: !2058)
!2058 = !{null, !2059}
!2059 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::lifecycle::Packet<u64>", baseType: !186, size: 64, align: 64, dwarfAddressSpace: 0)
!2060 = !{!2055}
!2061 = !DILocation(line: 0, scope: !2056, inlinedAt: !2062)
!2062 = distinct !DILocation(line: 2120, column: 18, scope: !2041)
!2063 = !{!2064}
!2064 = distinct !{!2064, !2065, !"_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0170f938a4005b75E: %self"}
!2065 = distinct !{!2065, !"_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0170f938a4005b75E"}
!2066 = !DILocation(line: 805, column: 1, scope: !2056, inlinedAt: !2062)
!2067 = !DILocalVariable(name: "data", scope: !2068, file: !754, line: 531, type: !2104, align: 64)
!2068 = distinct !DILexicalBlock(scope: !2069, file: !754, line: 531, column: 5)
!2069 = distinct !DISubprogram(name: "catch_unwind<(), core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>>", linkageName: "_ZN3std9panicking12catch_unwind17hc84560aca7d2cfb9E", scope: !756, file: !754, line: 500, type: !2070, scopeLine: 500, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2101, retainedNodes: !2097)
!2070 = !DISubroutineType(types: !2071)
!2071 = !{!2072, !2086}
!2072 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2073, templateParams: !44, identifier: "c448c4ebf0b62f4d8d98567f640d849d")
!2073 = !{!2074}
!2074 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2072, file: !2, size: 128, align: 64, elements: !2075, templateParams: !44, identifier: "4eec28cfbaf2dd0cdbf9507812b9ffe3", discriminator: !2085)
!2075 = !{!2076, !2081}
!2076 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2074, file: !2, baseType: !2077, size: 128, align: 64, extraData: i64 0)
!2077 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2072, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2078, templateParams: !2080, identifier: "5443d5216cfa4da242209ce74fbe215")
!2078 = !{!2079}
!2079 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2077, file: !2, baseType: !7, align: 8, flags: DIFlagPublic)
!2080 = !{!416, !350}
!2081 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2074, file: !2, baseType: !2082, size: 128, align: 64)
!2082 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2072, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2083, templateParams: !2080, identifier: "92ad92ae753b59d672022ed9f9c790bd")
!2083 = !{!2084}
!2084 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2082, file: !2, baseType: !351, size: 128, align: 64, flags: DIFlagPublic)
!2085 = !DIDerivedType(tag: DW_TAG_member, scope: !2072, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2086 = !DICompositeType(tag: DW_TAG_structure_type, name: "AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>", scope: !760, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2087, templateParams: !2095, identifier: "b5643d484c3e86ebfafb0828d6e6d19")
!2087 = !{!2088}
!2088 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2086, file: !2, baseType: !2089, size: 64, align: 64, flags: DIFlagPublic)
!2089 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64>", scope: !2090, file: !2, size: 64, align: 64, elements: !2092, templateParams: !44, identifier: "e5e632dbcb1ef03359fd21adfe2e2be1")
!2090 = !DINamespace(name: "drop", scope: !2091)
!2091 = !DINamespace(name: "{impl#2}", scope: !14)
!2092 = !{!2093}
!2093 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__self__result", scope: !2089, file: !2, baseType: !2094, size: 64, align: 64)
!2094 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::cell::UnsafeCell<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", baseType: !329, size: 64, align: 64, dwarfAddressSpace: 0)
!2095 = !{!2096}
!2096 = !DITemplateTypeParameter(name: "T", type: !2089)
!2097 = !{!2098, !2067, !2099}
!2098 = !DILocalVariable(name: "f", arg: 1, scope: !2069, file: !754, line: 500, type: !2086)
!2099 = !DILocalVariable(name: "data_ptr", scope: !2100, file: !754, line: 533, type: !774, align: 64)
!2100 = distinct !DILexicalBlock(scope: !2068, file: !754, line: 533, column: 5)
!2101 = !{!2102, !2103}
!2102 = !DITemplateTypeParameter(name: "R", type: !7)
!2103 = !DITemplateTypeParameter(name: "F", type: !2086)
!2104 = !DICompositeType(tag: DW_TAG_union_type, name: "Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>, ()>", scope: !779, file: !2, size: 128, align: 64, elements: !2105, templateParams: !2127, identifier: "2955d9c6d3ca34f977e1e25bea7ed67c")
!2105 = !{!2106, !2117, !2126}
!2106 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !2104, file: !2, baseType: !2107, size: 64, align: 64)
!2107 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>>", scope: !30, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2108, templateParams: !2115, identifier: "ba5f2bfe0f7540a97b8a22336191575f")
!2108 = !{!2109}
!2109 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !2107, file: !2, baseType: !2110, size: 64, align: 64, flags: DIFlagPrivate)
!2110 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>>", scope: !34, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2111, templateParams: !2113, identifier: "c07f23e4f155bce2c97c7ca59066cacc")
!2111 = !{!2112}
!2112 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2110, file: !2, baseType: !2086, size: 64, align: 64, flags: DIFlagPrivate)
!2113 = !{!2114}
!2114 = !DITemplateTypeParameter(name: "P", type: !2086)
!2115 = !{!2116}
!2116 = !DITemplateTypeParameter(name: "T", type: !2086)
!2117 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !2104, file: !2, baseType: !2118, align: 8)
!2118 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<()>", scope: !30, file: !2, align: 8, flags: DIFlagPublic, elements: !2119, templateParams: !415, identifier: "3e63e7dd7f618c219da066e61e98fe53")
!2119 = !{!2120}
!2120 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !2118, file: !2, baseType: !2121, align: 8, flags: DIFlagPrivate)
!2121 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<()>", scope: !34, file: !2, align: 8, flags: DIFlagPublic, elements: !2122, templateParams: !2124, identifier: "bac63eaffd1059d5a86ebd59ec3e9223")
!2122 = !{!2123}
!2123 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2121, file: !2, baseType: !7, align: 8, flags: DIFlagPrivate)
!2124 = !{!2125}
!2125 = !DITemplateTypeParameter(name: "P", type: !7)
!2126 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !2104, file: !2, baseType: !802, size: 128, align: 64)
!2127 = !{!2103, !2102}
!2128 = !DILocation(line: 531, column: 9, scope: !2068, inlinedAt: !2129)
!2129 = distinct !DILocation(line: 359, column: 14, scope: !2130, inlinedAt: !2133)
!2130 = distinct !DISubprogram(name: "catch_unwind<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>, ()>", linkageName: "_ZN3std5panic12catch_unwind17h521b189d5f46794dE", scope: !817, file: !816, line: 358, type: !2070, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2127, retainedNodes: !2131)
!2131 = !{!2132}
!2132 = !DILocalVariable(name: "f", arg: 1, scope: !2130, file: !816, line: 358, type: !2086)
!2133 = distinct !DILocation(line: 208, column: 25, scope: !2134, inlinedAt: !2149)
!2134 = distinct !DILexicalBlock(scope: !2135, file: !727, line: 197, column: 9)
!2135 = distinct !DISubprogram(name: "drop<u64>", linkageName: "_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h0170f938a4005b75E", scope: !2091, file: !727, line: 193, type: !2136, scopeLine: 193, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !283, retainedNodes: !2139)
!2136 = !DISubroutineType(types: !2137)
!2137 = !{null, !2138}
!2138 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::thread::lifecycle::Packet<u64>", baseType: !186, size: 64, align: 64, dwarfAddressSpace: 0)
!2139 = !{!2140, !2141, !2143, !2146}
!2140 = !DILocalVariable(name: "self", arg: 1, scope: !2135, file: !727, line: 193, type: !2138)
!2141 = !DILocalVariable(name: "unhandled_panic", scope: !2134, file: !727, line: 197, type: !2142, align: 8)
!2142 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!2143 = !DILocalVariable(name: "out", scope: !2144, file: !2145, line: 43, type: !619, align: 8)
!2144 = distinct !DILexicalBlock(scope: !2134, file: !2145, line: 43, column: 66)
!2145 = !DIFile(filename: "library/std/src/rt.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "83eadca7bec2ebce94abb46f51902baa")
!2146 = !DILocalVariable(name: "scope", scope: !2147, file: !727, line: 214, type: !2148, align: 64)
!2147 = distinct !DILexicalBlock(scope: !2134, file: !727, line: 214, column: 42)
!2148 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!2149 = distinct !DILocation(line: 805, column: 1, scope: !2056, inlinedAt: !2062)
!2150 = !DILocation(line: 0, scope: !2100, inlinedAt: !2129)
!2151 = !DILocation(line: 0, scope: !2135, inlinedAt: !2149)
!2152 = !DILocation(line: 197, column: 40, scope: !2135, inlinedAt: !2149)
!2153 = !{!2064, !2052}
!2154 = !DILocation(line: 197, column: 31, scope: !2135, inlinedAt: !2149)
!2155 = !DILocation(line: 0, scope: !2134, inlinedAt: !2149)
!2156 = !DILocation(line: 0, scope: !2130, inlinedAt: !2133)
!2157 = !DILocation(line: 0, scope: !2069, inlinedAt: !2129)
!2158 = !DILocation(line: 0, scope: !2068, inlinedAt: !2129)
!2159 = !DILocalVariable(name: "data", arg: 1, scope: !2160, file: !754, line: 575, type: !774)
!2160 = distinct !DISubprogram(name: "do_call<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>, ()>", linkageName: "_ZN3std9panicking12catch_unwind7do_call17h178ef8a82aed3c76E", scope: !779, file: !754, line: 575, type: !846, scopeLine: 575, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2127, retainedNodes: !2161)
!2161 = !{!2159, !2162, !2165, !2167}
!2162 = !DILocalVariable(name: "data", scope: !2163, file: !754, line: 578, type: !2164, align: 64)
!2163 = distinct !DILexicalBlock(scope: !2160, file: !754, line: 578, column: 13)
!2164 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::panicking::catch_unwind::Data<core::panic::unwind_safe::AssertUnwindSafe<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>, ()>", baseType: !2104, size: 64, align: 64, dwarfAddressSpace: 0)
!2165 = !DILocalVariable(name: "data", scope: !2166, file: !754, line: 579, type: !2164, align: 64)
!2166 = distinct !DILexicalBlock(scope: !2163, file: !754, line: 579, column: 13)
!2167 = !DILocalVariable(name: "f", scope: !2168, file: !754, line: 580, type: !2086, align: 64)
!2168 = distinct !DILexicalBlock(scope: !2166, file: !754, line: 580, column: 13)
!2169 = !DILocation(line: 0, scope: !2160, inlinedAt: !2170)
!2170 = distinct !DILocation(line: 544, column: 19, scope: !2100, inlinedAt: !2129)
!2171 = !DILocation(line: 0, scope: !2163, inlinedAt: !2170)
!2172 = !DILocation(line: 0, scope: !2166, inlinedAt: !2170)
!2173 = !DILocation(line: 0, scope: !2168, inlinedAt: !2170)
!2174 = !{!2175}
!2175 = distinct !{!2175, !2176, !"_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17h0135e4e2fb4423fdE: %self"}
!2176 = distinct !{!2176, !"_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17h0135e4e2fb4423fdE"}
!2177 = !DILocation(line: 581, column: 40, scope: !2168, inlinedAt: !2170)
!2178 = !DILocalVariable(name: "self", arg: 1, scope: !2179, file: !914, line: 273, type: !2086)
!2179 = distinct !DISubprogram(name: "call_once<(), std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>>", linkageName: "_ZN115_$LT$core..panic..unwind_safe..AssertUnwindSafe$LT$F$GT$$u20$as$u20$core..ops..function..FnOnce$LT$$LP$$RP$$GT$$GT$9call_once17h0135e4e2fb4423fdE", scope: !915, file: !914, line: 273, type: !2180, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2185, retainedNodes: !2182)
!2180 = !DISubroutineType(types: !2181)
!2181 = !{null, !2086}
!2182 = !{!2178, !2183, !2184}
!2183 = !DILocalVariable(name: "_args", scope: !2179, file: !914, line: 273, type: !7, align: 8)
!2184 = !DILocalVariable(arg: 2, scope: !2179, file: !914, line: 273, type: !7)
!2185 = !{!2102, !2186}
!2186 = !DITemplateTypeParameter(name: "F", type: !2089)
!2187 = !DILocation(line: 0, scope: !2179, inlinedAt: !2188)
!2188 = distinct !DILocation(line: 581, column: 40, scope: !2168, inlinedAt: !2170)
!2189 = !DILocation(line: 273, column: 43, scope: !2179, inlinedAt: !2188)
!2190 = !{!2191}
!2191 = distinct !{!2191, !2192, !"_ZN4core3ops8function6FnOnce9call_once17hcc90ecfc3876fc96E: argument 0"}
!2192 = distinct !{!2192, !"_ZN4core3ops8function6FnOnce9call_once17hcc90ecfc3876fc96E"}
!2193 = !DILocation(line: 274, column: 9, scope: !2179, inlinedAt: !2188)
!2194 = !DILocalVariable(arg: 1, scope: !2195, file: !740, line: 250, type: !2089)
!2195 = distinct !DISubprogram(name: "call_once<std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>, ()>", linkageName: "_ZN4core3ops8function6FnOnce9call_once17hcc90ecfc3876fc96E", scope: !741, file: !740, line: 250, type: !2196, scopeLine: 250, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2200, retainedNodes: !2198)
!2196 = !DISubroutineType(types: !2197)
!2197 = !{null, !2089}
!2198 = !{!2194, !2199}
!2199 = !DILocalVariable(arg: 2, scope: !2195, file: !740, line: 250, type: !7)
!2200 = !{!2201, !751}
!2201 = !DITemplateTypeParameter(name: "Self", type: !2089)
!2202 = !DILocation(line: 0, scope: !2195, inlinedAt: !2203)
!2203 = distinct !DILocation(line: 274, column: 9, scope: !2179, inlinedAt: !2188)
!2204 = !DILocation(line: 250, column: 5, scope: !2195, inlinedAt: !2203)
!2205 = !DILocalVariable(name: "self__result", scope: !2206, file: !727, line: 193, type: !329, align: 64)
!2206 = distinct !DISubprogram(name: "{closure#0}<u64>", linkageName: "_ZN81_$LT$std..thread..lifecycle..Packet$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop28_$u7b$$u7b$closure$u7d$$u7d$17hdbbd67983ae79badE", scope: !2090, file: !727, line: 208, type: !2207, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !283, retainedNodes: !2210)
!2207 = !DISubroutineType(types: !2208)
!2208 = !{null, !2209}
!2209 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut std::thread::lifecycle::{impl#2}::drop::{closure_env#0}<u64>", baseType: !2089, size: 64, align: 64, dwarfAddressSpace: 0)
!2210 = !{!2205}
!2211 = !DILocation(line: 0, scope: !2206, inlinedAt: !2212)
!2212 = distinct !DILocation(line: 250, column: 5, scope: !2195, inlinedAt: !2203)
!2213 = !{!2214}
!2214 = distinct !{!2214, !2215, !"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E: %_1"}
!2215 = distinct !{!2215, !"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E"}
!2216 = !DILocation(line: 209, column: 13, scope: !2206, inlinedAt: !2212)
!2217 = !DILocation(line: 0, scope: !989, inlinedAt: !2218)
!2218 = distinct !DILocation(line: 209, column: 13, scope: !2206, inlinedAt: !2212)
!2219 = !DILocation(line: 805, column: 1, scope: !989, inlinedAt: !2218)
!2220 = !{!2214, !2191, !2175, !2064, !2052}
!2221 = !DILocation(line: 0, scope: !998, inlinedAt: !2222)
!2222 = distinct !DILocation(line: 805, column: 1, scope: !989, inlinedAt: !2218)
!2223 = !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !2222)
!2224 = !DILocation(line: 0, scope: !1007, inlinedAt: !2225)
!2225 = distinct !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !2222)
!2226 = !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !2225)
!2227 = !DILocation(line: 0, scope: !1017, inlinedAt: !2228)
!2228 = distinct !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !2225)
!2229 = !DILocation(line: 0, scope: !1026, inlinedAt: !2228)
!2230 = !DILocation(line: 0, scope: !1057, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 1919, column: 26, scope: !1026, inlinedAt: !2228)
!2232 = !DILocation(line: 0, scope: !1069, inlinedAt: !2233)
!2233 = distinct !DILocation(line: 255, column: 43, scope: !1057, inlinedAt: !2231)
!2234 = !DILocation(line: 0, scope: !1076, inlinedAt: !2235)
!2235 = distinct !DILocation(line: 255, column: 68, scope: !1057, inlinedAt: !2231)
!2236 = !DILocation(line: 0, scope: !1087, inlinedAt: !2237)
!2237 = distinct !DILocation(line: 125, column: 30, scope: !1076, inlinedAt: !2235)
!2238 = !DILocation(line: 429, column: 14, scope: !1069, inlinedAt: !2233)
!2239 = !DILocation(line: 0, scope: !1042, inlinedAt: !2228)
!2240 = !DILocation(line: 1920, column: 16, scope: !1042, inlinedAt: !2228)
!2241 = !DILocation(line: 568, column: 14, scope: !1087, inlinedAt: !2237)
!2242 = !DILocation(line: 0, scope: !1098, inlinedAt: !2243)
!2243 = distinct !DILocation(line: 1921, column: 24, scope: !1042, inlinedAt: !2228)
!2244 = !DILocation(line: 0, scope: !1110, inlinedAt: !2245)
!2245 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !2243)
!2246 = !DILocation(line: 0, scope: !1118, inlinedAt: !2247)
!2247 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !2245)
!2248 = !DILocation(line: 0, scope: !1127, inlinedAt: !2249)
!2249 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !2247)
!2250 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !2249)
!2251 = !DILocation(line: 1920, column: 13, scope: !1042, inlinedAt: !2228)
!2252 = !{!2191, !2175, !2064, !2052}
!2253 = !DILocation(line: 214, column: 30, scope: !2147, inlinedAt: !2149)
!2254 = !DILocation(line: 214, column: 16, scope: !2147, inlinedAt: !2149)
!2255 = !DILocation(line: 214, column: 21, scope: !2147, inlinedAt: !2149)
!2256 = !DILocalVariable(name: "self", arg: 1, scope: !2257, file: !946, line: 2421, type: !2148)
!2257 = distinct !DISubprogram(name: "deref<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN73_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h067d06e4c420a2d1E", scope: !947, file: !946, line: 2421, type: !2258, scopeLine: 2421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !322, retainedNodes: !2260)
!2258 = !DISubroutineType(types: !2259)
!2259 = !{!381, !2148}
!2260 = !{!2256}
!2261 = !DILocation(line: 2421, column: 14, scope: !2257, inlinedAt: !2262)
!2262 = distinct !DILocation(line: 219, column: 13, scope: !2147, inlinedAt: !2149)
!2263 = !DILocation(line: 2422, column: 9, scope: !2257, inlinedAt: !2262)
!2264 = !DILocation(line: 219, column: 19, scope: !2147, inlinedAt: !2149)
!2265 = !DILocalVariable(arg: 1, scope: !2266, file: !885, line: 805, type: !2269)
!2266 = distinct !DISubprogram(name: "drop_in_place<core::option::Option<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>>", linkageName: "_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE", scope: !73, file: !885, line: 805, type: !2267, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2271, retainedNodes: !2270)
!2267 = !DISubroutineType(types: !2268)
!2268 = !{null, !2269}
!2269 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::option::Option<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>", baseType: !189, size: 64, align: 64, dwarfAddressSpace: 0)
!2270 = !{!2265}
!2271 = !{!2272}
!2272 = !DITemplateTypeParameter(name: "T", type: !189)
!2273 = !DILocation(line: 0, scope: !2266, inlinedAt: !2274)
!2274 = distinct !DILocation(line: 805, column: 1, scope: !2056, inlinedAt: !2062)
!2275 = !DILocalVariable(arg: 1, scope: !2276, file: !885, line: 805, type: !2279)
!2276 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17hc1a410d3f27892ceE", scope: !73, file: !885, line: 805, type: !2277, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !195, retainedNodes: !2280)
!2277 = !DISubroutineType(types: !2278)
!2278 = !{null, !2279}
!2279 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Arc<std::thread::scoped::ScopeData, alloc::alloc::Global>", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!2280 = !{!2275}
!2281 = !DILocation(line: 0, scope: !2276, inlinedAt: !2282)
!2282 = distinct !DILocation(line: 805, column: 1, scope: !2266, inlinedAt: !2274)
!2283 = !DILocalVariable(name: "self", arg: 1, scope: !2284, file: !946, line: 2807, type: !1816)
!2284 = distinct !DISubprogram(name: "drop<std::thread::scoped::ScopeData, alloc::alloc::Global>", linkageName: "_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he50c12a6a3b96cdeE", scope: !1147, file: !946, line: 2807, type: !1814, scopeLine: 2807, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !322, retainedNodes: !2285)
!2285 = !{!2283}
!2286 = !DILocation(line: 0, scope: !2284, inlinedAt: !2287)
!2287 = distinct !DILocation(line: 805, column: 1, scope: !2276, inlinedAt: !2282)
!2288 = !DILocalVariable(name: "val", scope: !2289, file: !1156, line: 3165, type: !9, align: 64)
!2289 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !80, file: !1156, line: 3165, type: !1157, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1160, retainedNodes: !2290)
!2290 = !{!2291, !2288, !2292}
!2291 = !DILocalVariable(name: "self", arg: 1, scope: !2289, file: !1156, line: 3165, type: !1159)
!2292 = !DILocalVariable(name: "order", scope: !2289, file: !1156, line: 3165, type: !596, align: 8)
!2293 = !DILocation(line: 0, scope: !2289, inlinedAt: !2294)
!2294 = distinct !DILocation(line: 2811, column: 32, scope: !2284, inlinedAt: !2287)
!2295 = !DILocalVariable(name: "val", scope: !2296, file: !1156, line: 3936, type: !9, align: 64)
!2296 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17h7e3d6500332a3ec1E", scope: !81, file: !1156, line: 3936, type: !1168, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1174, retainedNodes: !2297)
!2297 = !{!2298, !2295, !2299}
!2298 = !DILocalVariable(name: "dst", arg: 1, scope: !2296, file: !1156, line: 3936, type: !1170)
!2299 = !DILocalVariable(name: "order", scope: !2296, file: !1156, line: 3936, type: !596, align: 8)
!2300 = !DILocation(line: 0, scope: !2296, inlinedAt: !2301)
!2301 = distinct !DILocation(line: 3167, column: 26, scope: !2289, inlinedAt: !2294)
!2302 = !DILocation(line: 3165, column: 30, scope: !2289, inlinedAt: !2294)
!2303 = !DILocation(line: 3942, column: 24, scope: !2296, inlinedAt: !2301)
!2304 = !{!2305, !2307, !2309, !2052}
!2305 = distinct !{!2305, !2306, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he50c12a6a3b96cdeE: %self"}
!2306 = distinct !{!2306, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he50c12a6a3b96cdeE"}
!2307 = distinct !{!2307, !2308, !"_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17hc1a410d3f27892ceE: %_1"}
!2308 = distinct !{!2308, !"_ZN4core3ptr75drop_in_place$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$17hc1a410d3f27892ceE"}
!2309 = distinct !{!2309, !2310, !"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE: %_1"}
!2310 = distinct !{!2310, !"_ZN4core3ptr103drop_in_place$LT$core..option..Option$LT$alloc..sync..Arc$LT$std..thread..scoped..ScopeData$GT$$GT$$GT$17h3d357e8bcde5b3edE"}
!2311 = !DILocation(line: 2811, column: 12, scope: !2284, inlinedAt: !2287)
!2312 = !DILocation(line: 0, scope: !1187, inlinedAt: !2313)
!2313 = distinct !DILocation(line: 64, column: 9, scope: !2284, inlinedAt: !2287)
!2314 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !2313)
!2315 = !DILocation(line: 2854, column: 18, scope: !2284, inlinedAt: !2287)
!2316 = !DILocation(line: 805, column: 1, scope: !989, inlinedAt: !2317)
!2317 = distinct !DILocation(line: 805, column: 1, scope: !2318, inlinedAt: !2326)
!2318 = distinct !DISubprogram(name: "drop_in_place<core::cell::UnsafeCell<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>>", linkageName: "_ZN4core3ptr183drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h183144b6aacab1f0E", scope: !73, file: !885, line: 805, type: !2319, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2324, retainedNodes: !2322)
!2319 = !DISubroutineType(types: !2320)
!2320 = !{null, !2321}
!2321 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut core::cell::UnsafeCell<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", baseType: !329, size: 64, align: 64, dwarfAddressSpace: 0)
!2322 = !{!2323}
!2323 = !DILocalVariable(arg: 1, scope: !2318, file: !885, line: 805, type: !2321)
!2324 = !{!2325}
!2325 = !DITemplateTypeParameter(name: "T", type: !329)
!2326 = distinct !DILocation(line: 805, column: 1, scope: !2056, inlinedAt: !2062)
!2327 = !{!2328, !2330, !2052}
!2328 = distinct !{!2328, !2329, !"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E: %_1"}
!2329 = distinct !{!2329, !"_ZN4core3ptr153drop_in_place$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$17h4b707bf3ba9d8a40E"}
!2330 = distinct !{!2330, !2331, !"_ZN4core3ptr183drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h183144b6aacab1f0E: %_1"}
!2331 = distinct !{!2331, !"_ZN4core3ptr183drop_in_place$LT$core..cell..UnsafeCell$LT$core..option..Option$LT$core..result..Result$LT$u64$C$alloc..boxed..Box$LT$dyn$u20$core..any..Any$u2b$core..marker..Send$GT$$GT$$GT$$GT$$GT$17h183144b6aacab1f0E"}
!2332 = !{!2330}
!2333 = !DILocation(line: 0, scope: !2318, inlinedAt: !2326)
!2334 = !{!2328}
!2335 = !DILocation(line: 805, column: 1, scope: !2318, inlinedAt: !2326)
!2336 = !DILocation(line: 0, scope: !989, inlinedAt: !2317)
!2337 = !DILocation(line: 0, scope: !998, inlinedAt: !2338)
!2338 = distinct !DILocation(line: 805, column: 1, scope: !989, inlinedAt: !2317)
!2339 = !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !2338)
!2340 = !DILocation(line: 0, scope: !1007, inlinedAt: !2341)
!2341 = distinct !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !2338)
!2342 = !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !2341)
!2343 = !DILocation(line: 0, scope: !1017, inlinedAt: !2344)
!2344 = distinct !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !2341)
!2345 = !DILocation(line: 0, scope: !1026, inlinedAt: !2344)
!2346 = !DILocation(line: 0, scope: !1057, inlinedAt: !2347)
!2347 = distinct !DILocation(line: 1919, column: 26, scope: !1026, inlinedAt: !2344)
!2348 = !DILocation(line: 0, scope: !1069, inlinedAt: !2349)
!2349 = distinct !DILocation(line: 255, column: 43, scope: !1057, inlinedAt: !2347)
!2350 = !DILocation(line: 0, scope: !1076, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 255, column: 68, scope: !1057, inlinedAt: !2347)
!2352 = !DILocation(line: 0, scope: !1087, inlinedAt: !2353)
!2353 = distinct !DILocation(line: 125, column: 30, scope: !1076, inlinedAt: !2351)
!2354 = !DILocation(line: 429, column: 14, scope: !1069, inlinedAt: !2349)
!2355 = !DILocation(line: 0, scope: !1042, inlinedAt: !2344)
!2356 = !DILocation(line: 1920, column: 16, scope: !1042, inlinedAt: !2344)
!2357 = !DILocation(line: 568, column: 14, scope: !1087, inlinedAt: !2353)
!2358 = !DILocation(line: 0, scope: !1098, inlinedAt: !2359)
!2359 = distinct !DILocation(line: 1921, column: 24, scope: !1042, inlinedAt: !2344)
!2360 = !DILocation(line: 0, scope: !1110, inlinedAt: !2361)
!2361 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !2359)
!2362 = !DILocation(line: 0, scope: !1118, inlinedAt: !2363)
!2363 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !2361)
!2364 = !DILocation(line: 0, scope: !1127, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !2363)
!2366 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !2365)
!2367 = !DILocation(line: 1920, column: 13, scope: !1042, inlinedAt: !2344)
!2368 = !DILocalVariable(arg: 1, scope: !2369, file: !885, line: 805, type: !2372)
!2369 = distinct !DISubprogram(name: "drop_in_place<alloc::sync::Weak<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>>", linkageName: "_ZN4core3ptr114drop_in_place$LT$alloc..sync..Weak$LT$std..thread..lifecycle..Packet$LT$u64$GT$$C$$RF$alloc..alloc..Global$GT$$GT$17h0e512dccfc80d5f5E", scope: !73, file: !885, line: 805, type: !2370, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2374, retainedNodes: !2373)
!2370 = !DISubroutineType(types: !2371)
!2371 = !{null, !2372}
!2372 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::Weak<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>", baseType: !2042, size: 64, align: 64, dwarfAddressSpace: 0)
!2373 = !{!2368}
!2374 = !{!2375}
!2375 = !DITemplateTypeParameter(name: "T", type: !2042)
!2376 = !DILocation(line: 0, scope: !2369, inlinedAt: !2377)
!2377 = distinct !DILocation(line: 2121, column: 5, scope: !2036)
!2378 = !DILocalVariable(name: "self", arg: 1, scope: !2379, file: !946, line: 3468, type: !2382)
!2379 = distinct !DISubprogram(name: "drop<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>", linkageName: "_ZN72_$LT$alloc..sync..Weak$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hae4b6f3509cd24e2E", scope: !1949, file: !946, line: 3468, type: !2380, scopeLine: 3468, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2046, retainedNodes: !2383)
!2380 = !DISubroutineType(types: !2381)
!2381 = !{null, !2382}
!2382 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::sync::Weak<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>", baseType: !2042, size: 64, align: 64, dwarfAddressSpace: 0)
!2383 = !{!2378, !2384, !2384, !2386, !2386}
!2384 = !DILocalVariable(name: "inner", scope: !2385, file: !946, line: 3477, type: !1956, align: 64)
!2385 = distinct !DILexicalBlock(scope: !2379, file: !946, line: 3477, column: 9)
!2386 = !DILocalVariable(name: "inner", scope: !2387, file: !946, line: 3477, type: !1956, align: 64)
!2387 = distinct !DILexicalBlock(scope: !2379, file: !946, line: 3477, column: 55)
!2388 = !DILocation(line: 0, scope: !2379, inlinedAt: !2389)
!2389 = distinct !DILocation(line: 805, column: 1, scope: !2369, inlinedAt: !2377)
!2390 = !DILocalVariable(name: "self", arg: 1, scope: !2391, file: !946, line: 3325, type: !2382)
!2391 = distinct !DISubprogram(name: "inner<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h65745bbc3bd4d43dE", scope: !2042, file: !946, line: 3325, type: !2392, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2046, declaration: !2395, retainedNodes: !2396)
!2392 = !DISubroutineType(types: !2393)
!2393 = !{!1968, !2394}
!2394 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&alloc::sync::Weak<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>", baseType: !2042, size: 64, align: 64, dwarfAddressSpace: 0)
!2395 = !DISubprogram(name: "inner<std::thread::lifecycle::Packet<u64>, &alloc::alloc::Global>", linkageName: "_ZN5alloc4sync17Weak$LT$T$C$A$GT$5inner17h65745bbc3bd4d43dE", scope: !2042, file: !946, line: 3325, type: !2392, scopeLine: 3325, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2046)
!2396 = !{!2390, !2397}
!2397 = !DILocalVariable(name: "ptr", scope: !2398, file: !946, line: 3326, type: !2399, align: 64)
!2398 = distinct !DILexicalBlock(scope: !2391, file: !946, line: 3326, column: 9)
!2399 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>", baseType: !181, size: 64, align: 64, dwarfAddressSpace: 0)
!2400 = !DILocation(line: 0, scope: !2391, inlinedAt: !2401)
!2401 = distinct !DILocation(line: 3477, column: 47, scope: !2387, inlinedAt: !2389)
!2402 = !DILocalVariable(name: "val", scope: !2403, file: !1156, line: 3165, type: !9, align: 64)
!2403 = distinct !DISubprogram(name: "fetch_sub", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_sub", scope: !80, file: !1156, line: 3165, type: !1157, scopeLine: 3165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !1160, retainedNodes: !2404)
!2404 = !{!2405, !2402, !2406}
!2405 = !DILocalVariable(name: "self", arg: 1, scope: !2403, file: !1156, line: 3165, type: !1159)
!2406 = !DILocalVariable(name: "order", scope: !2403, file: !1156, line: 3165, type: !596, align: 8)
!2407 = !DILocation(line: 0, scope: !2403, inlinedAt: !2408)
!2408 = distinct !DILocation(line: 3479, column: 23, scope: !2385, inlinedAt: !2389)
!2409 = !DILocalVariable(name: "val", scope: !2410, file: !1156, line: 3936, type: !9, align: 64)
!2410 = distinct !DISubprogram(name: "atomic_sub<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_sub17h7e3d6500332a3ec1E", scope: !81, file: !1156, line: 3936, type: !1168, scopeLine: 3936, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1174, retainedNodes: !2411)
!2411 = !{!2412, !2409, !2413}
!2412 = !DILocalVariable(name: "dst", arg: 1, scope: !2410, file: !1156, line: 3936, type: !1170)
!2413 = !DILocalVariable(name: "order", scope: !2410, file: !1156, line: 3936, type: !596, align: 8)
!2414 = !DILocation(line: 0, scope: !2410, inlinedAt: !2415)
!2415 = distinct !DILocation(line: 3167, column: 26, scope: !2403, inlinedAt: !2408)
!2416 = !DILocation(line: 0, scope: !2398, inlinedAt: !2401)
!2417 = !DILocation(line: 3327, column: 12, scope: !2398, inlinedAt: !2401)
!2418 = !DILocation(line: 3333, column: 69, scope: !2398, inlinedAt: !2401)
!2419 = !DILocation(line: 0, scope: !2385, inlinedAt: !2389)
!2420 = !DILocation(line: 0, scope: !2387, inlinedAt: !2389)
!2421 = !DILocation(line: 3942, column: 24, scope: !2410, inlinedAt: !2415)
!2422 = !DILocation(line: 3479, column: 12, scope: !2385, inlinedAt: !2389)
!2423 = !DILocation(line: 0, scope: !1187, inlinedAt: !2424)
!2424 = distinct !DILocation(line: 64, column: 9, scope: !2385, inlinedAt: !2389)
!2425 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !2424)
!2426 = !DILocation(line: 0, scope: !2014, inlinedAt: !2427)
!2427 = distinct !DILocation(line: 3491, column: 28, scope: !2385, inlinedAt: !2389)
!2428 = !DILocation(line: 0, scope: !1098, inlinedAt: !2429)
!2429 = distinct !DILocation(line: 390, column: 27, scope: !2014, inlinedAt: !2427)
!2430 = !DILocation(line: 0, scope: !1110, inlinedAt: !2431)
!2431 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !2429)
!2432 = !DILocation(line: 0, scope: !1118, inlinedAt: !2433)
!2433 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !2431)
!2434 = !DILocation(line: 0, scope: !1127, inlinedAt: !2435)
!2435 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !2433)
!2436 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !2435)
!2437 = !DILocation(line: 3479, column: 9, scope: !2385, inlinedAt: !2389)
!2438 = !DILocation(line: 2121, column: 6, scope: !2036)
!2439 = distinct !DISubprogram(name: "spawn_logs", linkageName: "_ZN9threadnum10spawn_logs17h1d957895fbecc04cE", scope: !39, file: !663, line: 14, type: !2440, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !2442)
!2440 = !DISubroutineType(types: !2441)
!2441 = !{!42, !42, !42}
!2442 = !{!2443, !2444, !2445}
!2443 = !DILocalVariable(name: "r", arg: 1, scope: !2439, file: !663, line: 14, type: !42)
!2444 = !DILocalVariable(name: "t", arg: 2, scope: !2439, file: !663, line: 14, type: !42)
!2445 = !DILocalVariable(name: "h", scope: !2446, file: !663, line: 15, type: !2447, align: 64)
!2446 = distinct !DILexicalBlock(scope: !2439, file: !663, line: 15, column: 5)
!2447 = !DICompositeType(tag: DW_TAG_structure_type, name: "JoinHandle<u64>", scope: !2448, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2449, templateParams: !283, identifier: "afb9059744dcc03763e26067da4dc3f2")
!2448 = !DINamespace(name: "join_handle", scope: !15)
!2449 = !{!2450}
!2450 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2447, file: !2, baseType: !2451, size: 192, align: 64, flags: DIFlagProtected)
!2451 = !DICompositeType(tag: DW_TAG_structure_type, name: "JoinInner<u64>", scope: !14, file: !2, size: 192, align: 64, flags: DIFlagProtected, elements: !2452, templateParams: !283, identifier: "b399e0022bff2b49ceda2fe7f8e36e6d")
!2452 = !{!2453, !2459, !2460}
!2453 = !DIDerivedType(tag: DW_TAG_member, name: "native", scope: !2451, file: !2, baseType: !2454, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!2454 = !DICompositeType(tag: DW_TAG_structure_type, name: "Thread", scope: !2455, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2457, templateParams: !44, identifier: "e8c1d139f76b654a68ba5f7b6defa260")
!2455 = !DINamespace(name: "unix", scope: !2456)
!2456 = !DINamespace(name: "thread", scope: !290)
!2457 = !{!2458}
!2458 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !2454, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagPrivate)
!2459 = !DIDerivedType(tag: DW_TAG_member, name: "thread", scope: !2451, file: !2, baseType: !221, size: 64, align: 64, flags: DIFlagPrivate)
!2460 = !DIDerivedType(tag: DW_TAG_member, name: "packet", scope: !2451, file: !2, baseType: !174, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!2461 = !DILocalVariable(name: "x", arg: 1, scope: !2462, file: !1018, line: 284, type: !12)
!2462 = distinct !DISubprogram(name: "new<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h0a00b0e4ea5e7711E", scope: !2463, file: !1018, line: 284, type: !2464, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1199, retainedNodes: !2467)
!2463 = !DINamespace(name: "{impl#0}", scope: !1020)
!2464 = !DISubroutineType(types: !2465)
!2465 = !{!2466, !12}
!2466 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<std::thread::lifecycle::spawn_unchecked::{closure_env#1}<threadnum::spawn_logs::{closure_env#0}, u64>, alloc::alloc::Global>", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!2467 = !{!2461, !2468}
!2468 = !DILocalVariable(name: "ptr", scope: !2469, file: !1018, line: 286, type: !745, align: 64)
!2469 = distinct !DILexicalBlock(scope: !2462, file: !1018, line: 286, column: 9)
!2470 = !DILocation(line: 284, column: 16, scope: !2462, inlinedAt: !2471)
!2471 = distinct !DILocation(line: 113, column: 33, scope: !2472, inlinedAt: !2590)
!2472 = distinct !DILexicalBlock(scope: !2473, file: !727, line: 87, column: 5)
!2473 = distinct !DILexicalBlock(scope: !2474, file: !727, line: 83, column: 5)
!2474 = distinct !DILexicalBlock(scope: !2475, file: !727, line: 58, column: 5)
!2475 = distinct !DILexicalBlock(scope: !2476, file: !727, line: 56, column: 5)
!2476 = distinct !DILexicalBlock(scope: !2477, file: !727, line: 50, column: 5)
!2477 = distinct !DILexicalBlock(scope: !2478, file: !727, line: 48, column: 5)
!2478 = distinct !DILexicalBlock(scope: !2479, file: !727, line: 47, column: 5)
!2479 = distinct !DILexicalBlock(scope: !2480, file: !727, line: 29, column: 5)
!2480 = distinct !DISubprogram(name: "spawn_unchecked<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked17h8d719cbf6de05ab7E", scope: !14, file: !727, line: 17, type: !2481, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !2535)
!2481 = !DISubroutineType(types: !2482)
!2482 = !{!2483, !2498, !2524, !2142, !189, !37}
!2483 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<std::thread::lifecycle::JoinInner<u64>, std::io::error::Error>", scope: !341, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2484, templateParams: !44, identifier: "e51fde36fdd3849c4b313c4ab264246d")
!2484 = !{!2485}
!2485 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2483, file: !2, size: 192, align: 64, elements: !2486, templateParams: !44, identifier: "ff9739d4affb400917c0a5f8839c6515", discriminator: !2497)
!2486 = !{!2487, !2493}
!2487 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2485, file: !2, baseType: !2488, size: 192, align: 64)
!2488 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2483, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2489, templateParams: !2491, identifier: "28358433b08906ae5fbf716e45408801")
!2489 = !{!2490}
!2490 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2488, file: !2, baseType: !2451, size: 192, align: 64, flags: DIFlagPublic)
!2491 = !{!2492, !632}
!2492 = !DITemplateTypeParameter(name: "T", type: !2451)
!2493 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2485, file: !2, baseType: !2494, size: 192, align: 64, extraData: i64 0)
!2494 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2483, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2495, templateParams: !2491, identifier: "6ad812322ba9e4b0db6e7aab47fc8924")
!2495 = !{!2496}
!2496 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2494, file: !2, baseType: !403, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!2497 = !DIDerivedType(tag: DW_TAG_member, scope: !2483, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2498 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::string::String>", scope: !58, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2499, templateParams: !44, identifier: "49d1863e839a3182896d34ea65f0bc6")
!2499 = !{!2500}
!2500 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2498, file: !2, size: 192, align: 64, elements: !2501, templateParams: !44, identifier: "d3313c0ff8ed9069b2283ec38db192b8", discriminator: !2523)
!2501 = !{!2502, !2519}
!2502 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2500, file: !2, baseType: !2503, size: 192, align: 64, extraData: i64 -9223372036854775808)
!2503 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2498, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !2504, identifier: "d56e67cd8780041d746d751fe2646303")
!2504 = !{!2505}
!2505 = !DITemplateTypeParameter(name: "T", type: !2506)
!2506 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !2507, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2508, templateParams: !44, identifier: "bc53cb80a87db744310a1cd4bda01882")
!2507 = !DINamespace(name: "string", scope: !68)
!2508 = !{!2509}
!2509 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !2506, file: !2, baseType: !2510, size: 192, align: 64, flags: DIFlagPrivate)
!2510 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !126, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2511, templateParams: !2517, identifier: "4743da188a3d7e8b8ad6d3218734496a")
!2511 = !{!2512, !2518}
!2512 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !2510, file: !2, baseType: !2513, size: 128, align: 64, flags: DIFlagPrivate)
!2513 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !130, file: !2, size: 128, align: 64, flags: DIFlagProtected, elements: !2514, templateParams: !2517, identifier: "1786a941d613205182510ae0fe838410")
!2514 = !{!2515, !2516}
!2515 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !2513, file: !2, baseType: !133, size: 128, align: 64, flags: DIFlagPrivate)
!2516 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !2513, file: !2, baseType: !148, align: 8, offset: 128, flags: DIFlagPrivate)
!2517 = !{!146, !118}
!2518 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !2510, file: !2, baseType: !9, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!2519 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2500, file: !2, baseType: !2520, size: 192, align: 64)
!2520 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2498, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2521, templateParams: !2504, identifier: "3c3a503f4bad1a61526c9545514e8605")
!2521 = !{!2522}
!2522 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2520, file: !2, baseType: !2506, size: 192, align: 64, flags: DIFlagPublic)
!2523 = !DIDerivedType(tag: DW_TAG_member, scope: !2498, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2524 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !58, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2525, templateParams: !44, identifier: "6f59025219977f466509bd4ae79a2945")
!2525 = !{!2526}
!2526 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2524, file: !2, size: 128, align: 64, elements: !2527, templateParams: !44, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !2534)
!2527 = !{!2528, !2530}
!2528 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2526, file: !2, baseType: !2529, size: 128, align: 64, extraData: i64 0)
!2529 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2524, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !89, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!2530 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2526, file: !2, baseType: !2531, size: 128, align: 64, extraData: i64 1)
!2531 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2524, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2532, templateParams: !89, identifier: "c70f2dfad93186ce146b7e80830727")
!2532 = !{!2533}
!2533 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2531, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!2534 = !DIDerivedType(tag: DW_TAG_member, scope: !2524, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2535 = !{!2536, !2537, !2538, !2539, !2540, !2541, !2542, !2543, !2544, !2545, !2546, !2547, !2548, !2549, !2551, !2553, !2555, !2561, !2568, !2588}
!2536 = !DILocalVariable(name: "name", arg: 1, scope: !2480, file: !727, line: 18, type: !2498)
!2537 = !DILocalVariable(name: "stack_size", arg: 2, scope: !2480, file: !727, line: 19, type: !2524)
!2538 = !DILocalVariable(name: "no_hooks", arg: 3, scope: !2480, file: !727, line: 20, type: !2142)
!2539 = !DILocalVariable(name: "scope_data", arg: 4, scope: !2480, file: !727, line: 21, type: !189)
!2540 = !DILocalVariable(name: "f", arg: 5, scope: !2480, file: !727, line: 22, type: !37)
!2541 = !DILocalVariable(name: "stack_size", scope: !2479, file: !727, line: 29, type: !9, align: 64)
!2542 = !DILocalVariable(name: "id", scope: !2478, file: !727, line: 47, type: !272, align: 64)
!2543 = !DILocalVariable(name: "thread", scope: !2477, file: !727, line: 48, type: !221, align: 64)
!2544 = !DILocalVariable(name: "hooks", scope: !2476, file: !727, line: 50, type: !50, align: 64)
!2545 = !DILocalVariable(name: "my_packet", scope: !2475, file: !727, line: 56, type: !174, align: 64)
!2546 = !DILocalVariable(name: "their_packet", scope: !2474, file: !727, line: 58, type: !174, align: 64)
!2547 = !DILocalVariable(name: "f", scope: !2473, file: !727, line: 83, type: !19, align: 64)
!2548 = !DILocalVariable(name: "rust_start", scope: !2472, file: !727, line: 87, type: !12, align: 64)
!2549 = !DILocalVariable(name: "scope_data", scope: !2550, file: !727, line: 106, type: !2148, align: 64)
!2550 = distinct !DILexicalBlock(scope: !2472, file: !727, line: 106, column: 48)
!2551 = !DILocalVariable(name: "rust_start", scope: !2552, file: !727, line: 112, type: !161, align: 64)
!2552 = distinct !DILexicalBlock(scope: !2472, file: !727, line: 112, column: 5)
!2553 = !DILocalVariable(name: "ptr", scope: !2554, file: !727, line: 113, type: !745, align: 64)
!2554 = distinct !DILexicalBlock(scope: !2472, file: !727, line: 113, column: 9)
!2555 = !DILocalVariable(name: "ptr", scope: !2556, file: !727, line: 114, type: !2557, align: 64)
!2556 = distinct !DILexicalBlock(scope: !2554, file: !727, line: 114, column: 9)
!2557 = !DICompositeType(tag: DW_TAG_structure_type, name: "*mut (dyn core::ops::function::FnOnce<(), Output=()> + core::marker::Send)", file: !2, size: 128, align: 64, elements: !2558, templateParams: !44, identifier: "3407113f7913f60060dac8ccf115095")
!2558 = !{!2559, !2560}
!2559 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !2557, file: !2, baseType: !164, size: 64, align: 64)
!2560 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !2557, file: !2, baseType: !167, size: 64, align: 64, offset: 64)
!2561 = !DILocalVariable(name: "init", scope: !2562, file: !727, line: 121, type: !2563, align: 64)
!2562 = distinct !DILexicalBlock(scope: !2552, file: !727, line: 121, column: 5)
!2563 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<std::thread::lifecycle::ThreadInit, alloc::alloc::Global>", baseType: !2564, size: 64, align: 64, dwarfAddressSpace: 0)
!2564 = !DICompositeType(tag: DW_TAG_structure_type, name: "ThreadInit", scope: !14, file: !2, size: 192, align: 64, flags: DIFlagProtected, elements: !2565, templateParams: !44, identifier: "772389f7cf07027866fbdbdfe7ae307a")
!2565 = !{!2566, !2567}
!2566 = !DIDerivedType(tag: DW_TAG_member, name: "handle", scope: !2564, file: !2, baseType: !221, size: 64, align: 64, flags: DIFlagPublic)
!2567 = !DIDerivedType(tag: DW_TAG_member, name: "rust_start", scope: !2564, file: !2, baseType: !161, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!2568 = !DILocalVariable(name: "residual", scope: !2569, file: !727, line: 137, type: !2570, align: 64)
!2569 = distinct !DILexicalBlock(scope: !2562, file: !727, line: 137, column: 60)
!2570 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, std::io::error::Error>", scope: !341, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2571, templateParams: !44, identifier: "72a8f6e01d4acb12907e0d0f75169e32")
!2571 = !{!2572}
!2572 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2570, file: !2, size: 64, align: 64, elements: !2573, templateParams: !44, identifier: "2ecc0e67d217039d3595447495a05485")
!2573 = !{!2574, !2584}
!2574 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2572, file: !2, baseType: !2575, size: 64, align: 64)
!2575 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2570, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2576, templateParams: !2582, identifier: "1a7bc56486e5c194122d748a02c45a15")
!2576 = !{!2577}
!2577 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2575, file: !2, baseType: !2578, align: 8, flags: DIFlagPublic)
!2578 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !2579, file: !2, align: 8, flags: DIFlagPublic, elements: !2580, templateParams: !44, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!2579 = !DINamespace(name: "convert", scope: !25)
!2580 = !{!2581}
!2581 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2578, file: !2, align: 8, elements: !44, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!2582 = !{!2583, !632}
!2583 = !DITemplateTypeParameter(name: "T", type: !2578)
!2584 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2572, file: !2, baseType: !2585, size: 64, align: 64)
!2585 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2570, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !2586, templateParams: !2582, identifier: "61a285588f9a0c215292e288748f1334")
!2586 = !{!2587}
!2587 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2585, file: !2, baseType: !403, size: 64, align: 64, flags: DIFlagPublic)
!2588 = !DILocalVariable(name: "val", scope: !2589, file: !727, line: 137, type: !2454, align: 64)
!2589 = distinct !DILexicalBlock(scope: !2562, file: !727, line: 137, column: 60)
!2590 = distinct !DILocation(line: 261, column: 32, scope: !2591, inlinedAt: !2628)
!2591 = distinct !DILexicalBlock(scope: !2593, file: !2592, line: 260, column: 9)
!2592 = !DIFile(filename: "library/std/src/thread/builder.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5d5ace7c26f5ce5a28d4e4a2a875f174")
!2593 = distinct !DISubprogram(name: "spawn_unchecked<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread7builder7Builder15spawn_unchecked17hd4f97bced2baa77fE", scope: !2594, file: !2592, line: 254, type: !2600, scopeLine: 254, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, declaration: !2617, retainedNodes: !2618)
!2594 = !DICompositeType(tag: DW_TAG_structure_type, name: "Builder", scope: !2595, file: !2, size: 384, align: 64, flags: DIFlagPublic, elements: !2596, templateParams: !44, identifier: "123fac9c1631846bed96440770c53d8e")
!2595 = !DINamespace(name: "builder", scope: !15)
!2596 = !{!2597, !2598, !2599}
!2597 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !2594, file: !2, baseType: !2498, size: 192, align: 64, offset: 128, flags: DIFlagProtected)
!2598 = !DIDerivedType(tag: DW_TAG_member, name: "stack_size", scope: !2594, file: !2, baseType: !2524, size: 128, align: 64, flags: DIFlagProtected)
!2599 = !DIDerivedType(tag: DW_TAG_member, name: "no_hooks", scope: !2594, file: !2, baseType: !2142, size: 8, align: 8, offset: 320, flags: DIFlagProtected)
!2600 = !DISubroutineType(types: !2601)
!2601 = !{!2602, !2594, !37}
!2602 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<std::thread::join_handle::JoinHandle<u64>, std::io::error::Error>", scope: !341, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2603, templateParams: !44, identifier: "b6cb510a51c4fbbc6893a4d29850b93c")
!2603 = !{!2604}
!2604 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2602, file: !2, size: 192, align: 64, elements: !2605, templateParams: !44, identifier: "31fe88769e644288c6a12b551332e9d3", discriminator: !2616)
!2605 = !{!2606, !2612}
!2606 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2604, file: !2, baseType: !2607, size: 192, align: 64)
!2607 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2602, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2608, templateParams: !2610, identifier: "a83d74a4f2e7278963773c653af74f8")
!2608 = !{!2609}
!2609 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2607, file: !2, baseType: !2447, size: 192, align: 64, flags: DIFlagPublic)
!2610 = !{!2611, !632}
!2611 = !DITemplateTypeParameter(name: "T", type: !2447)
!2612 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2604, file: !2, baseType: !2613, size: 192, align: 64, extraData: i64 0)
!2613 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2602, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2614, templateParams: !2610, identifier: "f44724301ca9a1f24b3d71ba0f44031f")
!2614 = !{!2615}
!2615 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2613, file: !2, baseType: !403, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!2616 = !DIDerivedType(tag: DW_TAG_member, scope: !2602, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2617 = !DISubprogram(name: "spawn_unchecked<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread7builder7Builder15spawn_unchecked17hd4f97bced2baa77fE", scope: !2594, file: !2592, line: 254, type: !2600, scopeLine: 254, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !649)
!2618 = !{!2619, !2620, !2621, !2622, !2623, !2624, !2626}
!2619 = !DILocalVariable(name: "self", arg: 1, scope: !2593, file: !2592, line: 254, type: !2594)
!2620 = !DILocalVariable(name: "f", arg: 2, scope: !2593, file: !2592, line: 254, type: !37)
!2621 = !DILocalVariable(name: "name", scope: !2591, file: !2592, line: 260, type: !2498, align: 64)
!2622 = !DILocalVariable(name: "stack_size", scope: !2591, file: !2592, line: 260, type: !2524, align: 64)
!2623 = !DILocalVariable(name: "no_hooks", scope: !2591, file: !2592, line: 260, type: !2142, align: 8)
!2624 = !DILocalVariable(name: "residual", scope: !2625, file: !2592, line: 261, type: !2570, align: 64)
!2625 = distinct !DILexicalBlock(scope: !2591, file: !2592, line: 261, column: 86)
!2626 = !DILocalVariable(name: "val", scope: !2627, file: !2592, line: 261, type: !2451, align: 64)
!2627 = distinct !DILexicalBlock(scope: !2591, file: !2592, line: 261, column: 86)
!2628 = distinct !DILocation(line: 191, column: 23, scope: !2629, inlinedAt: !2634)
!2629 = distinct !DISubprogram(name: "spawn<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread7builder7Builder5spawn17he7e25336a00cb50bE", scope: !2594, file: !2592, line: 185, type: !2600, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, declaration: !2630, retainedNodes: !2631)
!2630 = !DISubprogram(name: "spawn<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread7builder7Builder5spawn17he7e25336a00cb50bE", scope: !2594, file: !2592, line: 185, type: !2600, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !649)
!2631 = !{!2632, !2633}
!2632 = !DILocalVariable(name: "self", arg: 1, scope: !2629, file: !2592, line: 185, type: !2594)
!2633 = !DILocalVariable(name: "f", arg: 2, scope: !2629, file: !2592, line: 185, type: !37)
!2634 = !DILocation(line: 131, column: 20, scope: !2635, inlinedAt: !2642)
!2635 = distinct !DISubprogram(name: "spawn<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9functions5spawn17h324324de86cbad2eE", scope: !2637, file: !2636, line: 125, type: !2638, scopeLine: 125, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !2640)
!2636 = !DIFile(filename: "library/std/src/thread/functions.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7697548f80973ff2b1a9a328f6458f4b")
!2637 = !DINamespace(name: "functions", scope: !15)
!2638 = !DISubroutineType(types: !2639)
!2639 = !{!2447, !37}
!2640 = !{!2641}
!2641 = !DILocalVariable(name: "f", arg: 1, scope: !2635, file: !2636, line: 125, type: !37)
!2642 = !DILocation(line: 15, column: 13, scope: !2439)
!2643 = !DILocation(line: 87, column: 9, scope: !2472, inlinedAt: !2590)
!2644 = !DILocation(line: 254, column: 41, scope: !2593, inlinedAt: !2628)
!2645 = !DILocation(line: 185, column: 24, scope: !2629, inlinedAt: !2634)
!2646 = !DILocation(line: 0, scope: !2439)
!2647 = !DILocalVariable(name: "self", scope: !2648, file: !2649, line: 149, type: !2447, align: 64)
!2648 = distinct !DISubprogram(name: "join<u64>", linkageName: "_ZN3std6thread11join_handle19JoinHandle$LT$T$GT$4join17hbe9a14cfb7fb8abcE", scope: !2447, file: !2649, line: 149, type: !2650, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !283, declaration: !2652, retainedNodes: !2653)
!2649 = !DIFile(filename: "library/std/src/thread/join_handle.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ba5cff96fe2303f17a06a2f5036e31d9")
!2650 = !DISubroutineType(types: !2651)
!2651 = !{!340, !2447}
!2652 = !DISubprogram(name: "join<u64>", linkageName: "_ZN3std6thread11join_handle19JoinHandle$LT$T$GT$4join17hbe9a14cfb7fb8abcE", scope: !2447, file: !2649, line: 149, type: !2650, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !283)
!2653 = !{!2647}
!2654 = !DILocation(line: 149, column: 17, scope: !2648, inlinedAt: !2655)
!2655 = !DILocation(line: 26, column: 7, scope: !2446)
!2656 = !DILocalVariable(name: "default", scope: !2657, file: !2658, line: 1590, type: !42, align: 64)
!2657 = distinct !DISubprogram(name: "unwrap_or<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$9unwrap_or17hf22d034ddea2e623E", scope: !340, file: !2658, line: 1590, type: !2659, scopeLine: 1590, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !349, declaration: !2661, retainedNodes: !2662)
!2658 = !DIFile(filename: "library/core/src/result.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7ebc974a4b69a504d7e902d792c422dd")
!2659 = !DISubroutineType(types: !2660)
!2660 = !{!42, !340, !42}
!2661 = !DISubprogram(name: "unwrap_or<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$9unwrap_or17hf22d034ddea2e623E", scope: !340, file: !2658, line: 1590, type: !2659, scopeLine: 1590, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !349)
!2662 = !{!2663, !2656, !2664}
!2663 = !DILocalVariable(name: "self", arg: 1, scope: !2657, file: !2658, line: 1590, type: !340)
!2664 = !DILocalVariable(name: "t", scope: !2665, file: !2658, line: 1596, type: !42, align: 64)
!2665 = distinct !DILexicalBlock(scope: !2657, file: !2658, line: 1596, column: 13)
!2666 = !DILocation(line: 0, scope: !2657, inlinedAt: !2667)
!2667 = !DILocation(line: 26, column: 14, scope: !2446)
!2668 = !DILocation(line: 0, scope: !2635, inlinedAt: !2642)
!2669 = !DILocation(line: 0, scope: !2629, inlinedAt: !2634)
!2670 = !DILocation(line: 0, scope: !2593, inlinedAt: !2628)
!2671 = !DILocation(line: 260, column: 23, scope: !2593, inlinedAt: !2628)
!2672 = !DILocation(line: 260, column: 23, scope: !2591, inlinedAt: !2628)
!2673 = !{!2674}
!2674 = distinct !{!2674, !2675, !"_ZN3std6thread7builder7Builder15spawn_unchecked17hd4f97bced2baa77fE: %_0"}
!2675 = distinct !{!2675, !"_ZN3std6thread7builder7Builder15spawn_unchecked17hd4f97bced2baa77fE"}
!2676 = !DILocation(line: 0, scope: !2591, inlinedAt: !2628)
!2677 = !DILocation(line: 1065, column: 9, scope: !2678, inlinedAt: !2690)
!2678 = distinct !DISubprogram(name: "unwrap_or_else<usize, std::thread::lifecycle::spawn_unchecked::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h2c4ed321563e2160E", scope: !2524, file: !1630, line: 1061, type: !2679, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2683, declaration: !2682, retainedNodes: !2685)
!2679 = !DISubroutineType(types: !2680)
!2680 = !{!9, !2524, !2681, !889}
!2681 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>", scope: !13, file: !2, align: 8, elements: !44, identifier: "3d6e69adfb4091614ff7902dd5c0c16e")
!2682 = !DISubprogram(name: "unwrap_or_else<usize, std::thread::lifecycle::spawn_unchecked::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$14unwrap_or_else17h2c4ed321563e2160E", scope: !2524, file: !1630, line: 1061, type: !2679, scopeLine: 1061, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2683)
!2683 = !{!90, !2684}
!2684 = !DITemplateTypeParameter(name: "F", type: !2681)
!2685 = !{!2686, !2687, !2688}
!2686 = !DILocalVariable(name: "self", arg: 1, scope: !2678, file: !1630, line: 1061, type: !2524)
!2687 = !DILocalVariable(name: "f", scope: !2678, file: !1630, line: 1061, type: !2681, align: 8)
!2688 = !DILocalVariable(name: "x", scope: !2689, file: !1630, line: 1066, type: !9, align: 64)
!2689 = distinct !DILexicalBlock(scope: !2678, file: !1630, line: 1066, column: 13)
!2690 = distinct !DILocation(line: 29, column: 33, scope: !2480, inlinedAt: !2590)
!2691 = !{!2674, !2692}
!2692 = distinct !{!2692, !2675, !"_ZN3std6thread7builder7Builder15spawn_unchecked17hd4f97bced2baa77fE: %self"}
!2693 = !DILocation(line: 0, scope: !2480, inlinedAt: !2590)
!2694 = !DILocation(line: 0, scope: !2678, inlinedAt: !2690)
!2695 = !DILocation(line: 18, column: 5, scope: !2480, inlinedAt: !2590)
!2696 = !DILocation(line: 48, column: 9, scope: !2477, inlinedAt: !2590)
!2697 = !DILocation(line: 50, column: 9, scope: !2476, inlinedAt: !2590)
!2698 = !DILocation(line: 56, column: 9, scope: !2475, inlinedAt: !2590)
!2699 = !DILocation(line: 1061, column: 42, scope: !2678, inlinedAt: !2690)
!2700 = !DILocalVariable(name: "val", scope: !2701, file: !1156, line: 3134, type: !9, align: 64)
!2701 = distinct !DISubprogram(name: "fetch_add", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_add", scope: !80, file: !1156, line: 3134, type: !1157, scopeLine: 3134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !2702, retainedNodes: !2703)
!2702 = !DISubprogram(name: "fetch_add", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize9fetch_add", scope: !80, file: !1156, line: 3134, type: !1157, scopeLine: 3134, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!2703 = !{!2704, !2700, !2705, !2700, !2705}
!2704 = !DILocalVariable(name: "self", arg: 1, scope: !2701, file: !1156, line: 3134, type: !1159)
!2705 = !DILocalVariable(name: "order", scope: !2701, file: !1156, line: 3134, type: !596, align: 8)
!2706 = !DILocation(line: 0, scope: !2701, inlinedAt: !2707)
!2707 = distinct !DILocation(line: 2388, column: 44, scope: !2708, inlinedAt: !2716)
!2708 = distinct !DISubprogram(name: "clone<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN68_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17hf35fdfb9f227da66E", scope: !2709, file: !946, line: 2376, type: !2710, scopeLine: 2376, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, retainedNodes: !2712)
!2709 = !DINamespace(name: "{impl#32}", scope: !67)
!2710 = !DISubroutineType(types: !2711)
!2711 = !{!174, !951}
!2712 = !{!2713, !2714}
!2713 = !DILocalVariable(name: "self", arg: 1, scope: !2708, file: !946, line: 2376, type: !951)
!2714 = !DILocalVariable(name: "old_size", scope: !2715, file: !946, line: 2388, type: !9, align: 64)
!2715 = distinct !DILexicalBlock(scope: !2708, file: !946, line: 2388, column: 9)
!2716 = distinct !DILocation(line: 58, column: 34, scope: !2475, inlinedAt: !2590)
!2717 = !DILocalVariable(name: "val", scope: !2718, file: !1156, line: 3919, type: !9, align: 64)
!2718 = distinct !DISubprogram(name: "atomic_add<usize, usize>", linkageName: "_ZN4core4sync6atomic10atomic_add17h2c5f45755755c652E", scope: !81, file: !1156, line: 3919, type: !1168, scopeLine: 3919, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !1174, retainedNodes: !2719)
!2719 = !{!2720, !2717, !2721, !2717, !2721}
!2720 = !DILocalVariable(name: "dst", arg: 1, scope: !2718, file: !1156, line: 3919, type: !1170)
!2721 = !DILocalVariable(name: "order", scope: !2718, file: !1156, line: 3919, type: !596, align: 8)
!2722 = !DILocation(line: 0, scope: !2718, inlinedAt: !2723)
!2723 = distinct !DILocation(line: 3136, column: 26, scope: !2701, inlinedAt: !2707)
!2724 = !DILocalVariable(name: "alloc", scope: !2725, file: !946, line: 309, type: !115, align: 8)
!2725 = distinct !DISubprogram(name: "from_inner_in<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$13from_inner_in17ha83815cf7dca85d5E", scope: !174, file: !946, line: 309, type: !2726, scopeLine: 309, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, declaration: !2728, retainedNodes: !2729)
!2726 = !DISubroutineType(types: !2727)
!2727 = !{!174, !177, !115}
!2728 = !DISubprogram(name: "from_inner_in<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$13from_inner_in17ha83815cf7dca85d5E", scope: !174, file: !946, line: 309, type: !2726, scopeLine: 309, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !394)
!2729 = !{!2730, !2724}
!2730 = !DILocalVariable(name: "ptr", arg: 1, scope: !2725, file: !946, line: 309, type: !177)
!2731 = !DILocation(line: 309, column: 56, scope: !2725, inlinedAt: !2732)
!2732 = distinct !DILocation(line: 2409, column: 18, scope: !2715, inlinedAt: !2716)
!2733 = !DILocation(line: 0, scope: !2701, inlinedAt: !2734)
!2734 = distinct !DILocation(line: 2388, column: 44, scope: !2735, inlinedAt: !2743)
!2735 = !DILexicalBlockFile(scope: !2736, file: !946, discriminator: 2)
!2736 = distinct !DISubprogram(name: "clone<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN68_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heca32bd4185586bbE", scope: !2709, file: !946, line: 2376, type: !2737, scopeLine: 2376, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !311, retainedNodes: !2739)
!2737 = !DISubroutineType(types: !2738)
!2738 = !{!229, !1903}
!2739 = !{!2740, !2741}
!2740 = !DILocalVariable(name: "self", arg: 1, scope: !2736, file: !946, line: 2376, type: !1903)
!2741 = !DILocalVariable(name: "old_size", scope: !2742, file: !946, line: 2388, type: !9, align: 64)
!2742 = distinct !DILexicalBlock(scope: !2736, file: !946, line: 2388, column: 9)
!2743 = distinct !DILocation(line: 1091, column: 16, scope: !2744, inlinedAt: !2752)
!2744 = distinct !DISubprogram(name: "clone<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", linkageName: "_ZN64_$LT$core..pin..Pin$LT$Ptr$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h33735b226f1e38b7E", scope: !2746, file: !2745, line: 1091, type: !2747, scopeLine: 1091, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !313, retainedNodes: !2750)
!2745 = !DIFile(filename: "library/core/src/pin.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "a7e518e7fd98a383ffad20f21e00e5b3")
!2746 = !DINamespace(name: "{impl#28}", scope: !226)
!2747 = !DISubroutineType(types: !2748)
!2748 = !{!225, !2749}
!2749 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::pin::Pin<alloc::sync::Arc<std::thread::thread::Inner, std::alloc::System>>", baseType: !225, size: 64, align: 64, dwarfAddressSpace: 0)
!2750 = !{!2751}
!2751 = !DILocalVariable(name: "self", arg: 1, scope: !2744, file: !2745, line: 1091, type: !2749)
!2752 = distinct !DILocation(line: 61, column: 10, scope: !2753, inlinedAt: !2761)
!2753 = distinct !DISubprogram(name: "clone", linkageName: "_RNvXs1_NtNtCsjrHSEGnQ3l9_3std6thread6threadNtB5_6ThreadNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone", scope: !2755, file: !2754, line: 61, type: !2756, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !2759)
!2754 = !DIFile(filename: "library/std/src/thread/thread.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3005680e1504410ed32e1506758665e5")
!2755 = !DINamespace(name: "{impl#3}", scope: !222)
!2756 = !DISubroutineType(types: !2757)
!2757 = !{!221, !2758}
!2758 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&std::thread::thread::Thread", baseType: !221, size: 64, align: 64, dwarfAddressSpace: 0)
!2759 = !{!2760}
!2760 = !DILocalVariable(name: "self", arg: 1, scope: !2753, file: !2754, line: 61, type: !2758)
!2761 = distinct !DILocation(line: 121, column: 53, scope: !2552, inlinedAt: !2590)
!2762 = !DILocation(line: 0, scope: !2718, inlinedAt: !2763)
!2763 = distinct !DILocation(line: 3136, column: 26, scope: !2764, inlinedAt: !2734)
!2764 = !DILexicalBlockFile(scope: !2701, file: !1156, discriminator: 2)
!2765 = !DILocalVariable(arg: 1, scope: !2766, file: !727, line: 29, type: !2681)
!2766 = distinct !DISubprogram(name: "{closure#0}<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$17hd6b6220e1efbc0cfE", scope: !13, file: !727, line: 29, type: !2767, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !2769)
!2767 = !DISubroutineType(types: !2768)
!2768 = !{!9, !2681}
!2769 = !{!2770, !2772, !2765}
!2770 = !DILocalVariable(name: "n", scope: !2771, file: !727, line: 34, type: !9, align: 64)
!2771 = distinct !DILexicalBlock(scope: !2766, file: !727, line: 34, column: 13)
!2772 = !DILocalVariable(name: "amt", scope: !2773, file: !727, line: 37, type: !9, align: 64)
!2773 = distinct !DILexicalBlock(scope: !2766, file: !727, line: 37, column: 9)
!2774 = !DILocation(line: 29, column: 48, scope: !2766, inlinedAt: !2775)
!2775 = distinct !DILocation(line: 1067, column: 21, scope: !2678, inlinedAt: !2690)
!2776 = !DILocalVariable(name: "self", arg: 1, scope: !2777, file: !1630, line: 1541, type: !2778)
!2777 = distinct !DISubprogram(name: "and_then<std::ffi::os_str::OsString, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hcdb5261c7e0e885bE", scope: !2778, file: !1630, line: 1541, type: !2801, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2806, declaration: !2805, retainedNodes: !2808)
!2778 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<std::ffi::os_str::OsString>", scope: !58, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2779, templateParams: !44, identifier: "45fe4a459e6da64dc342cf01dae1121a")
!2779 = !{!2780}
!2780 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2778, file: !2, size: 192, align: 64, elements: !2781, templateParams: !44, identifier: "6db36bd6e9fa950033843b36d828bf98", discriminator: !2800)
!2781 = !{!2782, !2796}
!2782 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2780, file: !2, baseType: !2783, size: 192, align: 64, extraData: i64 -9223372036854775808)
!2783 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2778, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !2784, identifier: "ab9ba039511e7f24837f764d69d1ee67")
!2784 = !{!2785}
!2785 = !DITemplateTypeParameter(name: "T", type: !2786)
!2786 = !DICompositeType(tag: DW_TAG_structure_type, name: "OsString", scope: !2787, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2789, templateParams: !44, identifier: "199623efef18463058824be4a9382ca2")
!2787 = !DINamespace(name: "os_str", scope: !2788)
!2788 = !DINamespace(name: "ffi", scope: !16)
!2789 = !{!2790}
!2790 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !2786, file: !2, baseType: !2791, size: 192, align: 64, flags: DIFlagPrivate)
!2791 = !DICompositeType(tag: DW_TAG_structure_type, name: "Buf", scope: !2792, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2794, templateParams: !44, identifier: "eb793ea8c69a73daa307a3862c2a53a")
!2792 = !DINamespace(name: "bytes", scope: !2793)
!2793 = !DINamespace(name: "os_str", scope: !290)
!2794 = !{!2795}
!2795 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !2791, file: !2, baseType: !2510, size: 192, align: 64, flags: DIFlagPublic)
!2796 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2780, file: !2, baseType: !2797, size: 192, align: 64)
!2797 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2778, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2798, templateParams: !2784, identifier: "37c87ca8fd8ab2e5462c35cffaf4433b")
!2798 = !{!2799}
!2799 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2797, file: !2, baseType: !2786, size: 192, align: 64, flags: DIFlagPublic)
!2800 = !DIDerivedType(tag: DW_TAG_member, scope: !2778, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2801 = !DISubroutineType(types: !2802)
!2802 = !{!2524, !2778, !2803}
!2803 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>", scope: !2804, file: !2, align: 8, elements: !44, identifier: "9a52ab40321fce44d7df4f083db949ea")
!2804 = !DINamespace(name: "{closure#0}", scope: !13)
!2805 = !DISubprogram(name: "and_then<std::ffi::os_str::OsString, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hcdb5261c7e0e885bE", scope: !2778, file: !1630, line: 1541, type: !2801, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2806)
!2806 = !{!2785, !1175, !2807}
!2807 = !DITemplateTypeParameter(name: "F", type: !2803)
!2808 = !{!2776, !2809, !2810}
!2809 = !DILocalVariable(name: "f", scope: !2777, file: !1630, line: 1541, type: !2803, align: 8)
!2810 = !DILocalVariable(name: "x", scope: !2811, file: !1630, line: 1546, type: !2786, align: 64)
!2811 = distinct !DILexicalBlock(scope: !2777, file: !1630, line: 1546, column: 13)
!2812 = !DILocation(line: 1541, column: 33, scope: !2777, inlinedAt: !2813)
!2813 = distinct !DILocation(line: 38, column: 14, scope: !2766, inlinedAt: !2775)
!2814 = !DILocalVariable(name: "order", scope: !2815, file: !1156, line: 2842, type: !596, align: 8)
!2815 = distinct !DISubprogram(name: "load", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize4load", scope: !80, file: !1156, line: 2842, type: !2816, scopeLine: 2842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !2818, retainedNodes: !2819)
!2816 = !DISubroutineType(types: !2817)
!2817 = !{!9, !1159, !596}
!2818 = !DISubprogram(name: "load", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize4load", scope: !80, file: !1156, line: 2842, type: !2816, scopeLine: 2842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!2819 = !{!2820, !2814}
!2820 = !DILocalVariable(name: "self", arg: 1, scope: !2815, file: !1156, line: 2842, type: !1159)
!2821 = !DILocation(line: 0, scope: !2815, inlinedAt: !2822)
!2822 = distinct !DILocation(line: 32, column: 19, scope: !2766, inlinedAt: !2775)
!2823 = !DILocation(line: 1541, column: 39, scope: !2777, inlinedAt: !2813)
!2824 = !DILocalVariable(name: "default", scope: !2825, file: !1630, line: 1038, type: !9, align: 64)
!2825 = distinct !DISubprogram(name: "unwrap_or<usize>", linkageName: "_ZN4core6option15Option$LT$T$GT$9unwrap_or17h5f6d107e9ef01160E", scope: !2524, file: !1630, line: 1038, type: !2826, scopeLine: 1038, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !89, declaration: !2828, retainedNodes: !2829)
!2826 = !DISubroutineType(types: !2827)
!2827 = !{!9, !2524, !9}
!2828 = !DISubprogram(name: "unwrap_or<usize>", linkageName: "_ZN4core6option15Option$LT$T$GT$9unwrap_or17h5f6d107e9ef01160E", scope: !2524, file: !1630, line: 1038, type: !2826, scopeLine: 1038, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !89)
!2829 = !{!2830, !2824, !2831}
!2830 = !DILocalVariable(name: "self", arg: 1, scope: !2825, file: !1630, line: 1038, type: !2524)
!2831 = !DILocalVariable(name: "x", scope: !2832, file: !1630, line: 1043, type: !9, align: 64)
!2832 = distinct !DILexicalBlock(scope: !2825, file: !1630, line: 1043, column: 13)
!2833 = !DILocation(line: 0, scope: !2825, inlinedAt: !2834)
!2834 = distinct !DILocation(line: 39, column: 14, scope: !2766, inlinedAt: !2775)
!2835 = !DILocalVariable(name: "self", scope: !2836, file: !1156, line: 2870, type: !1159, align: 64)
!2836 = distinct !DISubprogram(name: "store", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize5store", scope: !80, file: !1156, line: 2870, type: !2837, scopeLine: 2870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !2839, retainedNodes: !2840)
!2837 = !DISubroutineType(types: !2838)
!2838 = !{null, !1159, !9, !596}
!2839 = !DISubprogram(name: "store", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize5store", scope: !80, file: !1156, line: 2870, type: !2837, scopeLine: 2870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!2840 = !{!2835, !2841, !2842}
!2841 = !DILocalVariable(name: "val", arg: 2, scope: !2836, file: !1156, line: 2870, type: !9)
!2842 = !DILocalVariable(name: "order", scope: !2836, file: !1156, line: 2870, type: !596, align: 8)
!2843 = !DILocation(line: 0, scope: !2836, inlinedAt: !2844)
!2844 = distinct !DILocation(line: 43, column: 13, scope: !2773, inlinedAt: !2775)
!2845 = !DILocalVariable(name: "dst", arg: 1, scope: !2846, file: !1156, line: 3886, type: !2849)
!2846 = distinct !DISubprogram(name: "atomic_load<usize>", linkageName: "_ZN4core4sync6atomic11atomic_load17h29c57819babb5898E", scope: !81, file: !1156, line: 3886, type: !2847, scopeLine: 3886, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !89, retainedNodes: !2850)
!2847 = !DISubroutineType(types: !2848)
!2848 = !{!9, !2849, !596}
!2849 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const usize", baseType: !9, size: 64, align: 64, dwarfAddressSpace: 0)
!2850 = !{!2845, !2851}
!2851 = !DILocalVariable(name: "order", arg: 2, scope: !2846, file: !1156, line: 3886, type: !596)
!2852 = !DILocation(line: 0, scope: !2846, inlinedAt: !2853)
!2853 = distinct !DILocation(line: 2844, column: 26, scope: !2815, inlinedAt: !2822)
!2854 = !DILocation(line: 3890, column: 24, scope: !2846, inlinedAt: !2853)
!2855 = !{!2856, !2858, !2674, !2692}
!2856 = distinct !{!2856, !2857, !"_ZN3std6thread9lifecycle15spawn_unchecked17h8d719cbf6de05ab7E: %_0"}
!2857 = distinct !{!2857, !"_ZN3std6thread9lifecycle15spawn_unchecked17h8d719cbf6de05ab7E"}
!2858 = distinct !{!2858, !2857, !"_ZN3std6thread9lifecycle15spawn_unchecked17h8d719cbf6de05ab7E: %name"}
!2859 = !DILocation(line: 0, scope: !2771, inlinedAt: !2775)
!2860 = !DILocation(line: 32, column: 9, scope: !2766, inlinedAt: !2775)
!2861 = !DILocation(line: 37, column: 19, scope: !2766, inlinedAt: !2775)
!2862 = !DILocalVariable(name: "key", arg: 1, scope: !2863, file: !2864, line: 259, type: !504)
!2863 = distinct !DISubprogram(name: "var_os<&str>", linkageName: "_ZN3std3env6var_os17hcff36c58686e5d81E", scope: !2865, file: !2864, line: 259, type: !2866, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2869, retainedNodes: !2868)
!2864 = !DIFile(filename: "library/std/src/env.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "ea222fa0ef0f8138bff3cc805406605d")
!2865 = !DINamespace(name: "env", scope: !16)
!2866 = !DISubroutineType(types: !2867)
!2867 = !{!2778, !504}
!2868 = !{!2862}
!2869 = !{!2870}
!2870 = !DITemplateTypeParameter(name: "K", type: !504)
!2871 = !DILocation(line: 0, scope: !2863, inlinedAt: !2872)
!2872 = distinct !DILocation(line: 37, column: 19, scope: !2766, inlinedAt: !2775)
!2873 = !DILocation(line: 260, column: 5, scope: !2863, inlinedAt: !2872)
!2874 = !DILocation(line: 1545, column: 15, scope: !2777, inlinedAt: !2813)
!2875 = !{i64 0, i64 -9223372036854775807}
!2876 = !DILocation(line: 1545, column: 9, scope: !2777, inlinedAt: !2813)
!2877 = !DILocation(line: 34, column: 25, scope: !2771, inlinedAt: !2775)
!2878 = !DILocation(line: 0, scope: !2773, inlinedAt: !2775)
!2879 = !DILocation(line: 45, column: 6, scope: !2766, inlinedAt: !2775)
!2880 = !DILocation(line: 0, scope: !2811, inlinedAt: !2813)
!2881 = !DILocation(line: 1546, column: 18, scope: !2777, inlinedAt: !2813)
!2882 = !DILocalVariable(name: "s", arg: 2, scope: !2883, file: !727, line: 38, type: !2786)
!2883 = distinct !DISubprogram(name: "{closure#0}<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h1c5948d44628f365E", scope: !2804, file: !727, line: 38, type: !2884, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !2886)
!2884 = !DISubroutineType(types: !2885)
!2885 = !{!2524, !2803, !2786}
!2886 = !{!2882, !2887}
!2887 = !DILocalVariable(arg: 1, scope: !2883, file: !727, line: 38, type: !2803)
!2888 = !DILocation(line: 0, scope: !2883, inlinedAt: !2889)
!2889 = distinct !DILocation(line: 1546, column: 24, scope: !2811, inlinedAt: !2813)
!2890 = !DILocation(line: 38, column: 23, scope: !2883, inlinedAt: !2889)
!2891 = !DILocalVariable(name: "self", arg: 1, scope: !2892, file: !2658, line: 708, type: !2893)
!2892 = distinct !DISubprogram(name: "ok<&str, core::str::error::Utf8Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$2ok17hdfa6cb454d16d30fE", scope: !2893, file: !2658, line: 708, type: !2925, scopeLine: 708, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2901, declaration: !2938, retainedNodes: !2939)
!2893 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<&str, core::str::error::Utf8Error>", scope: !341, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2894, templateParams: !44, identifier: "5582fb2b4f7836c2b89331cf171c5afa")
!2894 = !{!2895}
!2895 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2893, file: !2, size: 192, align: 64, elements: !2896, templateParams: !44, identifier: "6cf57bbe5981774bf4790e94b77f380", discriminator: !2924)
!2896 = !{!2897, !2920}
!2897 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2895, file: !2, baseType: !2898, size: 192, align: 64, extraData: i64 0)
!2898 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2893, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2899, templateParams: !2901, identifier: "6f375c847b087fd65c2efe46c2d601fc")
!2899 = !{!2900}
!2900 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2898, file: !2, baseType: !504, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!2901 = !{!906, !2902}
!2902 = !DITemplateTypeParameter(name: "E", type: !2903)
!2903 = !DICompositeType(tag: DW_TAG_structure_type, name: "Utf8Error", scope: !2904, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2906, templateParams: !44, identifier: "a1b2917cf4ad01b98aaa8d55424ca90e")
!2904 = !DINamespace(name: "error", scope: !2905)
!2905 = !DINamespace(name: "str", scope: !25)
!2906 = !{!2907, !2908}
!2907 = !DIDerivedType(tag: DW_TAG_member, name: "valid_up_to", scope: !2903, file: !2, baseType: !9, size: 64, align: 64, flags: DIFlagProtected)
!2908 = !DIDerivedType(tag: DW_TAG_member, name: "error_len", scope: !2903, file: !2, baseType: !2909, size: 16, align: 8, offset: 64, flags: DIFlagProtected)
!2909 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u8>", scope: !58, file: !2, size: 16, align: 8, flags: DIFlagPublic, elements: !2910, templateParams: !44, identifier: "6850a92a40c22a3fa30403901fda925d")
!2910 = !{!2911}
!2911 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2909, file: !2, size: 16, align: 8, elements: !2912, templateParams: !44, identifier: "6dc00fc24aa236d6513d9de8c7098b42", discriminator: !2919)
!2912 = !{!2913, !2915}
!2913 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2911, file: !2, baseType: !2914, size: 16, align: 8, extraData: i8 0)
!2914 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2909, file: !2, size: 16, align: 8, flags: DIFlagPublic, elements: !44, templateParams: !145, identifier: "82686c0219b197b3634b19b380fb0074")
!2915 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2911, file: !2, baseType: !2916, size: 16, align: 8, extraData: i8 1)
!2916 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2909, file: !2, size: 16, align: 8, flags: DIFlagPublic, elements: !2917, templateParams: !145, identifier: "da7c844113dbf375df5d296690266c32")
!2917 = !{!2918}
!2918 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2916, file: !2, baseType: !144, size: 8, align: 8, offset: 8, flags: DIFlagPublic)
!2919 = !DIDerivedType(tag: DW_TAG_member, scope: !2909, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagArtificial)
!2920 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2895, file: !2, baseType: !2921, size: 192, align: 64, extraData: i64 1)
!2921 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2893, file: !2, size: 192, align: 64, flags: DIFlagPublic, elements: !2922, templateParams: !2901, identifier: "2937e7ba81d49a1c39907cf4541f6c52")
!2922 = !{!2923}
!2923 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2921, file: !2, baseType: !2903, size: 128, align: 64, offset: 64, flags: DIFlagPublic)
!2924 = !DIDerivedType(tag: DW_TAG_member, scope: !2893, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2925 = !DISubroutineType(types: !2926)
!2926 = !{!2927, !2893}
!2927 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&str>", scope: !58, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2928, templateParams: !44, identifier: "388f0724495c9979543236d6ae2d54c2")
!2928 = !{!2929}
!2929 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2927, file: !2, size: 128, align: 64, elements: !2930, templateParams: !44, identifier: "e6785e8f6e1e140eb9b4249e8ee16932", discriminator: !2937)
!2930 = !{!2931, !2933}
!2931 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !2929, file: !2, baseType: !2932, size: 128, align: 64, extraData: i64 0)
!2932 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !2927, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !905, identifier: "d07e0299997611c95ecaaab3f1b5fcbf")
!2933 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !2929, file: !2, baseType: !2934, size: 128, align: 64)
!2934 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !2927, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2935, templateParams: !905, identifier: "752c4aa88f8dc851ac37ea0fe4a1be3a")
!2935 = !{!2936}
!2936 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2934, file: !2, baseType: !504, size: 128, align: 64, flags: DIFlagPublic)
!2937 = !DIDerivedType(tag: DW_TAG_member, scope: !2927, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!2938 = !DISubprogram(name: "ok<&str, core::str::error::Utf8Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$2ok17hdfa6cb454d16d30fE", scope: !2893, file: !2658, line: 708, type: !2925, scopeLine: 708, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2901)
!2939 = !{!2891, !2940}
!2940 = !DILocalVariable(name: "x", scope: !2941, file: !2658, line: 714, type: !504, align: 64)
!2941 = distinct !DILexicalBlock(scope: !2892, file: !2658, line: 714, column: 13)
!2942 = !DILocation(line: 708, column: 21, scope: !2892, inlinedAt: !2943)
!2943 = distinct !DILocation(line: 914, column: 29, scope: !2944, inlinedAt: !2966)
!2944 = distinct !DISubprogram(name: "to_str", linkageName: "_RNvMsl_NtNtCsjrHSEGnQ3l9_3std3ffi6os_strNtB5_5OsStr6to_str", scope: !2946, file: !2945, line: 913, type: !2952, scopeLine: 913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !2959, retainedNodes: !2960)
!2945 = !DIFile(filename: "library/std/src/ffi/os_str.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6eec051f87d8cefa8b614e4b3d949fd0")
!2946 = !DICompositeType(tag: DW_TAG_structure_type, name: "OsStr", scope: !2787, file: !2, align: 8, flags: DIFlagPublic, elements: !2947, templateParams: !44, identifier: "9b2ff0e99145c91adaf994211d6efd2a")
!2947 = !{!2948}
!2948 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !2946, file: !2, baseType: !2949, align: 8, flags: DIFlagPrivate)
!2949 = !DICompositeType(tag: DW_TAG_structure_type, name: "Slice", scope: !2792, file: !2, align: 8, flags: DIFlagPublic, elements: !2950, templateParams: !44, identifier: "4daaa6a3d6e2ac322e5faa02ad2f2c71")
!2950 = !{!2951}
!2951 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !2949, file: !2, baseType: !144, align: 8, flags: DIFlagPublic)
!2952 = !DISubroutineType(types: !2953)
!2953 = !{!2927, !2954}
!2954 = !DICompositeType(tag: DW_TAG_structure_type, name: "&std::ffi::os_str::OsStr", file: !2, size: 128, align: 64, elements: !2955, templateParams: !44, identifier: "5ad606f5414a2d9527e9cd3c27c80654")
!2955 = !{!2956, !2958}
!2956 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !2954, file: !2, baseType: !2957, size: 64, align: 64)
!2957 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2946, size: 64, align: 64, dwarfAddressSpace: 0)
!2958 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !2954, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!2959 = !DISubprogram(name: "to_str", linkageName: "_RNvMsl_NtNtCsjrHSEGnQ3l9_3std3ffi6os_strNtB5_5OsStr6to_str", scope: !2946, file: !2945, line: 913, type: !2952, scopeLine: 913, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!2960 = !{!2961}
!2961 = !DILocalVariable(name: "self", arg: 1, scope: !2944, file: !2945, line: 913, type: !2962)
!2962 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const std::ffi::os_str::OsStr", file: !2, size: 128, align: 64, elements: !2963, templateParams: !44, identifier: "fcdd8c6d8e8385321623bf8c6fbc98cc")
!2963 = !{!2964, !2965}
!2964 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !2962, file: !2, baseType: !2957, size: 64, align: 64)
!2965 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !2962, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!2966 = distinct !DILocation(line: 38, column: 29, scope: !2883, inlinedAt: !2889)
!2967 = !DILocalVariable(name: "f", scope: !2968, file: !1630, line: 1541, type: !2971, align: 8)
!2968 = distinct !DISubprogram(name: "and_then<&str, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure#0}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hafba773521e42825E", scope: !2927, file: !1630, line: 1541, type: !2969, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2974, declaration: !2973, retainedNodes: !2976)
!2969 = !DISubroutineType(types: !2970)
!2970 = !{!2524, !2927, !2971}
!2971 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>", scope: !2972, file: !2, align: 8, elements: !44, identifier: "5e8cde60f8db992f74bb5ff842d571d0")
!2972 = !DINamespace(name: "{closure#0}", scope: !2804)
!2973 = !DISubprogram(name: "and_then<&str, usize, std::thread::lifecycle::spawn_unchecked::{closure#0}::{closure#0}::{closure_env#0}<threadnum::spawn_logs::{closure_env#0}, u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$8and_then17hafba773521e42825E", scope: !2927, file: !1630, line: 1541, type: !2969, scopeLine: 1541, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2974)
!2974 = !{!906, !1175, !2975}
!2975 = !DITemplateTypeParameter(name: "F", type: !2971)
!2976 = !{!2977, !2967, !2978}
!2977 = !DILocalVariable(name: "self", arg: 1, scope: !2968, file: !1630, line: 1541, type: !2927)
!2978 = !DILocalVariable(name: "x", scope: !2979, file: !1630, line: 1546, type: !504, align: 64)
!2979 = distinct !DILexicalBlock(scope: !2968, file: !1630, line: 1546, column: 13)
!2980 = !DILocation(line: 1541, column: 39, scope: !2968, inlinedAt: !2981)
!2981 = distinct !DILocation(line: 38, column: 38, scope: !2883, inlinedAt: !2889)
!2982 = !DILocalVariable(name: "radix", scope: !2983, file: !2984, line: 1629, type: !299, align: 32)
!2983 = distinct !DISubprogram(name: "from_str_radix", linkageName: "_RNvMsv_NtCsgEmfK2I1SDS_4core3numj14from_str_radix", scope: !2985, file: !2984, line: 1629, type: !2986, scopeLine: 1629, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3006)
!2984 = !DIFile(filename: "library/core/src/num/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "1db7404d1c8f3f7800b5a2176e16a3e4")
!2985 = !DINamespace(name: "{impl#33}", scope: !152)
!2986 = !DISubroutineType(types: !2987)
!2987 = !{!2988, !504, !299}
!2988 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<usize, core::num::error::ParseIntError>", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2989, templateParams: !44, identifier: "6d3af7ce428cd6cc82e757daf4ebf0c0")
!2989 = !{!2990}
!2990 = !DICompositeType(tag: DW_TAG_variant_part, scope: !2988, file: !2, size: 128, align: 64, elements: !2991, templateParams: !44, identifier: "4327e9ab2957c403a5761f2393aced4", discriminator: !3005)
!2991 = !{!2992, !3001}
!2992 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !2990, file: !2, baseType: !2993, size: 128, align: 64, extraData: i8 0)
!2993 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !2988, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !2994, templateParams: !2996, identifier: "49acdc61c11aed3184f953118eaa67c9")
!2994 = !{!2995}
!2995 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !2993, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!2996 = !{!90, !2997}
!2997 = !DITemplateTypeParameter(name: "E", type: !2998)
!2998 = !DICompositeType(tag: DW_TAG_structure_type, name: "ParseIntError", scope: !589, file: !2, size: 8, align: 8, flags: DIFlagPublic, elements: !2999, templateParams: !44, identifier: "f413e33ccd4d99b7e5207af7dbc7958c")
!2999 = !{!3000}
!3000 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !2998, file: !2, baseType: !588, size: 8, align: 8, flags: DIFlagProtected)
!3001 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !2990, file: !2, baseType: !3002, size: 128, align: 64, extraData: i8 1)
!3002 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !2988, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3003, templateParams: !2996, identifier: "e95c5481c4f5dd586c38665176a42d88")
!3003 = !{!3004}
!3004 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3002, file: !2, baseType: !2998, size: 8, align: 8, offset: 8, flags: DIFlagPublic)
!3005 = !DIDerivedType(tag: DW_TAG_member, scope: !2988, file: !2, baseType: !144, size: 8, align: 8, flags: DIFlagArtificial)
!3006 = !{!3007, !2982}
!3007 = !DILocalVariable(name: "src", arg: 1, scope: !2983, file: !2984, line: 1629, type: !504)
!3008 = !DILocation(line: 0, scope: !2983, inlinedAt: !3009)
!3009 = distinct !DILocation(line: 1579, column: 17, scope: !3010, inlinedAt: !3016)
!3010 = distinct !DISubprogram(name: "from_str", linkageName: "_RNvXsu_NtCsgEmfK2I1SDS_4core3numjNtNtNtB7_3str6traits7FromStr8from_str", scope: !3011, file: !2984, line: 1578, type: !3012, scopeLine: 1578, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3014)
!3011 = !DINamespace(name: "{impl#32}", scope: !152)
!3012 = !DISubroutineType(types: !3013)
!3013 = !{!2988, !504}
!3014 = !{!3015}
!3015 = !DILocalVariable(name: "src", arg: 1, scope: !3010, file: !2984, line: 1578, type: !504)
!3016 = distinct !DILocation(line: 2766, column: 9, scope: !3017, inlinedAt: !3024)
!3017 = distinct !DISubprogram(name: "parse<usize>", linkageName: "_ZN4core3str21_$LT$impl$u20$str$GT$5parse17h8ddf252580daa1e6E", scope: !3019, file: !3018, line: 2765, type: !3012, scopeLine: 2765, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !3022, retainedNodes: !3020)
!3018 = !DIFile(filename: "library/core/src/str/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b67baab1b9aefdbe1feb84767953c83d")
!3019 = !DINamespace(name: "{impl#0}", scope: !2905)
!3020 = !{!3021}
!3021 = !DILocalVariable(name: "self", arg: 1, scope: !3017, file: !3018, line: 2765, type: !504)
!3022 = !{!3023}
!3023 = !DITemplateTypeParameter(name: "F", type: !9)
!3024 = distinct !DILocation(line: 38, column: 53, scope: !3025, inlinedAt: !3030)
!3025 = distinct !DISubprogram(name: "{closure#0}<threadnum::spawn_logs::{closure_env#0}, u64>", linkageName: "_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h0f755b3973190b90E", scope: !2972, file: !727, line: 38, type: !3026, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !649, retainedNodes: !3028)
!3026 = !DISubroutineType(types: !3027)
!3027 = !{!2524, !2971, !504}
!3028 = !{!3029}
!3029 = !DILocalVariable(name: "s", arg: 2, scope: !3025, file: !727, line: 38, type: !504)
!3030 = distinct !DILocation(line: 1546, column: 24, scope: !2979, inlinedAt: !2981)
!3031 = !DILocation(line: 0, scope: !2944, inlinedAt: !2966)
!3032 = !DILocation(line: 914, column: 9, scope: !2944, inlinedAt: !2966)
!3033 = !{!3034, !2856, !2858, !2674, !2692}
!3034 = distinct !{!3034, !3035, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h1c5948d44628f365E: %s"}
!3035 = distinct !{!3035, !"_ZN3std6thread9lifecycle15spawn_unchecked28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h1c5948d44628f365E"}
!3036 = !DILocalVariable(name: "self", arg: 1, scope: !3037, file: !3038, line: 287, type: !3041)
!3037 = distinct !DISubprogram(name: "to_str", linkageName: "_RNvMs7_NtNtNtCsjrHSEGnQ3l9_3std3sys6os_str5bytesNtB5_5Slice6to_str", scope: !2949, file: !3038, line: 287, type: !3039, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !3046, retainedNodes: !3047)
!3038 = !DIFile(filename: "library/std/src/sys/os_str/bytes.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "6c7f4a29e2f232ef89a4a80dadafd37f")
!3039 = !DISubroutineType(types: !3040)
!3040 = !{!2893, !3041}
!3041 = !DICompositeType(tag: DW_TAG_structure_type, name: "&std::sys::os_str::bytes::Slice", file: !2, size: 128, align: 64, elements: !3042, templateParams: !44, identifier: "330e638bb2ec503629394ffc278dbde1")
!3042 = !{!3043, !3045}
!3043 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !3041, file: !2, baseType: !3044, size: 64, align: 64)
!3044 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2949, size: 64, align: 64, dwarfAddressSpace: 0)
!3045 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !3041, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!3046 = !DISubprogram(name: "to_str", linkageName: "_RNvMs7_NtNtNtCsjrHSEGnQ3l9_3std3sys6os_str5bytesNtB5_5Slice6to_str", scope: !2949, file: !3038, line: 287, type: !3039, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!3047 = !{!3036}
!3048 = !DILocation(line: 287, column: 19, scope: !3037, inlinedAt: !3049)
!3049 = distinct !DILocation(line: 914, column: 20, scope: !2944, inlinedAt: !2966)
!3050 = !DILocation(line: 288, column: 9, scope: !3037, inlinedAt: !3049)
!3051 = !DILocation(line: 713, column: 15, scope: !2892, inlinedAt: !2943)
!3052 = !DILocation(line: 713, column: 9, scope: !2892, inlinedAt: !2943)
!3053 = !DILocation(line: 0, scope: !2968, inlinedAt: !2981)
!3054 = !DILocation(line: 914, column: 32, scope: !2944, inlinedAt: !2966)
!3055 = !DILocation(line: 1549, column: 5, scope: !2968, inlinedAt: !2981)
!3056 = !DILocation(line: 714, column: 16, scope: !2892, inlinedAt: !2943)
!3057 = !{i64 1}
!3058 = !DILocation(line: 0, scope: !2979, inlinedAt: !2981)
!3059 = !DILocation(line: 0, scope: !3025, inlinedAt: !3030)
!3060 = !DILocation(line: 0, scope: !3017, inlinedAt: !3024)
!3061 = !DILocation(line: 0, scope: !3010, inlinedAt: !3016)
!3062 = !DILocalVariable(name: "src", arg: 1, scope: !3063, file: !2984, line: 1708, type: !3066)
!3063 = distinct !DISubprogram(name: "from_ascii_radix", linkageName: "_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix", scope: !2985, file: !2984, line: 1708, type: !3064, scopeLine: 1708, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3070)
!3064 = !DISubroutineType(types: !3065)
!3065 = !{!2988, !3066, !299}
!3066 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[u8]", file: !2, size: 128, align: 64, elements: !3067, templateParams: !44, identifier: "31681e0c10b314f1f33e38b2779acbb4")
!3067 = !{!3068, !3069}
!3068 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !3066, file: !2, baseType: !264, size: 64, align: 64)
!3069 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !3066, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!3070 = !{!3062, !3071, !3072, !3074, !3076, !3077, !3079, !3081, !3083, !3085, !3088, !3089, !3091, !3093, !3095, !3096, !3098, !3100, !3102, !3103, !3105, !3107, !3109, !3111, !3113, !3115, !3116, !3118, !3120, !3122, !3124}
!3071 = !DILocalVariable(name: "radix", arg: 2, scope: !3063, file: !2984, line: 1708, type: !299)
!3072 = !DILocalVariable(name: "is_signed_ty", scope: !3073, file: !2984, line: 1721, type: !2142, align: 8)
!3073 = distinct !DILexicalBlock(scope: !3063, file: !2984, line: 1721, column: 17)
!3074 = !DILocalVariable(name: "is_positive", scope: !3075, file: !2984, line: 1723, type: !2142, align: 8)
!3075 = distinct !DILexicalBlock(scope: !3073, file: !2984, line: 1723, column: 17)
!3076 = !DILocalVariable(name: "digits", scope: !3075, file: !2984, line: 1723, type: !3066, align: 64)
!3077 = !DILocalVariable(name: "rest", scope: !3078, file: !2984, line: 1727, type: !3066, align: 64)
!3078 = distinct !DILexicalBlock(scope: !3073, file: !2984, line: 1727, column: 21)
!3079 = !DILocalVariable(name: "rest", scope: !3080, file: !2984, line: 1728, type: !3066, align: 64)
!3080 = distinct !DILexicalBlock(scope: !3073, file: !2984, line: 1728, column: 21)
!3081 = !DILocalVariable(name: "rest", scope: !3080, file: !2984, line: 1728, type: !3082, align: 64)
!3082 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&[u8]", baseType: !3066, size: 64, align: 64, dwarfAddressSpace: 0)
!3083 = !DILocalVariable(name: "result", scope: !3084, file: !2984, line: 1732, type: !9, align: 64)
!3084 = distinct !DILexicalBlock(scope: !3075, file: !2984, line: 1732, column: 17)
!3085 = !DILocalVariable(name: "c", scope: !3086, file: !2984, line: 1754, type: !3087, align: 64)
!3086 = distinct !DILexicalBlock(scope: !3084, file: !2984, line: 1754, column: 63)
!3087 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u8", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!3088 = !DILocalVariable(name: "rest", scope: !3086, file: !2984, line: 1754, type: !3066, align: 64)
!3089 = !DILocalVariable(name: "x", scope: !3090, file: !2984, line: 1756, type: !299, align: 32)
!3090 = distinct !DILexicalBlock(scope: !3086, file: !2984, line: 1756, column: 33)
!3091 = !DILocalVariable(name: "value", scope: !3092, file: !2984, line: 1737, type: !299, align: 32)
!3092 = distinct !DILexicalBlock(scope: !3086, file: !2984, line: 1737, column: 29)
!3093 = !DILocalVariable(name: "c", scope: !3094, file: !2984, line: 1754, type: !3087, align: 64)
!3094 = distinct !DILexicalBlock(scope: !3084, file: !2984, line: 1754, column: 63)
!3095 = !DILocalVariable(name: "rest", scope: !3094, file: !2984, line: 1754, type: !3066, align: 64)
!3096 = !DILocalVariable(name: "x", scope: !3097, file: !2984, line: 1756, type: !299, align: 32)
!3097 = distinct !DILexicalBlock(scope: !3094, file: !2984, line: 1756, column: 33)
!3098 = !DILocalVariable(name: "value", scope: !3099, file: !2984, line: 1737, type: !299, align: 32)
!3099 = distinct !DILexicalBlock(scope: !3094, file: !2984, line: 1737, column: 29)
!3100 = !DILocalVariable(name: "c", scope: !3101, file: !2984, line: 1770, type: !3087, align: 64)
!3101 = distinct !DILexicalBlock(scope: !3084, file: !2984, line: 1770, column: 63)
!3102 = !DILocalVariable(name: "rest", scope: !3101, file: !2984, line: 1770, type: !3066, align: 64)
!3103 = !DILocalVariable(name: "mul", scope: !3104, file: !2984, line: 1781, type: !2524, align: 64)
!3104 = distinct !DILexicalBlock(scope: !3101, file: !2984, line: 1781, column: 33)
!3105 = !DILocalVariable(name: "x", scope: !3106, file: !2984, line: 1782, type: !9, align: 64)
!3106 = distinct !DILexicalBlock(scope: !3104, file: !2984, line: 1782, column: 33)
!3107 = !DILocalVariable(name: "value", scope: !3108, file: !2984, line: 1737, type: !299, align: 32)
!3108 = distinct !DILexicalBlock(scope: !3104, file: !2984, line: 1737, column: 29)
!3109 = !DILocalVariable(name: "value", scope: !3110, file: !2984, line: 1737, type: !9, align: 64)
!3110 = distinct !DILexicalBlock(scope: !3106, file: !2984, line: 1737, column: 29)
!3111 = !DILocalVariable(name: "value", scope: !3112, file: !2984, line: 1737, type: !9, align: 64)
!3112 = distinct !DILexicalBlock(scope: !3106, file: !2984, line: 1737, column: 29)
!3113 = !DILocalVariable(name: "c", scope: !3114, file: !2984, line: 1770, type: !3087, align: 64)
!3114 = distinct !DILexicalBlock(scope: !3084, file: !2984, line: 1770, column: 63)
!3115 = !DILocalVariable(name: "rest", scope: !3114, file: !2984, line: 1770, type: !3066, align: 64)
!3116 = !DILocalVariable(name: "mul", scope: !3117, file: !2984, line: 1781, type: !2524, align: 64)
!3117 = distinct !DILexicalBlock(scope: !3114, file: !2984, line: 1781, column: 33)
!3118 = !DILocalVariable(name: "x", scope: !3119, file: !2984, line: 1782, type: !9, align: 64)
!3119 = distinct !DILexicalBlock(scope: !3117, file: !2984, line: 1782, column: 33)
!3120 = !DILocalVariable(name: "value", scope: !3121, file: !2984, line: 1737, type: !299, align: 32)
!3121 = distinct !DILexicalBlock(scope: !3117, file: !2984, line: 1737, column: 29)
!3122 = !DILocalVariable(name: "value", scope: !3123, file: !2984, line: 1737, type: !9, align: 64)
!3123 = distinct !DILexicalBlock(scope: !3119, file: !2984, line: 1737, column: 29)
!3124 = !DILocalVariable(name: "value", scope: !3125, file: !2984, line: 1737, type: !9, align: 64)
!3125 = distinct !DILexicalBlock(scope: !3119, file: !2984, line: 1737, column: 29)
!3126 = !DILocation(line: 0, scope: !3063, inlinedAt: !3127)
!3127 = distinct !DILocation(line: 1630, column: 17, scope: !2983, inlinedAt: !3009)
!3128 = !DILocation(line: 0, scope: !3075, inlinedAt: !3127)
!3129 = !DILocalVariable(name: "radix", arg: 1, scope: !3130, file: !2984, line: 1521, type: !299)
!3130 = distinct !DISubprogram(name: "can_not_overflow<usize>", linkageName: "_ZN4core3num16can_not_overflow17h2378ea3a3be6f8b5E", scope: !152, file: !2984, line: 1521, type: !3131, scopeLine: 1521, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !89, retainedNodes: !3133)
!3131 = !DISubroutineType(types: !3132)
!3132 = !{!2142, !299, !2142, !3066}
!3133 = !{!3129, !3134, !3135}
!3134 = !DILocalVariable(name: "is_signed_ty", scope: !3130, file: !2984, line: 1521, type: !2142, align: 8)
!3135 = !DILocalVariable(name: "digits", arg: 3, scope: !3130, file: !2984, line: 1521, type: !3066)
!3136 = !DILocation(line: 0, scope: !3130, inlinedAt: !3137)
!3137 = distinct !DILocation(line: 1743, column: 20, scope: !3084, inlinedAt: !3127)
!3138 = !DILocation(line: 0, scope: !3073, inlinedAt: !3127)
!3139 = !DILocation(line: 1716, column: 20, scope: !3063, inlinedAt: !3127)
!3140 = !DILocation(line: 1723, column: 49, scope: !3073, inlinedAt: !3127)
!3141 = !{!3142}
!3142 = distinct !{!3142, !3143, !"_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix: argument 1"}
!3143 = distinct !{!3143, !"_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix"}
!3144 = !{!3145, !3034, !2856, !2858, !2674, !2692}
!3145 = distinct !{!3145, !3143, !"_RNvMsv_NtCsgEmfK2I1SDS_4core3numj16from_ascii_radix: %_0"}
!3146 = !DILocation(line: 0, scope: !3084, inlinedAt: !3127)
!3147 = !DILocalVariable(name: "self", arg: 1, scope: !3148, file: !1479, line: 1160, type: !9)
!3148 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_mul", scope: !1480, file: !1479, line: 1160, type: !3149, scopeLine: 1160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3151)
!3149 = !DISubroutineType(types: !3150)
!3150 = !{!2524, !9, !9}
!3151 = !{!3147, !3152, !3153, !3155, !3156, !3158}
!3152 = !DILocalVariable(name: "rhs", arg: 2, scope: !3148, file: !1479, line: 1160, type: !9)
!3153 = !DILocalVariable(name: "a", scope: !3154, file: !1479, line: 1161, type: !9, align: 64)
!3154 = distinct !DILexicalBlock(scope: !3148, file: !1479, line: 1161, column: 13)
!3155 = !DILocalVariable(name: "b", scope: !3154, file: !1479, line: 1161, type: !2142, align: 8)
!3156 = !DILocalVariable(name: "a", scope: !3157, file: !1479, line: 1161, type: !9, align: 64)
!3157 = distinct !DILexicalBlock(scope: !3148, file: !1479, line: 1161, column: 13)
!3158 = !DILocalVariable(name: "b", scope: !3157, file: !1479, line: 1161, type: !2142, align: 8)
!3159 = !DILocation(line: 0, scope: !3148, inlinedAt: !3160)
!3160 = distinct !DILocation(line: 1781, column: 50, scope: !3101, inlinedAt: !3127)
!3161 = !DILocalVariable(name: "self", arg: 1, scope: !3162, file: !1479, line: 3050, type: !9)
!3162 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj15overflowing_mul", scope: !1480, file: !1479, line: 3050, type: !3163, scopeLine: 3050, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3169)
!3163 = !DISubroutineType(types: !3164)
!3164 = !{!3165, !9, !9}
!3165 = !DICompositeType(tag: DW_TAG_structure_type, name: "(usize, bool)", file: !2, size: 128, align: 64, elements: !3166, templateParams: !44, identifier: "d571287e27d8be874e95a2f698798cc6")
!3166 = !{!3167, !3168}
!3167 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3165, file: !2, baseType: !9, size: 64, align: 64)
!3168 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !3165, file: !2, baseType: !2142, size: 8, align: 8, offset: 64)
!3169 = !{!3161, !3170}
!3170 = !DILocalVariable(name: "rhs", arg: 2, scope: !3162, file: !1479, line: 3050, type: !9)
!3171 = !DILocation(line: 0, scope: !3162, inlinedAt: !3172)
!3172 = distinct !DILocation(line: 1161, column: 31, scope: !3148, inlinedAt: !3160)
!3173 = !DILocation(line: 1522, column: 5, scope: !3130, inlinedAt: !3137)
!3174 = !DILocation(line: 1754, column: 39, scope: !3086, inlinedAt: !3127)
!3175 = !DILocation(line: 1770, column: 39, scope: !3101, inlinedAt: !3127)
!3176 = !DILocation(line: 0, scope: !3101, inlinedAt: !3127)
!3177 = !DILocation(line: 3051, column: 26, scope: !3162, inlinedAt: !3172)
!3178 = !DILocation(line: 0, scope: !3154, inlinedAt: !3160)
!3179 = !DILocalVariable(name: "b", arg: 1, scope: !3180, file: !3181, line: 456, type: !2142)
!3180 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsgEmfK2I1SDS_4core10intrinsics8unlikely", scope: !3182, file: !3181, line: 456, type: !3183, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3185)
!3181 = !DIFile(filename: "library/core/src/intrinsics/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b1b7915c1b8b57766c20270acae549ce")
!3182 = !DINamespace(name: "intrinsics", scope: !25)
!3183 = !DISubroutineType(types: !3184)
!3184 = !{!2142, !2142}
!3185 = !{!3179}
!3186 = !DILocation(line: 0, scope: !3180, inlinedAt: !3187)
!3187 = distinct !DILocation(line: 1162, column: 16, scope: !3154, inlinedAt: !3160)
!3188 = !DILocation(line: 457, column: 8, scope: !3180, inlinedAt: !3187)
!3189 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!3190 = !DILocation(line: 1770, column: 43, scope: !3101, inlinedAt: !3127)
!3191 = !DILocation(line: 0, scope: !3104, inlinedAt: !3127)
!3192 = !DILocation(line: 1782, column: 57, scope: !3104, inlinedAt: !3127)
!3193 = !DILocation(line: 1782, column: 56, scope: !3104, inlinedAt: !3127)
!3194 = !DILocalVariable(name: "self", arg: 1, scope: !3195, file: !3196, line: 402, type: !3213)
!3195 = distinct !DISubprogram(name: "to_digit", linkageName: "_RNvMNtNtCsgEmfK2I1SDS_4core4char7methodsc8to_digit", scope: !3197, file: !3196, line: 402, type: !3200, scopeLine: 402, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3214)
!3196 = !DIFile(filename: "library/core/src/char/methods.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "5d684acd75bd81500f3b16def5f1380a")
!3197 = !DINamespace(name: "{impl#0}", scope: !3198)
!3198 = !DINamespace(name: "methods", scope: !3199)
!3199 = !DINamespace(name: "char", scope: !25)
!3200 = !DISubroutineType(types: !3201)
!3201 = !{!3202, !3213, !299}
!3202 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u32>", scope: !58, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !3203, templateParams: !44, identifier: "6f9cf68b0721c153842fac1aca06aca0")
!3203 = !{!3204}
!3204 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3202, file: !2, size: 64, align: 32, elements: !3205, templateParams: !44, identifier: "52547bc7e29ba4c3a424c45f3b6ad9d5", discriminator: !3212)
!3205 = !{!3206, !3208}
!3206 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !3204, file: !2, baseType: !3207, size: 64, align: 32, extraData: i32 0)
!3207 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !3202, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !44, templateParams: !300, identifier: "2d35c67b0b954dbe72d9ec7c545db516")
!3208 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !3204, file: !2, baseType: !3209, size: 64, align: 32, extraData: i32 1)
!3209 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !3202, file: !2, size: 64, align: 32, flags: DIFlagPublic, elements: !3210, templateParams: !300, identifier: "8398ebe1588ef464fb4c1616d021a5e8")
!3210 = !{!3211}
!3211 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3209, file: !2, baseType: !299, size: 32, align: 32, offset: 32, flags: DIFlagPublic)
!3212 = !DIDerivedType(tag: DW_TAG_member, scope: !3202, file: !2, baseType: !299, size: 32, align: 32, flags: DIFlagArtificial)
!3213 = !DIBasicType(name: "char", size: 32, encoding: DW_ATE_UTF)
!3214 = !{!3194, !3215, !3216}
!3215 = !DILocalVariable(name: "radix", arg: 2, scope: !3195, file: !3196, line: 402, type: !299)
!3216 = !DILocalVariable(name: "value", scope: !3217, file: !3196, line: 408, type: !299, align: 32)
!3217 = distinct !DILexicalBlock(scope: !3195, file: !3196, line: 408, column: 9)
!3218 = !DILocation(line: 0, scope: !3195, inlinedAt: !3219)
!3219 = distinct !DILocation(line: 1782, column: 69, scope: !3104, inlinedAt: !3127)
!3220 = !DILocalVariable(name: "rhs", scope: !3221, file: !1479, line: 2493, type: !299, align: 32)
!3221 = distinct !DISubprogram(name: "wrapping_sub", linkageName: "_RNvMs6_NtCsgEmfK2I1SDS_4core3numm12wrapping_sub", scope: !3222, file: !1479, line: 2493, type: !3223, scopeLine: 2493, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3225)
!3222 = !DINamespace(name: "{impl#8}", scope: !152)
!3223 = !DISubroutineType(types: !3224)
!3224 = !{!299, !299, !299}
!3225 = !{!3226, !3220, !3220}
!3226 = !DILocalVariable(name: "self", arg: 1, scope: !3221, file: !1479, line: 2493, type: !299)
!3227 = !DILocation(line: 0, scope: !3221, inlinedAt: !3228)
!3228 = distinct !DILocation(line: 417, column: 28, scope: !3195, inlinedAt: !3219)
!3229 = !DILocation(line: 0, scope: !3221, inlinedAt: !3230)
!3230 = distinct !DILocation(line: 420, column: 27, scope: !3195, inlinedAt: !3219)
!3231 = !DILocation(line: 2494, column: 13, scope: !3221, inlinedAt: !3230)
!3232 = !DILocation(line: 0, scope: !3217, inlinedAt: !3219)
!3233 = !DILocation(line: 423, column: 12, scope: !3217, inlinedAt: !3219)
!3234 = !DILocation(line: 0, scope: !3180, inlinedAt: !3235)
!3235 = distinct !DILocation(line: 769, column: 16, scope: !3236, inlinedAt: !3240)
!3236 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj11checked_add", scope: !1480, file: !1479, line: 761, type: !3149, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3237)
!3237 = !{!3238, !3239}
!3238 = !DILocalVariable(name: "self", arg: 1, scope: !3236, file: !1479, line: 761, type: !9)
!3239 = !DILocalVariable(name: "rhs", arg: 2, scope: !3236, file: !1479, line: 761, type: !9)
!3240 = distinct !DILocation(line: 1784, column: 68, scope: !3106, inlinedAt: !3127)
!3241 = !DILocation(line: 1736, column: 25, scope: !3104, inlinedAt: !3127)
!3242 = !{!"branch_weights", i32 2002, i32 2000}
!3243 = !DILocation(line: 0, scope: !3086, inlinedAt: !3127)
!3244 = !DILocation(line: 1756, column: 57, scope: !3086, inlinedAt: !3127)
!3245 = !DILocation(line: 1756, column: 56, scope: !3086, inlinedAt: !3127)
!3246 = !DILocation(line: 0, scope: !3195, inlinedAt: !3247)
!3247 = distinct !DILocation(line: 1756, column: 69, scope: !3086, inlinedAt: !3127)
!3248 = !DILocation(line: 0, scope: !3221, inlinedAt: !3249)
!3249 = distinct !DILocation(line: 417, column: 28, scope: !3195, inlinedAt: !3247)
!3250 = !DILocation(line: 0, scope: !3221, inlinedAt: !3251)
!3251 = distinct !DILocation(line: 420, column: 27, scope: !3195, inlinedAt: !3247)
!3252 = !DILocation(line: 2494, column: 13, scope: !3221, inlinedAt: !3251)
!3253 = !DILocation(line: 0, scope: !3217, inlinedAt: !3247)
!3254 = !DILocation(line: 423, column: 12, scope: !3217, inlinedAt: !3247)
!3255 = !DILocation(line: 1736, column: 25, scope: !3086, inlinedAt: !3127)
!3256 = !DILocation(line: 1755, column: 33, scope: !3086, inlinedAt: !3127)
!3257 = !DILocation(line: 1754, column: 43, scope: !3086, inlinedAt: !3127)
!3258 = !DILocation(line: 0, scope: !3090, inlinedAt: !3127)
!3259 = !DILocation(line: 1757, column: 72, scope: !3090, inlinedAt: !3127)
!3260 = !DILocation(line: 1757, column: 33, scope: !3090, inlinedAt: !3127)
!3261 = !DILocalVariable(arg: 1, scope: !3262, file: !885, line: 805, type: !3265)
!3262 = distinct !DISubprogram(name: "drop_in_place<std::ffi::os_str::OsString>", linkageName: "_ZN4core3ptr47drop_in_place$LT$std..ffi..os_str..OsString$GT$17h678ca1fe6713d885E", scope: !73, file: !885, line: 805, type: !3263, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2784, retainedNodes: !3266)
!3263 = !DISubroutineType(types: !3264)
!3264 = !{null, !3265}
!3265 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::ffi::os_str::OsString", baseType: !2786, size: 64, align: 64, dwarfAddressSpace: 0)
!3266 = !{!3261}
!3267 = !DILocation(line: 0, scope: !3262, inlinedAt: !3268)
!3268 = distinct !DILocation(line: 38, column: 65, scope: !2883, inlinedAt: !2889)
!3269 = !DILocalVariable(arg: 1, scope: !3270, file: !885, line: 805, type: !3273)
!3270 = distinct !DISubprogram(name: "drop_in_place<std::sys::os_str::bytes::Buf>", linkageName: "_ZN4core3ptr49drop_in_place$LT$std..sys..os_str..bytes..Buf$GT$17h41b850aa2a7c7e06E", scope: !73, file: !885, line: 805, type: !3271, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !3275, retainedNodes: !3274)
!3271 = !DISubroutineType(types: !3272)
!3272 = !{null, !3273}
!3273 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::sys::os_str::bytes::Buf", baseType: !2791, size: 64, align: 64, dwarfAddressSpace: 0)
!3274 = !{!3269}
!3275 = !{!3276}
!3276 = !DITemplateTypeParameter(name: "T", type: !2791)
!3277 = !DILocation(line: 0, scope: !3270, inlinedAt: !3278)
!3278 = distinct !DILocation(line: 805, column: 1, scope: !3262, inlinedAt: !3268)
!3279 = !DILocalVariable(arg: 1, scope: !3280, file: !885, line: 805, type: !3283)
!3280 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hae890e0fdd2c5a30E", scope: !73, file: !885, line: 805, type: !3281, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !3285, retainedNodes: !3284)
!3281 = !DISubroutineType(types: !3282)
!3282 = !{null, !3283}
!3283 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::vec::Vec<u8, alloc::alloc::Global>", baseType: !2510, size: 64, align: 64, dwarfAddressSpace: 0)
!3284 = !{!3279}
!3285 = !{!3286}
!3286 = !DITemplateTypeParameter(name: "T", type: !2510)
!3287 = !DILocation(line: 0, scope: !3280, inlinedAt: !3288)
!3288 = distinct !DILocation(line: 805, column: 1, scope: !3270, inlinedAt: !3278)
!3289 = !DILocalVariable(arg: 1, scope: !3290, file: !885, line: 805, type: !3293)
!3290 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h6d5323b22f97a1e8E", scope: !73, file: !885, line: 805, type: !3291, scopeLine: 805, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !3295, retainedNodes: !3294)
!3291 = !DISubroutineType(types: !3292)
!3292 = !{null, !3293}
!3293 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !2513, size: 64, align: 64, dwarfAddressSpace: 0)
!3294 = !{!3289}
!3295 = !{!3296}
!3296 = !DITemplateTypeParameter(name: "T", type: !2513)
!3297 = !DILocation(line: 0, scope: !3290, inlinedAt: !3298)
!3298 = distinct !DILocation(line: 805, column: 1, scope: !3280, inlinedAt: !3288)
!3299 = !DILocalVariable(name: "self", arg: 1, scope: !3300, file: !1425, line: 421, type: !3303)
!3300 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha42ab9571f196b7fE", scope: !1426, file: !1425, line: 421, type: !3301, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2517, retainedNodes: !3304)
!3301 = !DISubroutineType(types: !3302)
!3302 = !{null, !3303}
!3303 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut alloc::raw_vec::RawVec<u8, alloc::alloc::Global>", baseType: !2513, size: 64, align: 64, dwarfAddressSpace: 0)
!3304 = !{!3299}
!3305 = !DILocation(line: 0, scope: !3300, inlinedAt: !3306)
!3306 = distinct !DILocation(line: 805, column: 1, scope: !3290, inlinedAt: !3298)
!3307 = !DILocation(line: 0, scope: !1434, inlinedAt: !3308)
!3308 = distinct !DILocation(line: 423, column: 29, scope: !3300, inlinedAt: !3306)
!3309 = !DILocation(line: 0, scope: !1447, inlinedAt: !3310)
!3310 = distinct !DILocation(line: 872, column: 52, scope: !1442, inlinedAt: !3308)
!3311 = !DILocation(line: 632, column: 39, scope: !1447, inlinedAt: !3310)
!3312 = !DILocation(line: 0, scope: !1442, inlinedAt: !3308)
!3313 = !DILocation(line: 0, scope: !1098, inlinedAt: !3314)
!3314 = distinct !DILocation(line: 874, column: 28, scope: !1442, inlinedAt: !3308)
!3315 = !DILocation(line: 0, scope: !1110, inlinedAt: !3316)
!3316 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !3314)
!3317 = !DILocation(line: 0, scope: !1118, inlinedAt: !3318)
!3318 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !3316)
!3319 = !DILocation(line: 0, scope: !1127, inlinedAt: !3320)
!3320 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !3318)
!3321 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !3320)
!3322 = !DILocation(line: 200, column: 9, scope: !1118, inlinedAt: !3318)
!3323 = !DILocation(line: 38, column: 66, scope: !2766, inlinedAt: !2775)
!3324 = !DILocation(line: 43, column: 19, scope: !2773, inlinedAt: !2775)
!3325 = !DILocalVariable(name: "dst", arg: 1, scope: !3326, file: !1156, line: 3871, type: !1170)
!3326 = distinct !DISubprogram(name: "atomic_store<usize>", linkageName: "_ZN4core4sync6atomic12atomic_store17h9fd501352663921dE", scope: !81, file: !1156, line: 3871, type: !3327, scopeLine: 3871, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !89, retainedNodes: !3329)
!3327 = !DISubroutineType(types: !3328)
!3328 = !{null, !1170, !9, !596}
!3329 = !{!3325, !3330, !3331}
!3330 = !DILocalVariable(name: "val", arg: 2, scope: !3326, file: !1156, line: 3871, type: !9)
!3331 = !DILocalVariable(name: "order", arg: 3, scope: !3326, file: !1156, line: 3871, type: !596)
!3332 = !DILocation(line: 0, scope: !3326, inlinedAt: !3333)
!3333 = distinct !DILocation(line: 2872, column: 26, scope: !2836, inlinedAt: !2844)
!3334 = !DILocation(line: 3875, column: 24, scope: !3326, inlinedAt: !3333)
!3335 = !DILocation(line: 0, scope: !2479, inlinedAt: !2590)
!3336 = !DILocation(line: 47, column: 14, scope: !2479, inlinedAt: !2590)
!3337 = !DILocation(line: 0, scope: !2478, inlinedAt: !2590)
!3338 = !DILocation(line: 48, column: 9, scope: !2478, inlinedAt: !2590)
!3339 = !DILocation(line: 48, column: 18, scope: !2478, inlinedAt: !2590)
!3340 = !{!2856, !2674, !2692}
!3341 = !DILocation(line: 53, column: 9, scope: !2477, inlinedAt: !2590)
!3342 = !DILocation(line: 56, column: 9, scope: !2476, inlinedAt: !2590)
!3343 = !DILocalVariable(name: "data", arg: 1, scope: !3344, file: !946, line: 419, type: !186)
!3344 = distinct !DISubprogram(name: "new<std::thread::lifecycle::Packet<u64>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$3new17he212a399c5cd154cE", scope: !174, file: !946, line: 419, type: !3345, scopeLine: 419, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !387, declaration: !3347, retainedNodes: !3348)
!3345 = !DISubroutineType(types: !3346)
!3346 = !{!174, !186}
!3347 = !DISubprogram(name: "new<std::thread::lifecycle::Packet<u64>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$3new17he212a399c5cd154cE", scope: !174, file: !946, line: 419, type: !3345, scopeLine: 419, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !387)
!3348 = !{!3343, !3349}
!3349 = !DILocalVariable(name: "x", scope: !3350, file: !946, line: 422, type: !3351, align: 64)
!3350 = distinct !DILexicalBlock(scope: !3344, file: !946, line: 422, column: 9)
!3351 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "alloc::boxed::Box<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>, alloc::alloc::Global>", baseType: !181, size: 64, align: 64, dwarfAddressSpace: 0)
!3352 = !DILocation(line: 0, scope: !3344, inlinedAt: !3353)
!3353 = distinct !DILocation(line: 57, column: 9, scope: !2476, inlinedAt: !2590)
!3354 = !DILocalVariable(name: "x", arg: 1, scope: !3355, file: !1018, line: 284, type: !181)
!3355 = distinct !DISubprogram(name: "new<alloc::sync::ArcInner<std::thread::lifecycle::Packet<u64>>>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17h908fb9e38762dbeaE", scope: !2463, file: !1018, line: 284, type: !3356, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !389, retainedNodes: !3358)
!3356 = !DISubroutineType(types: !3357)
!3357 = !{!3351, !181}
!3358 = !{!3354, !3359}
!3359 = !DILocalVariable(name: "ptr", scope: !3360, file: !1018, line: 286, type: !2399, align: 64)
!3360 = distinct !DILexicalBlock(scope: !3355, file: !1018, line: 286, column: 9)
!3361 = !DILocation(line: 0, scope: !3355, inlinedAt: !3362)
!3362 = distinct !DILocation(line: 422, column: 25, scope: !3344, inlinedAt: !3353)
!3363 = !DILocalVariable(name: "layout", arg: 1, scope: !3364, file: !1018, line: 247, type: !1043)
!3364 = distinct !DISubprogram(name: "box_new_uninit", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit", scope: !1020, file: !1018, line: 247, type: !3365, scopeLine: 247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3367)
!3365 = !DISubroutineType(types: !3366)
!3366 = !{!774, !1043}
!3367 = !{!3363, !3368}
!3368 = !DILocalVariable(name: "ptr", scope: !3369, file: !1018, line: 249, type: !3370, align: 64)
!3369 = distinct !DILexicalBlock(scope: !3364, file: !1018, line: 249, column: 9)
!3370 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<[u8]>", scope: !72, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3371, templateParams: !145, identifier: "efe3e6a52bef0fc2baf8e9a8d6a6c8ea")
!3371 = !{!3372}
!3372 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !3370, file: !2, baseType: !3373, size: 128, align: 64, flags: DIFlagPrivate)
!3373 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [u8]", file: !2, size: 128, align: 64, elements: !3374, templateParams: !44, identifier: "a10360edaf335c418dbc95bccd0cb05d")
!3374 = !{!3375, !3376}
!3375 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !3373, file: !2, baseType: !264, size: 64, align: 64)
!3376 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !3373, file: !2, baseType: !9, size: 64, align: 64, offset: 64)
!3377 = !DILocation(line: 0, scope: !3364, inlinedAt: !3378)
!3378 = distinct !DILocation(line: 286, column: 19, scope: !3355, inlinedAt: !3362)
!3379 = !DILocalVariable(name: "layout", arg: 2, scope: !3380, file: !1099, line: 428, type: !1043)
!3380 = distinct !DISubprogram(name: "allocate", linkageName: "_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate", scope: !1100, file: !1099, line: 428, type: !3381, scopeLine: 428, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3400)
!3381 = !DISubroutineType(types: !3382)
!3382 = !{!3383, !1103, !1043}
!3383 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::ptr::non_null::NonNull<[u8]>, core::alloc::AllocError>", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3384, templateParams: !44, identifier: "519a674418a5b51cf8bee27a967aa54e")
!3384 = !{!3385}
!3385 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3383, file: !2, size: 128, align: 64, elements: !3386, templateParams: !44, identifier: "3b104dde0538164c272d7f6e9ec8806f", discriminator: !3399)
!3386 = !{!3387, !3395}
!3387 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !3385, file: !2, baseType: !3388, size: 128, align: 64)
!3388 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !3383, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3389, templateParams: !3391, identifier: "30b736d771929d0b7715388dfe942406")
!3389 = !{!3390}
!3390 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3388, file: !2, baseType: !3370, size: 128, align: 64, flags: DIFlagPublic)
!3391 = !{!3392, !3393}
!3392 = !DITemplateTypeParameter(name: "T", type: !3370)
!3393 = !DITemplateTypeParameter(name: "E", type: !3394)
!3394 = !DICompositeType(tag: DW_TAG_structure_type, name: "AllocError", scope: !1045, file: !2, align: 8, flags: DIFlagPublic, elements: !44, identifier: "111d797cdc779cf5e7833a8ef17b26ec")
!3395 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !3385, file: !2, baseType: !3396, size: 128, align: 64, extraData: i64 0)
!3396 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !3383, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3397, templateParams: !3391, identifier: "1f90ad7cc2064f8f568100f50e75d1fb")
!3397 = !{!3398}
!3398 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3396, file: !2, baseType: !3394, align: 8, flags: DIFlagPublic)
!3399 = !DIDerivedType(tag: DW_TAG_member, scope: !3383, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3400 = !{!3401, !3379}
!3401 = !DILocalVariable(name: "self", scope: !3380, file: !1099, line: 428, type: !1103, align: 64)
!3402 = !DILocation(line: 0, scope: !3380, inlinedAt: !3403)
!3403 = distinct !DILocation(line: 248, column: 18, scope: !3364, inlinedAt: !3378)
!3404 = !DILocalVariable(name: "layout", arg: 2, scope: !3405, file: !1099, line: 311, type: !1043)
!3405 = distinct !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !115, file: !1099, line: 311, type: !3406, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !3408, retainedNodes: !3409)
!3406 = !DISubroutineType(types: !3407)
!3407 = !{!3383, !1103, !1043, !2142}
!3408 = !DISubprogram(name: "alloc_impl", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global10alloc_impl", scope: !115, file: !1099, line: 311, type: !3406, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!3409 = !{!3410, !3404, !3411}
!3410 = !DILocalVariable(name: "self", scope: !3405, file: !1099, line: 311, type: !1103, align: 64)
!3411 = !DILocalVariable(name: "zeroed", scope: !3405, file: !1099, line: 311, type: !2142, align: 8)
!3412 = !DILocation(line: 0, scope: !3405, inlinedAt: !3413)
!3413 = distinct !DILocation(line: 429, column: 14, scope: !3380, inlinedAt: !3403)
!3414 = !DILocalVariable(name: "layout", arg: 1, scope: !3415, file: !1099, line: 185, type: !1043)
!3415 = distinct !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !115, file: !1099, line: 185, type: !3416, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !3418, retainedNodes: !3419)
!3416 = !DISubroutineType(types: !3417)
!3417 = !{!3383, !1043, !2142}
!3418 = !DISubprogram(name: "alloc_impl_runtime", linkageName: "_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime", scope: !115, file: !1099, line: 185, type: !3416, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!3419 = !{!3414, !3420, !3421, !3423, !3425, !3427, !3442}
!3420 = !DILocalVariable(name: "zeroed", arg: 2, scope: !3415, file: !1099, line: 185, type: !2142)
!3421 = !DILocalVariable(name: "size", scope: !3422, file: !1099, line: 189, type: !9, align: 64)
!3422 = distinct !DILexicalBlock(scope: !3415, file: !1099, line: 189, column: 13)
!3423 = !DILocalVariable(name: "raw_ptr", scope: !3424, file: !1099, line: 190, type: !774, align: 64)
!3424 = distinct !DILexicalBlock(scope: !3422, file: !1099, line: 190, column: 17)
!3425 = !DILocalVariable(name: "ptr", scope: !3426, file: !1099, line: 191, type: !140, align: 64)
!3426 = distinct !DILexicalBlock(scope: !3424, file: !1099, line: 191, column: 17)
!3427 = !DILocalVariable(name: "residual", scope: !3428, file: !1099, line: 191, type: !3429, align: 8)
!3428 = distinct !DILexicalBlock(scope: !3424, file: !1099, line: 191, column: 66)
!3429 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<core::convert::Infallible, core::alloc::AllocError>", scope: !341, file: !2, align: 8, flags: DIFlagPublic, elements: !3430, templateParams: !44, identifier: "e93516a9a4d4ff61ba16dc75632d6fe")
!3430 = !{!3431}
!3431 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3429, file: !2, align: 8, elements: !3432, templateParams: !44, identifier: "f5e162db303eef1e33f578c71ec0a693")
!3432 = !{!3433, !3438}
!3433 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !3431, file: !2, baseType: !3434, align: 8)
!3434 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !3429, file: !2, align: 8, flags: DIFlagPublic, elements: !3435, templateParams: !3437, identifier: "f1d8e5af3a1dffc68ba77da64f0701a9")
!3435 = !{!3436}
!3436 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3434, file: !2, baseType: !2578, align: 8, flags: DIFlagPublic)
!3437 = !{!2583, !3393}
!3438 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !3431, file: !2, baseType: !3439, align: 8)
!3439 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !3429, file: !2, align: 8, flags: DIFlagPublic, elements: !3440, templateParams: !3437, identifier: "e8d1b6dff9322dfb94e83992955f462f")
!3440 = !{!3441}
!3441 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3439, file: !2, baseType: !3394, align: 8, flags: DIFlagPublic)
!3442 = !DILocalVariable(name: "val", scope: !3443, file: !1099, line: 191, type: !140, align: 64)
!3443 = distinct !DILexicalBlock(scope: !3424, file: !1099, line: 191, column: 66)
!3444 = !DILocation(line: 0, scope: !3415, inlinedAt: !3445)
!3445 = distinct !DILocation(line: 312, column: 9, scope: !3405, inlinedAt: !3413)
!3446 = !DILocalVariable(name: "layout", arg: 1, scope: !3447, file: !1099, line: 89, type: !1043)
!3447 = distinct !DISubprogram(name: "alloc", linkageName: "_RNvNtCslNYArtu3iFV_5alloc5alloc5alloc", scope: !116, file: !1099, line: 89, type: !3365, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3448)
!3448 = !{!3446}
!3449 = !DILocation(line: 0, scope: !3447, inlinedAt: !3450)
!3450 = distinct !DILocation(line: 190, column: 73, scope: !3422, inlinedAt: !3445)
!3451 = !DILocation(line: 0, scope: !3422, inlinedAt: !3445)
!3452 = !DILocation(line: 93, column: 9, scope: !3447, inlinedAt: !3450)
!3453 = !{!3454, !2856, !2858, !2674, !2692}
!3454 = distinct !{!3454, !3455, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h908fb9e38762dbeaE: %x"}
!3455 = distinct !{!3455, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h908fb9e38762dbeaE"}
!3456 = !DILocation(line: 95, column: 9, scope: !3447, inlinedAt: !3450)
!3457 = !DILocation(line: 248, column: 11, scope: !3364, inlinedAt: !3378)
!3458 = !DILocation(line: 248, column: 5, scope: !3364, inlinedAt: !3378)
!3459 = !DILocation(line: 250, column: 19, scope: !3364, inlinedAt: !3378)
!3460 = !DILocation(line: 0, scope: !3360, inlinedAt: !3362)
!3461 = !DILocation(line: 289, column: 56, scope: !3360, inlinedAt: !3362)
!3462 = !DILocation(line: 0, scope: !3350, inlinedAt: !3353)
!3463 = !DILocalVariable(name: "ptr", arg: 1, scope: !3464, file: !946, line: 292, type: !177)
!3464 = distinct !DISubprogram(name: "from_inner<std::thread::lifecycle::Packet<u64>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$10from_inner17h1591427b26b231e3E", scope: !174, file: !946, line: 292, type: !3465, scopeLine: 292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !387, declaration: !3467, retainedNodes: !3468)
!3465 = !DISubroutineType(types: !3466)
!3466 = !{!174, !177}
!3467 = !DISubprogram(name: "from_inner<std::thread::lifecycle::Packet<u64>>", linkageName: "_ZN5alloc4sync12Arc$LT$T$GT$10from_inner17h1591427b26b231e3E", scope: !174, file: !946, line: 292, type: !3465, scopeLine: 292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !387)
!3468 = !{!3463}
!3469 = !DILocation(line: 0, scope: !3464, inlinedAt: !3470)
!3470 = distinct !DILocation(line: 427, column: 18, scope: !3350, inlinedAt: !3353)
!3471 = !DILocation(line: 310, column: 9, scope: !2725, inlinedAt: !3472)
!3472 = distinct !DILocation(line: 293, column: 18, scope: !3464, inlinedAt: !3470)
!3473 = !DILocation(line: 2376, column: 14, scope: !2708, inlinedAt: !2716)
!3474 = !DILocation(line: 3134, column: 30, scope: !2701, inlinedAt: !2707)
!3475 = !DILocation(line: 3923, column: 24, scope: !2718, inlinedAt: !2723)
!3476 = !DILocation(line: 0, scope: !2715, inlinedAt: !2716)
!3477 = !DILocation(line: 2405, column: 12, scope: !2715, inlinedAt: !2716)
!3478 = !DILocation(line: 2406, column: 13, scope: !2715, inlinedAt: !2716)
!3479 = !DILocation(line: 0, scope: !2725, inlinedAt: !2732)
!3480 = !DILocation(line: 0, scope: !2474, inlinedAt: !2590)
!3481 = !DILocation(line: 0, scope: !2473, inlinedAt: !2590)
!3482 = !DILocation(line: 0, scope: !2472, inlinedAt: !2590)
!3483 = !DILocation(line: 0, scope: !2462, inlinedAt: !2471)
!3484 = !DILocation(line: 0, scope: !3364, inlinedAt: !3485)
!3485 = distinct !DILocation(line: 286, column: 19, scope: !2462, inlinedAt: !2471)
!3486 = !DILocation(line: 0, scope: !3380, inlinedAt: !3487)
!3487 = distinct !DILocation(line: 248, column: 18, scope: !3364, inlinedAt: !3485)
!3488 = !DILocation(line: 0, scope: !3405, inlinedAt: !3489)
!3489 = distinct !DILocation(line: 429, column: 14, scope: !3380, inlinedAt: !3487)
!3490 = !DILocation(line: 0, scope: !3415, inlinedAt: !3491)
!3491 = distinct !DILocation(line: 312, column: 9, scope: !3405, inlinedAt: !3489)
!3492 = !DILocation(line: 0, scope: !3447, inlinedAt: !3493)
!3493 = distinct !DILocation(line: 190, column: 73, scope: !3422, inlinedAt: !3491)
!3494 = !DILocation(line: 0, scope: !3422, inlinedAt: !3491)
!3495 = !DILocation(line: 93, column: 9, scope: !3447, inlinedAt: !3493)
!3496 = !{!3497, !2856, !2858, !2674, !2692}
!3497 = distinct !{!3497, !3498, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h0a00b0e4ea5e7711E: %x"}
!3498 = distinct !{!3498, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h0a00b0e4ea5e7711E"}
!3499 = !DILocation(line: 95, column: 9, scope: !3447, inlinedAt: !3493)
!3500 = !DILocation(line: 248, column: 11, scope: !3364, inlinedAt: !3485)
!3501 = !DILocation(line: 248, column: 5, scope: !3364, inlinedAt: !3485)
!3502 = !DILocation(line: 250, column: 19, scope: !3364, inlinedAt: !3485)
!3503 = !DILocation(line: 0, scope: !2469, inlinedAt: !2471)
!3504 = !DILocation(line: 289, column: 56, scope: !2469, inlinedAt: !2471)
!3505 = !DILocation(line: 0, scope: !2552, inlinedAt: !2590)
!3506 = !DILocation(line: 61, column: 10, scope: !2753, inlinedAt: !2761)
!3507 = !DILocation(line: 1091, column: 16, scope: !2744, inlinedAt: !2752)
!3508 = !DILocation(line: 2376, column: 14, scope: !2736, inlinedAt: !2743)
!3509 = !DILocalVariable(name: "self", arg: 1, scope: !3510, file: !946, line: 2098, type: !1903)
!3510 = distinct !DISubprogram(name: "inner<std::thread::thread::Inner, std::alloc::System>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$5inner17h3c78b6c02ab1ab0bE", scope: !229, file: !946, line: 2098, type: !1900, scopeLine: 2098, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !311, declaration: !1904, retainedNodes: !3511)
!3511 = !{!3509}
!3512 = !DILocation(line: 2098, column: 14, scope: !3510, inlinedAt: !3513)
!3513 = distinct !DILocation(line: 2388, column: 29, scope: !2735, inlinedAt: !2743)
!3514 = !DILocation(line: 444, column: 20, scope: !3515, inlinedAt: !3516)
!3515 = distinct !DISubprogram(name: "as_ref<alloc::sync::ArcInner<std::thread::thread::Inner>>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ref17h5fc8865f4681ed1dE", scope: !232, file: !966, line: 440, type: !1924, scopeLine: 440, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !304, declaration: !1927)
!3516 = distinct !DILocation(line: 2104, column: 27, scope: !3517, inlinedAt: !3513)
!3517 = !DILexicalBlockFile(scope: !3510, file: !946, discriminator: 6)
!3518 = !DILocation(line: 3134, column: 30, scope: !2701, inlinedAt: !2734)
!3519 = !DILocation(line: 3923, column: 24, scope: !2718, inlinedAt: !2763)
!3520 = !DILocation(line: 0, scope: !2742, inlinedAt: !2743)
!3521 = !DILocation(line: 2405, column: 12, scope: !2742, inlinedAt: !2743)
!3522 = !DILocation(line: 2409, column: 38, scope: !2742, inlinedAt: !2743)
!3523 = !DILocalVariable(name: "x", arg: 1, scope: !3524, file: !1018, line: 284, type: !2564)
!3524 = distinct !DISubprogram(name: "new<std::thread::lifecycle::ThreadInit>", linkageName: "_ZN5alloc5boxed12Box$LT$T$GT$3new17ha600e8bb45ebfc72E", scope: !2463, file: !1018, line: 284, type: !3525, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !3531, retainedNodes: !3527)
!3525 = !DISubroutineType(types: !3526)
!3526 = !{!2563, !2564}
!3527 = !{!3523, !3528}
!3528 = !DILocalVariable(name: "ptr", scope: !3529, file: !1018, line: 286, type: !3530, align: 64)
!3529 = distinct !DILexicalBlock(scope: !3524, file: !1018, line: 286, column: 9)
!3530 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut std::thread::lifecycle::ThreadInit", baseType: !2564, size: 64, align: 64, dwarfAddressSpace: 0)
!3531 = !{!3532}
!3532 = !DITemplateTypeParameter(name: "T", type: !2564)
!3533 = !DILocation(line: 0, scope: !3524, inlinedAt: !3534)
!3534 = distinct !DILocation(line: 121, column: 16, scope: !2552, inlinedAt: !2590)
!3535 = !DILocation(line: 0, scope: !3364, inlinedAt: !3536)
!3536 = distinct !DILocation(line: 286, column: 19, scope: !3524, inlinedAt: !3534)
!3537 = !DILocation(line: 0, scope: !3380, inlinedAt: !3538)
!3538 = distinct !DILocation(line: 248, column: 18, scope: !3364, inlinedAt: !3536)
!3539 = !DILocation(line: 0, scope: !3405, inlinedAt: !3540)
!3540 = distinct !DILocation(line: 429, column: 14, scope: !3380, inlinedAt: !3538)
!3541 = !DILocation(line: 0, scope: !3415, inlinedAt: !3542)
!3542 = distinct !DILocation(line: 312, column: 9, scope: !3405, inlinedAt: !3540)
!3543 = !DILocation(line: 0, scope: !3447, inlinedAt: !3544)
!3544 = distinct !DILocation(line: 190, column: 73, scope: !3422, inlinedAt: !3542)
!3545 = !DILocation(line: 0, scope: !3422, inlinedAt: !3542)
!3546 = !DILocation(line: 93, column: 9, scope: !3447, inlinedAt: !3544)
!3547 = !{!3548, !2856, !2858, !2674, !2692}
!3548 = distinct !{!3548, !3549, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17ha600e8bb45ebfc72E: %x"}
!3549 = distinct !{!3549, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17ha600e8bb45ebfc72E"}
!3550 = !DILocation(line: 95, column: 9, scope: !3447, inlinedAt: !3544)
!3551 = !DILocation(line: 248, column: 11, scope: !3364, inlinedAt: !3536)
!3552 = !DILocation(line: 248, column: 5, scope: !3364, inlinedAt: !3536)
!3553 = !DILocation(line: 250, column: 19, scope: !3364, inlinedAt: !3536)
!3554 = !DILocation(line: 0, scope: !3529, inlinedAt: !3534)
!3555 = !DILocation(line: 289, column: 56, scope: !3529, inlinedAt: !3534)
!3556 = !DILocation(line: 0, scope: !2562, inlinedAt: !2590)
!3557 = !DILocation(line: 137, column: 26, scope: !2562, inlinedAt: !2590)
!3558 = !DILocalVariable(name: "self", arg: 1, scope: !3559, file: !2658, line: 2172, type: !3580)
!3559 = distinct !DISubprogram(name: "branch<std::sys::thread::unix::Thread, std::io::error::Error>", linkageName: "_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h2f6270148fcbcb63E", scope: !3560, file: !2658, line: 2172, type: !3561, scopeLine: 2172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !3588, retainedNodes: !3595)
!3560 = !DINamespace(name: "{impl#27}", scope: !341)
!3561 = !DISubroutineType(types: !3562)
!3562 = !{!3563, !3580}
!3563 = !DICompositeType(tag: DW_TAG_structure_type, name: "ControlFlow<core::result::Result<core::convert::Infallible, std::io::error::Error>, std::sys::thread::unix::Thread>", scope: !3564, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3565, templateParams: !44, identifier: "9f40bd299e57006e2c11e5328601f2be")
!3564 = !DINamespace(name: "control_flow", scope: !672)
!3565 = !{!3566}
!3566 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3563, file: !2, size: 128, align: 64, elements: !3567, templateParams: !44, identifier: "a1a0c57e66007b3f61911bed39e5469", discriminator: !3579)
!3567 = !{!3568, !3575}
!3568 = !DIDerivedType(tag: DW_TAG_member, name: "Continue", scope: !3566, file: !2, baseType: !3569, size: 128, align: 64, extraData: i64 0)
!3569 = !DICompositeType(tag: DW_TAG_structure_type, name: "Continue", scope: !3563, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3570, templateParams: !3572, identifier: "cbc0ee69620fe53b521101256abcdadc")
!3570 = !{!3571}
!3571 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3569, file: !2, baseType: !2454, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3572 = !{!3573, !3574}
!3573 = !DITemplateTypeParameter(name: "B", type: !2570)
!3574 = !DITemplateTypeParameter(name: "C", type: !2454)
!3575 = !DIDerivedType(tag: DW_TAG_member, name: "Break", scope: !3566, file: !2, baseType: !3576, size: 128, align: 64, extraData: i64 1)
!3576 = !DICompositeType(tag: DW_TAG_structure_type, name: "Break", scope: !3563, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3577, templateParams: !3572, identifier: "11dd97ab9c18393584050373e8577609")
!3577 = !{!3578}
!3578 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3576, file: !2, baseType: !2570, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3579 = !DIDerivedType(tag: DW_TAG_member, scope: !3563, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3580 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<std::sys::thread::unix::Thread, std::io::error::Error>", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3581, templateParams: !44, identifier: "eb920c4d88992f9d8afc15402b1b22d")
!3581 = !{!3582}
!3582 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3580, file: !2, size: 128, align: 64, elements: !3583, templateParams: !44, identifier: "937643c5d21f0e3c9c6c88e1e3ceb29", discriminator: !3594)
!3583 = !{!3584, !3590}
!3584 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !3582, file: !2, baseType: !3585, size: 128, align: 64, extraData: i64 0)
!3585 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !3580, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3586, templateParams: !3588, identifier: "c198d641ef775ad8da3f0aff714df36b")
!3586 = !{!3587}
!3587 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3585, file: !2, baseType: !2454, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3588 = !{!3589, !632}
!3589 = !DITemplateTypeParameter(name: "T", type: !2454)
!3590 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !3582, file: !2, baseType: !3591, size: 128, align: 64, extraData: i64 1)
!3591 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !3580, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3592, templateParams: !3588, identifier: "6196d3da5b631f65c351c4f1a3762991")
!3592 = !{!3593}
!3593 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3591, file: !2, baseType: !403, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3594 = !DIDerivedType(tag: DW_TAG_member, scope: !3580, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3595 = !{!3558, !3596, !3598}
!3596 = !DILocalVariable(name: "v", scope: !3597, file: !2658, line: 2174, type: !2454, align: 64)
!3597 = distinct !DILexicalBlock(scope: !3559, file: !2658, line: 2174, column: 13)
!3598 = !DILocalVariable(name: "e", scope: !3599, file: !2658, line: 2175, type: !403, align: 64)
!3599 = distinct !DILexicalBlock(scope: !3559, file: !2658, line: 2175, column: 13)
!3600 = !DILocation(line: 0, scope: !3559, inlinedAt: !3601)
!3601 = distinct !DILocation(line: 137, column: 26, scope: !2562, inlinedAt: !2590)
!3602 = !DILocation(line: 2173, column: 9, scope: !3559, inlinedAt: !3601)
!3603 = !DILocation(line: 2406, column: 13, scope: !2742, inlinedAt: !2743)
!3604 = !DILocation(line: 0, scope: !1138, inlinedAt: !3605)
!3605 = distinct !DILocation(line: 141, column: 1, scope: !2476, inlinedAt: !2590)
!3606 = !DILocation(line: 0, scope: !1146, inlinedAt: !3607)
!3607 = distinct !DILocation(line: 805, column: 1, scope: !1138, inlinedAt: !3605)
!3608 = !DILocation(line: 0, scope: !1155, inlinedAt: !3609)
!3609 = distinct !DILocation(line: 2811, column: 32, scope: !1146, inlinedAt: !3607)
!3610 = !DILocation(line: 0, scope: !1167, inlinedAt: !3611)
!3611 = distinct !DILocation(line: 3167, column: 26, scope: !1155, inlinedAt: !3609)
!3612 = !DILocation(line: 3165, column: 30, scope: !1155, inlinedAt: !3609)
!3613 = !DILocation(line: 3942, column: 24, scope: !1167, inlinedAt: !3611)
!3614 = !{!3615, !3617, !2856, !2858, !2674, !2692}
!3615 = distinct !{!3615, !3616, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E: %self"}
!3616 = distinct !{!3616, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E"}
!3617 = distinct !{!3617, !3618, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E: %_1"}
!3618 = distinct !{!3618, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E"}
!3619 = !DILocation(line: 2811, column: 12, scope: !1146, inlinedAt: !3607)
!3620 = !DILocation(line: 0, scope: !1187, inlinedAt: !3621)
!3621 = distinct !DILocation(line: 64, column: 9, scope: !1146, inlinedAt: !3607)
!3622 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !3621)
!3623 = !DILocation(line: 2854, column: 18, scope: !1146, inlinedAt: !3607)
!3624 = !DILocation(line: 141, column: 1, scope: !2476, inlinedAt: !2590)
!3625 = !{!3626}
!3626 = distinct !{!3626, !3627, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E: %_1"}
!3627 = distinct !{!3627, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E"}
!3628 = !DILocation(line: 141, column: 1, scope: !2478, inlinedAt: !2590)
!3629 = !DILocation(line: 0, scope: !1849, inlinedAt: !3630)
!3630 = distinct !DILocation(line: 141, column: 1, scope: !2478, inlinedAt: !2590)
!3631 = !{!3632}
!3632 = distinct !{!3632, !3633, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h8d6c3d6844c19bcfE: %_1"}
!3633 = distinct !{!3633, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h8d6c3d6844c19bcfE"}
!3634 = !DILocation(line: 805, column: 1, scope: !1849, inlinedAt: !3630)
!3635 = !DILocation(line: 0, scope: !1863, inlinedAt: !3636)
!3636 = distinct !DILocation(line: 805, column: 1, scope: !1849, inlinedAt: !3630)
!3637 = !{!3638}
!3638 = distinct !{!3638, !3639, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h2f17e2e2053b5a6fE: %_1"}
!3639 = distinct !{!3639, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h2f17e2e2053b5a6fE"}
!3640 = !DILocation(line: 805, column: 1, scope: !1863, inlinedAt: !3636)
!3641 = !DILocation(line: 0, scope: !1877, inlinedAt: !3642)
!3642 = distinct !DILocation(line: 805, column: 1, scope: !1863, inlinedAt: !3636)
!3643 = !{!3644}
!3644 = distinct !{!3644, !3645, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h224719ceb9656aceE: %self"}
!3645 = distinct !{!3645, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h224719ceb9656aceE"}
!3646 = !DILocation(line: 805, column: 1, scope: !1877, inlinedAt: !3642)
!3647 = !DILocation(line: 0, scope: !1891, inlinedAt: !3648)
!3648 = distinct !DILocation(line: 805, column: 1, scope: !1877, inlinedAt: !3642)
!3649 = !DILocation(line: 0, scope: !1899, inlinedAt: !3650)
!3650 = distinct !DILocation(line: 2811, column: 17, scope: !1891, inlinedAt: !3648)
!3651 = !DILocation(line: 0, scope: !1909, inlinedAt: !3652)
!3652 = distinct !DILocation(line: 2811, column: 32, scope: !1891, inlinedAt: !3648)
!3653 = !DILocation(line: 0, scope: !1916, inlinedAt: !3654)
!3654 = distinct !DILocation(line: 3167, column: 26, scope: !1909, inlinedAt: !3652)
!3655 = !DILocation(line: 444, column: 20, scope: !1923, inlinedAt: !3656)
!3656 = distinct !DILocation(line: 2104, column: 27, scope: !1899, inlinedAt: !3650)
!3657 = !{!3644, !3638, !3632, !3626}
!3658 = !DILocation(line: 3165, column: 30, scope: !1909, inlinedAt: !3652)
!3659 = !DILocation(line: 3942, column: 24, scope: !1916, inlinedAt: !3654)
!3660 = !{!3644, !3638, !3632, !3626, !2856, !2858, !2674, !2692}
!3661 = !DILocation(line: 2811, column: 12, scope: !1891, inlinedAt: !3648)
!3662 = !DILocation(line: 0, scope: !1187, inlinedAt: !3663)
!3663 = distinct !DILocation(line: 64, column: 9, scope: !1891, inlinedAt: !3648)
!3664 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !3663)
!3665 = !DILocation(line: 2854, column: 18, scope: !1891, inlinedAt: !3648)
!3666 = !DILocation(line: 141, column: 2, scope: !2480, inlinedAt: !2590)
!3667 = !DILocalVariable(name: "self", arg: 1, scope: !3668, file: !2658, line: 1179, type: !2602)
!3668 = distinct !DISubprogram(name: "expect<std::thread::join_handle::JoinHandle<u64>, std::io::error::Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E", scope: !2602, file: !2658, line: 1179, type: !3669, scopeLine: 1179, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !2610, declaration: !3671, retainedNodes: !3672)
!3669 = !DISubroutineType(types: !3670)
!3670 = !{!2447, !2602, !504, !889}
!3671 = !DISubprogram(name: "expect<std::thread::join_handle::JoinHandle<u64>, std::io::error::Error>", linkageName: "_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E", scope: !2602, file: !2658, line: 1179, type: !3669, scopeLine: 1179, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !2610)
!3672 = !{!3667, !3673, !3674, !3676}
!3673 = !DILocalVariable(name: "msg", arg: 2, scope: !3668, file: !2658, line: 1179, type: !504)
!3674 = !DILocalVariable(name: "t", scope: !3675, file: !2658, line: 1184, type: !2447, align: 64)
!3675 = distinct !DILexicalBlock(scope: !3668, file: !2658, line: 1184, column: 13)
!3676 = !DILocalVariable(name: "e", scope: !3677, file: !2658, line: 1185, type: !403, align: 64)
!3677 = distinct !DILexicalBlock(scope: !3668, file: !2658, line: 1185, column: 13)
!3678 = !DILocation(line: 0, scope: !3668, inlinedAt: !3679)
!3679 = distinct !DILocation(line: 131, column: 29, scope: !2635, inlinedAt: !2642)
!3680 = !DILocation(line: 262, column: 6, scope: !2593, inlinedAt: !2628)
!3681 = !DILocation(line: 1185, column: 17, scope: !3677, inlinedAt: !3679)
!3682 = !DILocation(line: 1185, column: 17, scope: !3668, inlinedAt: !3679)
!3683 = !{!3684, !3686}
!3684 = distinct !{!3684, !3685, !"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E: %t"}
!3685 = distinct !{!3685, !"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E"}
!3686 = distinct !{!3686, !3685, !"_ZN4core6result19Result$LT$T$C$E$GT$6expect17h02a655bc89d04e85E: %self"}
!3687 = !DILocation(line: 1185, column: 23, scope: !3677, inlinedAt: !3679)
!3688 = !DILocation(line: 138, column: 9, scope: !2562, inlinedAt: !2590)
!3689 = !DILocation(line: 0, scope: !2446)
!3690 = !DILocation(line: 26, column: 5, scope: !2446)
!3691 = !{!3692}
!3692 = distinct !{!3692, !3693, !"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E: %self"}
!3693 = distinct !{!3693, !"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E"}
!3694 = !DILocation(line: 150, column: 16, scope: !2648, inlinedAt: !2655)
!3695 = !DILocalVariable(name: "self", arg: 1, scope: !3696, file: !1630, line: 1013, type: !332)
!3696 = distinct !DISubprogram(name: "unwrap<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6unwrap17h6a4a146281a72cf4E", scope: !332, file: !1630, line: 1013, type: !3697, scopeLine: 1013, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !338, declaration: !3699, retainedNodes: !3700)
!3697 = !DISubroutineType(types: !3698)
!3698 = !{!340, !332, !889}
!3699 = !DISubprogram(name: "unwrap<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6unwrap17h6a4a146281a72cf4E", scope: !332, file: !1630, line: 1013, type: !3697, scopeLine: 1013, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !338)
!3700 = !{!3695, !3701}
!3701 = !DILocalVariable(name: "val", scope: !3702, file: !1630, line: 1015, type: !340, align: 64)
!3702 = distinct !DILexicalBlock(scope: !3696, file: !1630, line: 1015, column: 13)
!3703 = !DILocation(line: 1013, column: 25, scope: !3696, inlinedAt: !3704)
!3704 = distinct !DILocation(line: 251, column: 14, scope: !3705, inlinedAt: !3711)
!3705 = distinct !DISubprogram(name: "join<u64>", linkageName: "_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E", scope: !2451, file: !727, line: 240, type: !3706, scopeLine: 240, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !283, declaration: !3708, retainedNodes: !3709)
!3706 = !DISubroutineType(types: !3707)
!3707 = !{!340, !2451}
!3708 = !DISubprogram(name: "join<u64>", linkageName: "_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E", scope: !2451, file: !727, line: 240, type: !3706, scopeLine: 240, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !283)
!3709 = !{!3710}
!3710 = !DILocalVariable(name: "self", arg: 1, scope: !3705, file: !727, line: 240, type: !2451)
!3711 = distinct !DILocation(line: 150, column: 16, scope: !2648, inlinedAt: !2655)
!3712 = !DILocation(line: 240, column: 24, scope: !3705, inlinedAt: !3711)
!3713 = !DILocalVariable(name: "msg", scope: !3714, file: !1630, line: 968, type: !504, align: 64)
!3714 = distinct !DISubprogram(name: "expect<&mut std::thread::lifecycle::Packet<u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17h7b098fa2afd679ebE", scope: !3715, file: !1630, line: 968, type: !3728, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !3721, declaration: !3730, retainedNodes: !3731)
!3715 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&mut std::thread::lifecycle::Packet<u64>>", scope: !58, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3716, templateParams: !44, identifier: "b32a7795a6d28e2df5b0a855df5830f6")
!3716 = !{!3717}
!3717 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3715, file: !2, size: 64, align: 64, elements: !3718, templateParams: !44, identifier: "42f0eedef1503100f35193249a1e1d5e", discriminator: !3727)
!3718 = !{!3719, !3723}
!3719 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !3717, file: !2, baseType: !3720, size: 64, align: 64, extraData: i64 0)
!3720 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !3715, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !44, templateParams: !3721, identifier: "ccf176142fdbc339357a4b32618d03f0")
!3721 = !{!3722}
!3722 = !DITemplateTypeParameter(name: "T", type: !2138)
!3723 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !3717, file: !2, baseType: !3724, size: 64, align: 64)
!3724 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !3715, file: !2, size: 64, align: 64, flags: DIFlagPublic, elements: !3725, templateParams: !3721, identifier: "6f162a2e090f667a2ddb6a5f4d8079e2")
!3725 = !{!3726}
!3726 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3724, file: !2, baseType: !2138, size: 64, align: 64, flags: DIFlagPublic)
!3727 = !DIDerivedType(tag: DW_TAG_member, scope: !3715, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3728 = !DISubroutineType(types: !3729)
!3729 = !{!2138, !3715, !504, !889}
!3730 = !DISubprogram(name: "expect<&mut std::thread::lifecycle::Packet<u64>>", linkageName: "_ZN4core6option15Option$LT$T$GT$6expect17h7b098fa2afd679ebE", scope: !3715, file: !1630, line: 968, type: !3728, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !3721)
!3731 = !{!3732, !3713, !3733}
!3732 = !DILocalVariable(name: "self", arg: 1, scope: !3714, file: !1630, line: 968, type: !3715)
!3733 = !DILocalVariable(name: "val", scope: !3734, file: !1630, line: 970, type: !2138, align: 64)
!3734 = distinct !DILexicalBlock(scope: !3714, file: !1630, line: 970, column: 13)
!3735 = !DILocation(line: 0, scope: !3714, inlinedAt: !3736)
!3736 = distinct !DILocation(line: 247, column: 14, scope: !3705, inlinedAt: !3711)
!3737 = !DILocation(line: 241, column: 21, scope: !3705, inlinedAt: !3711)
!3738 = !{!3739, !3692}
!3739 = distinct !{!3739, !3693, !"_ZN3std6thread9lifecycle18JoinInner$LT$T$GT$4join17h79ea141213d92807E: %val"}
!3740 = !DILocalVariable(name: "this", arg: 1, scope: !3741, file: !946, line: 2616, type: !1150)
!3741 = distinct !DISubprogram(name: "get_mut<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$7get_mut17h146931165de5989dE", scope: !174, file: !946, line: 2616, type: !3742, scopeLine: 2616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, declaration: !3744, retainedNodes: !3745)
!3742 = !DISubroutineType(types: !3743)
!3743 = !{!3715, !1150}
!3744 = !DISubprogram(name: "get_mut<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$7get_mut17h146931165de5989dE", scope: !174, file: !946, line: 2616, type: !3742, scopeLine: 2616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !394)
!3745 = !{!3740}
!3746 = !DILocation(line: 2616, column: 20, scope: !3741, inlinedAt: !3747)
!3747 = distinct !DILocation(line: 242, column: 9, scope: !3705, inlinedAt: !3711)
!3748 = !DILocalVariable(name: "this", arg: 1, scope: !3749, file: !946, line: 2691, type: !1150)
!3749 = distinct !DISubprogram(name: "get_mut_unchecked<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$17get_mut_unchecked17h72e0e9d98cd8b1dcE", scope: !174, file: !946, line: 2691, type: !3750, scopeLine: 2691, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, declaration: !3752, retainedNodes: !3753)
!3750 = !DISubroutineType(types: !3751)
!3751 = !{!2138, !1150}
!3752 = !DISubprogram(name: "get_mut_unchecked<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$17get_mut_unchecked17h72e0e9d98cd8b1dcE", scope: !174, file: !946, line: 2691, type: !3750, scopeLine: 2691, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !394)
!3753 = !{!3748}
!3754 = !DILocation(line: 2691, column: 37, scope: !3749, inlinedAt: !3755)
!3755 = distinct !DILocation(line: 2623, column: 27, scope: !3741, inlinedAt: !3747)
!3756 = !DILocalVariable(name: "this", arg: 1, scope: !3757, file: !946, line: 2754, type: !951)
!3757 = distinct !DISubprogram(name: "is_unique<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE", scope: !174, file: !946, line: 2754, type: !3758, scopeLine: 2754, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !394, declaration: !3760, retainedNodes: !3761)
!3758 = !DISubroutineType(types: !3759)
!3759 = !{!2142, !951}
!3760 = !DISubprogram(name: "is_unique<std::thread::lifecycle::Packet<u64>, alloc::alloc::Global>", linkageName: "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE", scope: !174, file: !946, line: 2754, type: !3758, scopeLine: 2754, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !394)
!3761 = !{!3756, !3762}
!3762 = !DILocalVariable(name: "unique", scope: !3763, file: !946, line: 2766, type: !2142, align: 8)
!3763 = distinct !DILexicalBlock(scope: !3757, file: !946, line: 2766, column: 13)
!3764 = !DILocation(line: 0, scope: !3757, inlinedAt: !3765)
!3765 = distinct !DILocation(line: 2617, column: 12, scope: !3741, inlinedAt: !3747)
!3766 = !DILocalVariable(name: "current", scope: !3767, file: !1156, line: 3034, type: !9, align: 64)
!3767 = distinct !DISubprogram(name: "compare_exchange", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize16compare_exchange", scope: !80, file: !1156, line: 3033, type: !3768, scopeLine: 3033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !3785, retainedNodes: !3786)
!3768 = !DISubroutineType(types: !3769)
!3769 = !{!3770, !1159, !9, !9, !596, !596}
!3770 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<usize, usize>", scope: !341, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3771, templateParams: !44, identifier: "7740407452115f2a77697ba7dab62951")
!3771 = !{!3772}
!3772 = !DICompositeType(tag: DW_TAG_variant_part, scope: !3770, file: !2, size: 128, align: 64, elements: !3773, templateParams: !44, identifier: "27062f68c4e2d20f43160ddebe98a43b", discriminator: !3784)
!3773 = !{!3774, !3780}
!3774 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !3772, file: !2, baseType: !3775, size: 128, align: 64, extraData: i64 0)
!3775 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !3770, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3776, templateParams: !3778, identifier: "88dc1693b42440195577b011f0df268d")
!3776 = !{!3777}
!3777 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3775, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3778 = !{!90, !3779}
!3779 = !DITemplateTypeParameter(name: "E", type: !9)
!3780 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !3772, file: !2, baseType: !3781, size: 128, align: 64, extraData: i64 1)
!3781 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !3770, file: !2, size: 128, align: 64, flags: DIFlagPublic, elements: !3782, templateParams: !3778, identifier: "8c82a528c5d5f77a70ece44e29fb2ab3")
!3782 = !{!3783}
!3783 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !3781, file: !2, baseType: !9, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!3784 = !DIDerivedType(tag: DW_TAG_member, scope: !3770, file: !2, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!3785 = !DISubprogram(name: "compare_exchange", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize16compare_exchange", scope: !80, file: !1156, line: 3033, type: !3768, scopeLine: 3033, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !44)
!3786 = !{!3787, !3766, !3788, !3789, !3790}
!3787 = !DILocalVariable(name: "self", arg: 1, scope: !3767, file: !1156, line: 3033, type: !1159)
!3788 = !DILocalVariable(name: "new", scope: !3767, file: !1156, line: 3035, type: !9, align: 64)
!3789 = !DILocalVariable(name: "success", scope: !3767, file: !1156, line: 3036, type: !596, align: 8)
!3790 = !DILocalVariable(name: "failure", scope: !3767, file: !1156, line: 3037, type: !596, align: 8)
!3791 = !DILocation(line: 0, scope: !3767, inlinedAt: !3792)
!3792 = distinct !DILocation(line: 2762, column: 30, scope: !3757, inlinedAt: !3765)
!3793 = !DILocalVariable(name: "order", scope: !3794, file: !1156, line: 2842, type: !596, align: 8)
!3794 = distinct !DISubprogram(name: "load", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize4load", scope: !80, file: !1156, line: 2842, type: !2816, scopeLine: 2842, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !2818, retainedNodes: !3795)
!3795 = !{!3796, !3793}
!3796 = !DILocalVariable(name: "self", arg: 1, scope: !3794, file: !1156, line: 2842, type: !1159)
!3797 = !DILocation(line: 0, scope: !3794, inlinedAt: !3798)
!3798 = distinct !DILocation(line: 2766, column: 46, scope: !3757, inlinedAt: !3765)
!3799 = !DILocalVariable(name: "val", scope: !3800, file: !1156, line: 2870, type: !9, align: 64)
!3800 = distinct !DISubprogram(name: "store", linkageName: "_RNvMs1v_NtNtCsgEmfK2I1SDS_4core4sync6atomicNtB6_11AtomicUsize5store", scope: !80, file: !1156, line: 2870, type: !2837, scopeLine: 2870, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, declaration: !2839, retainedNodes: !3801)
!3801 = !{!3802, !3799, !3803}
!3802 = !DILocalVariable(name: "self", arg: 1, scope: !3800, file: !1156, line: 2870, type: !1159)
!3803 = !DILocalVariable(name: "order", scope: !3800, file: !1156, line: 2870, type: !596, align: 8)
!3804 = !DILocation(line: 0, scope: !3800, inlinedAt: !3805)
!3805 = distinct !DILocation(line: 2771, column: 31, scope: !3763, inlinedAt: !3765)
!3806 = !DILocation(line: 3033, column: 37, scope: !3767, inlinedAt: !3792)
!3807 = !DILocalVariable(name: "dst", arg: 1, scope: !3808, file: !1156, line: 3956, type: !1170)
!3808 = distinct !DISubprogram(name: "atomic_compare_exchange<usize>", linkageName: "_ZN4core4sync6atomic23atomic_compare_exchange17hed1a236d6a197f89E", scope: !81, file: !1156, line: 3955, type: !3809, scopeLine: 3955, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !89, retainedNodes: !3811)
!3809 = !DISubroutineType(types: !3810)
!3810 = !{!3770, !1170, !9, !9, !596, !596}
!3811 = !{!3807, !3812, !3813, !3814, !3815, !3816, !3818}
!3812 = !DILocalVariable(name: "old", arg: 2, scope: !3808, file: !1156, line: 3957, type: !9)
!3813 = !DILocalVariable(name: "new", arg: 3, scope: !3808, file: !1156, line: 3958, type: !9)
!3814 = !DILocalVariable(name: "success", arg: 4, scope: !3808, file: !1156, line: 3959, type: !596)
!3815 = !DILocalVariable(name: "failure", arg: 5, scope: !3808, file: !1156, line: 3960, type: !596)
!3816 = !DILocalVariable(name: "val", scope: !3817, file: !1156, line: 3963, type: !9, align: 64)
!3817 = distinct !DILexicalBlock(scope: !3808, file: !1156, line: 3963, column: 5)
!3818 = !DILocalVariable(name: "ok", scope: !3817, file: !1156, line: 3963, type: !2142, align: 8)
!3819 = !DILocation(line: 0, scope: !3808, inlinedAt: !3820)
!3820 = distinct !DILocation(line: 3039, column: 26, scope: !3767, inlinedAt: !3792)
!3821 = !DILocation(line: 3975, column: 17, scope: !3808, inlinedAt: !3820)
!3822 = !{!3823, !3739, !3692}
!3823 = distinct !{!3823, !3824, !"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE: %this"}
!3824 = distinct !{!3824, !"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17h4f2b27d1449eda6aE"}
!3825 = !DILocation(line: 2762, column: 12, scope: !3757, inlinedAt: !3765)
!3826 = !{!"branch_weights", i32 2146410443, i32 1073205}
!3827 = !DILocation(line: 2842, column: 25, scope: !3794, inlinedAt: !3798)
!3828 = !DILocation(line: 0, scope: !2846, inlinedAt: !3829)
!3829 = distinct !DILocation(line: 2844, column: 26, scope: !3794, inlinedAt: !3798)
!3830 = !DILocation(line: 3891, column: 24, scope: !2846, inlinedAt: !3829)
!3831 = !DILocation(line: 2766, column: 26, scope: !3757, inlinedAt: !3765)
!3832 = !DILocation(line: 0, scope: !3763, inlinedAt: !3765)
!3833 = !DILocation(line: 2870, column: 26, scope: !3800, inlinedAt: !3805)
!3834 = !DILocation(line: 0, scope: !3326, inlinedAt: !3835)
!3835 = distinct !DILocation(line: 2872, column: 26, scope: !3800, inlinedAt: !3805)
!3836 = !DILocation(line: 3876, column: 24, scope: !3326, inlinedAt: !3835)
!3837 = !DILocation(line: 2617, column: 12, scope: !3741, inlinedAt: !3747)
!3838 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!3839 = !DILocation(line: 971, column: 21, scope: !3714, inlinedAt: !3736)
!3840 = !DILocation(line: 2694, column: 25, scope: !3749, inlinedAt: !3755)
!3841 = !{!3739}
!3842 = !DILocalVariable(name: "self", arg: 1, scope: !3843, file: !1630, line: 1884, type: !3846)
!3843 = distinct !DISubprogram(name: "take<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$4take17h8e6d4cb417e10928E", scope: !332, file: !1630, line: 1884, type: !3844, scopeLine: 1884, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !338, declaration: !3847, retainedNodes: !3848)
!3844 = !DISubroutineType(types: !3845)
!3845 = !{!332, !3846}
!3846 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", baseType: !332, size: 64, align: 64, dwarfAddressSpace: 0)
!3847 = !DISubprogram(name: "take<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>", linkageName: "_ZN4core6option15Option$LT$T$GT$4take17h8e6d4cb417e10928E", scope: !332, file: !1630, line: 1884, type: !3844, scopeLine: 1884, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !338)
!3848 = !{!3842}
!3849 = !DILocation(line: 1884, column: 23, scope: !3843, inlinedAt: !3850)
!3850 = distinct !DILocation(line: 250, column: 14, scope: !3705, inlinedAt: !3711)
!3851 = !DILocalVariable(name: "dest", arg: 1, scope: !3852, file: !872, line: 887, type: !3846)
!3852 = distinct !DISubprogram(name: "replace<core::option::Option<core::result::Result<u64, alloc::boxed::Box<(dyn core::any::Any + core::marker::Send), alloc::alloc::Global>>>>", linkageName: "_ZN4core3mem7replace17h4bcbe6f5ffef68bdE", scope: !24, file: !872, line: 887, type: !3853, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !367, retainedNodes: !3855)
!3853 = !DISubroutineType(types: !3854)
!3854 = !{!332, !3846, !332}
!3855 = !{!3851}
!3856 = !DILocation(line: 887, column: 25, scope: !3852, inlinedAt: !3857)
!3857 = distinct !DILocation(line: 1886, column: 9, scope: !3843, inlinedAt: !3850)
!3858 = !DILocation(line: 901, column: 22, scope: !3852, inlinedAt: !3857)
!3859 = !DILocation(line: 0, scope: !3696, inlinedAt: !3704)
!3860 = !DILocation(line: 902, column: 49, scope: !3852, inlinedAt: !3857)
!3861 = !DILocation(line: 1014, column: 9, scope: !3696, inlinedAt: !3704)
!3862 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!3863 = !DILocation(line: 1015, column: 18, scope: !3696, inlinedAt: !3704)
!3864 = !{!3865}
!3865 = distinct !{!3865, !3866, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E: %_1"}
!3866 = distinct !{!3866, !"_ZN4core3ptr48drop_in_place$LT$std..thread..thread..Thread$GT$17h9be051e2a4539717E"}
!3867 = !DILocation(line: 252, column: 5, scope: !3705, inlinedAt: !3711)
!3868 = !DILocation(line: 0, scope: !1849, inlinedAt: !3869)
!3869 = distinct !DILocation(line: 252, column: 5, scope: !3705, inlinedAt: !3711)
!3870 = !{!3871}
!3871 = distinct !{!3871, !3872, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h8d6c3d6844c19bcfE: %_1"}
!3872 = distinct !{!3872, !"_ZN4core3ptr114drop_in_place$LT$core..pin..Pin$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$$GT$17h8d6c3d6844c19bcfE"}
!3873 = !DILocation(line: 805, column: 1, scope: !1849, inlinedAt: !3869)
!3874 = !DILocation(line: 0, scope: !1863, inlinedAt: !3875)
!3875 = distinct !DILocation(line: 805, column: 1, scope: !1849, inlinedAt: !3869)
!3876 = !{!3877}
!3877 = distinct !{!3877, !3878, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h2f17e2e2053b5a6fE: %_1"}
!3878 = distinct !{!3878, !"_ZN4core3ptr92drop_in_place$LT$alloc..sync..Arc$LT$std..thread..thread..Inner$C$std..alloc..System$GT$$GT$17h2f17e2e2053b5a6fE"}
!3879 = !DILocation(line: 805, column: 1, scope: !1863, inlinedAt: !3875)
!3880 = !DILocation(line: 0, scope: !1877, inlinedAt: !3881)
!3881 = distinct !DILocation(line: 805, column: 1, scope: !1863, inlinedAt: !3875)
!3882 = !{!3883}
!3883 = distinct !{!3883, !3884, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h224719ceb9656aceE: %self"}
!3884 = distinct !{!3884, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h224719ceb9656aceE"}
!3885 = !DILocation(line: 805, column: 1, scope: !1877, inlinedAt: !3881)
!3886 = !DILocation(line: 0, scope: !1891, inlinedAt: !3887)
!3887 = distinct !DILocation(line: 805, column: 1, scope: !1877, inlinedAt: !3881)
!3888 = !DILocation(line: 0, scope: !1899, inlinedAt: !3889)
!3889 = distinct !DILocation(line: 2811, column: 17, scope: !1891, inlinedAt: !3887)
!3890 = !DILocation(line: 0, scope: !1909, inlinedAt: !3891)
!3891 = distinct !DILocation(line: 2811, column: 32, scope: !1891, inlinedAt: !3887)
!3892 = !DILocation(line: 0, scope: !1916, inlinedAt: !3893)
!3893 = distinct !DILocation(line: 3167, column: 26, scope: !1909, inlinedAt: !3891)
!3894 = !DILocation(line: 444, column: 20, scope: !1923, inlinedAt: !3895)
!3895 = distinct !DILocation(line: 2104, column: 27, scope: !1899, inlinedAt: !3889)
!3896 = !{!3883, !3877, !3871, !3865, !3692}
!3897 = !DILocation(line: 3165, column: 30, scope: !1909, inlinedAt: !3891)
!3898 = !DILocation(line: 3942, column: 24, scope: !1916, inlinedAt: !3893)
!3899 = !{!3883, !3877, !3871, !3865, !3739, !3692}
!3900 = !DILocation(line: 2811, column: 12, scope: !1891, inlinedAt: !3887)
!3901 = !DILocation(line: 0, scope: !1187, inlinedAt: !3902)
!3902 = distinct !DILocation(line: 64, column: 9, scope: !1891, inlinedAt: !3887)
!3903 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !3902)
!3904 = !DILocation(line: 2854, column: 18, scope: !1891, inlinedAt: !3887)
!3905 = !{!3906}
!3906 = distinct !{!3906, !3907, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E: %_1"}
!3907 = distinct !{!3907, !"_ZN4core3ptr86drop_in_place$LT$alloc..sync..Arc$LT$std..thread..lifecycle..Packet$LT$u64$GT$$GT$$GT$17he9f2462fd77723f1E"}
!3908 = !DILocation(line: 0, scope: !1138, inlinedAt: !3909)
!3909 = distinct !DILocation(line: 252, column: 5, scope: !3705, inlinedAt: !3711)
!3910 = !{!3911}
!3911 = distinct !{!3911, !3912, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E: %self"}
!3912 = distinct !{!3912, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h51e01cc6ab8e8ee7E"}
!3913 = !DILocation(line: 805, column: 1, scope: !1138, inlinedAt: !3909)
!3914 = !DILocation(line: 0, scope: !1146, inlinedAt: !3915)
!3915 = distinct !DILocation(line: 805, column: 1, scope: !1138, inlinedAt: !3909)
!3916 = !DILocation(line: 0, scope: !1513, inlinedAt: !3917)
!3917 = distinct !DILocation(line: 2811, column: 17, scope: !1146, inlinedAt: !3915)
!3918 = !DILocation(line: 0, scope: !1155, inlinedAt: !3919)
!3919 = distinct !DILocation(line: 2811, column: 32, scope: !1146, inlinedAt: !3915)
!3920 = !DILocation(line: 0, scope: !1167, inlinedAt: !3921)
!3921 = distinct !DILocation(line: 3167, column: 26, scope: !1155, inlinedAt: !3919)
!3922 = !DILocation(line: 444, column: 20, scope: !1522, inlinedAt: !3923)
!3923 = distinct !DILocation(line: 2104, column: 27, scope: !1513, inlinedAt: !3917)
!3924 = !{!3911, !3906, !3692}
!3925 = !DILocation(line: 3165, column: 30, scope: !1155, inlinedAt: !3919)
!3926 = !DILocation(line: 3942, column: 24, scope: !1167, inlinedAt: !3921)
!3927 = !{!3911, !3906, !3739}
!3928 = !DILocation(line: 2811, column: 12, scope: !1146, inlinedAt: !3915)
!3929 = !DILocation(line: 0, scope: !1187, inlinedAt: !3930)
!3930 = distinct !DILocation(line: 64, column: 9, scope: !1146, inlinedAt: !3915)
!3931 = !DILocation(line: 4373, column: 24, scope: !1187, inlinedAt: !3930)
!3932 = !DILocation(line: 2854, column: 18, scope: !1146, inlinedAt: !3915)
!3933 = !DILocation(line: 1016, column: 21, scope: !3696, inlinedAt: !3704)
!3934 = !DILocation(line: 1595, column: 15, scope: !2657, inlinedAt: !2667)
!3935 = !DILocation(line: 1599, column: 5, scope: !2657, inlinedAt: !2667)
!3936 = !DILocation(line: 0, scope: !998, inlinedAt: !3937)
!3937 = distinct !DILocation(line: 1599, column: 5, scope: !2657, inlinedAt: !2667)
!3938 = !DILocation(line: 0, scope: !1007, inlinedAt: !3939)
!3939 = distinct !DILocation(line: 805, column: 1, scope: !998, inlinedAt: !3937)
!3940 = !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !3939)
!3941 = !DILocation(line: 0, scope: !1017, inlinedAt: !3942)
!3942 = distinct !DILocation(line: 805, column: 1, scope: !1007, inlinedAt: !3939)
!3943 = !DILocation(line: 0, scope: !1026, inlinedAt: !3942)
!3944 = !DILocation(line: 0, scope: !1057, inlinedAt: !3945)
!3945 = distinct !DILocation(line: 1919, column: 26, scope: !1026, inlinedAt: !3942)
!3946 = !DILocation(line: 0, scope: !1069, inlinedAt: !3947)
!3947 = distinct !DILocation(line: 255, column: 43, scope: !1057, inlinedAt: !3945)
!3948 = !DILocation(line: 0, scope: !1076, inlinedAt: !3949)
!3949 = distinct !DILocation(line: 255, column: 68, scope: !1057, inlinedAt: !3945)
!3950 = !DILocation(line: 0, scope: !1087, inlinedAt: !3951)
!3951 = distinct !DILocation(line: 125, column: 30, scope: !1076, inlinedAt: !3949)
!3952 = !DILocation(line: 429, column: 14, scope: !1069, inlinedAt: !3947)
!3953 = !DILocation(line: 0, scope: !1042, inlinedAt: !3942)
!3954 = !DILocation(line: 1920, column: 16, scope: !1042, inlinedAt: !3942)
!3955 = !DILocation(line: 568, column: 14, scope: !1087, inlinedAt: !3951)
!3956 = !DILocation(line: 0, scope: !1098, inlinedAt: !3957)
!3957 = distinct !DILocation(line: 1921, column: 24, scope: !1042, inlinedAt: !3942)
!3958 = !DILocation(line: 0, scope: !1110, inlinedAt: !3959)
!3959 = distinct !DILocation(line: 442, column: 23, scope: !1098, inlinedAt: !3957)
!3960 = !DILocation(line: 0, scope: !1118, inlinedAt: !3961)
!3961 = distinct !DILocation(line: 324, column: 9, scope: !1110, inlinedAt: !3959)
!3962 = !DILocation(line: 0, scope: !1127, inlinedAt: !3963)
!3963 = distinct !DILocation(line: 209, column: 22, scope: !1118, inlinedAt: !3961)
!3964 = !DILocation(line: 115, column: 14, scope: !1127, inlinedAt: !3963)
!3965 = !DILocation(line: 1920, column: 13, scope: !1042, inlinedAt: !3942)
!3966 = !DILocation(line: 1595, column: 9, scope: !2657, inlinedAt: !2667)
!3967 = !DILocation(line: 27, column: 2, scope: !2439)
!3968 = distinct !DISubprogram(name: "w_log", linkageName: "_ZN9threadnum5w_log17h1b102376c573cea3E", scope: !39, file: !663, line: 10, type: !3969, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !518, templateParams: !44, retainedNodes: !3972)
!3969 = !DISubroutineType(types: !3970)
!3970 = !{!42, !3971, !42}
!3971 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut threadnum::W", baseType: !686, size: 64, align: 64, dwarfAddressSpace: 0)
!3972 = !{!3973, !3974}
!3973 = !DILocalVariable(name: "this", arg: 1, scope: !3968, file: !663, line: 10, type: !3971)
!3974 = !DILocalVariable(name: "k", arg: 2, scope: !3968, file: !663, line: 10, type: !42)
!3975 = !DILocation(line: 0, scope: !3968)
!3976 = !DILocation(line: 11, column: 5, scope: !3968)
!3977 = !DILocation(line: 12, column: 2, scope: !3968)
