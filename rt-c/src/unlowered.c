/* Guards against programs that were not compiled through the cormi pass.
 * The pass replaces every call of __cormi_invoke / __cormi_create. If any survive, the
 * linker pulls this object out of the runtime archive: it warns at link time (the
 * .gnu.warning sections) and the constructor below stops the program at start-up with a
 * message, before main runs. A program compiled through the pass never references these
 * symbols, so this object (and its constructor) is not linked in.
 * Not part of the helper bitcode. */
#include <stdio.h>
#include <stdlib.h>

static const char message[] =
    "cormi: this program calls cormi_invoke/cormi_create but the cormi pass did not run "
    "on it (compile with cormicc, or clang -fpass-plugin=libcormi_pass.so)\n";

__attribute__((used, section(".gnu.warning.__cormi_invoke"))) static const char
    warn_invoke[] = "cormi_invoke was not lowered: the cormi pass did not run on this code";
__attribute__((used, section(".gnu.warning.__cormi_create"))) static const char
    warn_create[] = "cormi_create was not lowered: the cormi pass did not run on this code";

static void stop(void) {
  fputs(message, stderr);
  exit(70);
}

__attribute__((constructor)) static void cormi_unlowered_check(void) { stop(); }

void __cormi_invoke(void) { stop(); }
unsigned long long __cormi_create(void) {
  stop();
  return 0;
}
