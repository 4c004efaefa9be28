/* End-to-end: sentinels (addresses in the first or the last page, such as (char *)-1)
 * where the analysis sees interior pointers. Token records whose `start` points into the
 * middle of one strdup'd string (offsets found at run time) or is a sentinel; a struct
 * whose `at` points to &a[2] (a constant offset) or is a sentinel; an interior argument
 * that is a sentinel. Each sentinel must arrive as the same address (README: addresses in
 * the first or the last page travel as their bits); the others at their offsets. Exit 0
 * when every value matched. */
#define E2E_NAME "interior_sentinels"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NO_NAME ((char *)-1)
#define ANON ((char *)1)
#define NO_ELEMENT ((double *)-8)

typedef struct Tok {
  char *start;
  int64_t len;
} Tok;

typedef struct Cursor {
  double *at; /* &a[2], or NO_ELEMENT */
  int64_t n;
} Cursor;

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

/* Sum of the tokens' lengths and first letters; 1000 per NO_NAME, 100 per ANON. */
int64_t Svc_tokens(Svc *self, Tok *t, int64_t n) {
  self->calls++;
  int64_t c = 0;
  for (int64_t i = 0; i < n; i++) {
    if (t[i].start == NO_NAME) c += 1000;
    else if (t[i].start == ANON) c += 100;
    else c += t[i].len + t[i].start[0] + (t[i].start[t[i].len] == ' ' || t[i].start[t[i].len] == 0);
  }
  return c;
}

/* The element before and at the cursor, or -1 for NO_ELEMENT. */
double Svc_cursor(Svc *self, Cursor *c) {
  self->calls++;
  if (c->at == NO_ELEMENT) return -1;
  return c->at[-1] * 10 + c->at[0];
}

/* The same for a cursor passed as the argument. */
double Svc_at(Svc *self, double *at) {
  self->calls++;
  if (at == NO_ELEMENT) return -1;
  return at[-1] * 10 + at[0];
}

static int64_t tokens_here(Tok *t, int64_t n) {
  Svc local = {0};
  return Svc_tokens(&local, t, n);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);
  char *text = strdup("alpha beta gamma");
  int64_t n = argc > 5 ? 1 : 5;
  Tok *t = malloc((size_t)n * sizeof *t);
  t[0].start = text, t[0].len = 5;
  t[1].start = text + 6, t[1].len = 4;
  t[2].start = NO_NAME, t[2].len = 0;
  t[3].start = text + 11, t[3].len = 5;
  t[4].start = ANON, t[4].len = 0;
  int64_t want = tokens_here(t, n);
  int64_t got = cormi_invoke(s, Svc_tokens, t, n);
  CHECK(got == want);
  printf("tokens: %lld (want %lld)\n", (long long)got, (long long)want);
  t[0].start = NO_NAME; /* the only object left is in the middle */
  want = tokens_here(t, n);
  got = cormi_invoke(s, Svc_tokens, t, n);
  CHECK(got == want);
  printf("tokens without the first: %lld (want %lld)\n", (long long)got, (long long)want);

  double *a = malloc(4 * sizeof *a);
  for (int i = 0; i < 4; i++) a[i] = i + 1;
  Cursor *c = malloc(sizeof *c);
  c->n = 4;
  for (int round = 0; round < 2; round++) {
    c->at = round ? NO_ELEMENT : a + 2;
    double r = cormi_invoke(s, Svc_cursor, c);
    CHECK(r == (round ? -1 : 23));
    printf("cursor %d: %g\n", round, r);
    double v = cormi_invoke(s, Svc_at, round ? NO_ELEMENT : a + 2);
    CHECK(v == (round ? -1 : 23));
    printf("argument %d: %g\n", round, v);
  }
  CHECK(a[2] == 3 && strcmp(text, "alpha beta gamma") == 0);
  free(c);
  free(a);
  free(t);
  free(text);
  cormi_finalize();
  return failures != 0;
}
