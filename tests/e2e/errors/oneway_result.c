/* Must not compile: a one-way call gets no reply, so a method marked CORMI_ONEWAY must
 * return void. run.sh checks that cormicc fails with "oneway_result.c:10:0: error:
 * cormi: one-way method 'Acc_add' returns i64 (long)" (the method's line). */
#include <cormi.h>
#include <stdint.h>

typedef struct Acc { int64_t total; } Acc;

CORMI_ONEWAY
int64_t Acc_add(Acc *self, int64_t v) {
  return self->total += v;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref a = 0;
  cormi_invoke(a, Acc_add, (int64_t)1);
  cormi_finalize();
  return 0;
}
