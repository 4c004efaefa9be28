/* A linked list whose nodes and payloads come from different allocation
 * sites: traversal pointers stay within the node object, payload pointers
 * within the payload object. */
#include <stdlib.h>
#include "aliascheck.h"

struct node { struct node *next; int *data; };

NOINLINE struct node *build(int n) {
  struct node *head = 0;
  for (int i = 0; i < n; i++) {
    struct node *m = malloc(sizeof *m);
    m->data = malloc(sizeof(int));
    *m->data = i;
    m->next = head;
    head = m;
  }
  return head;
}

NOINLINE void walk(struct node *head) {
  for (struct node *it = head; it; it = it->next) {
    MAYALIAS(it, head);
    NOALIAS(it, it->data);
    NOALIAS(&it->next, &it->data);
    NOALIAS(it->data, &head);
  }
}

int main(int argc, char **argv) { (void)argv; walk(build(argc + 3)); return 0; }
