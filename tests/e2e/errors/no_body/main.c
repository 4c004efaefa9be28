/* Must not compile: S_mk returns a list but its body is in meth.c, compiled apart with
 * plain clang, so the pass cannot know the result's shape (it would send nothing and the
 * caller would get NULL). run.sh checks that cormicc fails with "main.c:LINE:COL: error:
 * cormi: remote method S_mk has no body in the module". */
#include <cormi.h>
#include <stdio.h>
typedef struct N { long v; struct N *next; } N;
typedef struct S S;
S *S_new(void);
N *S_mk(S *self, int n);

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, S_new);
  N *r = cormi_invoke(s, S_mk, 4);
  long t = 0;
  for (; r; r = r->next) t += r->v;
  printf("S_mk(4) list sum=%ld (exp 10)\n", t);
  cormi_finalize();
  return 0;
}
