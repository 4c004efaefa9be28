// Structs passed by value reach __cormi_invoke in the C ABI's form, the same form the
// method's prototype has: small ones coerced to integers or split into doubles, large
// ones in memory (byval), which discovery records.

// RUN: %clang -I %root/frontend-shim/include -O0 -S -emit-llvm %s -o - | opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output 2>&1 | FileCheck %s

#include <cormi.h>

typedef struct { int a, b; } Pair;
typedef struct { double x, y; } Vec2;
typedef struct { long a, b, c; } Triple;
typedef struct Acc { int v; } Acc;

int Acc_pair(Acc *self, Pair p) { return p.a; }
int Acc_vec(Acc *self, Vec2 v) { return (int)v.x; }
int Acc_triple(Acc *self, Triple t) { return (int)t.c; }

int use(cormi_ref r, Pair p, Vec2 v, Triple t) {
  return cormi_invoke(r, Acc_pair, p) + cormi_invoke(r, Acc_vec, v) + cormi_invoke(r, Acc_triple, t);
}

// CHECK-LABEL: site {{.*}} invoke in @use #0 calls @Acc_pair
// CHECK-NEXT:   ret i32
// CHECK-NEXT:   arg 1 i64
// CHECK-LABEL: site {{.*}} invoke in @use #1 calls @Acc_vec
// CHECK-NEXT:   ret i32
// CHECK-NEXT:   arg 1 double
// CHECK-NEXT:   arg 2 double
// CHECK-LABEL: site {{.*}} invoke in @use #2 calls @Acc_triple
// CHECK-NEXT:   ret i32
// CHECK-NEXT:   arg 1 ptr byval(%struct.Triple)
