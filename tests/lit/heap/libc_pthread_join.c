// pthread_join(th, &ret) stores what the thread routines return (and what
// they pass to pthread_exit) into ret.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <pthread.h>
int X, Y, Z;
static void *routine(void *a) { if (a) pthread_exit(&Y); return &X; }
int main(void) {
  pthread_t th;
  void *ret = 0;
  pthread_create(&th, 0, routine, 0);
  pthread_join(th, &ret);
  MAYALIAS(ret, &X); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(ret, &Y); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(ret, &Z); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=3 ok=3 fail=0
