/* Must not compile: a struct with a tagged union returned by value in registers; the
 * method sets the union member to a string or an array, whose address travelled back as a
 * number (the caller crashed following it). run.sh checks the result is refused. */
#define _GNU_SOURCE
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef enum { V_NUM = 1, V_STR, V_ARR } VK;
typedef struct Val { VK k; int n; union { long num; char *s; double *arr; } u; } Val;
CORMI_UNION(Val, k, (V_NUM, u.num), (V_STR, u.s), (V_ARR, u.arr));
typedef struct Srv { int n; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
Val Srv_get(Srv *self, int k) {
  Val v; self->n++; v.n = 0;
  if (k % 3 == 0) { v.k = V_NUM; v.u.num = k * 3; }
  else if (k % 3 == 1) { char *s; asprintf(&s, "got-%d", k); v.k = V_STR; v.u.s = s; }
  else { double *a = malloc(k * sizeof *a); for (int i = 0; i < k; i++) a[i] = i * 0.5; v.k = V_ARR; v.n = k; v.u.arr = a; }
  return v;
}
long Srv_put(Srv *self, Val v) {
  self->n++;
  if (v.k == V_NUM) return v.u.num;
  if (v.k == V_STR) return (long)strlen(v.u.s) * 10 + v.u.s[0];
  long h = 0; for (int i = 0; i < v.n; i++) h = h * 3 + (long)(v.u.arr[i] * 2); return h;
}
static long vh(Val v) { return v.k * 100000 + Srv_put(NULL == 0 ? &(Srv){0} : 0, v); }
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Srv loc = {0};
  int bad = 0;
  for (int k = 0; k < 7; k++) {
    Val a = cormi_invoke(s, Srv_get, k), b = Srv_get(&loc, k);
    if (vh(a) != vh(b)) { bad++; printf("WRONG get %d\n", k); }
  }
  printf("%s union by value (%d bad)\n", bad ? "WRONG" : "OK", bad);
  cormi_finalize();
  return 0;
}
