// Functions returning the library's static storage return the same storage on every
// call, as glibc keeps it: localtime and gmtime one `struct tm`, ctime and asctime one
// buffer (strings: one object with strerror's messages), __errno_location errno;
// getenv the environment strings. Unrelated groups do not alias (a `struct tm` and a
// message string are two objects), and none aliases program objects.
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
  NOALIAS(localtime(&t), strerror(1)); // CHECK: check [[@LINE]] NOALIAS ok
  NOALIAS(getenv("HOME"), ctime(&t)); // CHECK: check [[@LINE]] NOALIAS ok
  NOALIAS(__errno_location(), strerror(1)); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=10 ok=10 fail=0
