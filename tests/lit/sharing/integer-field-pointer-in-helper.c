// An integer field that holds a pointer (made with a cast) and that a helper of the
// method turns back into a pointer is a pointer field: its object is copied with the
// record (the helper's cast is a pointer read of the field, as one in the method is).
// Without it the field travelled as the caller's raw address and the server crashed.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Box { long v; } Box;
typedef struct Cell { uintptr_t car; struct Cell *cdr; } Cell;
typedef struct Srv { long n; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
static long get(uintptr_t w) { return ((Box *)w)->v; }
long Srv_sum(Srv *self, Cell *c) {
  (void)self;
  long s = 0;
  for (; c; c = c->cdr) s += get(c->car);
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Cell *l = 0;
  for (int i = 0; i < 3; i++) {
    Cell *c = malloc(sizeof *c);
    c->cdr = l;
    l = c;
    Box *b = malloc(sizeof *b);
    b->v = 100 * i;
    c->car = (uintptr_t)b;
  }
  long r = cormi_invoke(s, Srv_sum, l);
  cormi_finalize();
  return r == 300 ? 0 : 1;
}

// CHECK-LABEL: call-site marshaler generated for Srv_sum
// CHECK-SAME: struct of 8 bytes (malloc) allocated at main:34 [class 1]
