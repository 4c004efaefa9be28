/* cJSON (Debian source package cjson, used unchanged) across nodes: node 0 parses JSON
 * documents into cJSON trees with the library and sends each root through cormi_invoke
 * to a method on the last node, which walks the received copy with the same library
 * (cJSON_PrintUnformatted, cJSON_GetObjectItemCaseSensitive, cJSON_GetArrayItem,
 * cJSON_Compare against a tree it parses itself), frees the copy with cJSON_Delete
 * and returns what it found; node 0
 * checks every answer against the same computation on its own tree, and that its own
 * tree is untouched by the calls. Built with the library's cJSON.c into one program.
 * Exit 0 when every value matched. */
#define E2E_NAME "cjson_trees"
#include "check.h"
#include "cJSON.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *const docs[] = {
    "{\"name\":\"cormi\",\"nodes\":[1,2,3.5],\"nested\":{\"deep\":{\"x\":-7,\"s\":\"a\\\"b\"}},"
    "\"ok\":true,\"none\":null}",
    "[{\"id\":1,\"tags\":[\"red\",\"green\"]},{\"id\":2,\"tags\":[]},{\"id\":3,\"tags\":[\"\\u00e9t\\u00e9\"]}]",
    "{\"matrix\":[[1,2,3],[4,5,6],[7,8,9]],\"label\":\"3x3\",\"empty\":{}}",
    "\"just a string\"",
};
#define NDOCS (int)(sizeof docs / sizeof docs[0])

typedef struct Walker {
  int64_t calls;
} Walker;

Walker *Walker_new(void) { return calloc(1, sizeof(Walker)); }

static uint64_t djb2(const char *s) {
  uint64_t h = 5381;
  int c;
  while ((c = (unsigned char)*s++)) h = h * 33 + (uint64_t)c;
  return h;
}

/* Number of items and the sum of the numbers in a tree, through the library's chains. */
static void count(const cJSON *item, int64_t *items, double *sum) {
  for (; item; item = item->next) {
    (*items)++;
    if (cJSON_IsNumber(item)) *sum += cJSON_GetNumberValue(item);
    count(item->child, items, sum);
  }
}

/* The hash of the tree's unformatted text, printed by the library. */
static int64_t print_hash(const cJSON *root) {
  char *text = cJSON_PrintUnformatted(root);
  if (!text) return -1;
  int64_t h = (int64_t)djb2(text);
  cJSON_free(text);
  return h;
}

/* What a walk of the tree finds: the hash of its printed text, item count, number sum,
 * and a few lookups by key and index (0 where they do not apply). */
typedef struct Summary {
  int64_t hash, items, lookups;
  double sum;
} Summary;

static Summary summarize(const cJSON *root) {
  Summary s = {print_hash(root), 0, 0, 0};
  count(root, &s.items, &s.sum);
  const cJSON *nodes = cJSON_GetObjectItemCaseSensitive(root, "nodes");
  if (cJSON_IsArray(nodes)) s.lookups += cJSON_GetArraySize(nodes) * 100 + (int64_t)cJSON_GetArrayItem(nodes, 1)->valuedouble;
  const cJSON *deep = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(root, "nested"), "deep");
  if (deep) s.lookups += (int64_t)djb2(cJSON_GetStringValue(cJSON_GetObjectItem(deep, "s")));
  if (cJSON_IsArray(root)) {
    const cJSON *third = cJSON_GetArrayItem(root, 2);
    s.lookups += cJSON_GetObjectItem(third, "id")->valueint;
    s.lookups += (int64_t)djb2(cJSON_GetArrayItem(cJSON_GetObjectItem(third, "tags"), 0)->valuestring);
  }
  const cJSON *m = cJSON_GetObjectItem(root, "matrix");
  if (m) s.lookups += cJSON_GetArrayItem(cJSON_GetArrayItem(m, 2), 1)->valueint;
  if (cJSON_IsString(root)) s.lookups += (int64_t)strlen(root->valuestring);
  return s;
}

/* The remote walk of a received tree. The method frees the copy with the library
 * (a method that frees its argument owns the received graphs: cormi leaves them to it). */
Summary Walker_summarize(Walker *self, cJSON *root) {
  self->calls++;
  Summary s = summarize(root);
  cJSON_Delete(root);
  return s;
}

/* Whether the received tree equals the one the library parses here from document d. */
int32_t Walker_equals_doc(Walker *self, cJSON *root, int32_t d) {
  self->calls++;
  cJSON *mine = cJSON_Parse(docs[d]);
  int32_t same = cJSON_Compare(root, mine, 1);
  cJSON_Delete(mine);
  cJSON_Delete(root);
  return same;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref w = cormi_create(cormi_nodes() - 1, Walker_new);
  int64_t total = 0;
  for (int d = 0; d < NDOCS; d++) {
    cJSON *root = cJSON_Parse(docs[d]);
    CHECK(root != NULL);
    if (!root) continue;
    int64_t before = print_hash(root);
    Summary want = summarize(root);
    Summary got = cormi_invoke(w, Walker_summarize, root);
    CHECK(got.hash == want.hash);
    CHECK(got.items == want.items);
    CHECK(got.lookups == want.lookups);
    CHECK(got.sum == want.sum);
    CHECK(cormi_invoke(w, Walker_equals_doc, root, d) == 1);
    CHECK(print_hash(root) == before);
    total += want.items;
    cJSON_Delete(root);
  }
  printf("cjson_trees: %d documents, %lld items walked remotely\n", NDOCS, (long long)total);
  cormi_release(w);
  cormi_finalize();
  return failures != 0;
}
