/* End-to-end: cormi's C entry points in atexit handlers, which run after the main
 * thread's locals are destroyed. cormi_rank() and cormi_nodes() in a handler registered
 * before cormi_init and in one registered after it, on every node (only node 0 prints);
 * main returns without calling cormi_finalize, so the runtime's own exit handler runs
 * too. Before: node 0 panicked ("cannot access a Thread Local Storage value during or
 * after destruction"), aborted, and its buffered output was lost. */
#define E2E_NAME "atexit_handlers"
#include "check.h"
#include <cormi.h>
#include <stdlib.h>

typedef struct Log { int n; } Log;
Log *Log_new(void) { return calloc(1, sizeof(Log)); }
int Log_ping(Log *self) { return ++self->n; }

static void early(void) {
  int rank = cormi_rank(), nodes = cormi_nodes();
  if (rank == 0) printf("early handler: rank %d, %s nodes\n", rank, nodes >= 2 ? "several" : "one");
}

static void late(void) {
  if (cormi_rank() == 0) printf("late handler: rank %d, %s nodes\n", cormi_rank(), cormi_nodes() >= 2 ? "several" : "one");
}

int main(int argc, char **argv) {
  atexit(early);
  cormi_init(&argc, &argv);
  atexit(late);
  cormi_ref l = cormi_create(cormi_nodes() - 1, Log_new);
  int a = cormi_invoke(l, Log_ping), b = cormi_invoke(l, Log_ping);
  CHECK(a == 1 && b == 2);
  printf("pings %d %d\n", a, b);
  return failures != 0;
}
