/* A pointer argument outside its object (past one past the end) whose offset is known
 * only at run time: the sender finds no object containing it and stops with the address
 * and the object's description instead of sending another object (tests/e2e/run.sh
 * checks the message). */
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Sum { int64_t n; } Sum;

Sum *Sum_new(void) { return calloc(1, sizeof(Sum)); }

int64_t Sum_first(Sum *self, const char *p) { return self->n += *p; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Sum_new);
  char *buf = malloc(1 << 20); /* a large block: nothing else lies right after it */
  memset(buf, 'a', 1 << 20);
  int64_t ok = cormi_invoke(r, Sum_first, buf + argc);                    /* inside */
  int64_t bad = cormi_invoke(r, Sum_first, buf + (1 << 20) + 4096 * argc); /* past the end */
  return (int)(ok + bad) == 0;
}
