// At the sender, an address that lies in no object the runtime knows (or outside
// its object: only one past the end is allowed) stops the program with the address and
// the object's description instead of sending a wrong object
// (cormi_extent_unknown after cormi_object_of answered NULL for a non-NULL pointer).

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Sum { int64_t n; } Sum;

int64_t Sum_tail(Sum *self, const char *p) { return self->n += (int64_t)strlen(p); }

int64_t send(cormi_ref s, const char *text, int64_t from) {
  char *buf = strdup(text);
  int64_t t = cormi_invoke(s, Sum_tail, buf + from);
  free(buf);
  return t;
}

// CHECK: @cormi.why{{.*}} = {{.*}}c"the pointer lies in no object the runtime knows (heap blocks, noted globals and stack objects), or outside its object (one past the end is the farthest it may point): bytes (strdup) allocated at send:20 (size at run time)\00"
// CHECK-LABEL: define internal {{.*}} @__cormi_client_
// CHECK: %[[START:.*]] = call ptr @cormi_object_of
// CHECK: %found = icmp ne ptr %[[START]], null
// CHECK: %good = or i1 %found, %noobject{{[0-9]*}}
// CHECK: br i1 %good
// CHECK: call void @cormi_extent_unknown(ptr %{{.*}}, ptr @cormi.why
