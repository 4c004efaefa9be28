/* A buffer from mmap whose length is known only at run time: the runtime does not
 * record mmap's blocks, so no marshaler could learn the buffer's size; the call site is
 * a compile error with file:line naming the object and why (tests/e2e/run.sh checks the
 * message). */
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }
int64_t Srv_first(Srv *s, const uint8_t *b) { s->calls++; return b[0]; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref srv = cormi_create(1, Srv_new);
  size_t n = (size_t)argc * 4096;
  uint8_t *b = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  int64_t k = cormi_invoke(srv, Srv_first, b);
  cormi_finalize();
  return (int)k;
}
