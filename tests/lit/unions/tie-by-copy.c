// A struct assigned into a union's struct member (`o->u.p = pair;`, a memcpy of the
// member's bytes) writes the pointers of the source's fields: each is tied to the tag
// stored beside the copy, like a plain store. A copy of the whole tagged struct carries
// its own tag and is not tied to the constant stored before it.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-union-ties>' -disable-output %t.ll | FileCheck %s --implicit-check-not=union-tie

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Pair { char *a; char *b; } Pair;
typedef struct Obj { int kind; union { double d; char *s; Pair p; } u; } Obj;
CORMI_UNION(Obj, kind, (1, u.d), (2, u.s), (3, u.p));

Obj *pair(void) {
  Obj *o = malloc(sizeof *o);
  Pair p;
  p.a = strdup("alpha");
  p.b = NULL;
  o->kind = 3;
  o->u.p = p;
  return o;
}

void copy(Obj *to, Obj *from) {
  to->kind = 1;
  *to = *from;
}

// CHECK-LABEL: union-tie at @pair:{{[0-9]+}} into [{{.*}}malloc @pair:18 +8] of [{{.*}}strdup @pair:20 +0] beside -8/4=3
