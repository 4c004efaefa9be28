// A method that fills a struct and a string through pointer arguments, and a caller that
// prints them after the calls: the method writes its node's copies, so both are
// reported, at print<cormi-out-args> and as warnings of the cormi pass.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-out-args>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site;no-out-arg-warnings>' -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Stats {
  long count;
  double mean;
} Stats;
typedef struct Svc {
  long n;
  double sum;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

int Svc_stats(Svc *self, Stats *out) {
  out->count = self->n;
  out->mean = self->n ? self->sum / (double)self->n : 0;
  return 0;
}

int Svc_read(Svc *self, char *buf, size_t cap) { return snprintf(buf, cap, "n=%ld", self->n); }

int main(void) {
  cormi_ref s = cormi_create(1, Svc_new);
  Stats st = {-1, -1};
  int rc = cormi_invoke(s, Svc_stats, &st);
  char buf[32] = "unset";
  int n = cormi_invoke(s, Svc_read, buf, sizeof buf);
  printf("%d %ld %g %d %s\n", rc, st.count, st.mean, n, buf);
  return 0;
}

// CHECK-LABEL: out-arg main#1 -> Svc_stats arg1: written at {{.*}}written-and-read.c:25, read after the call at {{.*}}written-and-read.c:38
// CHECK-LABEL: out-arg main#2 -> Svc_read arg1: written at {{.*}}written-and-read.c:30, read after the call at {{.*}}written-and-read.c:38
// WARN: warning: {{.*}}written-and-read.c:35:{{[0-9]+}}: {{.*}}cormi: Svc_stats writes into argument 1 at {{.*}}written-and-read.c:25, which is its node's copy: the caller's object is not updated, and it is read after the call at {{.*}}written-and-read.c:38
// WARN: warning: {{.*}}written-and-read.c:37:{{[0-9]+}}: {{.*}}cormi: Svc_read writes into argument 1 at {{.*}}written-and-read.c:30
// QUIET-NOT: warning
