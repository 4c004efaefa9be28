/* The remote class of the example: a Greeter lives on one node; its methods run there. */
#ifndef GREETER_H
#define GREETER_H

/** A list of names; each node is copied to the greeter's node with the call. */
typedef struct Name {
  struct Name *next;
  char text[16];
} Name;

/** A greeting built on the greeter's node and copied back to the caller. */
typedef struct Greeting {
  char text[48];
  int rank; /* the node that built it */
} Greeting;

typedef struct Greeter {
  int served; /* calls this greeter answered */
} Greeter;

Greeter *Greeter_new(int served);
Greeting *Greeter_greet(Greeter *self, Name *names);
int Greeter_served(Greeter *self);

#endif
