// Taking __cormi_invoke's address in a global initializer is an error that names the
// global and, with -g, the line of its declaration (from its DIGlobalVariable).

// RUN: not %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O0 -g -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DBG
// RUN: not %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O0 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODBG

#include <cormi.h>

typedef int (*IF)(cormi_ref, void *, ...);
// DBG: error: cormi: in the initializer of global 'gfp' (intrinsic-address-in-global.c:[[@LINE+2]]): __cormi_invoke may only be called directly; its address is used here
// NODBG: error: cormi: in the initializer of global 'gfp': __cormi_invoke may only be called directly; its address is used here
IF volatile gfp = (IF)__cormi_invoke;

int main(void) { return 0; }
