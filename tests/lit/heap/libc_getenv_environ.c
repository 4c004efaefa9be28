// getenv returns pointers into the environment strings: main's envp strings
// and the strings given to putenv.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <stdlib.h>
char entry[] = "A=b";
int main(int argc, char **argv, char **envp) {
  putenv(entry);
  MAYALIAS(getenv("A"), entry + 2); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(getenv("PATH"), envp[0] + 5); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(getenv("PATH"), argv[0]); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=3 ok=3 fail=0
