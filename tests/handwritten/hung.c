/*
 * hung.c — rank 0 returns while a one-way method still runs on node 1 (it never ends).
 *
 *   cormirun -n 2 --timeout MS --grace MS ./hung
 *
 * Rank 0 makes one one-way call whose method spins for ever, prints "rank 0 done" and
 * returns from main. Its finalize (atexit) waits for the one-way call, says which node and
 * call site it waits for, gives up at the call timeout saying that node 1 is still busy;
 * node 1 must not blame rank 0 ("lost the connection"): cormirun stops it after its
 * grace, names it and exits 124. tests/handwritten/hung.sh checks these lines.
 */
#include <cormi_rt.h>

#include <stdio.h>

enum { SITE_SPIN = 1 };
#define BUILD_ID 0x68756e6721212121ull /* "hung!!!!" */

static volatile int stop;

static int serve_spin(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)reply, (void)self;
  while (!stop) {
  }
  return 0;
}

static const cormi_site sites[] = {{SITE_SPIN, serve_spin, "spin (hung.c)"}};

int main(int argc, char **argv) {
  cormi_register_sites(BUILD_ID, sites, 1);
  cormi_init(&argc, &argv);
  cormi_call *c = cormi_call_begin_node(1, SITE_SPIN);
  cormi_call_oneway(c); /* ends the call */
  printf("rank 0 done\n");
  return 0;
}
