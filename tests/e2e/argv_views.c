/* End-to-end: pointers into argv's strings at run-time offsets (the program's base name
 * after the last '/', a view past the first character), sent alone and through one call
 * site that also sends views into a stack buffer and a heap string. The runtime notes
 * argv's strings before main and finds the one containing an address like heap blocks
 * and stack objects. Before: "the runtime finds the object containing an address only
 * among heap blocks, globals and stack objects", naming a pointer walk in a local
 * helper. Exit 0 when every value matched. */
#define E2E_NAME "argv_views"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Srv { long h; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_hash(Srv *s, const char *str) {
  long h = 5381;
  s->h++;
  for (; *str; str++) h = h * 33 + *str;
  return h;
}

static long hash_local(const char *str) {
  long h = 5381;
  for (; *str; str++) h = h * 33 + *str;
  return h;
}

/* One call site for every kind of string. */
static long send_str(cormi_ref r, const char *p) { return cormi_invoke(r, Srv_hash, p); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  char buf[16];
  strcpy(buf, "key=value");
  CHECK(send_str(r, buf + 4) == hash_local(buf + 4));
  char *heap = strdup("name=cormi");
  CHECK(send_str(r, strchr(heap, '=') + 1) == hash_local("cormi"));
  for (int i = 0; i < argc; i++) {
    const char *slash = strrchr(argv[i], '/');
    const char *base = slash ? slash + 1 : argv[i];
    CHECK(send_str(r, argv[i]) == hash_local(argv[i]));
    CHECK(send_str(r, base) == hash_local(base));
    CHECK(cormi_invoke(r, Srv_hash, base) == hash_local(base));
    if (argv[i][0]) CHECK(cormi_invoke(r, Srv_hash, argv[i] + 1) == hash_local(argv[i] + 1));
  }
  free(heap);
  printf("argv_views: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
