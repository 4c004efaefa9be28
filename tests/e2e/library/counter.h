/* The library's interface. */
#ifndef COUNTER_H
#define COUNTER_H
typedef struct Counter { long value; } Counter;
typedef struct Item { struct Item *next; long amount; } Item;
Counter *Counter_new(long start);
long Counter_add_list(Counter *self, const Item *items);
#endif
