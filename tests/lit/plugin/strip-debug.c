// cormi-strip-debug after cormi leaves no debug info (what cormicc runs when the user
// did not ask for -g), and the cormi pass before it still read the types from it: the
// server's registration names the constructor's type.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: llvm-link %t.ll %root/target/release/cormi-rt-helpers.bc -o %t.bc
// RUN: opt -load-pass-plugin=%cormi -passes='cormi,cormi-strip-debug' -S %t.bc -o %t.out.ll
// RUN: FileCheck %s < %t.out.ll
// RUN: FileCheck %s --check-prefix=NODBG < %t.out.ll

// CHECK-LABEL: @__cormi_type.Account =
// CHECK-SAME: c"Account\00"
// CHECK: call i64 @cormi_object_register_typed(ptr %{{[0-9]+}}, ptr null, ptr @__cormi_type.Account)

// NODBG-NOT: {{dbg|!DI}}

#include <cormi.h>
#include <stdlib.h>

typedef struct Account { double balance; } Account;

Account *Account_open(void) { return calloc(1, sizeof(Account)); }
double Account_deposit(Account *self, double amount) { return self->balance += amount; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref a = cormi_create(1, Account_open);
  double b = cormi_invoke(a, Account_deposit, 5);
  cormi_finalize();
  return b > 0;
}
