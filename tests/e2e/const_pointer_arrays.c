/* Arrays of more pointers than the heap analysis tracks slot by slot (more than 64),
 * of a constant count: calloc'd, on the stack, global, and returned by a method. Every
 * slot must arrive translated (a slot sent as the caller's address crashed the server
 * or read its memory). */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define E2E_NAME "const_pointer_arrays"
#include "check.h"

enum { COUNT = 100 };

typedef struct Words { long calls; } Words;

Words *Words_new(void) { return calloc(1, sizeof(Words)); }

/* Bytes of the NULL-terminated strings of v, at most n of them. */
long Words_bytes(Words *self, char **v, int n) {
  long bytes = 0;
  for (int i = 0; i < n && v[i]; i++) bytes += (long)strlen(v[i]);
  self->calls++;
  return bytes;
}

/* A fresh array of COUNT strings "w<i>". */
char **Words_make(Words *self) {
  char **v = malloc(COUNT * sizeof(char *));
  for (int i = 0; i < COUNT; i++) {
    char b[16];
    snprintf(b, sizeof b, "w%d", i);
    v[i] = strdup(b);
  }
  self->calls++;
  return v;
}

static char *table[COUNT];

static long fill(char **v, int n, const char *prefix) {
  long want = 0;
  for (int i = 0; i < n; i++) {
    char b[32];
    snprintf(b, sizeof b, "%s%d", prefix, i * 7);
    v[i] = strdup(b);
    want += (long)strlen(b);
  }
  return want;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref w = cormi_create(1, Words_new);
  char **heap = calloc(COUNT, sizeof(char *));
  long want = fill(heap, COUNT - 1, "heap-");
  CHECK(cormi_invoke(w, Words_bytes, heap, COUNT) == want);
  char *stack[COUNT];
  want = fill(stack, COUNT, "stack-");
  CHECK(cormi_invoke(w, Words_bytes, stack, COUNT) == want);
  want = fill(table, COUNT, "global-");
  CHECK(cormi_invoke(w, Words_bytes, table, COUNT) == want);
  char **made = cormi_invoke(w, Words_make);
  long got = 0;
  for (int i = 0; i < COUNT; i++) {
    char b[16];
    snprintf(b, sizeof b, "w%d", i);
    CHECK(strcmp(made[i], b) == 0);
    got += (long)strlen(made[i]);
  }
  printf("const_pointer_arrays: %d-slot arrays from calloc, the stack, a global and a result, %ld bytes back\n", COUNT, got);
  cormi_finalize();
  return failures != 0;
}
