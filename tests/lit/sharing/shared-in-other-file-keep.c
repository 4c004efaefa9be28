// The sharing is created in another file (Inputs/alias_b.c, compiled on its own and
// linked with llvm-link, as cormicc does): `alias_b` stores a loaded pointer into p->b.
// The table is kept.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.main.ll
// RUN: %clang -O1 -g -S -emit-llvm %S/Inputs/alias_b.c -o %t.b.ll
// RUN: llvm-link %t.main.ll %t.b.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-sharing>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/pair_client.h"

// CHECK-LABEL: sharing main#1 -> Sum_pair args keep: the object allocated at {{.*}}pair_client.h:16 (cormi_alloc_object) may be referenced twice: the store at {{.*}}alias_b.c:4 stores a pointer that is not a fresh allocation
// REMARK: remark: {{.*}}pair_client.h:19:{{[0-9]+}}: handle table kept for the arguments of Sum_pair: {{.*}} the store at {{.*}}alias_b.c:4 stores a pointer that is not a fresh allocation
