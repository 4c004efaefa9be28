/* The client of the escape tests: a remote Foo whose method Foo_foo (defined by each
   test) receives a 2-element array of doubles. */
#include <cormi.h>

typedef struct Foo { double sum; void *keep; } Foo;
static Foo *Foo_new(void) { return cormi_new(Foo); }
void Foo_foo(Foo *self, double *a);

int main(void) {
  double *a = cormi_new_array(double, 2);
  a[0] = 1;
  a[1] = 2;
  cormi_ref f = cormi_create(1, Foo_new);
  cormi_invoke(f, Foo_foo, a);
  return 0;
}
