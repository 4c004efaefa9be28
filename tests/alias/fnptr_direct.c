/* Calls through a function pointer reach exactly the functions whose address
 * flowed into it. */
#include "aliascheck.h"

int g1, g2, g3;

NOINLINE int *get1(void) { return &g1; }
NOINLINE int *get2(void) { return &g2; }
NOINLINE int *get3(void) { return &g3; }

int *(*volatile chosen)(void);

NOINLINE void fnptrs(int which) {
  chosen = which ? get1 : get2;
  int *r = chosen();
  MAYALIAS(r, &g1);
  MAYALIAS(r, &g2);
  NOALIAS(r, &g3);
  MAYALIAS(get3(), &g3);
}

int main(int argc, char **argv) { (void)argv; fnptrs(argc > 1); return 0; }
