/* Library functions writing pointers through out-arguments: pthread_join
 * stores the thread routine's result, sscanf("%p") a pointer from the input,
 * fread bytes that may be a pointer written earlier (unknown), getaddrinfo a
 * list whose fields point to library objects. */
#include <netdb.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "aliascheck.h"

int X;

static void *routine(void *a) { (void)a; return &X; }

NOINLINE void join(void) {
  pthread_t th;
  void *ret = 0;
  pthread_create(&th, 0, routine, 0);
  pthread_join(th, &ret);
  MAYALIAS(ret, &X);
}

NOINLINE void scan(void) {
  char buf[64];
  int *q = 0;
  snprintf(buf, sizeof buf, "%p", (void *)&X);
  sscanf(buf, "%p", (void **)&q);
  MAYALIAS(q, &X);
}

NOINLINE void readback(void) {
  int *p = &X;
  int *rd = 0;
  FILE *t = tmpfile();
  if (!t) return;
  fwrite(&p, sizeof p, 1, t);
  rewind(t);
  if (fread(&rd, sizeof rd, 1, t) != 1) rd = 0;
  MAYALIAS(rd, &X);
  fclose(t);
}

NOINLINE void lookup(void) {
  struct addrinfo *res = 0;
  if (getaddrinfo("localhost", 0, 0, &res) != 0) return;
  MAYALIAS(res->ai_next, res->ai_next);
  MAYALIAS(res->ai_addr, res->ai_addr);
  freeaddrinfo(res);
}

int main(void) {
  join();
  scan();
  readback();
  lookup();
  return 0;
}
