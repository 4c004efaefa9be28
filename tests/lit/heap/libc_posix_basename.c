// POSIX basename (libgen.h: glibc's __xpg_basename) and dirname return pointers into
// their argument, like strrchr: never memory the analysis cannot see into.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <libgen.h>
char path[] = "/scratch/run-42/output.h5";
char other[] = "/tmp/x";
int main(void) {
  char *base = basename(path);
  MAYALIAS(base, path + 16); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(base, other); // CHECK: check [[@LINE]] NOALIAS ok
  NOALIAS(dirname(path), other); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=3 ok=3 fail=0
