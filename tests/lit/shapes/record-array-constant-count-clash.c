// An object of a constant size that is a whole number of records is sent as part of a
// record array only when its pointers fit the records' layout: here a 32-byte struct
// with a pointer at byte 24 (byte 8 of a 16-byte record, where the records hold a long)
// shares a pointer with calloc'd and realloc'd 16-byte records. Its pointer and the
// records' data meet on one byte: a compile error naming the union, never data sent as
// a pointer.
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rec { char *key; long v; } Rec;
typedef struct Other { long a, b, c; char *p; } Other;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_sum(Srv *s, Rec *r, long n) {
  long t = 0;
  for (long i = 0; i < n; i++) t += r[i].v * (long)strlen(r[i].key);
  s->calls++;
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Rec *a;
  if (argc > 5) {
    Other *o = malloc(sizeof(Other));
    o->p = strdup("x");
    a = (Rec *)o;
  } else {
    a = calloc(2, sizeof(Rec));
  }
  a = realloc(a, (size_t)argc * sizeof(Rec));
  a[argc - 1].key = strdup("key");
  a[argc - 1].v = argc;
  return (int)cormi_invoke(r, Srv_sum, a, (long)argc);
}
// CHECK: error: {{.*}}record-array-constant-count-clash.c:41:{{[0-9]+}}: {{.*}}argument 1 of Srv_sum: {{.*}}is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data
