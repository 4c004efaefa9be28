// The other file of shared-in-other-file-keep.c: creates the sharing.
typedef struct Leaf { double v; } Leaf;
typedef struct Pair { Leaf *a; Leaf *b; } Pair;
void alias_b(Pair *p) { p->b = p->a; }
