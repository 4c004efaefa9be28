/* Guards against programs that were not compiled through the cormi pass.
 * The pass replaces every call of __cormi_invoke / __cormi_create (and cormi.h's marker
 * __cormi_remote_method, rewritten into __cormi_invoke first). If any survive, the
 * linker pulls this object out of the runtime archive: it warns at link time (the
 * .gnu.warning sections) and the constructor below stops the program at start-up with a
 * message, before main runs. A program compiled through the pass never references these
 * symbols, so this object (and its constructor) is not linked in. Under full LTO the
 * linker pulls this object in before the pass lowers the calls at link time, so the
 * constructor stops only a program that has no lowered module (no __cormi_site_count,
 * pass/src/codegen/register.rs); a call left unlowered still stops at the call.
 * Not part of the helper bitcode. */
#include <stdio.h>
#include <stdlib.h>

static const char message[] =
    "cormi: this program calls cormi_invoke/cormi_create but the cormi pass did not run "
    "on the whole program (build it with cormicc, or link it with clang -flto -fuse-ld=lld "
    "-Wl,--load-pass-plugin=libcormi_pass.so; clang -fpass-plugin alone compiles one file "
    "at a time and cannot lower remote calls)\n";

/* Defined by the pass in a lowered program. */
extern const long long __cormi_site_count __attribute__((weak));

__attribute__((used, section(".gnu.warning.__cormi_invoke"))) static const char
    warn_invoke[] = "cormi_invoke was not lowered: the cormi pass did not run on this code";
__attribute__((used, section(".gnu.warning.__cormi_create"))) static const char
    warn_create[] = "cormi_create was not lowered: the cormi pass did not run on this code";
__attribute__((used, section(".gnu.warning.__cormi_remote_method"))) static const char
    warn_remote_method[] = "cormi_invoke was not lowered: the cormi pass did not run on this code";
__attribute__((used, section(".gnu.warning.__cormi_remote_ctor"))) static const char
    warn_remote_ctor[] = "cormi_create was not lowered: the cormi pass did not run on this code";

static void stop(void) {
  fputs(message, stderr);
  exit(70);
}

__attribute__((constructor)) static void cormi_unlowered_check(void) {
  if (&__cormi_site_count == 0)
    stop();
}

void __cormi_invoke(void) { stop(); }
/* cormi.h's typed cormi_invoke and cormi_create call through these functions' results. */
void (*__cormi_remote_method(void))(void) {
  stop();
  return 0;
}
void (*__cormi_remote_ctor(void))(void) {
  stop();
  return 0;
}
unsigned long long __cormi_create(void) {
  stop();
  return 0;
}
