// A method sorts its copy of an array that the caller builds afresh from a constant
// initialiser (a memcpy into it) before each call in a loop and does not read after the
// call: copying into the array is no read, so no warning.
// RUN: %clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-out-args>,print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct Rec {
  char *name;
  int score;
} Rec;
typedef struct Srv {
  long total;
} Srv;

static Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

static int by_score(const void *a, const void *b) { return ((const Rec *)a)->score - ((const Rec *)b)->score; }

int Srv_sort(Srv *self, Rec *r, int n) {
  (void)self;
  qsort(r, (size_t)n, sizeof *r, by_score);
  return r[0].score;
}

int main(void) {
  cormi_ref s = cormi_create(1, Srv_new);
  int bad = 0;
  for (int i = 0; i < 10; i++) {
    Rec r[3] = {{"a", 3}, {"b", 1}, {"c", 2}};
    bad += cormi_invoke(s, Srv_sort, r, 3) != 1;
  }
  return bad;
}

// The first line printed is the escape analysis': nothing of print<cormi-out-args> before.
// CHECK-NOT: out-arg
// CHECK-LABEL: escape @Srv_sort arg1
