/* What the rt-c sources call in the Rust runtime, for the C tests that link rt-c alone
 * (tests/sanitized/mod.rs): the error mode (ABORT unless a test sets
 * cormi_stub_error_mode) and the record of a refused send (cormi_refuse). */
#include "cormi_rt.h"

#include <stdio.h>

int cormi_stub_error_mode = CORMI_ERRORS_ABORT;
/* The refusals recorded and the first one's text since cormi_stub_refused was reset. */
int cormi_stub_refused;
char cormi_stub_refusal[1024];

int cormi_error_mode(void) { return cormi_stub_error_mode; }

void cormi_send_refused(const char *text) {
  if (!cormi_stub_refused++) snprintf(cormi_stub_refusal, sizeof cormi_stub_refusal, "%s", text);
}

int cormi_send_refused_pending(void) { return cormi_stub_refused != 0; }
