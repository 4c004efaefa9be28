/* Must not compile: a text member whose bytes hold a pointer copied in with memcpy, and a
 * list member, behind one union. The method reads the list's next pointers through the
 * same member, so the text's bytes 8..15 would be taken for a pointer and rewritten on the
 * way (the method then hashed other bytes than the caller's: a silent wrong result). The
 * text's bytes are data (memset), so run.sh checks that cormicc fails with "is a union
 * whose active member cannot be known ... data written by llvm.memset". */
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
  if (v->tag == V_TEXT) { for (const unsigned char *p = (const unsigned char *)v->u.text; *p; p++) s = s * 31 + *p; }
  else if (v->tag == V_LIST) { for (Item *it = v->u.items; it; it = it->next) s += it->w; }
  return s;
}
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Value *lst = malloc(sizeof *lst); lst->tag = V_LIST; lst->u.items = malloc(sizeof(Item)); lst->u.items->w = 5; lst->u.items->next = 0;
  /* a byte string whose bytes 8..15 happen to equal a heap address */
  char *blob = malloc(32); memset(blob, 'x', 32);
  void *other = malloc(16); memset(other, 0, 16);
  memcpy(blob + 8, &other, sizeof other); blob[31] = 0;
  Value *txt = malloc(sizeof *txt); txt->tag = V_TEXT; txt->u.text = blob;
  Value *vs[2] = { lst, txt };
  int bad = 0;
  for (int i = 0; i < 2; i++) { long e = Srv_eval(NULL, vs[i]), g = cormi_invoke(s, Srv_eval, vs[i]); if (e != g) { bad++; printf("WRONG %d: %ld exp %ld\n", i, g, e); } }
  printf("%s (%d bad)\n", bad ? "WRONG" : "OK", bad);
  cormi_finalize();
  return 0;
}
