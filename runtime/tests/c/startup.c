/* Start-up, shutdown and dispatch-table checks. Used by runtime/tests/c_programs.rs.
 *   startup finalize      -> init, then finalize; rank 0 prints "done"
 *   startup nofinalize    -> init; rank 0 returns from main without cormi_finalize
 *   startup recurse D     -> call-back recursion of depth D between ranks 0 and 1 (in
 *                            CORMI_ERRORS_RETURN mode); prints "status=<s> depth=<d>",
 *                            then a plain call: "after=<v>"
 *   startup register      -> single node: reserved ids and NULL server functions are
 *                            refused; a call of a reserved site fails; prints the statuses
 *   startup build         -> registers with the build id in $BUILD, then init + finalize */
#include "cormi_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SITE_RECURSE = 1, SITE_ECHO = 2 };

/* Recursion between two nodes: args (other rank, depth left); replies the depth reached. */
static int srv_recurse(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  uint32_t other = cormi_in_u32(in);
  uint32_t d = cormi_in_u32(in);
  if (d == 0) {
    cormi_out_u32(out, 0);
    return 0;
  }
  cormi_call *c = cormi_call_begin_node((int)other, SITE_RECURSE);
  cormi_out_u32(&c->args, (uint32_t)cormi_rank());
  cormi_out_u32(&c->args, d - 1);
  int st = cormi_call_invoke(c);
  uint32_t got = st ? 0 : cormi_in_u32(&c->reply);
  cormi_call_end(c);
  cormi_out_u32(out, got + 1);
  return st;
}

static int srv_echo(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  cormi_out_u64(out, cormi_in_u64(in));
  return 0;
}

static const cormi_site table[] = {
    {SITE_RECURSE, srv_recurse, "recurse"},
    {SITE_ECHO, srv_echo, "echo"},
};

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "finalize";
  uint64_t build = 0x5747;
  if (!strcmp(mode, "build")) build = strtoull(getenv("BUILD"), NULL, 0);
  if (!strcmp(mode, "register")) {
    cormi_site reserved[] = {{SITE_ECHO, srv_echo, "echo"}, {CORMI_RESERVED_SITES + 4, srv_echo, "fake shutdown"}};
    cormi_site null_fn[] = {{SITE_ECHO, NULL, "no function"}};
    int a = cormi_register_sites(build, reserved, 2);
    int b = cormi_register_sites(build, null_fn, 1);
    int c = cormi_register_sites(build, table, 2);
    printf("reserved=%d null=%d good=%d\n", a, b, c);
  } else if (cormi_register_sites(build, table, 2) != CORMI_OK) {
    printf("register failed\n");
    return 2;
  }
  /* Every rank returns errors (server functions of the recursion call too). */
  if (!strcmp(mode, "recurse")) cormi_set_error_mode(CORMI_ERRORS_RETURN);
  cormi_init(&argc, &argv);
  if (!strcmp(mode, "finalize") || !strcmp(mode, "build")) {
    cormi_finalize();
    printf("done\n");
    return 0;
  }
  if (!strcmp(mode, "nofinalize")) {
    printf("returning\n");
    fflush(stdout);
    return 0;
  }
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  if (!strcmp(mode, "register")) {
    /* Built-in ids cannot be called through the program call API (here: SHUTDOWN). */
    cormi_call *c = cormi_call_begin_node(0, CORMI_RESERVED_SITES + 4);
    int st = cormi_call_invoke(c);
    cormi_call_end(c);
    c = cormi_call_begin_node(0, SITE_ECHO);
    cormi_out_u64(&c->args, 7);
    int ok = cormi_call_invoke(c);
    uint64_t v = ok ? 0 : cormi_in_u64(&c->reply);
    cormi_call_end(c);
    printf("reserved_call=%d echo=%d/%llu\n", st, ok, (unsigned long long)v);
    cormi_finalize();
    return 0;
  }
  if (!strcmp(mode, "recurse")) {
    int depth = argc > 2 ? atoi(argv[2]) : 100;
    cormi_call *c = cormi_call_begin_node(1, SITE_RECURSE);
    cormi_out_u32(&c->args, 0);
    cormi_out_u32(&c->args, (uint32_t)depth);
    int st = cormi_call_invoke(c);
    uint32_t d = st ? 0 : cormi_in_u32(&c->reply);
    cormi_call_end(c);
    printf("status=%d depth=%u\n", st, d);
    c = cormi_call_begin_node(1, SITE_ECHO);
    cormi_out_u64(&c->args, 42);
    st = cormi_call_invoke(c);
    printf("after=%llu\n", st ? 0ull : (unsigned long long)cormi_in_u64(&c->reply));
    cormi_call_end(c);
    cormi_finalize();
    return 0;
  }
  printf("unknown mode %s\n", mode);
  return 2;
}
