/* Under mpirun: a ring of calls through every rank. Rank 0 creates a Hop object on every
 * node and links each to the next node's (remote references as arguments); a token
 * then travels around the ring, each hop a nested call from the serving node to the
 * next one, and back to rank 0. Each hop adds its rank, so after one lap the token is
 * 0 + 1 + ... + N-1. Then rank 0 asks every node directly for its rank (all-to-one).
 * Exit status 0 iff every value matched; prints "ring: N nodes, L laps". */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>

enum { LAPS = 3 };

typedef struct Hop {
  cormi_ref next;
  int64_t rank;
} Hop;

Hop *Hop_new(int64_t rank) {
  Hop *h = cormi_new(Hop);
  h->rank = rank;
  return h;
}

void Hop_link(Hop *self, cormi_ref next) { self->next = next; }

/** This node's rank as the runtime sees it (checked against the object's). */
int64_t Hop_rank(Hop *self) { return cormi_rank() == self->rank ? self->rank : -1; }

/** Adds this hop's rank to the token and passes it on until `left` hops are done. */
int64_t Hop_pass(Hop *self, int64_t token, int64_t left) {
  token += self->rank;
  if (left <= 1) return token;
  return cormi_invoke(self->next, Hop_pass, token, left - 1);
}

#define E2E_NAME "ring"
#include "../e2e/check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int n = cormi_nodes();
  cormi_ref hops[1024];
  if (n > 1024) return 2;
  for (int i = 0; i < n; i++) hops[i] = cormi_create(i, Hop_new, (int64_t)i);
  for (int i = 0; i < n; i++) cormi_invoke(hops[i], Hop_link, hops[(i + 1) % n]);
  int64_t lap = (int64_t)n * (n - 1) / 2;
  for (int l = 1; l <= LAPS; l++) CHECK(cormi_invoke(hops[1 % n], Hop_pass, (int64_t)0, (int64_t)n) == lap);
  for (int i = 0; i < n; i++) CHECK(cormi_invoke(hops[i], Hop_rank) == i);
  for (int i = 0; i < n; i++) cormi_release(hops[i]);
  cormi_finalize();
  if (failures) return 1;
  printf("ring: %d nodes, %d laps\n", n, LAPS);
  return 0;
}
