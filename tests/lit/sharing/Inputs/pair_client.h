/* The client of the "sharing created elsewhere" tests: p->a is a fresh allocation
   stored once; alias_b (defined elsewhere by each test) may make p->b share it. */
#include <cormi.h>

typedef struct Leaf { double v; } Leaf;
typedef struct Pair { Leaf *a; Leaf *b; } Pair;
typedef struct Sum { double total; } Sum;

void alias_b(Pair *p);
static Sum *Sum_new(void) { return cormi_new(Sum); }
double Sum_pair(Sum *self, Pair *p) { return self->total += p->a->v + (p->b ? p->b->v : 0); }

int main(int argc, char **argv) {
  (void)argv;
  Pair *p = cormi_new(Pair);
  p->a = cormi_new(Leaf);
  if (argc > 1) alias_b(p);
  cormi_ref s = cormi_create(1, Sum_new);
  return (int)cormi_invoke(s, Sum_pair, p);
}
