/* End-to-end: the program's argument vector itself (char **argv, NULL-terminated) sent
 * to a remote method whole, from a later element (argv + 1, as after consuming the
 * program name), and stored in a struct next to argc. The runtime notes argv before
 * main, so the array's extent is known and it travels as an array of strings. Before,
 * "the layout of the object (lib:argv) ... is not known field by field". Works with any
 * arguments (run.sh passes none). Exit 0 when every value matched. */
#define E2E_NAME "argv_vector"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cmd { int argc; char **argv; } Cmd;
typedef struct Worker { int64_t configured; } Worker;

Worker *Worker_new(void) { return calloc(1, sizeof(Worker)); }

/* Sum of the argument lengths, plus a large value if argv[argc] is not NULL. */
int64_t Worker_configure(Worker *w, int argc, char **argv) {
  int64_t t = 0;
  if (w) w->configured++;
  for (int i = 0; i < argc; i++) t += (int64_t)strlen(argv[i]);
  return t + (argv[argc] == NULL ? 0 : 1000000);
}

/* Walks a NULL-terminated vector of strings. */
int64_t Worker_walk(Worker *w, char **v) {
  int64_t t = 0;
  if (w) w->configured++;
  for (; *v; v++) t += (int64_t)strlen(*v) * 7 + 1;
  return t;
}

int64_t Worker_cmd(Worker *w, const Cmd *c) { return Worker_configure(w, c->argc, c->argv) + c->argc; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref w = cormi_create(1, Worker_new);
  CHECK(cormi_invoke(w, Worker_configure, argc, argv) == Worker_configure(NULL, argc, argv));
  CHECK(cormi_invoke(w, Worker_walk, argv) == Worker_walk(NULL, argv));
  CHECK(cormi_invoke(w, Worker_walk, argv + 1) == Worker_walk(NULL, argv + 1));
  Cmd c = {argc, argv};
  CHECK(cormi_invoke(w, Worker_cmd, &c) == Worker_cmd(NULL, &c));
  printf("argv_vector: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
