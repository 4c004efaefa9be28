/* cJSON with cJSON_Utils (JSON Patch, RFC 6902): node 0 computes a patch between two
 * trees with the library and sends it to a method that applies it to its own parse of
 * the first document; the result must print as the second document.
 * apply_patch cuts a path into parent and child with `strrchr(parent_pointer, '/') + 1`
 * and may store such a cursor in an item's `string` field (the analysis cannot tell
 * add_item_to_object's copying path from its storing one): that field travels as
 * (object, offset) and arrives pointing into the copy of its string.
 */
#define E2E_NAME "cjson_patches"
#include "check.h"
#include "cJSON.h"
#include "cJSON_Utils.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Patcher {
  int64_t calls;
} Patcher;

Patcher *Patcher_new(void) { return calloc(1, sizeof(Patcher)); }

static uint64_t djb2(const char *s) {
  uint64_t h = 5381;
  int c;
  while ((c = (unsigned char)*s++)) h = h * 33 + (uint64_t)c;
  return h;
}

static int64_t hash_of(const cJSON *tree) {
  char *text = cJSON_PrintUnformatted(tree);
  int64_t h = (int64_t)djb2(text);
  cJSON_free(text);
  return h;
}

/* Applies the received patch to the document parsed here from `base`. The received
 * copies are the method's (cormi leaves them to it: the library frees and keeps such
 * data), so it frees them as the other drivers do. */
int64_t Patcher_apply(Patcher *self, cJSON *patch, const char *base) {
  self->calls++;
  cJSON *doc = cJSON_Parse(base);
  int64_t h = -1;
  if (cJSONUtils_ApplyPatchesCaseSensitive(doc, patch) == 0) h = hash_of(doc);
  cJSON_Delete(doc);
  cJSON_Delete(patch);
  free((void *)base);
  return h;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref p = cormi_create(cormi_nodes() - 1, Patcher_new);
  const char *a = "{\"x\":1,\"y\":[1,2],\"z\":{\"k\":\"v\"}}";
  const char *b = "{\"x\":2,\"y\":[1,2,3],\"w\":true}";
  cJSON *ta = cJSON_Parse(a), *tb = cJSON_Parse(b);
  cJSON *patch = cJSONUtils_GeneratePatchesCaseSensitive(ta, tb);
  /* Expected: the same patch applied here (to a duplicate: applying may change it). The
   * library sorts b's members while diffing, so the patched text need not be b's text;
   * it must equal b as JSON. */
  cJSON *here = cJSON_Parse(a), *patch_here = cJSON_Duplicate(patch, 1);
  CHECK(cJSONUtils_ApplyPatchesCaseSensitive(here, patch_here) == 0);
  CHECK(cJSON_Compare(here, tb, 1));
  char *before = cJSON_PrintUnformatted(patch);
  CHECK(cormi_invoke(p, Patcher_apply, patch, a) == hash_of(here));
  char *after = cJSON_PrintUnformatted(patch);
  CHECK(strcmp(before, after) == 0); /* the caller's patch is untouched */
  cJSON_free(before);
  cJSON_free(after);
  cJSON_Delete(here);
  cJSON_Delete(patch_here);
  printf("cjson_patches: %d patch operations applied remotely\n", cJSON_GetArraySize(patch));
  cJSON_Delete(patch);
  cJSON_Delete(ta);
  cJSON_Delete(tb);
  cormi_release(p);
  cormi_finalize();
  return failures != 0;
}
