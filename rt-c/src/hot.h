/* CORMI_HOT marks the fast-path helpers. In the runtime library they are ordinary
 * external functions. In the helper bitcode (built with -DCORMI_RT_BITCODE) they are
 * GNU extern inline, i.e. `available_externally` in IR: the pass can inline them into
 * generated marshalers, and any call left over resolves to the library's copy, so
 * linking the bitcode never duplicates a symbol. Slow paths stay out of line. */
#ifndef CORMI_RT_HOT_H
#define CORMI_RT_HOT_H
#ifdef CORMI_RT_BITCODE
#define CORMI_HOT extern inline __attribute__((gnu_inline, always_inline))
#else
#define CORMI_HOT
#endif
#endif
