/* End-to-end: objects that pointers walk, sent from their start. The remote methods walk
 * their arguments with pointers (`for (p = a; p < a + n; p++)`, `while (*s) s++`, a djb2
 * hash with `*s++`), and the caller walks the same objects before and after the calls
 * (a local djb2, a cursor to the end of a string, a reverse walk), and a parser builds a
 * list with an input cursor, a write pointer per word and `tail = &it->next`; every
 * call site passes the start of its object. Before the heap analysis kept a walk's start apart from the
 * walk, every site here was refused ("may point into the middle of the object (offset
 * *)"). Checks the results, and that the caller's objects are untouched by the calls.
 * Exit 0 when every value matched. */
#define E2E_NAME "pointer_walks"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Stats { int64_t calls; } Stats;

Stats *Stats_new(void) { return calloc(1, sizeof(Stats)); }

static unsigned long djb2(const char *s) {
  unsigned long h = 5381;
  int c;
  while ((c = *s++)) h = h * 33 + (unsigned long)c;
  return h;
}

/* Sum of a[0..n) through a walking pointer; scales the copy in place (the caller's
 * array must stay as it was). */
double Stats_sum(Stats *self, double *a, int64_t n) {
  self->calls++;
  double t = 0;
  for (double *p = a; p < a + n; p++) {
    t += *p;
    *p *= 2;
  }
  return t;
}

/* strlen by a walk over the received copy; overwrites the copy. */
int64_t Stats_len(Stats *self, char *s) {
  self->calls++;
  char *q = s;
  while (*q) q++;
  int64_t n = q - s;
  for (q = s; *q; q++) *q = 'x';
  return n;
}

/* The djb2 hash of the received string (the method walks it with `*s++`). */
int64_t Stats_hash(Stats *self, const char *s) {
  self->calls++;
  return (int64_t)djb2(s);
}

/* A reverse walk from one past the end down to the start. */
int64_t Stats_last_odd(Stats *self, const int32_t *v, int64_t n) {
  self->calls++;
  for (const int32_t *p = v + n; p > v;) {
    --p;
    if (*p % 2) return *p;
  }
  return -1;
}

/* A list of words parsed the way a JSON or CSV parser does: a cursor walks the input,
 * a write pointer walks each word's fresh buffer (`*w++`), and `tail = &it->next`
 * points into the last item; the items and their strings are sent from their starts. */
typedef struct Item {
  char *text;
  struct Item *next;
} Item;

static Item *parse(const char *src) {
  Item *head = NULL, **tail = &head;
  const char *cur = src;
  while (*cur) {
    const char *start = cur;
    while (*cur && *cur != ',') cur++;
    Item *it = calloc(1, sizeof *it);
    char *w = it->text = malloc((size_t)(cur - start) + 1);
    for (const char *q = start; q < cur; q++) *w++ = *q;
    *w = 0;
    *tail = it;
    tail = &it->next;
    if (*cur) cur++;
  }
  return head;
}

/* The sum of the words' djb2 hashes; upper-cases the received copy. */
int64_t Stats_words(Stats *self, Item *it) {
  self->calls++;
  unsigned long t = 0;
  for (; it; it = it->next) {
    t += djb2(it->text);
    for (char *p = it->text; *p; p++) *p = (char)(*p - 32);
  }
  return (int64_t)t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Stats_new);
  for (int64_t n = 1; n < 200; n += 41) {
    double *a = malloc((size_t)n * sizeof *a);
    for (double *p = a; p < a + n; p++) *p = (double)(p - a);
    CHECK(cormi_invoke(r, Stats_sum, a, n) == (double)(n * (n - 1) / 2));
    for (int64_t i = 0; i < n; i++) CHECK(a[i] == (double)i);
    free(a);

    int32_t *v = malloc((size_t)n * sizeof *v);
    for (int64_t i = 0; i < n; i++) v[i] = (int32_t)(2 * i + (i == n / 2));
    CHECK(cormi_invoke(r, Stats_last_odd, v, n) == (n / 2 == 0 ? 1 : 2 * (n / 2) + 1));
    free(v);
  }

  const char *words[] = {"", "a", "hello", "pointer walks are everywhere in C"};
  for (size_t k = 0; k < sizeof words / sizeof *words; k++) {
    char *s = strdup(words[k]);
    unsigned long local = djb2(s);
    const char *end = s;
    while (*end) end++;
    CHECK(cormi_invoke(r, Stats_len, s) == end - s);
    CHECK(strcmp(s, words[k]) == 0);
    CHECK((unsigned long)cormi_invoke(r, Stats_hash, s) == local);
    CHECK(djb2(s) == local);
    free(s);
  }
  Item *words_list = parse("alpha,beta,,gamma,delta");
  unsigned long local = 0;
  int count = 0;
  for (Item *it = words_list; it; it = it->next, count++) local += djb2(it->text);
  CHECK(count == 5);
  CHECK((unsigned long)cormi_invoke(r, Stats_words, words_list) == local);
  CHECK(strcmp(words_list->text, "alpha") == 0 && strcmp(words_list->next->next->next->text, "gamma") == 0);
  while (words_list) {
    Item *next = words_list->next;
    free(words_list->text);
    free(words_list);
    words_list = next;
  }
  printf("pointer_walks: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
