/* Bitcode only: makes clang emit the CORMI_HOT helpers. GNU extern inline bodies are
 * emitted (as available_externally) only when something references them, so this table
 * references each one. It is an ordinary external global of the bitcode: linking with
 * `llvm-link --only-needed` drops it, a full link keeps a few bytes of pointers. */
#include "cormi_rt.h"
#include "hot.h"

#ifdef CORMI_RT_BITCODE
#include "buffer.c"
#include "extent.c"
#include "handles.c"
#include "reuse.c"

void *const cormi_rt_hot_helpers[] = {
    (void *)cormi_out_reserve,   (void *)cormi_out_append,         (void *)cormi_out_u8,
    (void *)cormi_out_u32,       (void *)cormi_out_u64,            (void *)cormi_out_f64,
    (void *)cormi_out_patch_u64, (void *)cormi_in_read,            (void *)cormi_in_copy,
    (void *)cormi_in_u8,         (void *)cormi_in_u32,             (void *)cormi_in_u64,
    (void *)cormi_in_f64,        (void *)cormi_in_check_count,     (void *)cormi_in_remaining,
    (void *)cormi_handles_clear, (void *)cormi_handles_find_or_add, (void *)cormi_handles_add,
    (void *)cormi_handles_at,    (void *)cormi_log_object,         (void *)cormi_log_array,
    (void *)cormi_extent,        (void *)cormi_out_varint,         (void *)cormi_in_varint,
    (void *)cormi_handles_find,  (void *)cormi_log_array_aligned,
};
#endif
