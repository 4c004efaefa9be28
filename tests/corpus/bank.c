/* A bank ledger: accounts live on branch nodes, each with a transaction log that grows
 * with realloc. The client sends batches of transfers (an array of records with a
 * strdup'ed memo each), gets back a struct summary by value, asks for statements (a
 * fresh array of the account's log entries, memos included) and checks balances,
 * rejected overdrafts and statement contents against its own ledger. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "bank: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Txn {
  int account;
  int64_t cents; /* positive: deposit, negative: withdrawal */
  char *memo;
} Txn;

typedef struct Summary {
  int applied, rejected;
  int64_t net;
} Summary;

typedef struct Statement {
  Txn *entries;
  size_t n;
  int64_t balance;
} Statement;

typedef struct Account {
  int64_t balance;
  Txn *log;
  size_t len, cap;
} Account;

#define ACCOUNTS 8

typedef struct Branch {
  Account acct[ACCOUNTS];
} Branch;

Branch *Branch_new(void) { return calloc(1, sizeof(Branch)); }

static int apply(Account *a, const Txn *t) {
  if (a->balance + t->cents < 0) return 0;
  a->balance += t->cents;
  if (a->len == a->cap) {
    a->cap = a->cap ? a->cap * 2 : 4;
    a->log = realloc(a->log, a->cap * sizeof(Txn));
  }
  a->log[a->len] = (Txn){t->account, t->cents, strdup(t->memo)};
  a->len++;
  return 1;
}

Summary Branch_post(Branch *self, Txn *txns, size_t n) {
  Summary s = {0, 0, 0};
  for (size_t i = 0; i < n; i++) {
    if (txns[i].account < 0 || txns[i].account >= ACCOUNTS || !apply(&self->acct[txns[i].account], &txns[i])) {
      s.rejected++;
      continue;
    }
    s.applied++;
    s.net += txns[i].cents;
  }
  return s;
}

Statement Branch_statement(Branch *self, int account) {
  Statement st = {NULL, 0, 0};
  if (account < 0 || account >= ACCOUNTS) return st;
  Account *a = &self->acct[account];
  st.n = a->len;
  st.balance = a->balance;
  st.entries = calloc(a->len ? a->len : 1, sizeof(Txn)); /* zeroed: an empty statement still sends one entry */
  for (size_t i = 0; i < a->len; i++)
    st.entries[i] = (Txn){a->log[i].account, a->log[i].cents, strdup(a->log[i].memo)};
  return st;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int branches = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *br = malloc((size_t)branches * sizeof *br);
  Branch **local = malloc((size_t)branches * sizeof *local);
  for (int b = 0; b < branches; b++) {
    br[b] = cormi_create(cormi_nodes() > 1 ? b + 1 : 0, Branch_new);
    local[b] = Branch_new();
  }
  int applied = 0, rejected = 0;
  for (int round = 0; round < 10; round++) {
    int b = round % branches;
    size_t n = 3 + (size_t)round % 5;
    Txn *batch = malloc(n * sizeof *batch);
    for (size_t i = 0; i < n; i++) {
      batch[i].account = (int)((round * 3 + (int)i) % (ACCOUNTS + 1)); /* ACCOUNTS is invalid */
      batch[i].cents = ((round + (int)i) % 3 == 0) ? -(int64_t)(round * 250 + 99) : (int64_t)(round * 100 + (int)i * 7);
      char memo[48];
      snprintf(memo, sizeof memo, "round %d item %zu", round, i);
      batch[i].memo = strdup(memo);
    }
    Summary got = cormi_invoke(br[b], Branch_post, batch, n);
    Summary want = Branch_post(local[b], batch, n);
    CHECK(got.applied == want.applied && got.rejected == want.rejected && got.net == want.net);
    applied += got.applied;
    rejected += got.rejected;
    for (size_t i = 0; i < n; i++) free(batch[i].memo);
    free(batch);
  }
  for (int b = 0; b < branches; b++)
    for (int a = 0; a <= ACCOUNTS; a++) {
      Statement st = cormi_invoke(br[b], Branch_statement, a);
      Statement want = Branch_statement(local[b], a);
      CHECK(st.n == want.n && st.balance == want.balance);
      for (size_t i = 0; i < st.n && i < want.n; i++) {
        CHECK(st.entries[i].cents == want.entries[i].cents && st.entries[i].account == a);
        CHECK(strcmp(st.entries[i].memo, want.entries[i].memo) == 0);
        free(st.entries[i].memo);
        free(want.entries[i].memo);
      }
      free(st.entries);
      free(want.entries);
    }
  printf("bank: %d transactions applied, %d rejected, on %d branches\n", applied, rejected, branches);
  for (int b = 0; b < branches; b++) {
    cormi_release(br[b]);
    for (int a = 0; a < ACCOUNTS; a++) {
      for (size_t i = 0; i < local[b]->acct[a].len; i++) free(local[b]->acct[a].log[i].memo);
      free(local[b]->acct[a].log);
    }
    free(local[b]);
  }
  free(local);
  free(br);
  cormi_finalize();
  return failures != 0;
}
