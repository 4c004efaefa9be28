/* Configuration of mawk for the soundness test (tests/soundness/build-real.sh mawk):
 * the defines mawk's configure finds on Linux with glibc, written by hand so that the
 * test runs no configure script. FPE_TRAPS_ON stays undefined: floating-point errors
 * give inf/nan, as on the configured build. */
#ifndef CORMI_MAWK_CONFIG_H
#define CORMI_MAWK_CONFIG_H

#define DECL_ENVIRON 1
#define HAVE_ERRNO_H 1
#define HAVE_FCNTL_H 1
#define HAVE_FORK 1
#define HAVE_ISNAN 1
#define HAVE_MKTIME 1
#define HAVE_PIPE 1
#define HAVE_REAL_PIPES 1
#define HAVE_SIGACTION 1
#define HAVE_SIGACTION_SA_SIGACTION 1
#define HAVE_STRFTIME 1
#define HAVE_SYS_WAIT_H 1
#define HAVE_TDESTROY 1
#define HAVE_TSEARCH 1
#define HAVE_UNISTD_H 1
#define HAVE_WAIT 1
#define LOCALE 1
#define NAME_RANDOM "unknown"
#define SIZE_T_STDDEF_H 1
#define SYSTEM_NAME "linux-gnu"

#ifndef GCC_NORETURN
#define GCC_NORETURN /* nothing */
#endif
#ifndef GCC_UNUSED
#define GCC_UNUSED /* nothing */
#endif
#ifndef OPT_TRACE
#define OPT_TRACE 0
#endif

#endif
