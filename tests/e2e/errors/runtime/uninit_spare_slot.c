/* A graph whose edge arrays are malloc'd with room for one edge where a vertex has none:
 * the spare slot holds what glibc's allocator left there (a free-list link, mangled:
 * an address no mapping covers), and the graph is sent. The marshaler copies each vertex
 * (a struct of static size) from its pointer: it must stop with a message naming the
 * address rather than read it (before: SIGSEGV inside the generated marshaler). run.sh
 * checks the message in site, class and generic modes. Blocks of the edge arrays' size are
 * freed just before the arrays are made, so each spare slot is a reused block holding the
 * free-list link whatever the runtime allocated before (a fresh block from the top of the
 * heap would hold zero, a null pointer, and the send would rightly succeed). */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct V { int id; int nout; struct V **out; char name[8]; } V;
typedef struct Srv { int x; } Srv;
Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

int Srv_reach(Srv *self, V *start, int nv) {
  (void)self;
  char *seen = calloc((size_t)nv, 1);
  V **st = malloc((size_t)nv * sizeof *st);
  int sp = 0, c = 0;
  st[sp++] = start;
  seen[start->id] = 1;
  while (sp) {
    V *v = st[--sp];
    c++;
    for (int k = 0; k < v->nout; k++)
      if (!seen[v->out[k]->id]) seen[v->out[k]->id] = 1, st[sp++] = v->out[k];
  }
  free(seen);
  free(st);
  return c;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int nv = 300;
  V **vs = malloc((size_t)nv * sizeof *vs);
  for (int i = 0; i < nv; i++) {
    vs[i] = calloc(1, sizeof(V));
    vs[i]->id = i;
    snprintf(vs[i]->name, 8, "n%d", i);
  }
  void *volatile recycled[2 * 300];
  for (int i = 0; i < 2 * nv; i++) recycled[i] = malloc(8);
  for (int i = 0; i < 2 * nv; i++) free(recycled[i]);
  for (int i = 0; i < nv; i++) {
    int d = i % 3;
    vs[i]->nout = d;
    vs[i]->out = malloc((size_t)(d ? d : 1) * sizeof(V *)); /* the spare slot is never written */
    for (int k = 0; k < d; k++) vs[i]->out[k] = vs[(i * 7 + k * 13 + 1) % nv];
  }
  int got = 0;
  for (int st = 0; st < 5; st++) got += cormi_invoke(s, Srv_reach, vs[st * 11], nv);
  printf("reached %d\n", got);
  cormi_finalize();
  return 0;
}
