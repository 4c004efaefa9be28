/* End-to-end: rank 0 forks a child (to write a checkpoint, as programs do) that ends
 * with exit(0). The child's exit runs cormi's atexit handler too; it must not stop the
 * job: before, it shut every other node down and the parent's next call failed with
 * "connection to node 1 is closed". Exit 0 when the calls after the fork all worked. */
#define E2E_NAME "fork_child_exit"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct Counter { int64_t v; } Counter;

Counter *Counter_new(void) { return calloc(1, sizeof(Counter)); }

int64_t Counter_add(Counter *c, int64_t k) {
  c->v += k;
  return c->v;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref c = cormi_create(1, Counter_new);
  int64_t v = cormi_invoke(c, Counter_add, (int64_t)1);
  fflush(stdout);
  pid_t child = fork();
  CHECK(child >= 0);
  if (child == 0) {
    FILE *f = tmpfile();
    if (f) fprintf(f, "%ld\n", (long)v), fclose(f);
    exit(0);
  }
  int status = 0;
  CHECK(waitpid(child, &status, 0) == child && WIFEXITED(status) && WEXITSTATUS(status) == 0);
  usleep(100 * 1000);
  for (int i = 0; i < 10; i++) v = cormi_invoke(c, Counter_add, (int64_t)1);
  CHECK(v == 11);
  cormi_finalize();
  if (failures == 0) printf("fork_child_exit: ok\n");
  return failures != 0;
}
