/* Field sensitivity: distinct fields of one struct never alias; the same field
 * of two distinct structs never aliases; a field aliases itself. */
#include "aliascheck.h"

struct pair { int a; int b; long c; };

NOINLINE void fields(void) {
  struct pair s, t;
  NOALIAS(&s.a, &s.b);
  NOALIAS(&s.b, &s.c);
  NOALIAS(&s.a, &t.a);
  MUSTALIAS(&s.b, &s.b);
  MAYALIAS(&t.c, &t.c);
}

int main(void) { fields(); return 0; }
