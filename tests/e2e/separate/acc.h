/* Separate compilation (cormicc -c, then link): the remote class lives in acc.c. */
typedef struct List { struct List *next; double v; } List;
typedef struct Acc { double total; } Acc;
Acc *Acc_new(void);
double Acc_sum(Acc *self, List *l);
