/* Alias assertions read by `opt -passes='print<cormi-alias-checks>'`.
 *
 * Every direct call to one of these functions is an assertion about the real
 * program semantics at that point:
 *   MAYALIAS(a, b)      a and b can point to the same location;
 *   MUSTALIAS(a, b)     a and b always point to the same location;
 *   PARTIALALIAS(a, b)  a and b can point into overlapping memory;
 *   NOALIAS(a, b)       a and b never point to the same location;
 *   EXPECTEDFAIL_NOALIAS(a, b)   the truth is NOALIAS, but the analysis is known
 *                       to answer MayAlias (a documented precision limit);
 *   EXPECTEDFAIL_MAYALIAS(a, b)  the truth is MAYALIAS, but the analysis is
 *                       known to answer NoAlias: a KNOWN UNSOUNDNESS, a bug to
 *                       fix (run.sh lists every one of them).
 * The functions are never defined: the programs are compiled, analysed and
 * never linked. Helpers are NOINLINE so that optimised IR keeps the call
 * structure the assertions talk about. */
#ifndef CORMI_ALIASCHECK_H
#define CORMI_ALIASCHECK_H

void MAYALIAS(const void *a, const void *b);
void MUSTALIAS(const void *a, const void *b);
void PARTIALALIAS(const void *a, const void *b);
void NOALIAS(const void *a, const void *b);
void EXPECTEDFAIL_NOALIAS(const void *a, const void *b);
void EXPECTEDFAIL_MAYALIAS(const void *a, const void *b);

#define NOINLINE __attribute__((noinline))

/* The two intrinsics of the cormi contract (DESIGN.md), declared the way the
 * C shim does: a remote reference is a 64-bit value; CORMI_INVOKE(r, m, args)
 * calls method m(self, args...) on r's node with copy (clone) semantics for
 * every argument and for the return value. */
typedef unsigned long long cormi_ref;
void __cormi_invoke(cormi_ref r, void *method, ...);
cormi_ref __cormi_create(int node, void *ctor, ...);
#define CORMI_INVOKE(r, m, ...)                                                 \
  ((__typeof__(m((void *)0, ##__VA_ARGS__))(*)(cormi_ref, void *, ...))        \
       __cormi_invoke)((r), (void *)(m), ##__VA_ARGS__)
#define CORMI_CREATE(node, ctor, ...)                                           \
  __cormi_create((node), (void *)(ctor), ##__VA_ARGS__)

#endif
