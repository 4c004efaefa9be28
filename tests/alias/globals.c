/* Globals are distinct objects; a global pointer holds what was stored into
 * it anywhere in the program. */
#include "aliascheck.h"

int g1, g2;
int *gp;
static int sarr[8];

NOINLINE void set_gp(void) { gp = &g1; }

NOINLINE void use_globals(int i) {
  NOALIAS(&g1, &g2);
  NOALIAS(&gp, &g1);
  MAYALIAS(gp, &g1);
  NOALIAS(gp, &g2);
  NOALIAS(&sarr[i], &g1);
  MAYALIAS(&sarr[i], &sarr[0]);
}

int main(int argc, char **argv) { (void)argv; set_gp(); use_globals(argc - 1); return 0; }
