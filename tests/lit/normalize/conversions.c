// cormi_invoke converts its arguments as a direct call of the method would (C's
// assignment conversions through the prototype): an int for a double, a negative int
// for a long (sign-extended), an unsigned int above INT_MAX for a long (zero-extended),
// a double for a float, an int for a char, a char * for a void *; cormi_create converts
// its constructor's arguments the same way (an int for a long). The pass sees the
// converted values (no promotion to undo) and says so in a remark.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o - | opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -S -o - | FileCheck %s
// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o - | opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -pass-remarks-analysis=cormi -disable-output 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>

typedef struct Acc { double total; } Acc;

double Acc_add(Acc *self, double v) { return self->total += v; }
long Acc_mix(Acc *self, long a, long b, float f, char c, void *p) { (void)self; (void)p; return a + b + (long)f + c; }

double use(cormi_ref a, char *text) {
  unsigned big = 3000000000u;
  double d = cormi_invoke(a, Acc_add, 1);
  long m = cormi_invoke(a, Acc_mix, -1, big, 2.5, 65, text);
  return d + m;
}

Acc *Acc_new(long start) { Acc *a = 0; (void)start; return a; }
cormi_ref make(void) { return cormi_create(1, Acc_new, 5); }

// CHECK-LABEL: site {{0x[0-9a-f]+}} invoke in @use #0 calls @Acc_add
// CHECK-NEXT:    ret double
// CHECK-NEXT:    arg 1 double
// CHECK-LABEL: site {{0x[0-9a-f]+}} invoke in @use #1 calls @Acc_mix
// CHECK-NEXT:    ret i64
// CHECK-NEXT:    arg 1 i64
// CHECK-NEXT:    arg 2 i64
// CHECK-NEXT:    arg 3 float
// CHECK-NEXT:    arg 4 i8
// CHECK-NEXT:    arg 5 ptr
// CHECK-LABEL: define {{.*}}double @use(
// CHECK:         call double (i64, ptr, ...) @__cormi_invoke(i64 %{{[0-9]+}}, ptr @Acc_add, double noundef 1.000000e+00)
// CHECK:         %[[BIG:[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4
// CHECK-NEXT:    %[[WIDE:[0-9]+]] = zext i32 %[[BIG]] to i64
// CHECK:         call i64 (i64, ptr, ...) @__cormi_invoke(i64 %{{[0-9]+}}, ptr @Acc_mix, i64 noundef -1, i64 noundef %[[WIDE]], float noundef 2.500000e+00, i8 noundef signext 65, ptr noundef %{{[0-9]+}})

// CHECK-LABEL: define {{.*}}i64 @make(
// CHECK:         call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Acc_new, i64 noundef 5)

// REMARK: remark: conversions.c:20:14: cormi_invoke of Acc_add calls through its prototype: the arguments are converted as in a direct call
// REMARK: remark: conversions.c:21:12: cormi_invoke of Acc_mix calls through its prototype
// REMARK: remark: conversions.c:26:31: cormi_create of Acc_new calls through its prototype
