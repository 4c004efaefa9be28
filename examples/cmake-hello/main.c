/* cmake-hello: rank 0 creates a Greeter on node 1 and calls it twice.
 *   build: cmake -S . -B build -DCMAKE_PREFIX_PATH=<cormi prefix> && cmake --build build
 *   run:   cormirun -n 2 build/hello */
#include <cormi.h>
#include <stdio.h>
#include <string.h>

#include "greeter.h"

static Name *push(Name *list, const char *text) {
  Name *n = cormi_new(Name);
  snprintf(n->text, sizeof n->text, "%s", text);
  n->next = list;
  return n;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv); /* ranks > 0 serve calls here until rank 0 finalizes */
  int node = cormi_nodes() > 1 ? 1 : 0;
  cormi_ref greeter = cormi_create(node, Greeter_new, 0);
  Name *names = push(push(push(NULL, "cmake"), "make"), "pkg-config");
  Greeting *g = cormi_invoke(greeter, Greeter_greet, names);
  printf("%s (from node %d)\n", g->text, g->rank);
  int served = cormi_invoke(greeter, Greeter_served);
  printf("the greeter on node %d served %d calls\n", node, served);
  int ok = g->rank == node && served == 2 && strstr(g->text, "pkg-config, make and cmake") != NULL;
  cormi_finalize();
  return ok ? 0 : 1;
}
