// At the sender, a pointer field whose address lies in no object the runtime knows (or
// outside its object: only one past the end is allowed) is refused with the address and
// the object's description (cormi_extent_unknown after cormi_object_of answered NULL for
// a non-NULL pointer; ABORT mode: exits) and skipped (the walk goes on, the call fails).

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Sum { int64_t n; } Sum;
typedef struct Tail { char *p; } Tail;

int64_t Sum_tail(Sum *self, Tail *t) { return self->n += (int64_t)strlen(t->p); }

int64_t send(cormi_ref s, const char *text, int64_t from) {
  Tail *t = malloc(sizeof *t);
  t->p = strdup(text) + from;
  int64_t r = cormi_invoke(s, Sum_tail, t);
  free(t);
  return r;
}

// CHECK: @cormi.why{{.*}} = {{.*}}c"the pointer lies in no object the runtime knows (heap blocks, noted globals and stack objects), or outside its object (one past the end is the farthest it may point): bytes (strdup) allocated at send:22 (size at run time)\00"
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK: interior{{[0-9]+}}:
// CHECK: %[[START:.*]] = call ptr @cormi_object_of
// CHECK-NEXT: %found = icmp ne ptr %[[START]], null
// CHECK-NEXT: %good = or i1 %found, %noobject{{[0-9]*}}
// CHECK-NEXT: br i1 %good, label %sized, label %unsized
// CHECK: unsized:
// CHECK-NEXT: call void @cormi_extent_unknown(ptr %{{.*}}, ptr @cormi.why
// CHECK-NEXT: br label %m.loop
