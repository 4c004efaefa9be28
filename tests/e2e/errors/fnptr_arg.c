/* Must not compile: a function pointer cannot be sent to another node. run.sh checks
 * that cormicc fails with "fnptr_arg.c:LINE:COL: error: cormi: argument 1 of Job_run:
 * is a function pointer". */
#include <cormi.h>

typedef struct Job { int runs; } Job;
typedef void (*task_fn)(void);

static void hello(void) {}

void Job_run(Job *self, task_fn f) {
  self->runs++;
  f();
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref j = 0;
  cormi_invoke(j, Job_run, hello);
  cormi_finalize();
  return 0;
}
