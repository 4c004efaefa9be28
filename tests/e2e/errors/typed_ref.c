/* A method of one type called through a reference that visibly comes from a
 * constructor of another type: a compile error naming both types and the create. */
#include <cormi.h>
#include <stdlib.h>

typedef struct Account { double balance; } Account;
typedef struct Cart { long items; } Cart;

Account *Account_open(void) { return calloc(1, sizeof(Account)); }
double Account_deposit(Account *self, double amount) { return self->balance += amount; }
Cart *Cart_new(void) { return calloc(1, sizeof(Cart)); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref cart = cormi_create(1, Cart_new);
  double b = cormi_invoke(cart, Account_deposit, 5);
  cormi_finalize();
  return b > 0;
}
