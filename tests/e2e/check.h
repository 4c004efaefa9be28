/* The end-to-end programs' check (tests/e2e, every program): a failed condition is reported with
 * the program's name and line and counted; main returns 1 when `failures` is non-zero. */
#ifndef CORMI_E2E_CHECK_H
#define CORMI_E2E_CHECK_H
#include <stdio.h>

static int failures;
#define CHECK(cond)                                                                          \
  do {                                                                                       \
    if (!(cond)) {                                                                           \
      fprintf(stderr, "%s: FAILED at line %d: %s\n", E2E_NAME, __LINE__, #cond);             \
      failures++;                                                                            \
    }                                                                                        \
  } while (0)
#endif
