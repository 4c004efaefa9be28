/* End-to-end: typed references. A shop keeps its accounts and carts on another node;
 * references to both live in one table, picked at run time, so the compiler cannot see
 * which is which. A call of an account's method through a reference to a cart gets the
 * run-time error CORMI_E_TYPE (an error reply naming both types), never garbage; right
 * calls work before and after it. With TYPED_REFS_ABORT=1 in the environment the
 * program keeps the default error mode, so the wrong call prints the reply's message
 * and exits 1 (tests/e2e/run.sh checks the message).
 * Exit status 0 when every value matched, 1 otherwise (prints the mismatches). */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Account { double balance; long id; } Account;
typedef struct Cart { long items; double price; } Cart;

Account *Account_open(long id) {
  Account *a = calloc(1, sizeof *a);
  a->id = id;
  a->balance = 100;
  return a;
}

Cart *Cart_new(void) {
  Cart *c = calloc(1, sizeof *c);
  c->items = 3;
  c->price = 9.5;
  return c;
}

double Account_deposit(Account *self, double amount) { return self->balance += amount; }
double Cart_total(Cart *self) { return (double)self->items * self->price; }

#define E2E_NAME "typed_refs"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int node = cormi_nodes() - 1;
  cormi_ref table[2];
  table[0] = cormi_create(node, Account_open, 7);
  table[1] = cormi_create(node, Cart_new);
  int account = argc > 99, cart = account + 1; /* 0 and 1, unknown to the compiler */

  CHECK(cormi_invoke(table[account], Account_deposit, 5) == 105);
  if (!getenv("TYPED_REFS_ABORT"))
    cormi_set_error_mode(CORMI_ERRORS_RETURN);
  double wrong = cormi_invoke(table[cart], Account_deposit, 5);
  CHECK(wrong == 0);
  CHECK(cormi_last_error() != 0);
  CHECK(strstr(cormi_strerror(cormi_last_error()), "type") != NULL);
  cormi_clear_error();
  CHECK(cormi_invoke(table[cart], Cart_total) == 28.5);
  CHECK(cormi_invoke(table[account], Account_deposit, 1) == 106);

  cormi_finalize();
  if (failures) return 1;
  printf("typed_refs: a wrong-type call was refused, the others worked (%d nodes)\n", cormi_nodes());
  return 0;
}
