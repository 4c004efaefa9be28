// Functions returning the library's static storage (localtime, gmtime, ctime,
// asctime, getenv, strerror, __errno_location, ...) return the same storage on
// every call: one shared "library-storage" object, so their results alias
// across calls and functions (and not program objects).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
int x;
int main(void) {
  time_t t = 0;
  MAYALIAS(localtime(&t), localtime(&t)); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(localtime(&t), gmtime(&t)); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(ctime(&t), asctime(localtime(&t))); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(getenv("HOME"), getenv("HOME")); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(&errno, __errno_location()); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(strerror(1), strerror(2)); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(localtime(&t), &x); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=7 ok=7 fail=0
