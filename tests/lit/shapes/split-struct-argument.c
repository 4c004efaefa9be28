// A small struct passed by value that the ABI splits into registers (a slice {uint8_t
// *ptr; size_t len;} becomes `ptr, i64` at the call and in the method): its pointer
// half is a graph (the bytes it points to), its length a scalar.

// RUN: %clang -I %root/frontend-shim/include -O0 -S -emit-llvm %s -o - | opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output | FileCheck %s

#include <cormi.h>
#include <stdint.h>

typedef struct Slice { uint8_t *ptr; size_t len; } Slice;
typedef struct Sink { size_t total; } Sink;

size_t Sink_sum(Sink *self, Slice s) {
  for (size_t i = 0; i < s.len; i++) self->total += s.ptr[i];
  return self->total;
}

size_t use(cormi_ref sink) {
  uint8_t bytes[16] = {1, 2, 3};
  Slice s = {bytes, 16};
  return cormi_invoke(sink, Sink_sum, s);
}

// CHECK-LABEL: shapes use#0 -> Sink_sum
// CHECK-NEXT:    arg1 graph node0
// CHECK-NEXT:    arg2 scalar
// CHECK-NEXT:    ret scalar
// CHECK-NEXT:    node0 struct size=16
