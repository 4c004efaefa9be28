/* End-to-end: strings glibc mallocs and stores through an argument, sent to a remote
 * method alone and in a struct: open_memstream's buffer, sscanf/fscanf's "%ms" and
 * "%m[...]" conversions (also through a vsscanf wrapper), next to getline and asprintf.
 * Before, the pass found nothing stored there ("graph: always null"): the strings
 * arrived as NULL and the method computed the wrong length. Exit 0 when every value
 * matched the local call's. */
#define _GNU_SOURCE
#define E2E_NAME "libc_out_buffers"
#include "check.h"
#include <cormi.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Pair { char *key; char *value; } Pair;
typedef struct Meter { int64_t calls; } Meter;

Meter *Meter_new(void) { return calloc(1, sizeof(Meter)); }

/* -1 for NULL, so a string lost on the way shows. */
int64_t Meter_len(Meter *m, const char *s) {
  if (m) m->calls++;
  return s ? (int64_t)strlen(s) : -1;
}

int64_t Meter_pair(Meter *m, const Pair *p) {
  if (m) m->calls++;
  if (!p->key || !p->value) return -1;
  return (int64_t)(strlen(p->key) * 1000 + strlen(p->value));
}

static int scan_wrapped(const char *in, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsscanf(in, fmt, ap);
  va_end(ap);
  return r;
}

static void check_len(cormi_ref m, const char *s) { CHECK(cormi_invoke(m, Meter_len, s) == Meter_len(NULL, s)); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref m = cormi_create(1, Meter_new);

  char *text = NULL;
  size_t len = 0;
  FILE *ms = open_memstream(&text, &len);
  for (int i = 0; i < 500; i++) fprintf(ms, "line %d of a memory stream\n", i);
  fclose(ms);
  CHECK(text && len > 10000);
  check_len(m, text);

  char *key = NULL, *value = NULL;
  int n = 0;
  CHECK(sscanf("42 colour=turquoise", "%d %m[a-z]=%ms", &n, &key, &value) == 3 && n == 42);
  check_len(m, key);
  check_len(m, value);
  Pair pair = { key, value };
  CHECK(cormi_invoke(m, Meter_pair, &pair) == 6 * 1000 + 9);

  FILE *in = fmemopen("alpha beta", 10, "r");
  char *word = NULL;
  CHECK(fscanf(in, "%ms", &word) == 1);
  fclose(in);
  check_len(m, word);

  char *wrapped = NULL;
  CHECK(scan_wrapped("wrapped-token tail", "%ms", &wrapped) == 1);
  check_len(m, wrapped);

  char *formatted = NULL;
  CHECK(asprintf(&formatted, "%s/%d", "asprintf", n) > 0);
  check_len(m, formatted);

  free(text), free(key), free(value), free(word), free(wrapped), free(formatted);
  cormi_finalize();
  if (failures == 0) printf("libc_out_buffers: ok\n");
  return failures != 0;
}
