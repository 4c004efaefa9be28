// getaddrinfo's result list and gethostbyname's hostent point to library
// objects: their pointer fields are not empty.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <netdb.h>
int main(void) {
  struct addrinfo *res;
  getaddrinfo("localhost", 0, 0, &res);
  MAYALIAS(res->ai_next, res->ai_next); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(res->ai_addr, res->ai_addr); // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(res->ai_next->ai_canonname, res->ai_next->ai_canonname); // CHECK: check [[@LINE]] MAYALIAS ok
  struct hostent *hp = gethostbyname("localhost");
  MAYALIAS(hp->h_addr_list[0], hp->h_addr_list[0]); // CHECK: check [[@LINE]] MAYALIAS ok
  return 0;
}
// CHECK: check-summary total=4 ok=4 fail=0
