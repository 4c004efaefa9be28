/* The Greeter's methods: ordinary functions whose first parameter is the object. Called
 * through cormi_invoke, they run on the node that holds the object. */
#include <cormi.h>
#include <stdio.h>
#include <string.h>

#include "greeter.h"

#ifndef GREETING
#define GREETING "hello"
#endif

/* The constructor cormi_create runs on the chosen node. */
Greeter *Greeter_new(int served) {
  Greeter *g = cormi_new(Greeter);
  g->served = served;
  return g;
}

/* "hello, a, b and c": the names arrive as a deep copy of the caller's list. */
Greeting *Greeter_greet(Greeter *self, Name *names) {
  Greeting *out = cormi_new(Greeting);
  size_t len = (size_t)snprintf(out->text, sizeof out->text, "%s", GREETING);
  for (Name *n = names; n && len < sizeof out->text; n = n->next) {
    const char *sep = n == names ? ", " : n->next ? ", " : " and ";
    len += (size_t)snprintf(out->text + len, sizeof out->text - len, "%s%s", sep, n->text);
  }
  out->rank = cormi_rank();
  self->served++;
  return out;
}

int Greeter_served(Greeter *self) { return ++self->served; }
