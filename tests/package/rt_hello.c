/* Hand-written C against the installed runtime alone (cormi_rt.h, libcormi_rt.a), no
 * pass: one call site that adds two numbers on the peer. Built by tests/package/run.sh
 * with pkg-config's flags and with CMake's cormi::runtime. */
#include <cormi_rt.h>

#include <stdio.h>

enum { SITE_ADD = 1 };
#define BUILD_ID 0x706b67636f6e6667ull

/* Server side: [u64 a][u64 b] -> [u64 a + b][u32 serving rank]. */
static int serve_add(cormi_in *args, cormi_out *reply, void *self) {
  (void)self;
  uint64_t a = cormi_in_u64(args), b = cormi_in_u64(args);
  if (args->error) return CORMI_E_MALFORMED;
  cormi_out_u64(reply, a + b);
  cormi_out_u32(reply, (uint32_t)cormi_rank());
  return 0;
}

static const cormi_site sites[] = {{SITE_ADD, serve_add, "add (rt_hello.c)"}};

int main(int argc, char **argv) {
  if (cormi_register_sites(BUILD_ID, sites, 1) != CORMI_OK) return 1;
  cormi_init(&argc, &argv); /* ranks > 0 serve here and exit at finalize */
  int peer = cormi_nodes() > 1 ? 1 : 0;
  cormi_call *c = cormi_call_begin_node(peer, SITE_ADD);
  cormi_out_u64(&c->args, 40);
  cormi_out_u64(&c->args, 2);
  cormi_call_invoke(c); /* exits with a message on failure */
  uint64_t sum = cormi_in_u64(&c->reply);
  int rank = (int)cormi_in_u32(&c->reply);
  if (c->reply.error) cormi_call_fail(c, CORMI_E_MALFORMED);
  cormi_call_end(c);
  printf("rt_hello: 40 + 2 = %llu on node %d\n", (unsigned long long)sum, rank);
  cormi_finalize();
  return sum == 42 && rank == peer ? 0 : 1;
}
