// The sharing is created in another function: `alias_b` copies p->a into p->b (a store
// of a loaded pointer). Every store in main is a fresh allocation stored once, but the
// store in alias_b is not: the table is kept.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-sharing>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/pair_client.h"

__attribute__((noinline)) void alias_b(Pair *p) { p->b = p->a; }

// CHECK-LABEL: sharing main#1 -> Sum_pair args keep: the object allocated at {{.*}}pair_client.h:16 (cormi_alloc_object) may be referenced twice: the store at {{.*}}shared-in-other-function-keep.c:10 stores a pointer that is not a fresh allocation
// REMARK: remark: {{.*}}pair_client.h:19:{{[0-9]+}}: handle table kept for the arguments of Sum_pair: {{.*}} the store at {{.*}}shared-in-other-function-keep.c:10 stores a pointer that is not a fresh allocation
