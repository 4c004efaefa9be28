/* The deliberately-wrong case of the soundness test: a small program whose pointers all
 * come from one allocation site in make_victim. Run normally it has no violation; run
 * with CORMI_PTS_DROP_SITES=@make_victim (the runtime's test hook removes that site
 * from every allowed set, as if the analysis had missed it) it must report violations
 * and exit with status 70. */
#include <stdio.h>
#include <stdlib.h>

struct victim { struct victim *next; int value; };

static struct victim *make_victim(int value, struct victim *next) {
  struct victim *v = malloc(sizeof *v);
  if (!v) abort();
  v->value = value;
  v->next = next;
  return v;
}

static int sum(const struct victim *v) {
  int s = 0;
  for (; v; v = v->next) s += v->value;
  return s;
}

int main(void) {
  struct victim *list = 0;
  for (int i = 1; i <= 10; i++) list = make_victim(i, list);
  printf("%d\n", sum(list));
  while (list) {
    struct victim *next = list->next;
    free(list);
    list = next;
  }
  return 0;
}
