/* A FILE * field in a sent struct (a logger whose method writes to the caller's
 * stream): a stream is this process's handle and cannot be sent; the error says so and
 * what to send instead. Before: "may point into the middle of the object (lib:fopen)
 * ... pass a pointer to its start". */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

struct logger { FILE *out; int level; };
typedef struct Srv { long calls; } Srv;
Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

int Srv_log(Srv *self, struct logger *l) {
  self->calls++;
  return fprintf(l->out, "level %d\n", l->level);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(cormi_nodes() - 1, Srv_new);
  struct logger l = {fopen("/dev/null", "w"), 3};
  printf("%d\n", cormi_invoke(r, Srv_log, &l));
  fclose(l.out);
  cormi_finalize();
  return 0;
}
