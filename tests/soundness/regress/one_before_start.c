/* Regression test for a false report of the checker (first seen on mawk's regex
 * matcher): an empty stack is represented by a pointer one element before its array
 * (`empty = base - 1`, `sp = empty; ... *++sp = x`). That pointer derives from the
 * array, and the analysis gives it the array's site, but its address lies in whatever
 * precedes the array: here a record allocated just before it. The runtime judges a
 * pointer a little before an object's start by that object (counted as before=); the
 * instrumented run must be clean and count such checks. */
#include <stdio.h>
#include <stdlib.h>

struct frame { const char *text; struct frame *link; int depth, mark, spare; };
struct record { long a, b, c; };

static struct frame *stack_base, *stack_empty, *stack_limit;

/* Pushes the numbers of text's characters onto the stack and pops them again. */
static long walk(const char *text) {
  struct frame *sp = stack_empty;
  long sum = 0;
  for (const char *s = text; *s; s++) {
    if (++sp == stack_limit) return -1;
    sp->text = s;
    sp->depth = (int)(sp - stack_base);
  }
  while (sp != stack_empty) {
    sum += *sp->text * (sp->depth + 1);
    sp--;
  }
  return sum;
}

int main(void) {
  struct record *before = malloc(sizeof *before);
  stack_base = malloc(16 * sizeof *stack_base);
  if (!before || !stack_base) return 1;
  before->a = before->b = before->c = 0;
  stack_limit = stack_base + 16;
  stack_empty = stack_base - 1;
  printf("%ld %ld\n", walk("regular"), walk("expression"));
  free(stack_base);
  free(before);
  return 0;
}
