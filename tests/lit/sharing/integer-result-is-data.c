// An integer a remote method returns is bytes from the serving node's address space,
// even when the method made it from a pointer (an opaque handle): stored into a record
// and sent back, it is data, never a pointer to a copy of the server's object (the
// caller's marshaler followed the server's address and crashed). The method turns the
// field back into a pointer only through an integer cast: the field travels as the
// integer it is (no pointer field, no NULL written over it), as an integer argument
// does, and the serving node gets its own address back.

// RUN: %clang -I %root/frontend-shim/include -O1 -g -S -emit-llvm %s -o %t.ll
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.whole.ll 2>&1 | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Obj { long v; } Obj;
typedef struct Req { uint64_t handle; long add; } Req;
typedef struct Srv { Obj *objs[8]; int n; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
uint64_t Srv_open(Srv *self, long v) {
  Obj *o = malloc(sizeof *o);
  o->v = v;
  self->objs[self->n++] = o;
  return (uint64_t)(uintptr_t)o;
}
long Srv_add(Srv *self, Req *r) {
  (void)self;
  Obj *o = (Obj *)(uintptr_t)r->handle;
  o->v += r->add;
  return o->v;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Req *r = malloc(sizeof *r);
  r->handle = cormi_invoke(s, Srv_open, 10);
  r->add = 5;
  long a = cormi_invoke(s, Srv_add, r);
  free(r);
  cormi_finalize();
  return a == 15 ? 0 : 1;
}

// CHECK-LABEL: shapes main#2 -> Srv_add
// CHECK:         node0 struct size=16 alloc=malloc ptr=[] null=[]: struct of 16 bytes (malloc) allocated at main:{{[0-9]+}}

// REMARK: integer-result-is-data.c:{{[0-9]+}}:12: call-site marshaler generated for Srv_add ({{.*}}graph: struct of 16 bytes (malloc) allocated at main:{{[0-9]+}}
