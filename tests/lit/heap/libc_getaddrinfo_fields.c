// getaddrinfo's list as glibc allocates it: malloc'd records whose ai_addr points into
// the record's own block right after the record (byte 48), ai_canonname to a malloc'd
// name and ai_next to the next record; field by field, so the list is sent as records
// (before: one collapsed object, refused as "may point into the middle of the object
// (getaddrinfo)").
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
#include <cormi.h>
#include <netdb.h>
#include <stdlib.h>
typedef struct S { int x; } S;
S *S_new(void) { return calloc(1, sizeof(S)); }
long S_walk(S *s, const struct addrinfo *ai) {
  long t = 0;
  (void)s;
  for (; ai; ai = ai->ai_next) t += ai->ai_addr->sa_family + (ai->ai_canonname ? ai->ai_canonname[0] : 0);
  return t;
}
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, S_new);
  struct addrinfo *res;
  if (getaddrinfo("127.0.0.1", 0, 0, &res)) return 1;
  return (int)cormi_invoke(r, S_walk, res);
}

// CHECK: obj#[[REC:[0-9]+]] ({{[0-9]+}},{{[0-9]+}}) malloc @main:25
// CHECK-NEXT:   +24 -> {obj#[[REC]]+48}
// CHECK-NEXT:   +32 -> {obj#[[NAME:[0-9]+]]+0}
// CHECK-NEXT:   +40 -> {obj#[[REC]]+0}
// CHECK-NEXT: obj#[[NAME]] ({{[0-9]+}},{{[0-9]+}}) malloc @main:25

// SHAPE-LABEL: -> S_walk
// SHAPE:    arg1 graph node0
// SHAPE:    node0 struct size>=48 alloc=malloc ptr=[24->node1, 32->node2, 40->node0]
// SHAPE-NEXT:    node1 interior +48 ->node0
// SHAPE-NEXT:    node2 array elem=1: bytes (malloc)
