/* Must not compile: a list built through a union member (`it->next = v->u.items;
 * v->u.items = it;`). The load of the member gives the analysis every member's objects,
 * so the list's next pointers may lead to the strdup'ed text as well: a string and a list
 * node behind one pointer, which nothing tells apart at run time (the sender followed the
 * text's bytes as a pointer). run.sh checks that cormicc fails with "may point to objects
 * of different kinds". */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef enum { V_NUM, V_TEXT, V_LIST } Kind;
typedef struct Item { long w; struct Item *next; } Item;
typedef struct Value { Kind tag; int n; union { long num; char *text; Item *items; } u; } Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.items));
typedef struct Srv { long x; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
long Srv_eval(Srv *self, Value *v) {
  (void)self; long s = 0;
  switch (v->tag) {
    case V_NUM: s = v->u.num; break;
    case V_TEXT: s = (long)strlen(v->u.text) * 1000; break;
    case V_LIST: for (Item *it = v->u.items; it; it = it->next) s += it->w * 100000; break;
  }
  return s;
}
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  int bad = 0;
  for (int k = 0; k < 6; k++) {
    Value *v = malloc(sizeof *v);
    if (k % 3 == 0) { v->tag = V_NUM; v->u.num = k; }
    else if (k % 3 == 1) { v->tag = V_TEXT; v->u.text = strdup("a string of thirty characters."); }
    else { v->tag = V_LIST; v->u.items = 0; for (int j = 0; j < k; j++) { Item *it = malloc(sizeof *it); it->w = j + 1; it->next = v->u.items; v->u.items = it; } }
    long exp = Srv_eval(NULL, v), got = cormi_invoke(s, Srv_eval, v);
    if (got != exp) { bad++; printf("WRONG k=%d %ld exp %ld\n", k, got, exp); }
  }
  printf("%s union README-style (%d bad)\n", bad ? "WRONG" : "OK", bad);
  cormi_finalize();
  return 0;
}
